import { Router } from 'express';
import { contentLanguageOf } from '../../../src/domain/localized-text';
import { shopCalendarQuerySchema } from '../../../src/domain/shop-calendar';
import { ok } from '../../http/ok';
import { validateQuery } from '../../http/validate';
import { actorOf, requireShopManager, shopOf } from '../shop-admin/shop-access';
import type { ShopAdminDeps } from '../shop-admin/shop-admin.deps';
import { shopCalendarRange } from './shop-calendar.service';

/**
 * The calendar tab's read (issue 15): GET /api/shops/:id/calendar?start=YYYY-MM-DD&days=1..42, for the shop's
 * owner or an admin (404 SHOP_NOT_FOUND for anyone else); more than 42 days → 400 CALENDAR_RANGE_TOO_LONG.
 * Other paths fall through to the next router.
 */
export function shopCalendarRouter(deps: ShopAdminDeps): Router {
  const router = Router();
  const manager = requireShopManager(deps.guards);

  router.get('/:id/calendar', ...manager, async (req, res) => {
    const query = await validateQuery(shopCalendarQuerySchema, req.query);
    const language = contentLanguageOf(req.get('accept-language'));
    ok(res, await shopCalendarRange(shopOf(res), actorOf(res), query, language));
  });

  return router;
}
