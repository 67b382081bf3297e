import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatClockTime } from '@/domain/clock-format';

const STEP_MINUTES = 15;
const pad = (n: number) => String(n).padStart(2, '0');
const TIMES = Array.from({ length: (24 * 60) / STEP_MINUTES }, (_, i) => {
  const minutes = i * STEP_MINUTES;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
});

export interface TimeSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (time: string) => void;
  /** an end time may be 24:00 (open until midnight) */
  end?: boolean;
  disabled?: boolean;
  error?: boolean;
  /** the id of a message that describes this field (its error, shown by the caller) */
  describedBy?: string;
}

/**
 * A time of day picked from quarter hours, shown on the 24-hour clock of the interface language
 * (src/domain/clock-format.ts). A list rather than a typed field: the same on every browser and phone, and the
 * keyboard reaches every value. A stored time off the quarter hours stays listed.
 */
export function TimeSelect({
  id,
  label,
  value,
  onChange,
  end,
  disabled,
  error,
  describedBy,
}: TimeSelectProps) {
  const intl = useIntl();
  const options = useMemo(() => {
    const list = end ? [...TIMES.slice(1), '24:00'] : TIMES;
    return value && !list.includes(value) ? [...list, value].sort() : list;
  }, [end, value]);
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      error={error}
      size="small"
      sx={{ minWidth: 104 }}
      slotProps={{
        select: {
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } },
          SelectDisplayProps: { 'aria-describedby': describedBy },
        },
      }}
    >
      {options.map((time) => (
        <MenuItem key={time} value={time}>
          {formatClockTime(intl.locale, time)}
        </MenuItem>
      ))}
    </TextField>
  );
}
