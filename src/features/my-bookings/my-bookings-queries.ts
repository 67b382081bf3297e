import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOOKINGS_PAGE_LIMIT_MAX, type Booking } from '@/domain/booking';
import { useCurrentUser } from '@/features/auth';
import { applyBookingChange, bookingListQuery, cancelBooking } from '@/features/booking';
import { ApiError } from '@/lib/api';

export type MyBookingsState =
  | { status: 'loading' }
  | { status: 'error'; message: string | null }
  | { status: 'ready'; upcoming: Booking[]; past: Booking[] };

const errorMessage = (error: unknown) =>
  error instanceof ApiError && !error.isNetworkError ? error.message : null;

/**
 * One of the customer's two lists as "My bookings" loads it. Every screen that shows the customer's upcoming
 * bookings (the dashboard's overview and badge, the bottom navigation's badge) asks through this, so they share
 * one cached request and follow the same live changes.
 */
export const myBookingsQuery = (userId: string, scope: 'upcoming' | 'past') =>
  bookingListQuery(userId, { scope, limit: BOOKINGS_PAGE_LIMIT_MAX });

/**
 * The signed-in customer's bookings, both tabs loaded together (so both counts show at once) with the server's
 * own Upcoming/Past split (`scope`). One page of up to BOOKINGS_PAGE_LIMIT_MAX each: a customer rarely has
 * more; the dashboard's timeline, when it comes, can page further. Live changes and this tab's own writes reach
 * the lists through the booking feature's realtime-cache; a failed refresh keeps what is on screen.
 */
export function useMyBookings(userId: string | null) {
  const enabled = userId !== null;
  const upcoming = useQuery({ ...myBookingsQuery(userId ?? '', 'upcoming'), enabled });
  const past = useQuery({ ...myBookingsQuery(userId ?? '', 'past'), enabled });

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

/**
 * How many upcoming bookings the signed-in customer has (the badges of the dashboard's bookings tab and of the
 * bottom navigation); null for other roles, while loading and when the list could not be loaded.
 */
export function useUpcomingBookingCount(): number | null {
  const user = useCurrentUser();
  const customerId = user?.role === 'customer' ? user.id : null;
  const { data } = useQuery({
    ...myBookingsQuery(customerId ?? '', 'upcoming'),
    enabled: customerId !== null,
  });
  return customerId !== null && data ? data.total : null;
}

/** DELETE /api/bookings/{id}: the cancelled booking moves from Upcoming to Past at once. */
export function useCancelBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => cancelBooking(bookingId),
    onSuccess: (cancelled) => void applyBookingChange(client, cancelled),
  });
}
