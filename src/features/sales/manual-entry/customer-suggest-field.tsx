import Autocomplete from '@mui/material/Autocomplete';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import type { ShopCustomer } from '@/domain/walk-ins';
import {
  renderCustomerOption,
  useCustomerSearch,
  useSettledSearchText,
} from '@/features/shop-operations';

/** fewer characters than this find too many people to be a suggestion */
const SEARCH_MIN = 2;

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
  const q = useSettledSearchText(value);
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
      renderOption={renderCustomerOption}
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
