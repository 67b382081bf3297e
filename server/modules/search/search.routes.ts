import { Router } from 'express';
import { POPULAR_SEARCHES_LIMIT, suggestionsQuerySchema } from '../../../src/domain/search';
import { ok } from '../../http/ok';
import { validateQuery } from '../../http/validate';
import type { Geocoder } from '../geocoding/geocoder';
import type { ShopCatalog } from '../shops/shop-catalog';
import type { PopularSearches } from './popular-searches';
import { createSuggestions } from './suggestions';

export interface SearchRouteDeps {
  catalog: ShopCatalog;
  geocoder: Geocoder;
  popular: PopularSearches;
}

/** GET /api/search/suggestions?query&limit and GET /api/search/popular (spec 02 §7). */
export function searchRouter({ catalog, geocoder, popular }: SearchRouteDeps): Router {
  const router = Router();
  const suggest = createSuggestions({ catalog, geocoder });

  /** → { suggestions }: shops, services and places starting with the text (≥ 2 characters) */
  router.get('/suggestions', async (req, res) => {
    const { query, limit } = await validateQuery(suggestionsQuerySchema, req.query);
    ok(res, { suggestions: await suggest(query, limit) });
  });

  /** → { searches }: the most searched texts that found shops, most first */
  router.get('/popular', async (_req, res) => {
    ok(res, { searches: await popular.top(POPULAR_SEARCHES_LIMIT) });
  });

  return router;
}
