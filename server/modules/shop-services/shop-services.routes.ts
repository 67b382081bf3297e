import { Router, type Request } from 'express';
import {
  MANAGE_SCOPE,
  serviceCreateSchema,
  serviceOrderSchema,
  serviceUpdateSchema,
} from '../../../src/domain/shop-services';
import { isServiceIdOf } from '../../../src/domain/shop-service-records';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/ok';
import { validateBody } from '../../http/validate';
import { actorOf, requireShopManager, shopOf } from '../shop-admin/shop-access';
import type { ShopAdminDeps } from '../shop-admin/shop-admin.deps';
import { createShopServicesService, type ShopServicesService } from './shop-services.service';

/** The `:serviceId` of a route: one of this shop's ids by shape, else 404 before any read. */
function serviceIdOf(req: Request, shopId: string): string {
  const value: unknown = req.params.serviceId;
  if (!isServiceIdOf(shopId, value)) throw new ApiError('SHOP_SERVICE_NOT_FOUND');
  return value;
}

/**
 * The owner's services editor (spec 03 §7), under /api/shops. Writes and the full list need the shop's owner or
 * an admin (404 for anyone else). `GET /:id/services` without `scope=manage` is the public menu: passed on.
 */
export function shopServicesRouter(
  deps: ShopAdminDeps,
  services: ShopServicesService = createShopServicesService({ changes: deps.changes }),
): Router {
  const router = Router();
  const manager = requireShopManager(deps.guards);

  /** GET /api/shops/:id/services?scope=manage → { services } (disabled ones too, both languages, menu order) */
  router.get(
    '/:id/services',
    (req, _res, next) => {
      // only the owner's scope is answered here; the public menu is the shops router's
      next(req.query.scope === MANAGE_SCOPE ? undefined : 'router');
    },
    ...manager,
    async (_req, res) => {
      ok(res, { services: await services.list(shopOf(res)) });
    },
  );

  /** POST /api/shops/:id/services → 201 { service } */
  router.post('/:id/services', ...manager, async (req, res) => {
    const input = await validateBody(serviceCreateSchema, req.body);
    const service = await services.create(shopOf(res), actorOf(res), input);
    ok(res, { service }, { status: 201 });
  });

  /** PUT /api/shops/:id/services/order { serviceIds } → { services } (before `/:serviceId`) */
  router.put('/:id/services/order', ...manager, async (req, res) => {
    const { serviceIds } = await validateBody(serviceOrderSchema, req.body);
    ok(res, { services: await services.reorder(shopOf(res), actorOf(res), serviceIds) });
  });

  /** PUT /api/shops/:id/services/:serviceId (any subset of the fields; `{ enabled }` toggles) → { service } */
  router.put('/:id/services/:serviceId', ...manager, async (req, res) => {
    const shop = shopOf(res);
    const serviceId = serviceIdOf(req, shop._id);
    const input = await validateBody(serviceUpdateSchema, req.body);
    ok(res, { service: await services.update(shop, actorOf(res), serviceId, input) });
  });

  /** DELETE /api/shops/:id/services/:serviceId → { deleted: id }; 409 while upcoming bookings use it */
  router.delete('/:id/services/:serviceId', ...manager, async (req, res) => {
    const shop = shopOf(res);
    const serviceId = serviceIdOf(req, shop._id);
    await services.remove(shop, actorOf(res), serviceId);
    ok(res, { deleted: serviceId });
  });

  return router;
}
