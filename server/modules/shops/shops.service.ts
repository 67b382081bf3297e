import { distanceToShopKm, type LatLng } from '../../../src/domain/geo';
import { openStatusAt } from '../../../src/domain/opening-hours';
import type { Shop } from '../../../src/domain/shop';
import type { FeaturedShopsQuery } from '../../../src/domain/shop-query';
import { ApiError } from '../../http/api-error';
import type { Geocoder } from '../geocoding/geocoder';
import type { ShopCatalog } from './shop-catalog';
import type { CatalogEntry } from './shop.mapper';

export interface ShopsServiceOptions {
  catalog: ShopCatalog;
  /** resolves a search's `location` text to a place */
  geocoder?: Pick<Geocoder, 'search'>;
  /** told about every text search and how many shops it found (popular searches) */
  onSearch?: (query: string, resultsCount: number) => void;
  /** injectable clock for tests */
  now?: () => Date;
}

export type ShopsService = ReturnType<typeof createShopsService>;

/** Public shop reads, served from the in-memory catalog; status and distance are computed per request. */
export function createShopsService({ catalog, now = () => new Date() }: ShopsServiceOptions) {
  function toShop(entry: CatalogEntry, at: Date, origin?: LatLng): Shop {
    const shop: Shop = {
      ...entry.shop,
      status: openStatusAt(entry.hours, at, entry.shop.timeZone),
    };
    if (origin) shop.distance = distanceToShopKm(origin, entry.shop.location);
    return shop;
  }

  return {
    catalog,

    /** Top-rated approved shops (spec 01 "Featured shops"), with distance when a position is given. */
    async featured(query: FeaturedShopsQuery): Promise<Shop[]> {
      const at = now();
      const origin =
        query.latitude !== undefined && query.longitude !== undefined
          ? { latitude: query.latitude, longitude: query.longitude }
          : undefined;
      const entries = (await catalog.byRating()).slice(0, query.limit);
      return entries.map((entry) => toShop(entry, at, origin));
    },

    async byId(id: string): Promise<Shop> {
      const entry = await catalog.get(id);
      if (!entry) throw ApiError.notFound('Shop not found');
      return toShop(entry, now());
    },
  };
}
