import { lazyPage } from '@/lib/lazy-page';

export const ShopPersonalPage = lazyPage(() => import('./pages/shop-personal-page'));
// the sales pages (src/features/sales) show the same shop the area manages
export { useManagedShop, useManagedShops } from './managed-shops-queries';
