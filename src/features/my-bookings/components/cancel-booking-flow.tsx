import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CancelBookingDialog } from '@design-system/components/CancelBookingDialog';
import { formatEuro } from '@design-system/components/BookingCard';
import type { Booking } from '@/domain/booking';
import { ApiError } from '@/lib/api';
import { useToast } from '@/lib/toast';
import { useCancelBookingDialogLabels } from '@/lib/ui/booking-dialog-labels';
import { useCancelBooking } from '../my-bookings-queries';

export interface CancelBookingFlowProps {
  /** the booking being cancelled; null = closed */
  booking: Booking | null;
  onClose(): void;
  onCancelled(booking: Booking): void;
}

/**
 * The customer's cancel: the dialog shows the policy (free until …, or the fee now) before anything is sent;
 * confirming calls DELETE /api/bookings/{id}; a failure stays in the dialog, a success closes it with a toast.
 */
export function CancelBookingFlow({ booking, onClose, onCancelled }: CancelBookingFlowProps) {
  const intl = useIntl();
  const toast = useToast();
  const labels = useCancelBookingDialogLabels();
  const { mutateAsync: cancel, isPending: submitting } = useCancelBooking();
  const [error, setError] = useState<string | null>(null);
  // keep the last booking while the dialog animates closed
  const [shown, setShown] = useState<Booking | null>(booking);

  if (booking && booking !== shown) {
    setShown(booking);
    setError(null);
  }

  if (!shown) return null;

  const confirm = async () => {
    setError(null);
    try {
      const cancelled = await cancel(shown.id);
      const fee = cancelled.cancellationFee ?? 0;
      toast.show({
        kind: 'default',
        severity: 'success',
        message:
          fee > 0
            ? intl.formatMessage(
                { id: 'bookings.toast.cancelledWithFee' },
                { amount: formatEuro(intl, fee) },
              )
            : intl.formatMessage({ id: 'bookings.toast.cancelled' }),
      });
      onCancelled(cancelled);
    } catch (failure) {
      setError(
        failure instanceof ApiError && !failure.isNetworkError && failure.status !== 500
          ? failure.message
          : intl.formatMessage({ id: 'bookings.error.cancelFailed' }),
      );
    }
  };

  return (
    <CancelBookingDialog
      open={booking !== null}
      booking={shown}
      submitting={submitting}
      error={error}
      labels={labels}
      onClose={() => {
        if (!submitting) onClose();
      }}
      onConfirm={() => void confirm()}
    />
  );
}
