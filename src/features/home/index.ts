import { lazyPage } from '@/lib/lazy-page';

export const HomePage = lazyPage(() => import('./pages/home-page'));
