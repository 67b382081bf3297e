import { lazyPage } from '@/lib/lazy-page';

export const BookingPage = lazyPage(() => import('./pages/booking-page'));
export { cancelBooking, fetchCalendarFile, updateBooking } from './api';
/** Bookings in the data layer: queries, and the one module where changes reach the cache (live or own). */
export { bookingListQuery } from './booking-queries';
export { applyBookingChange, useLiveBookings } from './realtime-cache';
