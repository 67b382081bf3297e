import { lazyPage } from '@/lib/lazy-page';

export const ContentPage = lazyPage(() => import('./pages/content-page'));
export const BusinessStatusPage = lazyPage(() => import('./pages/business-status-page'));
export const NotFoundPage = lazyPage(() => import('./pages/not-found-page'));
