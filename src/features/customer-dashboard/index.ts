import { lazyPage } from '@/lib/lazy-page';

/** /customer/dashboard (customer): the greeting and the customer area's overview. */
export const CustomerDashboardPage = lazyPage(() => import('./pages/customer-dashboard-page'));
