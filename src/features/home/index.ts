import { lazy } from 'react';

export const HomePage = lazy(() => import('./pages/home-page'));
