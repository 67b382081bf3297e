import { Router } from 'express';
import type { ApiSuccess } from '../../../src/domain/api';
import { featuredShopsQuerySchema, type FeaturedShopsResult } from '../../../src/domain/shop-query';
import type { Shop } from '../../../src/domain/shop';
import { ApiError } from '../../http/api-error';
import { validateQuery } from '../../http/validate';
import type { ShopsService } from './shops.service';

const SHOP_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,119}$/;

export function shopsRouter(shops: ShopsService): Router {
  const router = Router();

  /** GET /api/shops/featured?limit=12&latitude=&longitude= → { shops } */
  router.get('/featured', async (req, res) => {
    const query = await validateQuery(featuredShopsQuerySchema, req.query);
    const body: ApiSuccess<FeaturedShopsResult> = {
      success: true,
      data: { shops: await shops.featured(query) },
    };
    res.json(body);
  });

  /** GET /api/shops/:id → { shop } */
  router.get('/:id', async (req, res) => {
    const id = req.params.id;
    if (!SHOP_ID_PATTERN.test(id)) throw ApiError.notFound('Shop not found');
    const body: ApiSuccess<{ shop: Shop }> = {
      success: true,
      data: { shop: await shops.byId(id) },
    };
    res.json(body);
  });

  return router;
}
