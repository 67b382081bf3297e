import { lazyPage } from '@/lib/lazy-page';

/** /customer/dashboard (customer): greeting, overview and bookings, the tab in the URL hash. */
export const CustomerDashboardPage = lazyPage(() => import('./pages/customer-dashboard-page'));
