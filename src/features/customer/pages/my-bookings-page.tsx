import { MyBookingsPage } from '@/features/my-bookings';

/** /bookings (login required): the "My bookings" feature's page (src/features/my-bookings). */
export { MyBookingsPage };
export default MyBookingsPage;
