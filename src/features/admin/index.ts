import { lazyPage } from '@/lib/lazy-page';

/** Route-level chunk: /admin/shops (admin only). */
export const AdminShopsPage = lazyPage(() => import('./pages/admin-shops-page'));
