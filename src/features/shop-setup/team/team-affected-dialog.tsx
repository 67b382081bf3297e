import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BOOKING_REASON_MAX } from '@/domain/booking';
import { formatCalendarDate, formatClockTime } from '@/domain/clock-format';
import { type TeamResolution } from '@/domain/shop-team';
import { resolutionsFor, type AffectedBooking } from '@/domain/shop-team-conflicts';

export interface TeamAffectedDialogProps {
  open: boolean;
  bookings: readonly AffectedBooking[];
  /** the change is being sent again with the answers */
  busy: boolean;
  error?: string | null;
  onResolve: (resolutions: TeamResolution[]) => void;
  onClose: () => void;
}

const CANCEL = '__cancel';

/** The first free person for each booking, else cancel: what the owner most often wants. */
const defaults = (bookings: readonly AffectedBooking[]) =>
  Object.fromEntries(bookings.map((b) => [b.bookingId, b.candidates[0]?.id ?? CANCEL]));

/**
 * The upcoming bookings a team change would break, and per booking what to do: give it to someone free and
 * qualified at that time, or cancel it with a reason (the customer is emailed). Nothing changes until every
 * booking has an answer (the same rule as the server's, src/domain/shop-team.ts). The parent keys it by the
 * bookings, so a new list starts from fresh defaults.
 */
export function TeamAffectedDialog({
  open,
  bookings,
  busy,
  error,
  onResolve,
  onClose,
}: TeamAffectedDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [choice, setChoice] = useState<Record<string, string>>(() => defaults(bookings));
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const resolutions: TeamResolution[] = bookings.map((b) =>
    choice[b.bookingId] === CANCEL || !choice[b.bookingId]
      ? { bookingId: b.bookingId, action: 'cancel', reason: reasons[b.bookingId] ?? '' }
      : { bookingId: b.bookingId, action: 'reassign', staffId: choice[b.bookingId] },
  );
  const complete = resolutionsFor(bookings, resolutions) !== null;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id="shopSetup.team.affected.title" values={{ count: bookings.length }} />
      </DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>
          <FormattedMessage id="shopSetup.team.affected.intro" />
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Stack spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {bookings.map((booking) => {
            const selected = choice[booking.bookingId] ?? CANCEL;
            const reason = reasons[booking.bookingId] ?? '';
            const missing = tried && selected === CANCEL && reason.trim() === '';
            return (
              <Stack component="li" key={booking.bookingId} spacing={1.5}>
                <Typography variant="subtitle2">
                  {`${formatCalendarDate(intl.locale, booking.date, 'short')}, ${formatClockTime(intl.locale, booking.time)} · ${booking.customerName}`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {booking.serviceNames.join(', ')} · {booking.reference}
                </Typography>
                <TextField
                  select
                  size="small"
                  label={intl.formatMessage({ id: 'shopSetup.team.affected.action' })}
                  value={selected}
                  disabled={busy}
                  onChange={(event) =>
                    setChoice((all) => ({ ...all, [booking.bookingId]: event.target.value }))
                  }
                >
                  {booking.candidates.map((person) => (
                    <MenuItem key={person.id} value={person.id}>
                      {intl.formatMessage(
                        { id: 'shopSetup.team.affected.reassignTo' },
                        { name: person.name },
                      )}
                    </MenuItem>
                  ))}
                  <MenuItem value={CANCEL}>
                    {intl.formatMessage({ id: 'shopSetup.team.affected.cancel' })}
                  </MenuItem>
                </TextField>
                {booking.candidates.length === 0 && (
                  <Typography variant="body2" color="text.secondary">
                    <FormattedMessage id="shopSetup.team.affected.nobodyFree" />
                  </Typography>
                )}
                {selected === CANCEL && (
                  <TextField
                    size="small"
                    multiline
                    minRows={2}
                    label={intl.formatMessage({ id: 'shopSetup.team.affected.reason' })}
                    value={reason}
                    disabled={busy}
                    required
                    error={missing}
                    helperText={
                      missing
                        ? intl.formatMessage({ id: 'shopSetup.team.resolutionReasonRequired' })
                        : undefined
                    }
                    onChange={(event) =>
                      setReasons((all) => ({ ...all, [booking.bookingId]: event.target.value }))
                    }
                    slotProps={{ htmlInput: { maxLength: BOOKING_REASON_MAX } }}
                  />
                )}
              </Stack>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage id="shopSetup.team.cancel" />
        </Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => {
            setTried(true);
            if (complete) onResolve(resolutions);
          }}
        >
          <FormattedMessage
            id={busy ? 'shopSetup.team.saving' : 'shopSetup.team.affected.confirm'}
          />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
