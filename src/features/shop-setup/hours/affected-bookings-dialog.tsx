import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BOOKING_REASON_MAX } from '@/domain/booking';
import type { AffectedBooking, AffectedBookingsChoice } from '@/domain/shop-hours';
import { AffectedBookingsList } from './affected-bookings-list';

export interface AffectedBookingsDialogProps {
  open: boolean;
  bookings: readonly AffectedBooking[];
  /** the save is being sent again with the choice */
  busy: boolean;
  onChoose: (choice: AffectedBookingsChoice, reason: string) => void;
  onClose: () => void;
}

/**
 * The upcoming bookings a change of hours leaves outside them, and what to do: keep them (they stay valid, as
 * exceptions) or cancel them with a reason, which each customer receives by email.
 */
export function AffectedBookingsDialog({
  open,
  bookings,
  busy,
  onChoose,
  onClose,
}: AffectedBookingsDialogProps) {
  const intl = useIntl();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [choice, setChoice] = useState<AffectedBookingsChoice>('keep');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const reasonMissing = choice === 'cancel' && reason.trim() === '';
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      aria-labelledby="affected-title"
    >
      <DialogTitle id="affected-title">
        <FormattedMessage id="shopSetup.hours.affected.title" values={{ count: bookings.length }} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          <FormattedMessage id="shopSetup.hours.affected.intro" />
        </DialogContentText>
        <AffectedBookingsList bookings={bookings} />
        <RadioGroup
          aria-label={intl.formatMessage({ id: 'shopSetup.hours.affected.choice' })}
          value={choice}
          onChange={(event) => setChoice(event.target.value as AffectedBookingsChoice)}
        >
          <FormControlLabel
            value="keep"
            control={<Radio />}
            disabled={busy}
            label={intl.formatMessage({ id: 'shopSetup.hours.affected.keep' })}
          />
          <FormControlLabel
            value="cancel"
            control={<Radio />}
            disabled={busy}
            label={intl.formatMessage({ id: 'shopSetup.hours.affected.cancel' })}
          />
        </RadioGroup>
        {choice === 'cancel' && (
          <TextField
            id="affected-reason"
            label={intl.formatMessage({ id: 'shopSetup.hours.affected.reason' })}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            required
            disabled={busy}
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: BOOKING_REASON_MAX } }}
            error={tried && reasonMissing}
            helperText={
              tried && reasonMissing
                ? intl.formatMessage({ id: 'shopSetup.hours.reasonRequired' })
                : undefined
            }
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage id="shopSetup.hours.affected.back" />
        </Button>
        <Button
          variant="contained"
          color={choice === 'cancel' ? 'error' : 'primary'}
          disabled={busy}
          onClick={() => {
            setTried(true);
            if (!reasonMissing) onChoose(choice, reason.trim());
          }}
        >
          <FormattedMessage
            id={
              choice === 'cancel'
                ? 'shopSetup.hours.affected.confirmCancel'
                : 'shopSetup.hours.affected.confirmKeep'
            }
          />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
