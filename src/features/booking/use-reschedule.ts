import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Booking, UpdateBookingInput } from '@/domain/booking';
import { ApiError } from '@/lib/api';
import { updateBooking } from './api';
import { bookingQuery } from './booking-queries';
import { applyBookingChange } from './realtime-cache';
import { isSlotTaken } from './submit-booking';
import { keyed } from './use-availability';
import type { CheckoutChoice } from './use-checkout';

/**
 * Reschedule mode (`/booking/{shopId}?reschedule={bookingId}`, linked from My bookings): the booking being
 * moved, and the move itself through RescheduleDialog → PUT /api/bookings/{id} { date, time, staffId }.
 */
export function useRescheduleBooking(bookingId: string | null) {
  const query = useQuery({ ...bookingQuery(bookingId ?? ''), enabled: bookingId !== null });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return { state: keyed(bookingId !== null, query), reload };
}

/** PUT /api/bookings/{id}; the moved booking replaces the old one in every cached view. */
function useMoveBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateBookingInput }) =>
      updateBooking(id, changes),
    onSuccess: (moved) => void applyBookingChange(client, moved),
  });
}

/** `onSlotTaken`: the 409 SLOT_TAKEN on the move; the dialog closes and the page shows the loss. */
export function useRescheduleCheckout(
  booking: Booking | null,
  onMoved: (b: Booking) => void,
  onSlotTaken: (lost: CheckoutChoice) => void,
) {
  const intl = useIntl();
  const [target, setTarget] = useState<{ date: string; time: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync: move, isPending: submitting } = useMoveBooking();

  const openMove = useCallback((to: { date: string; time: string }) => {
    setError(null);
    setTarget(to);
  }, []);
  const closeMove = useCallback(() => {
    if (!submitting) setTarget(null);
  }, [submitting]);

  const confirmMove = useCallback(
    async (choice: CheckoutChoice) => {
      if (!booking) return;
      setError(null);
      try {
        const moved = await move({
          id: booking.id,
          changes: { date: choice.date, time: choice.time, staffId: choice.staffId },
        });
        setTarget(null);
        onMoved(moved);
      } catch (failure) {
        if (isSlotTaken(failure)) {
          setTarget(null);
          onSlotTaken(choice);
        } else {
          setError(
            failure instanceof ApiError && !failure.isNetworkError && failure.message
              ? failure.message
              : intl.formatMessage({ id: 'booking.reschedule.failed' }),
          );
        }
      }
    },
    [booking, intl, move, onMoved, onSlotTaken],
  );

  return {
    moveTarget: target,
    openMove,
    closeMove,
    confirmMove,
    submitting,
    error,
  };
}
