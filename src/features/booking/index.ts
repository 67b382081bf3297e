import { lazy } from 'react';

export const BookingPage = lazy(() => import('./pages/booking-page'));
export { cancelBooking, fetchBookings, fetchCalendarFile } from './api';
