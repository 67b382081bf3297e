import { lazy } from 'react';

export const ShopPersonalPage = lazy(() => import('./pages/shop-personal-page'));
