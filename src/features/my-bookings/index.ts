import { lazyPage } from '@/lib/lazy-page';

/**
 * "My bookings" (issue 5, spec 02 §4): the signed-in customer's upcoming and past bookings with cancel (policy
 * shown first), reschedule (→ /booking/{shopId}?reschedule={id}), book again, add to calendar and view shop.
 *
 * `<MyBookingsList />` has no page chrome, so the customer dashboard's bookings tab can mount it
 * (`headingLevel={3}` under the tab's own heading, with its own `tabs`, `texts`, `filter` and `toolbar`);
 * `<MyBookingsPage />` is /bookings.
 */
export { MyBookingsList, type BookingsListTexts } from './pages/my-bookings-list';
export type { BookingsListTab } from './booking-tabs';
export const MyBookingsPage = lazyPage(() => import('./pages/my-bookings-page'));
/** The customer's lists in the data layer (shared with the dashboard) and the upcoming count of the badges. */
export { myBookingsQuery, useUpcomingBookingCount } from './my-bookings-queries';
/** The same cancel (policy first) and reschedule (the booking page's move) wherever a booking is shown. */
export { CancelBookingFlow } from './components/cancel-booking-flow';
export { rescheduleHref } from './booking-links';
