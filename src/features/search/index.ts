import { lazy } from 'react';

export const SearchPage = lazy(() => import('./pages/search-page'));
/** The shop and its services, cached once for the details modal and the booking page. */
export { shopQuery, shopServicesQuery } from './search-queries';
