import { Router, type Request } from 'express';
import { nearbyQuerySchema, type ShopListResult } from '../../../src/domain/search';
import { contentLanguageOf } from '../../../src/domain/localized-text';
import { featuredShopsQuerySchema } from '../../../src/domain/shop-query';
import { checkSearchQuery, checkShopListQuery } from '../../../src/domain/shop-query-check';
import { ok } from '../../http/ok';
import { pathId } from '../../http/path-id';
import { decided } from '../../http/refusal';
import { validateQuery } from '../../http/validate';
import type { ShopsService } from './shops.service';

/** The `:id` of a shop route; a malformed one answers like a shop that does not exist. */
const shopIdOf = (req: Request): string => pathId(req, 'id', 'shop', 'SHOP_NOT_FOUND');

/** The language the shops' own texts are served in: the request's Accept-Language (the client sends it). */
const languageOf = (req: Request) => contentLanguageOf(req.get('accept-language'));

/** Public shop reads (spec 02 §7 Search). Fixed paths come before `/:id`. */
export function shopsRouter({ shops }: { shops: ShopsService }): Router {
  const router = Router();

  /**
   * GET /api/shops?page&limit → ShopListResult (approved shops, best rated first); with any of the search's
   * filters (e.g. `coordinates` as JSON text, spec 03 §7) the search's answer in the list's shape. Unknown
   * parameters: 400 INVALID_QUERY naming them (src/domain/shop-query-check.ts).
   */
  router.get('/', async (req, res) => {
    const request = decided(await checkShopListQuery(req.query));
    if (request.kind === 'list') {
      ok(res, await shops.list(request.page, request.limit, languageOf(req)));
      return;
    }
    const found = await shops.search(request.criteria, languageOf(req));
    const { total, totalPages, page, limit } = found;
    ok(res, { shops: found.shops, total, totalPages, page, limit } satisfies ShopListResult);
  });

  /**
   * GET /api/shops/search?… (spec 02 §3 "Search request parameters") → ShopSearchResult; unknown parameters are
   * refused as on `/`. A query string already answered is served from the answer cache (only accepted ones are
   * kept there).
   */
  router.get('/search', async (req, res) => {
    const queryString = req.originalUrl.split('?')[1] ?? '';
    const json = await shops.searchJson(
      queryString,
      async () => decided(await checkSearchQuery(req.query)),
      languageOf(req),
    );
    res.type('application/json').set('Vary', 'Accept-Language').send(json);
  });

  /** GET /api/shops/featured?limit=12&latitude=&longitude= → { shops } */
  router.get('/featured', async (req, res) => {
    const query = await validateQuery(featuredShopsQuerySchema, req.query);
    ok(res, { shops: await shops.featured(query, languageOf(req)) });
  });

  /** GET /api/shops/nearby?latitude&longitude → { shops } (≤ 10 within 5 km, nearest first) */
  router.get('/nearby', async (req, res) => {
    const query = await validateQuery(nearbyQuerySchema, req.query);
    ok(res, { shops: await shops.nearby(query, languageOf(req)) });
  });

  /** GET /api/shops/top-rated → { shops } (≤ 10) */
  router.get('/top-rated', async (req, res) => {
    ok(res, { shops: await shops.topRated(languageOf(req)) });
  });

  /** GET /api/shops/business-types → { counts } */
  router.get('/business-types', async (_req, res) => {
    ok(res, await shops.businessTypes());
  });

  /** GET /api/shops/:id/services → { services } */
  router.get('/:id/services', async (req, res) => {
    ok(res, { services: await shops.services(shopIdOf(req), languageOf(req)) });
  });

  /** GET /api/shops/:id → { shop } */
  router.get('/:id', async (req, res) => {
    ok(res, { shop: await shops.byId(shopIdOf(req), languageOf(req)) });
  });

  return router;
}
