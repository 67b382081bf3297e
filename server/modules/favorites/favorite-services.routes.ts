import { Router, type Request } from 'express';
import { contentLanguageOf } from '../../../src/domain/localized-text';
import { favoriteNotesSchema } from '../../../src/domain/favorites';
import { isServiceId } from '../../../src/domain/favorite-services';
import { addFavoriteServiceSchema } from '../../../src/domain/favorite-services-schema';
import type { ApiErrorCode } from '../../../src/domain/errors';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/ok';
import { validateBody } from '../../http/validate';
import type { AuthGuards } from '../auth/auth.contract';
import { authOf } from '../auth/auth.middleware';
import type { FavoriteServicesService } from './favorite-services.service';

const languageOf = (req: Request) => contentLanguageOf(req.get('accept-language'));

/** The path's service id when it has a service id's shape; otherwise the route's "not found", without a read. */
function serviceIdOf(req: Request, notFound: ApiErrorCode): string {
  const value: unknown = req.params.serviceId;
  if (!isServiceId(value)) throw new ApiError(notFound);
  return value;
}

interface FavoriteServicesRouteDeps {
  favoriteServices: FavoriteServicesService;
  guards: AuthGuards;
}

/**
 * GET, POST /api/customer/favorite-services; PATCH, DELETE /api/customer/favorite-services/{serviceId} —
 * customers, own only: the list is the token's user's, so another customer's favourite is simply not there (404).
 */
export function favoriteServicesRouter({
  favoriteServices,
  guards,
}: FavoriteServicesRouteDeps): Router {
  const router = Router();
  const customer = guards.requireRole('customer');

  router.get('/', customer, async (req, res) => {
    ok(res, { services: await favoriteServices.list(authOf(res).userId, languageOf(req)) });
  });

  router.post('/', customer, async (req, res) => {
    const input = await validateBody(addFavoriteServiceSchema, req.body);
    const favorite = await favoriteServices.add(authOf(res).userId, input, languageOf(req));
    ok(res, { favorite }, { status: 201 });
  });

  router.delete('/:serviceId', customer, async (req, res) => {
    const serviceId = serviceIdOf(req, 'SERVICE_NOT_IN_FAVORITES');
    await favoriteServices.remove(authOf(res).userId, serviceId);
    ok(res, { success: true });
  });

  router.patch('/:serviceId', customer, async (req, res) => {
    // the notes are checked first: a bad body is answered as such whatever the id
    const { notes } = await validateBody(favoriteNotesSchema, req.body);
    const serviceId = serviceIdOf(req, 'FAVORITE_NOT_FOUND');
    const favorite = await favoriteServices.updateNotes(
      authOf(res).userId,
      serviceId,
      notes,
      languageOf(req),
    );
    ok(res, { favorite });
  });

  return router;
}

/** GET /api/services/{serviceId} (public): the service and the shop offering it, for /booking/service/{id}. */
export function serviceLocationRouter({
  favoriteServices,
}: Pick<FavoriteServicesRouteDeps, 'favoriteServices'>): Router {
  const router = Router();
  router.get('/:serviceId', async (req, res) => {
    const serviceId = serviceIdOf(req, 'SHOP_SERVICE_NOT_FOUND');
    ok(res, await favoriteServices.locate(serviceId, languageOf(req)));
  });
  return router;
}
