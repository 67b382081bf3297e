import { Router } from 'express';
import {
  notificationSettingsSchema,
  policiesUpdateSchema,
  workingHoursUpdateSchema,
} from '../../../src/domain/shop-hours';
import { ok } from '../../http/ok';
import { validateBody } from '../../http/validate';
import { actorOf, requireShopManager, shopOf } from '../shop-admin/shop-access';
import type { ShopAdminDeps } from '../shop-admin/shop-admin.deps';
import { createShopHoursService } from './shop-hours.service';

/**
 * The owner's hours, policies and notification settings (spec 03 §7; paths the spec leaves out follow its
 * style): GET/PUT /api/shops/:id/working-hours, /policies and /personal-area-settings. Only the shop's owner or
 * an admin; anyone else gets 404 SHOP_NOT_FOUND. Other paths fall through to the next router.
 */
export function shopHoursRouter(deps: ShopAdminDeps): Router {
  const router = Router();
  const service = createShopHoursService(deps);
  const manager = requireShopManager(deps.guards);

  router.get('/:id/working-hours', ...manager, (_req, res) => {
    ok(res, service.hours(shopOf(res)));
  });
  router.put('/:id/working-hours', ...manager, async (req, res) => {
    const input = await validateBody(workingHoursUpdateSchema, req.body);
    ok(res, await service.updateHours(shopOf(res), actorOf(res), input));
  });

  router.get('/:id/policies', ...manager, (_req, res) => {
    ok(res, service.policies(shopOf(res)));
  });
  router.put('/:id/policies', ...manager, async (req, res) => {
    const input = await validateBody(policiesUpdateSchema, req.body);
    ok(res, await service.updatePolicies(shopOf(res), actorOf(res), input));
  });

  router.get('/:id/personal-area-settings', ...manager, (_req, res) => {
    ok(res, service.notifications(shopOf(res)));
  });
  router.put('/:id/personal-area-settings', ...manager, async (req, res) => {
    const input = await validateBody(notificationSettingsSchema, req.body);
    ok(res, await service.updateNotifications(shopOf(res), actorOf(res), input));
  });

  return router;
}
