import { lazy } from 'react';

export { greetingPeriod } from './greeting';
export const CustomerDashboardPage = lazy(() => import('./pages/customer-dashboard-page'));
export const MyBookingsPage = lazy(() => import('./pages/my-bookings-page'));
export const FavoritesPage = lazy(() => import('./pages/favorites-page'));
