import { Router } from 'express';
import type { Geocoder } from '../geocoding/geocoder';
import type { ShopCatalog } from '../shops/shop-catalog';
import type { PopularSearches } from './popular-searches';

export interface SearchRouteDeps {
  catalog: ShopCatalog;
  geocoder: Geocoder;
  popular: PopularSearches;
}

/** GET /api/search/suggestions?query&limit and GET /api/search/popular (spec 02 §7). */
export function searchRouter(_deps: SearchRouteDeps): Router {
  const router = Router();
  return router;
}
