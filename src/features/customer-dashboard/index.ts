import { lazy } from 'react';

/** /customer/dashboard (customer): the greeting and the customer area's overview. */
export const CustomerDashboardPage = lazy(() => import('./pages/customer-dashboard-page'));
