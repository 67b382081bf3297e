import { lazy } from 'react';

export const ResponsiveDemoPage = lazy(() => import('./pages/responsive-demo-page'));
