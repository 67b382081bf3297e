import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Booking } from '@/domain/booking';
import { ApiError } from '@/lib/api';
import { fetchBooking, updateBooking } from './api';
import { isSlotTaken } from './submit-booking';
import { useSlotTaken, type CheckoutChoice } from './use-checkout';
import { useKeyedLoad } from './use-keyed-load';

/**
 * Reschedule mode (`/booking/{shopId}?reschedule={bookingId}`, linked from My bookings): the booking being
 * moved, and the move itself through RescheduleDialog → PUT /api/bookings/{id} { date, time, staffId }.
 */
export function useRescheduleBooking(bookingId: string | null) {
  const load = useCallback(() => fetchBooking(bookingId ?? ''), [bookingId]);
  return useKeyedLoad(bookingId, load);
}

export function useRescheduleCheckout(booking: Booking | null, onMoved: (b: Booking) => void) {
  const intl = useIntl();
  const [target, setTarget] = useState<{ date: string; time: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { slotTaken, showSlotTaken, dismissSlotTaken } = useSlotTaken();

  const openMove = useCallback(
    (to: { date: string; time: string }) => {
      setError(null);
      dismissSlotTaken();
      setTarget(to);
    },
    [dismissSlotTaken],
  );
  const closeMove = useCallback(() => {
    if (!submitting) setTarget(null);
  }, [submitting]);

  const confirmMove = useCallback(
    async (choice: CheckoutChoice, maxDate: string | null) => {
      if (!booking) return;
      setSubmitting(true);
      setError(null);
      try {
        const moved = await updateBooking(booking.id, {
          date: choice.date,
          time: choice.time,
          staffId: choice.staffId,
        });
        setTarget(null);
        onMoved(moved);
      } catch (failure) {
        if (isSlotTaken(failure)) {
          setTarget(null);
          showSlotTaken(choice, maxDate);
        } else {
          setError(
            failure instanceof ApiError && !failure.isNetworkError && failure.message
              ? failure.message
              : intl.formatMessage({ id: 'booking.reschedule.failed' }),
          );
        }
      } finally {
        setSubmitting(false);
      }
    },
    [booking, intl, onMoved, showSlotTaken],
  );

  return {
    moveTarget: target,
    openMove,
    closeMove,
    confirmMove,
    submitting,
    error,
    slotTaken,
    dismissSlotTaken,
  };
}
