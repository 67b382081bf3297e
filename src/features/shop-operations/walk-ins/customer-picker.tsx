import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LIMITS } from '@/domain/limits';
import type { ShopCustomer } from '@/domain/walk-ins';
import { renderCustomerOption, useSettledSearchText } from './customer-search-parts';
import { useCustomerSearch } from './use-walk-ins';

/** Who the booking is for, as the dialog keeps it. */
export type CustomerChoice =
  | { mode: 'existing'; customer: ShopCustomer | null }
  | { mode: 'new'; name: string; phone: string; email: string };

export const NO_CUSTOMER: CustomerChoice = { mode: 'existing', customer: null };

/**
 * An existing customer of the shop (searched by name, email or phone among the people who booked here and the
 * ones it wrote down), or a new person: name and phone, email when they give one.
 */
export function CustomerPicker({
  shopId,
  value,
  onChange,
  errors,
  disabled,
}: {
  shopId: string;
  value: CustomerChoice;
  onChange(next: CustomerChoice): void;
  /** field → message id */
  errors: Partial<Record<'customer' | 'name' | 'phone' | 'email', string>>;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const [input, setInput] = useState('');
  const q = useSettledSearchText(input);
  const search = useCustomerSearch(shopId, q, value.mode === 'existing');
  const error = (key: keyof typeof errors) =>
    errors[key] ? intl.formatMessage({ id: errors[key] }) : undefined;

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value.mode}
        disabled={disabled}
        aria-label={intl.formatMessage({ id: 'shopOps.walkIns.customer.label' })}
        onChange={(_event, mode: 'existing' | 'new' | null) => {
          if (mode === 'existing') onChange(NO_CUSTOMER);
          if (mode === 'new') onChange({ mode: 'new', name: input.trim(), phone: '', email: '' });
        }}
      >
        <ToggleButton value="existing">
          <FormattedMessage id="shopOps.walkIns.customer.existing" />
        </ToggleButton>
        <ToggleButton value="new">
          <FormattedMessage id="shopOps.walkIns.customer.new" />
        </ToggleButton>
      </ToggleButtonGroup>
      {value.mode === 'existing' ? (
        <Autocomplete<ShopCustomer>
          options={search.data ?? []}
          value={value.customer}
          disabled={disabled}
          loading={search.isFetching}
          filterOptions={(options) => options}
          getOptionLabel={(c) => c.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_event, customer) => onChange({ mode: 'existing', customer })}
          inputValue={input}
          onInputChange={(_event, text) => setInput(text.slice(0, 100))}
          noOptionsText={intl.formatMessage({
            id: search.isError
              ? 'shopOps.walkIns.customer.searchFailed'
              : 'shopOps.walkIns.customer.none',
          })}
          loadingText={intl.formatMessage({ id: 'shopOps.walkIns.customer.searching' })}
          renderOption={renderCustomerOption}
          renderInput={(params) => (
            <TextField
              {...params}
              label={intl.formatMessage({ id: 'shopOps.walkIns.customer.search' })}
              helperText={
                error('customer') ??
                intl.formatMessage({ id: 'shopOps.walkIns.customer.searchHint' })
              }
              error={Boolean(errors.customer)}
            />
          )}
        />
      ) : (
        <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }}>
          <TextField
            fullWidth
            required
            disabled={disabled}
            label={intl.formatMessage({ id: 'shopOps.walkIns.customer.name' })}
            value={value.name}
            slotProps={{ htmlInput: { maxLength: LIMITS.name } }}
            onChange={(event) => onChange({ ...value, name: event.target.value })}
            error={Boolean(errors.name)}
            helperText={error('name')}
          />
          <TextField
            fullWidth
            required
            disabled={disabled}
            type="tel"
            label={intl.formatMessage({ id: 'shopOps.walkIns.customer.phone' })}
            value={value.phone}
            slotProps={{ htmlInput: { maxLength: LIMITS.phone } }}
            onChange={(event) => onChange({ ...value, phone: event.target.value })}
            error={Boolean(errors.phone)}
            helperText={error('phone')}
          />
          <TextField
            fullWidth
            disabled={disabled}
            type="email"
            label={intl.formatMessage({ id: 'shopOps.walkIns.customer.email' })}
            value={value.email}
            slotProps={{ htmlInput: { maxLength: LIMITS.email } }}
            onChange={(event) => onChange({ ...value, email: event.target.value })}
            error={Boolean(errors.email)}
            helperText={
              error('email') ?? intl.formatMessage({ id: 'shopOps.walkIns.customer.emailHint' })
            }
          />
        </Stack>
      )}
    </Stack>
  );
}
