import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { BOOKING_REASON_MAX } from '@/domain/booking';

export interface ReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  /** "{count}/{max}" */
  counter: (count: number, max: number) => string;
  disabled?: boolean;
  required?: boolean;
}

/** The optional (shop side: sometimes required) reason of a cancel or a move, kept to BOOKING_REASON_MAX. */
export function ReasonField({
  value,
  onChange,
  label,
  counter,
  disabled,
  required,
}: ReasonFieldProps) {
  return (
    <TextField
      name="reason"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={counter(value.length, BOOKING_REASON_MAX)}
      disabled={disabled}
      required={required}
      multiline
      minRows={2}
      fullWidth
      slotProps={{ htmlInput: { maxLength: BOOKING_REASON_MAX } }}
    />
  );
}

/** '' or blanks → null, so the caller sends no reason rather than an empty one. */
export function reasonOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The reason typed in a dialog, emptied each time the dialog opens again. */
export function useReasonDraft(open: boolean): { value: string; set: (value: string) => void } {
  const [value, set] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  // adjusting state while rendering (not in an effect) avoids one frame with the old text
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) set('');
  }
  return { value, set };
}
