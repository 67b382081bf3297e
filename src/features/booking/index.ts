import { lazy } from 'react';

export const BookingPage = lazy(() => import('./pages/booking-page'));
