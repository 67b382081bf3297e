import { useCallback, useEffect, useRef, useState } from 'react';
import { BOOKINGS_PAGE_LIMIT_MAX, isUpcoming, type Booking } from '@/domain/booking';
import { fetchBookings } from '@/features/booking';
import { ApiError } from '@/lib/api';

export type BookingsTab = 'upcoming' | 'past';

export type MyBookingsState =
  | { status: 'loading' }
  | { status: 'error'; message: string | null }
  | { status: 'ready'; upcoming: Booking[]; past: Booking[] };

const byStart = (a: Booking, b: Booking) => a.startAt.localeCompare(b.startAt);

/**
 * Puts a changed booking where spec 02 §4 says it belongs now (a cancelled one leaves Upcoming for Past),
 * keeping upcoming soonest first and past newest first.
 */
export function sortBookingIntoLists(
  lists: { upcoming: Booking[]; past: Booking[] },
  booking: Booking,
  now: Date = new Date(),
): { upcoming: Booking[]; past: Booking[] } {
  const upcoming = lists.upcoming.filter((b) => b.id !== booking.id);
  const past = lists.past.filter((b) => b.id !== booking.id);
  if (isUpcoming(booking, now)) upcoming.push(booking);
  else past.push(booking);
  return { upcoming: upcoming.sort(byStart), past: past.sort((a, b) => byStart(b, a)) };
}

async function fetchLists(): Promise<{ upcoming: Booking[]; past: Booking[] }> {
  const [upcoming, past] = await Promise.all([
    fetchBookings({ scope: 'upcoming', limit: BOOKINGS_PAGE_LIMIT_MAX }),
    fetchBookings({ scope: 'past', limit: BOOKINGS_PAGE_LIMIT_MAX }),
  ]);
  return { upcoming: upcoming.items, past: past.items };
}

const errorMessage = (error: unknown) =>
  error instanceof ApiError && !error.isNetworkError ? error.message : null;

/**
 * The signed-in customer's bookings, both tabs loaded together (so both counts show at once) with the server's
 * own Upcoming/Past split (`scope`). One page of up to BOOKINGS_PAGE_LIMIT_MAX each: a customer rarely has
 * more; the dashboard's timeline, when it comes, can page further.
 */
export function useMyBookings(enabled: boolean) {
  const [state, setState] = useState<MyBookingsState>({ status: 'loading' });
  // bumped by every load: only the newest answer is shown
  const latest = useRef(0);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const request = ++latest.current;
    fetchLists().then(
      (lists) => request === latest.current && setState({ status: 'ready', ...lists }),
      (error: unknown) =>
        request === latest.current && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      latest.current += 1;
    };
  }, [enabled, attempt]);

  /** Try again: back to the loading state, then a fresh load. */
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  /** A quiet refresh (live update): keeps what is on screen if it fails. */
  const refresh = useCallback(() => {
    const request = ++latest.current;
    fetchLists().then(
      (lists) => request === latest.current && setState({ status: 'ready', ...lists }),
      (error: unknown) => console.warn('Could not refresh bookings', error),
    );
  }, []);

  const replace = useCallback((booking: Booking) => {
    setState((current) =>
      current.status === 'ready'
        ? { status: 'ready', ...sortBookingIntoLists(current, booking) }
        : current,
    );
  }, []);

  return { state, reload, refresh, replace };
}
