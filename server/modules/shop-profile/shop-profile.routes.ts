import { Router, type Request } from 'express';
import { isShopId } from '../../../src/domain/ids';
import { shopProfileUpdateSchema } from '../../../src/domain/shop-profile';
import {
  photoOrderSchema,
  photoUploadFieldsSchema,
  type PhotoRole,
} from '../../../src/domain/shop-photos';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/ok';
import { validateBody } from '../../http/validate';
import { actorOf, requireShopManager, shopOf } from '../shop-admin/shop-access';
import type { ShopAdminDeps } from '../shop-admin/shop-admin.deps';
import { createShopPhotosService } from './shop-photos.service';
import { photosUpload } from './shop-photos.upload';
import { createShopProfileService } from './shop-profile.service';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * The shop profile and photos (spec 03 §7): `GET /:id/profile`, `PUT /:id`, `POST|PUT /:id/photos`,
 * `DELETE /:id/photos/:photoId` for the shop's owner or an admin (404 for anyone else), and the public
 * `GET /:id/photos/:file` that serves the stored images. Every other path falls through to the next router.
 */
export function shopProfileRouter(deps: ShopAdminDeps): Router {
  const router = Router();
  const photos = createShopPhotosService();
  const profile = createShopProfileService({
    geocoder: deps.geocoder,
    changes: deps.changes,
    photos,
  });
  const manager = requireShopManager(deps.guards);

  router.get('/:id/profile', ...manager, async (_req, res) => {
    ok(res, { profile: await profile.profileOf(shopOf(res)._id) });
  });

  router.put('/:id', ...manager, async (req, res) => {
    const update = await validateBody(shopProfileUpdateSchema, req.body ?? {});
    ok(res, await profile.update(shopOf(res), actorOf(res), update));
  });

  // The guard runs before the multipart parser, so nobody else's upload is read.
  router.post('/:id/photos', ...manager, photosUpload, async (req, res) => {
    const { role = 'gallery' } = await validateBody(photoUploadFieldsSchema, { ...req.body });
    const files = (req.files as Express.Multer.File[]).map((file) => file.buffer);
    const shopId = shopOf(res)._id;
    const result = await photos.upload(shopId, files, role as PhotoRole);
    await deps.changes.applied({
      shopId,
      actor: actorOf(res),
      section: 'photos',
      action: 'photos_uploaded',
      changes: result.added.map((id) => ({ field: `photos.${id}`, before: null, after: role })),
    });
    ok(res, { photos: result.photos });
  });

  router.put('/:id/photos', ...manager, async (req, res) => {
    const { order } = await validateBody(photoOrderSchema, req.body ?? {});
    const shopId = shopOf(res)._id;
    const before = (await photos.list(shopId)).map((p) => p.id);
    const list = await photos.reorder(shopId, order);
    await deps.changes.applied({
      shopId,
      actor: actorOf(res),
      section: 'photos',
      action: 'photos_reordered',
      changes: [{ field: 'photos', before, after: list.map((p) => p.id) }],
    });
    ok(res, { photos: list });
  });

  router.delete('/:id/photos/:photoId', ...manager, async (req, res) => {
    const shopId = shopOf(res)._id;
    const result = await photos.remove(shopId, String(req.params.photoId));
    await deps.changes.applied({
      shopId,
      actor: actorOf(res),
      section: 'photos',
      action: 'photo_deleted',
      changes: [{ field: `photos.${result.removed.id}`, before: result.removed.role, after: null }],
    });
    ok(res, { photos: result.photos });
  });

  // Public: the photos appear wherever the shop does. A photo's name never gets other bytes, so it may be
  // cached forever; nosniff + inline keep the browser from treating it as anything but an image.
  router.get('/:id/photos/:file', async (req: Request, res, next) => {
    const shopId = String(req.params.id);
    if (!isShopId(shopId)) return next();
    const file = await photos.read(shopId, String(req.params.file));
    if (!file) throw new ApiError('PHOTO_NOT_FOUND');
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
