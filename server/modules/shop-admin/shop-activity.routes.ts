import { Router } from 'express';
import { DEFAULT_TIME_ZONE } from '../../../src/domain/opening-hours';
import { shopActivityQuerySchema } from '../../../src/domain/shop-activity';
import { ok } from '../../http/ok';
import { validateQuery } from '../../http/validate';
import { requireShopManager, shopOf } from './shop-access';
import type { ShopAdminDeps } from './shop-admin.deps';
import { listShopActivity } from './shop-audit';

/** The shop's audit trail for its owner (and admins); anyone else gets 404 SHOP_NOT_FOUND. */
export function shopActivityRouter(deps: ShopAdminDeps): Router {
  const router = Router();

  /** GET /api/shops/:id/activity?page&limit → { items, total, page, limit, totalPages }, newest first */
  router.get('/:id/activity', ...requireShopManager(deps.guards), async (req, res) => {
    const shop = shopOf(res);
    const { page, limit } = await validateQuery(shopActivityQuerySchema, req.query);
    ok(res, await listShopActivity(shop._id, shop.timeZone ?? DEFAULT_TIME_ZONE, page, limit));
  });

  return router;
}
