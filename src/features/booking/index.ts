import { lazy } from 'react';

export const BookingPage = lazy(() => import('./pages/booking-page'));
export { cancelBooking, fetchCalendarFile } from './api';
/** Bookings in the data layer: queries, and the one module where changes reach the cache (live or own). */
export { bookingListQuery } from './booking-queries';
export { applyBookingChange, useLiveBookings } from './realtime-cache';
