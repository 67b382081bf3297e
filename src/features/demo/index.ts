import { lazyPage } from '@/lib/lazy-page';

export const ResponsiveDemoPage = lazyPage(() => import('./pages/responsive-demo-page'));
