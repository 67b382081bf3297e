import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { BOOKING_NOTES_MAX, type Booking } from '@/domain/booking';

export interface AppointmentShopNotesProps {
  booking: Booking;
  pending: boolean;
  error: string | null;
  onSave: (notes: string) => void;
}

/** The shop's own notes on a booking (never shown to the customer), saved on request. */
export function AppointmentShopNotes({
  booking,
  pending,
  error,
  onSave,
}: AppointmentShopNotesProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `shopOps.appointments.notes.${id}` }, values);
  const saved = booking.shopNotes ?? '';
  const [draft, setDraft] = useState(saved);
  const [base, setBase] = useState(saved);
  // a saved change (or another booking) replaces the draft
  if (saved !== base) {
    setBase(saved);
    setDraft(saved);
  }
  const changed = draft !== saved;

  return (
    <Stack spacing={1}>
      <TextField
        label={t('label')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        helperText={t('help', { count: draft.length, max: BOOKING_NOTES_MAX })}
        multiline
        minRows={2}
        fullWidth
        disabled={pending}
        slotProps={{ htmlInput: { maxLength: BOOKING_NOTES_MAX } }}
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          size="small"
          disabled={!changed || pending}
          onClick={() => onSave(draft)}
        >
          {pending ? t('saving') : t('save')}
        </Button>
        {changed && (
          <Button size="small" disabled={pending} onClick={() => setDraft(saved)}>
            {t('discard')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
