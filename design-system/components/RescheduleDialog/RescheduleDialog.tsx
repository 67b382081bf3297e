import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import { useIntl } from 'react-intl';
import type { Booking } from '@/domain/booking';
import { formatBookingDate, formatBookingTime } from '../BookingCard/booking-format';
import { ReasonField, reasonOrNull, useReasonDraft } from '../CancelBookingDialog/ReasonField';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import type { RescheduleDialogLabels } from './labels';

export interface RescheduleDialogProps {
  open: boolean;
  booking: Booking;
  /** the new shop-local date and time */
  to: { date: string; time: string };
  /** show the late-reschedule warning (spec: inside 24 hours) */
  lateWarning: boolean;
  /** shop side: ask why */
  askReason?: boolean;
  /** hide the "reschedules left" line (the shop is not limited by it) */
  hideReschedulesLeft?: boolean;
  submitting?: boolean;
  error?: string | null;
  onConfirm(reason: string | null): void;
  onClose(): void;
  labels: RescheduleDialogLabels;
}

function Moment({ caption, text }: { caption: string; text: string }) {
  return (
    <Box>
      <Typography variant="caption" component="p" color="text.secondary">
        {caption}
      </Typography>
      <Typography variant="body1" component="p" sx={{ fontWeight: 600 }}>
        {text}
      </Typography>
    </Box>
  );
}

/** Confirms moving a booking: from → to, the late warning, how many moves remain, optional reason. */
export function RescheduleDialog({
  open,
  booking,
  to,
  lateWarning,
  askReason = false,
  hideReschedulesLeft = false,
  submitting = false,
  error = null,
  onConfirm,
  onClose,
  labels,
}: RescheduleDialogProps) {
  const intl = useIntl();
  const reason = useReasonDraft(open);
  const when = (date: string, time: string) =>
    labels.dateTime(formatBookingDate(intl, date), formatBookingTime(intl, time));
  const leftAfter = Math.max(0, booking.policy.reschedulesLeft - 1);

  return (
    <ConfirmDialog
      open={open}
      title={labels.heading}
      labels={{ confirm: labels.confirm, cancel: labels.back, busy: labels.rescheduling }}
      busy={submitting}
      onClose={onClose}
      onConfirm={() => onConfirm(askReason ? reasonOrNull(reason.value) : null)}
    >
      <Stack spacing={2}>
        <Box>
          <Typography variant="subtitle2" component="p">
            {booking.serviceName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {booking.shopName}
          </Typography>
        </Box>
        <Stack spacing={0.5} data-testid="reschedule-move">
          <Moment caption={labels.from} text={when(booking.date, booking.startTime)} />
          <ArrowDownwardRounded color="action" aria-hidden="true" />
          <Moment caption={labels.to} text={when(to.date, to.time)} />
        </Stack>
        {lateWarning ? (
          <Alert severity="warning" data-testid="late-warning" role="note">
            {labels.lateWarning}
          </Alert>
        ) : null}
        {hideReschedulesLeft ? null : (
          <Typography variant="body2" color="text.secondary">
            {labels.reschedulesLeftAfter(leftAfter)}
          </Typography>
        )}
        {askReason ? (
          <ReasonField
            value={reason.value}
            onChange={reason.set}
            label={labels.reason}
            counter={labels.reasonCounter}
            disabled={submitting}
          />
        ) : null}
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}
