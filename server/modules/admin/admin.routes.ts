import { Router } from 'express';
import {
  ADMIN_MESSAGES,
  adminShopsQuerySchema,
  rejectShopSchema,
  type AdminShopSummary,
  type ApprovalStatus,
} from '../../../src/domain/admin';
import type { ApiSuccess } from '../../../src/domain/api';
import { ApiError } from '../../http/api-error';
import { validateBody, validateQuery } from '../../http/validate';
import type { AuthGuards } from '../auth/auth.contract';
import { authOf } from '../auth/auth.middleware';
import type { AdminService } from './admin.service';

/** Seeded shops have slugs, registered ones may have generated ids; anything else cannot be a shop. */
const SHOP_ID_PATTERN = /^[A-Za-z0-9][\w-]{0,127}$/;

function shopIdOf(id: string): string {
  if (!SHOP_ID_PATTERN.test(id)) throw new ApiError('SHOP_NOT_FOUND');
  return id;
}

/** /api/admin: shop review. Every route is for the admin role only (401 without a session, 403 for others). */
export function adminRouter({
  admin,
  guards,
}: {
  admin: AdminService;
  guards: AuthGuards;
}): Router {
  const router = Router();
  router.use(guards.requireRole('admin'));

  /** GET /api/admin/shops?status=pending|approved|rejected → { items, total } newest first */
  router.get('/shops', async (req, res) => {
    const query = await validateQuery(adminShopsQuerySchema, req.query);
    const body: ApiSuccess<{ items: AdminShopSummary[]; total: number }> = {
      success: true,
      data: await admin.listShops(query.status as ApprovalStatus),
    };
    res.json(body);
  });

  /** POST /api/admin/shops/:id/approve → { shop } */
  router.post('/shops/:id/approve', async (req, res) => {
    const shop = await admin.approve(shopIdOf(req.params.id), authOf(res).userId);
    const body: ApiSuccess<{ shop: AdminShopSummary }> = {
      success: true,
      data: { shop },
      message: ADMIN_MESSAGES.approved,
    };
    res.json(body);
  });

  /** POST /api/admin/shops/:id/reject { reason } → { shop } */
  router.post('/shops/:id/reject', async (req, res) => {
    const shopId = shopIdOf(req.params.id);
    const { reason } = await validateBody(rejectShopSchema, req.body);
    const shop = await admin.reject(shopId, reason, authOf(res).userId);
    const body: ApiSuccess<{ shop: AdminShopSummary }> = {
      success: true,
      data: { shop },
      message: ADMIN_MESSAGES.rejected,
    };
    res.json(body);
  });

  return router;
}
