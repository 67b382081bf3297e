import { Router, type Request } from 'express';
import {
  MANAGE_SCOPE,
  serviceCreateSchema,
  serviceOrderSchema,
  serviceUpdateSchema,
} from '../../../src/domain/shop-services';
import { isServiceIdOf } from '../../../src/domain/shop-service-records';
import { isShopId } from '../../../src/domain/ids';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/ok';
import { validateBody } from '../../http/validate';
import { actorOf, requireShopManager, shopOf } from '../shop-admin/shop-access';
import type { ShopAdminDeps } from '../shop-admin/shop-admin.deps';
import { serviceImageUpload } from './service-image.upload';
import { serviceImages } from './service-images.service';
import { createShopServicesService, type ShopServicesService } from './shop-services.service';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The `:serviceId` of a route: one of this shop's ids by shape, else 404 before any read. */
function serviceIdOf(req: Request, shopId: string): string {
  const value: unknown = req.params.serviceId;
  if (!isServiceIdOf(shopId, value)) throw new ApiError('SHOP_SERVICE_NOT_FOUND');
  return value;
}

/**
 * The owner's services editor (spec 03 §7), under /api/shops. Writes and the full list need the shop's owner or
 * an admin (404 for anyone else). `GET /:id/services` without `scope=manage` is the public menu: passed on.
 * A service's picture: `POST|DELETE /:id/services/:serviceId/image`, served by the public
 * `GET /:id/service-images/:file`.
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

  /**
   * POST /api/shops/:id/services/:serviceId/image (multipart, one file in `image`) → { service }. The guard and the
   * id's shape are checked before the body is read, so nobody else's upload is parsed.
   */
  router.post(
    '/:id/services/:serviceId/image',
    ...manager,
    (req, res, next) => {
      serviceIdOf(req, shopOf(res)._id);
      next();
    },
    serviceImageUpload,
    async (req, res) => {
      const shop = shopOf(res);
      const serviceId = serviceIdOf(req, shop._id);
      const bytes = (req.file as Express.Multer.File).buffer;
      ok(res, { service: await services.setImage(shop, actorOf(res), serviceId, bytes) });
    },
  );

  /** DELETE /api/shops/:id/services/:serviceId/image → { service } (its picture gone); 404 when it has none */
  router.delete('/:id/services/:serviceId/image', ...manager, async (req, res) => {
    const shop = shopOf(res);
    const serviceId = serviceIdOf(req, shop._id);
    ok(res, { service: await services.removeImage(shop, actorOf(res), serviceId) });
  });

  // Public: the pictures appear on the customers' service cards. A name never gets other bytes, so it may be
  // cached forever; nosniff + inline keep the browser from treating it as anything but an image.
  router.get('/:id/service-images/:file', async (req, res, next) => {
    const shopId = String(req.params.id);
    if (!isShopId(shopId)) return next();
    const file = await serviceImages.read(shopId, String(req.params.file));
    if (!file) throw new ApiError('SERVICE_IMAGE_NOT_FOUND');
    res.set({
      'Content-Type': 'image/webp',
      'Cache-Control': `public, max-age=${ONE_YEAR_S}, immutable`,
      ETag: `"${file.hash}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    });
    res.send(file.data);
  });

  return router;
}
