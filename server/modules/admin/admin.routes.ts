import { Router } from 'express';
import {
  ADMIN_MESSAGES,
  adminShopsQuerySchema,
  rejectShopSchema,
  type ApprovalStatus,
} from '../../../src/domain/admin';
import { ok } from '../../http/ok';
import { pathId } from '../../http/path-id';
import { validateBody, validateQuery } from '../../http/validate';
import type { AuthGuards } from '../auth/auth.contract';
import { authOf } from '../auth/auth.middleware';
import type { AdminService } from './admin.service';

export interface AdminRouteDeps {
  admin: AdminService;
  guards: AuthGuards;
}

/** /api/admin: shop review. Every route is for the admin role only (401 without a session, 403 for others). */
export function adminRouter({ admin, guards }: AdminRouteDeps): Router {
  const router = Router();
  router.use(guards.requireRole('admin'));

  /** GET /api/admin/shops?status=pending|approved|rejected → { items, total } newest first */
  router.get('/shops', async (req, res) => {
    const query = await validateQuery(adminShopsQuerySchema, req.query);
    ok(res, await admin.listShops(query.status as ApprovalStatus));
  });

  /** POST /api/admin/shops/:id/approve → { shop } */
  router.post('/shops/:id/approve', async (req, res) => {
    const shopId = pathId(req, 'id', 'shop', 'SHOP_NOT_FOUND');
    const shop = await admin.approve(shopId, authOf(res).userId);
    ok(res, { shop }, { message: ADMIN_MESSAGES.approved });
  });

  /** POST /api/admin/shops/:id/reject { reason } → { shop } */
  router.post('/shops/:id/reject', async (req, res) => {
    const shopId = pathId(req, 'id', 'shop', 'SHOP_NOT_FOUND');
    const { reason } = await validateBody(rejectShopSchema, req.body);
    const shop = await admin.reject(shopId, reason, authOf(res).userId);
    ok(res, { shop }, { message: ADMIN_MESSAGES.rejected });
  });

  return router;
}
