import { lazyPage } from '@/lib/lazy-page';

export const BookingPage = lazyPage(() => import('./pages/booking-page'));
export { cancelBooking, fetchAvailableSlots, fetchCalendarFile, updateBooking } from './api';
/** Bookings in the data layer: queries, and the one module where changes reach the cache (live or own). */
export { bookingListQuery } from './booking-queries';
export { applyBookingChange, useLiveBookings } from './realtime-cache';
/** one key per write the customer confirms (a retry of a lost answer answers the same booking) */
export { newIdempotencyKey } from './submit-booking';
/** the repeat option of a booking (weekly / monthly) and its preview's conflicts, also for the shop's walk-ins */
export { NO_REPEAT, SeriesRepeat, type RepeatChoice } from './recurrence/series-repeat';
export { cancelSeriesFrom } from './recurrence/series-api';
