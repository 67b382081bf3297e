import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  SALE_CATEGORIES,
  SALE_LABEL_IDS,
  SALE_PAYMENT_METHODS,
  SALE_SOURCES,
  SALES_LIMITS,
} from '@/domain/sales';
import type { TransactionFilters } from './transaction-filters-state';

const SEARCH_DELAY_MS = 300;

/**
 * The list's filters (issue 16): dates (shop-local, inclusive), payment method, category, source and text
 * (service, customer, notes). The text applies once typing pauses; the others at once.
 */
export function TransactionFiltersBar({
  filters,
  onChange,
}: {
  filters: TransactionFilters;
  onChange: (change: Partial<TransactionFilters>) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [text, setText] = useState(filters.q);
  const [shownQ, setShownQ] = useState(filters.q);
  // the address changed the text (back, a link): show it
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    setText(filters.q);
  }
  useEffect(() => {
    if (text === filters.q) return;
    const timer = setTimeout(() => onChange({ q: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filters.q, onChange]);

  const select = (
    name: 'method' | 'category' | 'source',
    values: readonly string[],
    labelId: (value: never) => string,
  ) => (
    <TextField
      select
      size="small"
      label={t(`sales.filter.${name}`)}
      value={filters[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
    >
      <MenuItem value="">{t('sales.filter.any')}</MenuItem>
      {values.map((value) => (
        <MenuItem key={value} value={value}>
          {t(labelId(value as never))}
        </MenuItem>
      ))}
    </TextField>
  );
  const active =
    filters.from || filters.to || filters.method || filters.category || filters.source || filters.q;

  return (
    <Box
      role="search"
      aria-label={t('sales.filter.label')}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(6, minmax(0, 1fr))',
        },
        alignItems: 'start',
      }}
    >
      <TextField
        size="small"
        type="search"
        label={t('sales.filter.q')}
        value={text}
        onChange={(event) => setText(event.target.value.slice(0, SALES_LIMITS.queryMax))}
      />
      <TextField
        size="small"
        type="date"
        label={t('sales.filter.from')}
        value={filters.from}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label={t('sales.filter.to')}
        value={filters.to}
        onChange={(event) => onChange({ to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {select('method', SALE_PAYMENT_METHODS, SALE_LABEL_IDS.paymentMethod)}
      {select('category', SALE_CATEGORIES, SALE_LABEL_IDS.category)}
      {select('source', SALE_SOURCES, SALE_LABEL_IDS.source)}
      {active && (
        <Button
          size="small"
          onClick={() => {
            setText('');
            onChange({ from: '', to: '', method: '', category: '', source: '', q: '' });
          }}
          sx={{ justifySelf: 'start' }}
        >
          {t('sales.filter.clear')}
        </Button>
      )}
    </Box>
  );
}
