import { useId } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { formatBookingDate, formatBookingTime } from '../BookingCard/booking-format';
import type { SlotTakenNoticeLabels } from './labels';

export interface SlotTakenChoice {
  date: string;
  time: string;
}

export interface SlotTakenNoticeProps {
  alternatives: SlotTakenChoice[];
  loading?: boolean;
  onPick(choice: SlotTakenChoice): void;
  onDismiss(): void;
  labels: SlotTakenNoticeLabels;
}

/**
 * Shown when the chosen time went to someone else while confirming (409): says so and offers the nearest
 * free times (shop-local) as one-click choices, or a way back to the calendar.
 */
export function SlotTakenNotice({
  alternatives,
  loading = false,
  onPick,
  onDismiss,
  labels,
}: SlotTakenNoticeProps) {
  const intl = useIntl();
  const listId = useId();
  return (
    <Alert severity="warning" data-testid="slot-taken" sx={{ '& .MuiAlert-message': { flex: 1 } }}>
      <AlertTitle>{labels.heading}</AlertTitle>
      <Typography variant="body2">{labels.body}</Typography>
      <Typography id={listId} variant="subtitle2" component="p" sx={{ mt: 1.5, mb: 1 }}>
        {labels.alternatives}
      </Typography>
      {loading ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={18} aria-hidden="true" />
          <Typography variant="body2">{labels.loading}</Typography>
        </Box>
      ) : alternatives.length === 0 ? (
        <Typography variant="body2">{labels.none}</Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby={listId}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {alternatives.map((choice) => (
            <li key={`${choice.date} ${choice.time}`}>
              <Button variant="outlined" size="small" onClick={() => onPick(choice)}>
                {labels.alternative(
                  formatBookingDate(intl, choice.date, 'short'),
                  formatBookingTime(intl, choice.time),
                )}
              </Button>
            </li>
          ))}
        </Box>
      )}
      <Box sx={{ mt: 2 }}>
        <Button variant="text" color="inherit" onClick={onDismiss}>
          {labels.chooseAnother}
        </Button>
      </Box>
    </Alert>
  );
}
