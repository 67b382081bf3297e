import { lazyPage } from '@/lib/lazy-page';

/**
 * "My bookings" (issue 5, spec 02 §4): the signed-in customer's upcoming and past bookings with cancel (policy
 * shown first), reschedule (→ /booking/{shopId}?reschedule={id}), book again, add to calendar and view shop.
 *
 * `<MyBookingsList />` has no page chrome, so the customer dashboard's bookings tab can mount it
 * (`headingLevel={3}` under the tab's own heading); `<MyBookingsPage />` is /bookings.
 */
export { MyBookingsList } from './pages/my-bookings-list';
export const MyBookingsPage = lazyPage(() => import('./pages/my-bookings-page'));
