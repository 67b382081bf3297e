import { lazyPage } from '@/lib/lazy-page';

export const SearchPage = lazyPage(() => import('./pages/search-page'));
/** The shop and its services, cached once for the details modal and the booking page. */
export { shopQuery, shopServicesQuery } from './search-queries';
