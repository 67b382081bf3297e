import { lazy } from 'react';

export const BookingPage = lazy(() => import('./pages/booking-page'));
export {
  cancelBooking,
  fetchBooking,
  fetchBookings,
  fetchCalendarFile,
  updateBooking,
  type BookingListParams,
} from './api';
