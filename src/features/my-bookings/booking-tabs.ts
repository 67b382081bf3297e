import type { Booking } from '@/domain/booking';

/**
 * The tabs a bookings list can show: the /bookings page's Upcoming and Past (spec 02 §4), and the customer
 * dashboard's All, Upcoming, Completed and Cancelled (spec 02 §2.5). Every tab is read from the same two lists
 * the server splits (Upcoming and Past), so the counts of both screens agree.
 */
export type BookingsListTab = 'upcoming' | 'past' | 'all' | 'completed' | 'cancelled';

interface BookingLists {
  upcoming: Booking[];
  past: Booking[];
}

/** The bookings a tab shows, in the lists' order: upcoming soonest first, then past newest first. */
export function bookingsOfTab(tab: BookingsListTab, lists: BookingLists): Booking[] {
  switch (tab) {
    case 'upcoming':
      return lists.upcoming;
    case 'past':
      return lists.past;
    case 'all':
      return [...lists.upcoming, ...lists.past];
    case 'completed':
      return lists.past.filter((b) => b.status === 'completed');
    case 'cancelled':
      return lists.past.filter((b) => b.status === 'cancelled');
  }
}
