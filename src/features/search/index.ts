import { lazy } from 'react';

export const SearchPage = lazy(() => import('./pages/search-page'));
