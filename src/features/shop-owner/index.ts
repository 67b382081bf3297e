import { lazy } from 'react';

export const ShopPersonalPage = lazy(() => import('./pages/shop-personal-page'));
export const SalesDashboardPage = lazy(() => import('./pages/sales-dashboard-page'));
export const ManualSalesEntryPage = lazy(() => import('./pages/manual-sales-entry-page'));
