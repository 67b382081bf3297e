import { Router, type Request } from 'express';
import { contentLanguageOf } from '../../../src/domain/localized-text';
import { addFavoriteSchema, favoriteNotesSchema } from '../../../src/domain/favorites';
import { ok } from '../../http/ok';
import { pathId } from '../../http/path-id';
import { validateBody } from '../../http/validate';
import type { AuthGuards } from '../auth/auth.contract';
import { authOf } from '../auth/auth.middleware';
import type { FavoritesService } from './favorites.service';

/** The language the favourites' shop texts are served in (Accept-Language). */
const languageOf = (req: Request) => contentLanguageOf(req.get('accept-language'));

interface FavoritesRouteDeps {
  favorites: FavoritesService;
  guards: AuthGuards;
}

/**
 * GET, POST /api/customer/favorites; PATCH, DELETE /api/customer/favorites/{shopId} — customers, own only.
 * The user always comes from the token and the favourite's key includes it, so nobody reaches another's.
 */
export function favoritesRouter({ favorites, guards }: FavoritesRouteDeps): Router {
  const router = Router();
  const customer = guards.requireRole('customer');

  router.get('/', customer, async (req, res) => {
    ok(res, { favorites: await favorites.list(authOf(res).userId, languageOf(req)) });
  });

  router.post('/', customer, async (req, res) => {
    const input = await validateBody(addFavoriteSchema, req.body);
    const favorite = await favorites.add(authOf(res).userId, input, languageOf(req));
    ok(res, { favorite }, { status: 201 });
  });

  router.delete('/:shopId', customer, async (req, res) => {
    const shopId = pathId(req, 'shopId', 'shop', 'NOT_IN_FAVORITES');
    await favorites.remove(authOf(res).userId, shopId);
    ok(res, { success: true });
  });

  router.patch('/:shopId', customer, async (req, res) => {
    // the notes are checked first: a bad body is answered as such whatever the id
    const { notes } = await validateBody(favoriteNotesSchema, req.body);
    const shopId = pathId(req, 'shopId', 'shop', 'FAVORITE_NOT_FOUND');
    const favorite = await favorites.updateNotes(
      authOf(res).userId,
      shopId,
      notes,
      languageOf(req),
    );
    ok(res, { favorite });
  });

  return router;
}
