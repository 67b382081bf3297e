import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { TimeSelect } from './time-select';

export interface TimeRangeFieldsProps {
  /** the fields' ids: `${id}-start`, `${id}-end` (and `${id}-message` for the message) */
  id: string;
  start: string;
  end: string;
  startLabel: string;
  endLabel: string;
  onChange: (edge: 'start' | 'end', time: string) => void;
  disabled?: boolean;
  /** which field is wrong; the message (already in words) shows under the row and describes that field */
  invalid?: 'start' | 'end';
  message?: string;
  /** shown after the two fields (a remove button) */
  action?: ReactNode;
}

/**
 * A start and an end time side by side (an opening range, a break, a special date's hours): the one row every
 * hours editor uses. The end may be 24:00. A message spans the row, so it stays readable at phone width.
 */
export function TimeRangeFields({
  id,
  start,
  end,
  startLabel,
  endLabel,
  onChange,
  disabled,
  invalid,
  message,
  action,
}: TimeRangeFieldsProps) {
  const messageId = message ? `${id}-message` : undefined;
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TimeSelect
          id={`${id}-start`}
          label={startLabel}
          value={start}
          disabled={disabled}
          error={invalid === 'start'}
          describedBy={invalid === 'start' ? messageId : undefined}
          onChange={(time) => onChange('start', time)}
        />
        <TimeSelect
          id={`${id}-end`}
          end
          label={endLabel}
          value={end}
          disabled={disabled}
          error={invalid === 'end'}
          describedBy={invalid === 'end' ? messageId : undefined}
          onChange={(time) => onChange('end', time)}
        />
        {action}
      </Stack>
      {message && (
        <FormHelperText id={messageId} error role="alert" sx={{ mx: 0 }}>
          {message}
        </FormHelperText>
      )}
    </Stack>
  );
}
