import { lazyPage } from '@/lib/lazy-page';

/**
 * Favourite shops (spec 02 §2.3, §7): the heart on every shop card and in the details modal, and /favorites.
 *
 * `useFavoriteShops()` → {
 *   isFavorite(shopId): boolean;            // from the signed-in customer's favourites (loaded once, kept in an atom)
 *   isPending(shopId): boolean;             // while the add/remove request runs
 *   toggle(shop: { id: string; name: string }): void;
 *     // signed-in customer: optimistic add/remove through /api/customer/favorites, reverted with a toast on failure;
 *     // guest: offers sign-in (a dialog) and, after /login?returnTo=<this page>, adds the favourite and comes back;
 *     // other roles: explains favourites are for customer accounts.
 * }
 *
 * `<FavoriteSignInDialog />` shows the guest's sign-in offer: mount it once on a page whose cards use the hook
 * (the details modal mounts one too; when several are mounted only the first renders).
 */
export { useFavoriteShops } from './use-favorite-shops';
/** The customer's favourites list in the data layer (the customer dashboard's count and refresh read it). */
export { favoritesQuery } from './favorites-queries';
export { FavoriteSignInDialog } from './components/favorite-sign-in-dialog';
/** The heart on a service (details modal, booking page); shown to signed-in customers only. */
export { FavoriteServiceHeart } from './components/favorite-service-heart';
/** The customer's favourite services in the data layer (the dashboard's favourites badge counts them). */
export {
  favoriteServicesQuery,
  usePendingFavoriteServiceIds,
  useRemoveFavoriteService,
  useSaveFavoriteServiceNotes,
} from './favorite-services-queries';
/** The favourites' calls, for the dashboard's import (it adds only what is new and reloads the lists after). */
export { addFavorite } from './api';
export { addFavoriteService } from './favorite-services-api';
export {
  usePendingFavoriteIds,
  useRemoveFavorite,
  useSaveFavoriteNotes,
} from './favorites-queries';

/** /favorites: the page, and its list without page chrome (for a customer-area tab). */
export const FavoritesPage = lazyPage(() => import('./pages/favorites-page'));
export { FavoriteShopsList } from './pages/favorite-shops-list';

/** /booking/service/{serviceId}: on to the offering shop's booking page with the service chosen, or not found. */
export const ServiceBookingPage = lazyPage(() => import('./pages/service-booking-page'));
