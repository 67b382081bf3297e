import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import type { Booking } from '@/domain/booking';
import { BookingRecap } from '../BookingCard/BookingRecap';
import { formatEuro, formatInstant } from '../BookingCard/booking-format';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import type { CancelBookingDialogLabels } from './labels';
import { ReasonField, reasonOrNull, useReasonDraft } from './ReasonField';

export interface CancelBookingDialogProps {
  open: boolean;
  booking: Booking;
  /** shop side: ask why */
  askReason?: boolean;
  /** with `askReason`: confirming needs a reason */
  reasonRequired?: boolean;
  submitting?: boolean;
  error?: string | null;
  onConfirm(reason: string | null): void;
  onClose(): void;
  labels: CancelBookingDialogLabels;
}

/**
 * Cancel a booking, with the policy shown before confirming (issue 5): free until the shop's deadline, or
 * the fee cancelling now costs. The figures come from `booking.policy`, computed by the server.
 */
export function CancelBookingDialog({
  open,
  booking,
  askReason = false,
  reasonRequired = false,
  submitting = false,
  error = null,
  onConfirm,
  onClose,
  labels,
}: CancelBookingDialogProps) {
  const intl = useIntl();
  const reason = useReasonDraft(open);
  const { policy } = booking;
  const fee = policy.cancellationFeeNow > 0;

  return (
    <ConfirmDialog
      open={open}
      title={labels.heading}
      labels={{ confirm: labels.confirm, cancel: labels.keep, busy: labels.cancelling }}
      tone="danger"
      busy={submitting}
      confirmDisabled={askReason && reasonRequired && reasonOrNull(reason.value) === null}
      onClose={onClose}
      onConfirm={() => onConfirm(askReason ? reasonOrNull(reason.value) : null)}
    >
      <Stack spacing={2}>
        <BookingRecap booking={booking} timeRange={labels.timeRange} />
        {fee ? (
          <Alert severity="warning" data-testid="cancel-policy" role="note">
            {labels.feeNow(
              formatEuro(intl, policy.cancellationFeeNow),
              policy.cancellationFeePercent,
            )}
          </Alert>
        ) : (
          <Alert severity="info" data-testid="cancel-policy" role="note">
            {labels.freeUntil(
              formatInstant(intl, policy.freeCancellationUntil, booking.shopTimeZone),
            )}
          </Alert>
        )}
        {askReason ? (
          <ReasonField
            value={reason.value}
            onChange={reason.set}
            label={labels.reason}
            counter={labels.reasonCounter}
            disabled={submitting}
            required={reasonRequired}
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
