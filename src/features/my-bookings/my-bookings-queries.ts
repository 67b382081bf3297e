import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOOKINGS_PAGE_LIMIT_MAX, type Booking } from '@/domain/booking';
import { applyBookingChange, bookingListQuery, cancelBooking } from '@/features/booking';
import { ApiError } from '@/lib/api';

export type BookingsTab = 'upcoming' | 'past';

export type MyBookingsState =
  | { status: 'loading' }
  | { status: 'error'; message: string | null }
  | { status: 'ready'; upcoming: Booking[]; past: Booking[] };

const errorMessage = (error: unknown) =>
  error instanceof ApiError && !error.isNetworkError ? error.message : null;

/**
 * The signed-in customer's bookings, both tabs loaded together (so both counts show at once) with the server's
 * own Upcoming/Past split (`scope`). One page of up to BOOKINGS_PAGE_LIMIT_MAX each: a customer rarely has
 * more; the dashboard's timeline, when it comes, can page further. Live changes and this tab's own writes reach
 * the lists through the booking feature's realtime-cache; a failed refresh keeps what is on screen.
 */
export function useMyBookings(userId: string | null) {
  const enabled = userId !== null;
  const upcoming = useQuery({
    ...bookingListQuery(userId ?? '', { scope: 'upcoming', limit: BOOKINGS_PAGE_LIMIT_MAX }),
    enabled,
  });
  const past = useQuery({
    ...bookingListQuery(userId ?? '', { scope: 'past', limit: BOOKINGS_PAGE_LIMIT_MAX }),
    enabled,
  });

  /** Try again: back to the loading state, then a fresh load of what failed. */
  const reload = () => {
    if (upcoming.isError) void upcoming.refetch();
    if (past.isError) void past.refetch();
  };

  let state: MyBookingsState;
  const failed = [upcoming, past].find((q) => q.isError && q.data === undefined);
  if (upcoming.data && past.data)
    state = { status: 'ready', upcoming: upcoming.data.items, past: past.data.items };
  else if (failed && !upcoming.isFetching && !past.isFetching)
    state = { status: 'error', message: errorMessage(failed.error) };
  else state = { status: 'loading' };
  return { state, reload };
}

/** DELETE /api/bookings/{id}: the cancelled booking moves from Upcoming to Past at once. */
export function useCancelBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => cancelBooking(bookingId),
    onSuccess: (cancelled) => void applyBookingChange(client, cancelled),
  });
}
