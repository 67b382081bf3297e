import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ManagedShop } from '@/domain/managed-shops';
import { useManagedShops } from '../managed-shops-queries';

/** An owner with several shops picks the one shown (remembered in `?shop=`). */
export function OwnerShopSwitcher({
  shops,
  value,
  onChange,
}: {
  shops: readonly ManagedShop[];
  value: string;
  onChange: (shopId: string) => void;
}) {
  const intl = useIntl();
  return (
    <TextField
      select
      size="small"
      label={intl.formatMessage({ id: 'shopOwner.switcher.label' })}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: { xs: 140, sm: 200 }, maxWidth: 260 }}
    >
      {shops.map((shop) => (
        <MenuItem key={shop.id} value={shop.id}>
          {shop.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Waits until typing pauses, so a search is not sent per keystroke. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** An admin searches any shop by name or id (GET /api/shops/managed?q=) and opens it. */
export function AdminShopPicker({
  current,
  onChange,
}: {
  current: ManagedShop | null;
  onChange: (shopId: string) => void;
}) {
  const intl = useIntl();
  const [input, setInput] = useState('');
  const q = useSettled(input.trim(), 300);
  const results = useManagedShops(q);
  const found = results.data?.shops ?? [];
  // the shop shown stays an option whatever the search, so the box keeps naming it
  const options =
    current && !found.some((shop) => shop.id === current.id) ? [current, ...found] : found;
  return (
    <Autocomplete<ManagedShop>
      size="small"
      options={options}
      value={current}
      filterOptions={(shown) => shown}
      getOptionLabel={(shop) => shop.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={({ key, ...props }, shop) => (
        <li key={key} {...props}>
          {shop.name}
          {shop.city ? ` · ${shop.city}` : ''}
        </li>
      )}
      loading={results.isFetching}
      loadingText={intl.formatMessage({ id: 'shopOwner.picker.loading' })}
      noOptionsText={intl.formatMessage({
        id: results.isError ? 'shopOwner.loadError' : 'shopOwner.picker.noOptions',
      })}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        // choosing an option writes its name into the box: that is not a new search
        if (reason === 'input' || reason === 'clear') setInput(value);
      }}
      onChange={(_event, shop) => {
        if (shop) onChange(shop.id);
      }}
      sx={{ minWidth: { xs: 180, sm: 260 }, maxWidth: 360, flex: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={intl.formatMessage({ id: 'shopOwner.picker.label' })}
          placeholder={intl.formatMessage({ id: 'shopOwner.picker.placeholder' })}
        />
      )}
    />
  );
}
