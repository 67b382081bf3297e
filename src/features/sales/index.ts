import { lazyPage } from '@/lib/lazy-page';

/**
 * Sales and finance (issue 16; spec 03 §2 "Manual sales entry", "Sales dashboard"): the three sales pages, the
 * shop area's finance tab (each its own chunk: the route table and the shell import this index), and the query
 * keys below `salesKeys.shop(shopId)` that anything recording money (a completed booking) invalidates.
 */
export { salesKeys } from './query-keys';
export const SalesDashboardPage = lazyPage(() => import('./pages/sales-dashboard-page'));
export const ManualSalePage = lazyPage(() => import('./pages/manual-sale-page'));
export const SalesTransactionsPage = lazyPage(() => import('./pages/sales-transactions-page'));
export const ShopFinance = lazyPage(() => import('./finance/shop-finance'));
