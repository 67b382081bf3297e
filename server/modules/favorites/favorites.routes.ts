import { Router } from 'express';
import type { ApiSuccess } from '../../../src/domain/api';
import {
  addFavoriteSchema,
  favoriteNotesSchema,
  isShopId,
  type Favorite,
  type FavoritesResult,
} from '../../../src/domain/favorites';
import { ApiError } from '../../http/api-error';
import { validateBody } from '../../http/validate';
import type { AuthGuards } from '../auth/auth.contract';
import { authOf } from '../auth/auth.middleware';
import type { FavoritesService } from './favorites.service';

/** The `:shopId` path parameter when it is a well-formed shop id, else null. */
function shopIdOf(params: Record<string, unknown>): string | null {
  const value = params.shopId;
  return typeof value === 'string' && isShopId(value) ? value : null;
}

/**
 * GET, POST /api/customer/favorites; PATCH, DELETE /api/customer/favorites/{shopId} — customers, own only.
 * The user always comes from the token and the favourite's key includes it, so nobody reaches another's.
 */
export function favoritesRouter({
  favorites,
  guards,
}: {
  favorites: FavoritesService;
  guards: AuthGuards;
}): Router {
  const router = Router();
  const customer = guards.requireRole('customer');

  router.get('/', customer, async (_req, res) => {
    const body: ApiSuccess<FavoritesResult> = {
      success: true,
      data: { favorites: await favorites.list(authOf(res).userId) },
    };
    res.json(body);
  });

  router.post('/', customer, async (req, res) => {
    const input = await validateBody(addFavoriteSchema, req.body);
    const body: ApiSuccess<{ favorite: Favorite }> = {
      success: true,
      data: { favorite: await favorites.add(authOf(res).userId, input) },
    };
    res.status(201).json(body);
  });

  router.delete('/:shopId', customer, async (req, res) => {
    const shopId = shopIdOf(req.params);
    // A malformed id cannot name a favourite.
    if (!shopId) throw new ApiError('NOT_IN_FAVORITES');
    await favorites.remove(authOf(res).userId, shopId);
    const body: ApiSuccess<{ success: true }> = { success: true, data: { success: true } };
    res.json(body);
  });

  router.patch('/:shopId', customer, async (req, res) => {
    const shopId = shopIdOf(req.params);
    const { notes } = await validateBody(favoriteNotesSchema, req.body);
    if (!shopId) throw new ApiError('FAVORITE_NOT_FOUND');
    const body: ApiSuccess<{ favorite: Favorite }> = {
      success: true,
      data: { favorite: await favorites.updateNotes(authOf(res).userId, shopId, notes) },
    };
    res.json(body);
  });

  return router;
}
