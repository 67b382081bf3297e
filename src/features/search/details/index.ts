import { lazy } from 'react';

/**
 * The shop details modal (spec 02 §2.3) and the map view (§2.2), used by the search page.
 *
 * <ShopDetailsDialog shopId={id | null} initialShop={shop from the results, optional} origin={LatLng | null}
 *   onClose={() => …} />
 *   Loads `GET /api/shops/{id}` and `/api/shops/{id}/services` (shows initialShop at once when given); open while
 *   shopId is non-null. The page keeps `?shop={id}` in the URL.
 *
 * <SearchMapView criteria={SearchCriteria} origin={LatLng | null} radiusKm={number} onRadiusChange={(km) => …}
 *   onViewDetails={(shop) => …} onBookNow={(shop) => …} onLocate={() => …} locating={boolean} />
 *   Asks for every result of the criteria (pages of 50, up to 500), clusters the pins, lists the shops beside
 *   the map on wide screens, and draws the land offline when no tiles are configured. react-leaflet, loaded
 *   only when the map view is shown (this lazy export keeps Leaflet, supercluster and the land data out of
 *   other chunks).
 */
export { ShopDetailsDialog } from './lazy-shop-details-dialog';
export const SearchMapView = lazy(() => import('./search-map-view'));
export type { SearchMapViewProps } from './search-map-view';
