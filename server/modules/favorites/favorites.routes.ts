import { Router } from 'express';
import type { AuthGuards } from '../auth/auth.contract';
import type { FavoritesService } from './favorites.service';

/** GET, POST /api/customer/favorites; PATCH, DELETE /api/customer/favorites/{shopId} — customers, own only. */
export function favoritesRouter(_deps: {
  favorites: FavoritesService;
  guards: AuthGuards;
}): Router {
  const router = Router();
  return router;
}
