import { Router, type Request } from 'express';
import { contentLanguageOf } from '../../../src/domain/localized-text';
import {
  createTeamMemberSchema,
  deleteTeamMemberSchema,
  updateTeamMemberSchema,
} from '../../../src/domain/shop-team';
import { isShopId } from '../../../src/domain/ids';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/ok';
import { validateBody } from '../../http/validate';
import { actorOf, requireShopManager, shopOf } from '../shop-admin/shop-access';
import type { ShopAdminDeps } from '../shop-admin/shop-admin.deps';
import { createShopTeamService } from './shop-team.service';
import { readStaffPhoto } from './staff-photo.service';
import { staffPhotoUpload } from './staff-photo.upload';

const STAFF_ID = /^[a-z0-9][a-z0-9-]{0,59}$/;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The `:staffId` of a route; a malformed one names nobody (404 like an unknown person). */
function staffIdOf(req: Request): string {
  const id = String(req.params.staffId);
  if (!STAFF_ID.test(id)) throw new ApiError('TEAM_MEMBER_NOT_FOUND');
  return id;
}

const callerOf = (req: Request, res: Parameters<typeof actorOf>[0]) => ({
  actor: actorOf(res),
  language: contentLanguageOf(req.get('accept-language')),
});

/**
 * The shop's team (issue 14 "Team"), for its owner or an admin (404 SHOP_NOT_FOUND for anyone else):
 * `GET|POST /:id/team`, `PUT|DELETE /:id/team/:staffId`, `POST /:id/team/:staffId/photo` (multipart `photo`),
 * and the public `GET /:id/team-photos/:file`. A write that would break upcoming bookings answers 409
 * TEAM_AFFECTS_BOOKINGS with `data.affected`; the owner sends it again with `resolutions`. Every other path
 * falls through to the next router.
 */
export function shopTeamRouter(deps: ShopAdminDeps): Router {
  const router = Router();
  const manager = requireShopManager(deps.guards);
  const team = createShopTeamService(deps);

  router.get('/:id/team', ...manager, async (req, res) => {
    ok(res, await team.list(shopOf(res), contentLanguageOf(req.get('accept-language'))));
  });

  router.post('/:id/team', ...manager, async (req, res) => {
    const input = await validateBody(createTeamMemberSchema, req.body);
    ok(res, await team.create(shopOf(res), callerOf(req, res), input), { status: 201 });
  });

  router.put('/:id/team/:staffId', ...manager, async (req, res) => {
    const staffId = staffIdOf(req);
    const input = await validateBody(updateTeamMemberSchema, req.body);
    ok(res, await team.update(shopOf(res), callerOf(req, res), staffId, input));
  });

  router.delete('/:id/team/:staffId', ...manager, async (req, res) => {
    const staffId = staffIdOf(req);
    const input = await validateBody(deleteTeamMemberSchema, req.body ?? {});
    ok(res, await team.remove(shopOf(res), callerOf(req, res), staffId, input));
  });

  router.post(
    '/:id/team/:staffId/photo',
    ...manager,
    (req, _res, next) => {
      // a malformed person is refused before the upload is read
      staffIdOf(req);
      next();
    },
    staffPhotoUpload,
    async (req, res) => {
      ok(res, await team.uploadPhoto(shopOf(res), actorOf(res), staffIdOf(req), req.file!.buffer));
    },
  );

  // Public: staff photos appear on the booking page. A name never gets other bytes, so it is cached forever.
  router.get('/:id/team-photos/:file', async (req, res, next) => {
    const shopId = String(req.params.id);
    if (!isShopId(shopId)) return next();
    const data = await readStaffPhoto(shopId, String(req.params.file));
    if (!data) throw new ApiError('TEAM_PHOTO_NOT_FOUND');
    res.set({
      'Content-Type': 'image/webp',
      'Cache-Control': `public, max-age=${ONE_YEAR_S}, immutable`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    });
    res.send(data);
  });

  return router;
}
