import { Router, type Response } from 'express';
import {
  PROFILE_MESSAGES,
  changePasswordSchema,
  exportRequestSchema,
  profileSchemaFor,
  settingsUpdateSchema,
} from '../../../src/domain/profile';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/ok';
import { pathId } from '../../http/path-id';
import { validateBody } from '../../http/validate';
import type { AuthGuards, SessionControl } from '../auth/auth.contract';
import { authOf } from '../auth/auth.middleware';
import { avatarUpload } from './avatar.upload';
import type { ProfileService } from './profile.service';

export interface ProfileRouteDeps {
  profile: ProfileService;
  guards: AuthGuards;
  sessions: SessionControl;
}

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** DELETE /api/users/profile and DELETE /api/customer/delete-data: the same erasure. */
function deleteAccountHandler({ profile, sessions }: ProfileRouteDeps) {
  return async (_req: unknown, res: Response) => {
    await profile.deleteAccount(authOf(res).userId);
    sessions.clearRefreshCookie(res);
    ok(res, null, { message: PROFILE_MESSAGES.accountDeleted });
  };
}

/**
 * /api/users: the signed-in user's profile, password, settings and avatar. The user always comes from the
 * token, never from the request, so nobody can address someone else's record. Only avatar images are public.
 */
export function usersRouter(deps: ProfileRouteDeps): Router {
  const { profile, guards } = deps;
  const router = Router();
  const signedIn = guards.requireAuth;

  router.get('/profile', signedIn, async (_req, res) => {
    ok(res, { user: await profile.getProfile(authOf(res).userId) });
  });

  router.put('/profile', signedIn, async (req, res) => {
    const { userId, role, sessionId } = authOf(res);
    const update = await validateBody(profileSchemaFor(role), req.body);
    ok(
      res,
      { user: await profile.updateProfile(userId, sessionId, update) },
      { message: PROFILE_MESSAGES.profileUpdated },
    );
  });

  router.delete('/profile', signedIn, deleteAccountHandler(deps));

  router.put('/profile/password', signedIn, async (req, res) => {
    const { userId, sessionId } = authOf(res);
    const payload = await validateBody(changePasswordSchema, req.body);
    await profile.changePassword(userId, sessionId, payload);
    ok(res, null, { message: PROFILE_MESSAGES.passwordChanged });
  });

  router.get('/profile/settings', signedIn, async (_req, res) => {
    ok(res, { settings: await profile.getSettings(authOf(res).userId) });
  });

  router.put('/profile/settings', signedIn, async (req, res) => {
    const { userId, role } = authOf(res);
    const update = await validateBody(settingsUpdateSchema, req.body);
    ok(
      res,
      { settings: await profile.updateSettings(userId, role, update) },
      { message: PROFILE_MESSAGES.settingsUpdated },
    );
  });

  // Authentication runs before the multipart parser, so anonymous uploads are refused unread.
  router.post('/profile/avatar', signedIn, avatarUpload, async (req, res) => {
    ok(res, await profile.avatars.upload(authOf(res).userId, req.file!.buffer));
  });

  router.delete('/profile/avatar', signedIn, async (_req, res) => {
    ok(res, await profile.avatars.remove(authOf(res).userId), {
      message: PROFILE_MESSAGES.avatarDeleted,
    });
  });

  // Public: avatars appear wherever a user does. A new upload gets a new name, so a name's bytes never change
  // and may be cached forever; nosniff + inline keep the browser from treating them as anything but an image.
  router.get('/avatars/:name', async (req, res) => {
    const avatar = await profile.avatars.read(pathId(req, 'name', 'avatar', 'AVATAR_NOT_FOUND'));
    if (!avatar) throw new ApiError('AVATAR_NOT_FOUND');
    res.set({
      'Content-Type': avatar.contentType,
      'Cache-Control': `public, max-age=${ONE_YEAR_S}, immutable`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    });
    res.send(avatar.data);
  });

  return router;
}

/** /api/customer: export my data and delete my data (any signed-in role, always their own). */
export function customerDataRouter(deps: ProfileRouteDeps): Router {
  const { profile, guards } = deps;
  const router = Router();

  router.post('/export-data', guards.requireAuth, async (req, res) => {
    // The client may post without a body: that means the default format.
    await validateBody(exportRequestSchema, req.body ?? {});
    ok(res, await profile.exportData(authOf(res).userId));
  });

  router.delete('/delete-data', guards.requireAuth, deleteAccountHandler(deps));

  return router;
}
