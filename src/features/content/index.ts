import { lazy } from 'react';

export const ContentPage = lazy(() => import('./pages/content-page'));
export const BusinessStatusPage = lazy(() => import('./pages/business-status-page'));
export const NotFoundPage = lazy(() => import('./pages/not-found-page'));
