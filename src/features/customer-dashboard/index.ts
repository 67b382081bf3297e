import { lazyPage } from '@/lib/lazy-page';

/** /customer/dashboard (customer): greeting, overview, bookings and analytics, the tab in the URL hash. */
export const CustomerDashboardPage = lazyPage(() => import('./pages/customer-dashboard-page'));
