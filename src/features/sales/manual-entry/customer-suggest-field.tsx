import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { ShopCustomer } from '@/domain/walk-ins';
import { useCustomerSearch } from '@/features/shop-operations';

const SEARCH_DELAY_MS = 250;
/** fewer characters than this find too many people to be a suggestion */
const SEARCH_MIN = 2;

/** The text typed, once it has stayed for a moment (one search per pause, not per key). */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

export type CustomerField = 'name' | 'email' | 'phone';

/**
 * A customer field (name, email or phone) that stays free text and suggests the shop's existing customers
 * matching what is typed (GET /api/shops/{id}/customers?q=, the walk-ins' search): choosing one fills the name,
 * email and phone together. Arrow keys and Enter choose, Escape closes, as in any combobox.
 */
export function CustomerSuggestField({
  shopId,
  field,
  value,
  onChange,
  onPick,
  maxLength,
  textField,
}: {
  shopId: string;
  field: CustomerField;
  value: string;
  onChange: (text: string) => void;
  onPick: (customer: ShopCustomer) => void;
  maxLength: number;
  textField: Omit<TextFieldProps, 'value' | 'onChange' | 'slotProps'>;
}) {
  const [open, setOpen] = useState(false);
  const q = useSettled(value);
  const search = useCustomerSearch(shopId, q, open && q.length >= SEARCH_MIN);
  const options = q.length >= SEARCH_MIN ? (search.data ?? []) : [];
  return (
    <Autocomplete<ShopCustomer, false, false, true>
      freeSolo
      id={textField.id}
      open={open && options.length > 0}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      filterOptions={(list) => list}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option[field])}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
      inputValue={value}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') onChange(text);
      }}
      onChange={(_event, picked) => {
        if (picked && typeof picked !== 'string') onPick(picked);
      }}
      disabled={textField.disabled}
      renderOption={({ key, ...props }, customer) => (
        <li key={key} {...props}>
          <Stack>
            <Typography variant="body2">{customer.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {[customer.phone, customer.email].filter(Boolean).join(' · ')}
            </Typography>
          </Stack>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          {...textField}
          id={params.id}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength },
          }}
        />
      )}
    />
  );
}
