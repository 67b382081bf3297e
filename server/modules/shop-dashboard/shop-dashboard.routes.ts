import { Router } from 'express';
import { contentLanguageOf } from '../../../src/domain/localized-text';
import { dashboardQuerySchema, performanceQuerySchema } from '../../../src/domain/shop-dashboard';
import { ok } from '../../http/ok';
import { validateQuery } from '../../http/validate';
import { requireShopManager, shopOf } from '../shop-admin/shop-access';
import type { ShopAdminDeps } from '../shop-admin/shop-admin.deps';
import { createShopDashboardService } from './shop-dashboard.service';

/**
 * The owner's overview (spec 03 §7): GET /api/shops/:id/dashboard (includeMetrics, includeBookings,
 * includeNotifications) and GET /api/shops/:id/performance (period, includeCharts, includeTrends); `refresh=true`
 * computes afresh instead of answering from the cache. Only the shop's owner or an admin; anyone else gets 404
 * SHOP_NOT_FOUND. Other paths fall through to the next router.
 */
export function shopDashboardRouter(deps: ShopAdminDeps): Router {
  const router = Router();
  const service = createShopDashboardService({ events: deps.bookings.events });
  const manager = requireShopManager(deps.guards);

  router.get('/:id/dashboard', ...manager, async (req, res) => {
    const query = await validateQuery(dashboardQuerySchema, req.query);
    const language = contentLanguageOf(req.get('accept-language'));
    ok(res, await service.dashboard(shopOf(res), query, language));
  });

  router.get('/:id/performance', ...manager, async (req, res) => {
    const query = await validateQuery(performanceQuerySchema, req.query);
    ok(res, await service.performance(shopOf(res), query));
  });

  return router;
}
