import type { ShopsService } from '../shops/shops.service';

export interface FavoritesServiceOptions {
  shops: ShopsService;
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;

/** A customer's favourite shops (spec 02 §7 /customer/favorites). */
export function createFavoritesService(_options: FavoritesServiceOptions) {
  return {};
}
