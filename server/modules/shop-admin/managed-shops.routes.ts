import { Router } from 'express';
import { managedShopsQuerySchema } from '../../../src/domain/managed-shops';
import { ok } from '../../http/ok';
import { validateQuery } from '../../http/validate';
import { authOf } from '../auth/auth.middleware';
import { managedShopOf, managedShops, type ManagedShopSource } from './managed-shops.service';
import { requireShopManager, shopOf } from './shop-access';
import type { ShopAdminDeps } from './shop-admin.deps';

/**
 * The shops the /shop/personal shell manages. Answers only `/managed` and `/managed/:id`; everything else under
 * /api/shops falls through to the other routers.
 */
export function managedShopsRouter({ guards }: ShopAdminDeps): Router {
  const router = Router();

  /**
   * GET /api/shops/managed?q&page&limit (shop, admin) → { shops, total, page, limit }: an owner's own shops (all
   * of them, by name), or for an admin a page of any shop whose name or id contains `q`.
   */
  router.get('/managed', guards.requireRole('shop', 'admin'), async (req, res) => {
    const query = await validateQuery(managedShopsQuerySchema, req.query);
    const auth = authOf(res);
    ok(res, await managedShops({ userId: auth.userId, role: auth.role }, query));
  });

  /** GET /api/shops/managed/:id (its owner, admin; anyone else 404) → { shop } */
  router.get('/managed/:id', ...requireShopManager(guards), async (_req, res) => {
    const shop = await managedShopOf(shopOf(res) as unknown as ManagedShopSource);
    ok(res, { shop });
  });

  return router;
}
