import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ValidationError } from 'yup';
import { SALES_PERIODS } from '@/domain/sales';
import { salesRangeQuerySchema } from '@/domain/sales-schema';
import type { SalesRangeParams } from '../sales-range';

type Choice = SalesRangeParams['period'];

/**
 * The period of the figures (spec 03 §2: today, week, month, year, default month) or a custom range of at most
 * 366 days, its two dates checked by the server's rule before they are asked for.
 */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: SalesRangeParams;
  onChange: (next: SalesRangeParams) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [custom, setCustom] = useState(value.period === 'custom');
  const [from, setFrom] = useState(value.period === 'custom' ? value.startDate : '');
  const [to, setTo] = useState(value.period === 'custom' ? value.endDate : '');
  const [error, setError] = useState<string | null>(null);
  const shown: Choice = custom ? 'custom' : value.period;

  const apply = () => {
    try {
      salesRangeQuerySchema.validateSync({ startDate: from, endDate: to }, { abortEarly: true });
      if (!from || !to) throw new ValidationError('sales.rangeInvalid');
      setError(null);
      onChange({ period: 'custom', startDate: from, endDate: to });
    } catch (failure) {
      if (!(failure instanceof ValidationError)) throw failure;
      setError(failure.message);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-end' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={shown}
        aria-label={t('sales.period.label')}
        sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}
        onChange={(_, next: Choice | null) => {
          if (!next) return;
          if (next === 'custom') {
            setCustom(true);
            return;
          }
          setCustom(false);
          setError(null);
          onChange({ period: next });
        }}
      >
        {[...SALES_PERIODS, 'custom' as const].map((period) => (
          <ToggleButton key={period} value={period} sx={{ px: 1.5 }}>
            {t(`sales.period.${period}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {custom && (
        <Box
          component="form"
          aria-label={t('sales.period.customLabel')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}
        >
          <TextField
            type="date"
            size="small"
            label={t('sales.period.from')}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            error={Boolean(error)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label={t('sales.period.to')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={Boolean(error)}
            helperText={error ? t(error) : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button
            type="submit"
            variant="outlined"
            size="small"
            sx={{ alignSelf: 'flex-start', mt: 0.5 }}
          >
            {t('sales.period.apply')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
