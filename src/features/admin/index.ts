import { lazy } from 'react';

/** Route-level chunk: /admin/shops (admin only). */
export const AdminShopsPage = lazy(() => import('./pages/admin-shops-page'));
