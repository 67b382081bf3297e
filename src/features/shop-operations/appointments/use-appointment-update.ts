import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, UpdateBookingInput } from '@/domain/booking';
import { applyBookingChange, updateBooking } from '@/features/booking';
import { shopOpsKeys } from '../query-keys';

/**
 * Every change the owner makes to a booking (an action, a move from the calendar or the dialog, the shop's
 * notes) goes through PUT /api/bookings/{id}, the same claim mechanism customers use, so a move can never
 * double-book. On success the booking replaces its old copy in the customer-side caches and the shop's
 * overview, calendar and bookings are asked again, and the sales figures after a status change.
 */
export function useAppointmentUpdate(shopId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateBookingInput }): Promise<Booking> =>
      updateBooking(id, changes),
    onSuccess: async (changed, { changes }) => {
      await applyBookingChange(client, changed);
      await client.invalidateQueries({ queryKey: shopOpsKeys.shop(shopId) });
      // a status change may record money (a completion's sale, a fee) or undo it: the sales figures follow
      // (loaded on demand: the sales feature builds on this one, not the reverse)
      if (changes.status !== undefined)
        void import('@/features/sales').then(({ salesKeys }) =>
          client.invalidateQueries({ queryKey: salesKeys.shop(shopId) }),
        );
    },
  });
}
