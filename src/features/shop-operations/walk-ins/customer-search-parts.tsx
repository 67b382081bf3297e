import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type HTMLAttributes, type Key } from 'react';
import type { ShopCustomer } from '@/domain/walk-ins';

const SEARCH_DELAY_MS = 250;

/**
 * The text typed into a customer search, once it has stayed for a moment: one search per pause, not per key
 * (the walk-in dialog's picker, the manual sale's customer fields).
 */
export function useSettledSearchText(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** One customer among the suggestions: the name, then phone and email (an Autocomplete's renderOption). */
export function renderCustomerOption(
  { key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key },
  customer: ShopCustomer,
) {
  return (
    <li key={key} {...props}>
      <Stack>
        <Typography variant="body2">{customer.name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {[customer.phone, customer.email].filter(Boolean).join(' · ')}
        </Typography>
      </Stack>
    </li>
  );
}
