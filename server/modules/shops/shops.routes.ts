import { Router } from 'express';
import type { ApiSuccess } from '../../../src/domain/api';
import {
  nearbyQuerySchema,
  shopListQuerySchema,
  shopSearchQuerySchema,
  toSearchCriteria,
  type BusinessTypeCounts,
  type ShopListResult,
  type ShopSearchQuery,
  type ShopService,
} from '../../../src/domain/search';
import { featuredShopsQuerySchema, type FeaturedShopsResult } from '../../../src/domain/shop-query';
import type { Shop } from '../../../src/domain/shop';
import { ApiError } from '../../http/api-error';
import { validateQuery } from '../../http/validate';
import type { ShopsService } from './shops.service';

const SHOP_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,119}$/;

function shopIdOf(value: unknown): string {
  if (typeof value !== 'string' || !SHOP_ID_PATTERN.test(value))
    throw new ApiError('SHOP_NOT_FOUND');
  return value;
}

/** Public shop reads (spec 02 §7 Search). Fixed paths come before `/:id`. */
export function shopsRouter(shops: ShopsService): Router {
  const router = Router();

  /** GET /api/shops?page&limit → ShopListResult (approved shops, best rated first) */
  router.get('/', async (req, res) => {
    const query = await validateQuery(shopListQuerySchema, req.query);
    const body: ApiSuccess<ShopListResult> = {
      success: true,
      data: await shops.list(query.page, query.limit),
    };
    res.json(body);
  });

  /** GET /api/shops/search?… (spec 02 §3 "Search request parameters") → ShopSearchResult */
  router.get('/search', async (req, res) => {
    const queryString = req.originalUrl.split('?')[1] ?? '';
    const json = await shops.searchJson(queryString, async () =>
      toSearchCriteria((await validateQuery(shopSearchQuerySchema, req.query)) as ShopSearchQuery),
    );
    res.type('application/json').send(json);
  });

  /** GET /api/shops/featured?limit=12&latitude=&longitude= → { shops } */
  router.get('/featured', async (req, res) => {
    const query = await validateQuery(featuredShopsQuerySchema, req.query);
    const body: ApiSuccess<FeaturedShopsResult> = {
      success: true,
      data: { shops: await shops.featured(query) },
    };
    res.json(body);
  });

  /** GET /api/shops/nearby?latitude&longitude → { shops } (≤ 10 within 5 km, nearest first) */
  router.get('/nearby', async (req, res) => {
    const query = await validateQuery(nearbyQuerySchema, req.query);
    const body: ApiSuccess<{ shops: Shop[] }> = {
      success: true,
      data: { shops: await shops.nearby(query) },
    };
    res.json(body);
  });

  /** GET /api/shops/top-rated → { shops } (≤ 10) */
  router.get('/top-rated', async (_req, res) => {
    const body: ApiSuccess<{ shops: Shop[] }> = {
      success: true,
      data: { shops: await shops.topRated() },
    };
    res.json(body);
  });

  /** GET /api/shops/business-types → { counts } */
  router.get('/business-types', async (_req, res) => {
    const body: ApiSuccess<BusinessTypeCounts> = {
      success: true,
      data: await shops.businessTypes(),
    };
    res.json(body);
  });

  /** GET /api/shops/:id/services → { services } */
  router.get('/:id/services', async (req, res) => {
    const body: ApiSuccess<{ services: ShopService[] }> = {
      success: true,
      data: { services: await shops.services(shopIdOf(req.params.id)) },
    };
    res.json(body);
  });

  /** GET /api/shops/:id → { shop } */
  router.get('/:id', async (req, res) => {
    const body: ApiSuccess<{ shop: Shop }> = {
      success: true,
      data: { shop: await shops.byId(shopIdOf(req.params.id)) },
    };
    res.json(body);
  });

  return router;
}
