import { Router } from 'express';
import { shopBlocksRouter } from '../shop-blocks/shop-blocks.routes';
import { shopCalendarRouter } from '../shop-calendar/shop-calendar.routes';
import { shopDashboardRouter } from '../shop-dashboard/shop-dashboard.routes';
import { shopWalkInsRouter } from '../shop-walk-ins/shop-walk-ins.routes';
import { shopHoursRouter } from '../shop-hours/shop-hours.routes';
import { shopProfileRouter } from '../shop-profile/shop-profile.routes';
import { shopServicesRouter } from '../shop-services/shop-services.routes';
import { shopTeamRouter } from '../shop-team/shop-team.routes';
import { managedShopsRouter } from './managed-shops.routes';
import { shopActivityRouter } from './shop-activity.routes';
import type { ShopAdminDeps } from './shop-admin.deps';

/**
 * Shop management under /api/shops (spec 03 §7): mounted before the public shop routes. Each module's router
 * answers only its own paths and passes everything else on (`next()`), so the public `GET /api/shops/:id` and
 * `GET /api/shops/:id/services` still reach the public router.
 */
export function shopAdminRouter(deps: ShopAdminDeps): Router {
  const router = Router();
  router.use(managedShopsRouter(deps));
  router.use(shopProfileRouter(deps));
  router.use(shopServicesRouter(deps));
  router.use(shopHoursRouter(deps));
  router.use(shopTeamRouter(deps));
  router.use(shopActivityRouter(deps));
  // the shop's day (issue 15)
  router.use(shopDashboardRouter(deps));
  router.use(shopCalendarRouter(deps));
  router.use(shopBlocksRouter(deps));
  router.use(shopWalkInsRouter(deps));
  return router;
}
