import { lazyPage } from '@/lib/lazy-page';

export const ShopPersonalPage = lazyPage(() => import('./pages/shop-personal-page'));
