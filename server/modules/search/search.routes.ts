import { Router } from 'express';
import type { ApiSuccess } from '../../../src/domain/api';
import {
  POPULAR_SEARCHES_LIMIT,
  suggestionsQuerySchema,
  type PopularSearch,
  type SearchSuggestion,
} from '../../../src/domain/search';
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
    const body: ApiSuccess<{ suggestions: SearchSuggestion[] }> = {
      success: true,
      data: { suggestions: await suggest(query, limit) },
    };
    res.json(body);
  });

  /** → { searches }: the most searched texts that found shops, most first */
  router.get('/popular', async (_req, res) => {
    const body: ApiSuccess<{ searches: PopularSearch[] }> = {
      success: true,
      data: { searches: await popular.top(POPULAR_SEARCHES_LIMIT) },
    };
    res.json(body);
  });

  return router;
}
