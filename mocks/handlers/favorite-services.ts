import { delay, http, HttpResponse } from 'msw';
import type { Locale } from '@/domain/constants';
import { favoriteNotesSchema } from '@/domain/favorites';
import { addFavoriteServiceSchema } from '@/domain/favorite-services-schema';
import {
  FAVORITE_SERVICES_MAX,
  favoriteServiceOf,
  isServiceId,
  locateService,
  type FavoriteServiceRecord,
} from '@/domain/favorite-services';
import { favoriteServicesMockState as state } from '../data/favorite-services';
import { languageOfRequest } from '../data/shop-content';
import { customerOf, mockPublicShop } from './favorites';
import { failure } from './failure';
import { ok, readJson } from './profile';
import { validateBody } from './validation';

const listOf = (userId: string) => state.byUser.get(userId) ?? [];

/** Public shops as the server's catalog serves them here (no isFavorite: that is the favourite shops' flag). */
const shopsIn = (language: Locale) => (shopId: string) => {
  const shop = mockPublicShop(shopId, language);
  if (!shop) return null;
  const { isFavorite: _isFavorite, ...rest } = shop;
  return rest;
};

const serve = (record: FavoriteServiceRecord, request: Request) =>
  favoriteServiceOf(record, shopsIn(languageOfRequest(request)));

/** Same shapes, validation and messages as the server's favourite-services routes and GET /api/services/{id}. */
export const favoriteServicesHandlers = [
  http.get('/api/customer/favorite-services', async ({ request }) => {
    await delay();
    const user = customerOf(request);
    if (user instanceof Response) return user;
    const services = [...listOf(user.id)]
      .sort((a, b) => b.addedAt.localeCompare(a.addedAt))
      .map((record) => serve(record, request));
    return ok({ services });
  }),

  http.post('/api/customer/favorite-services', async ({ request }) => {
    await delay();
    const user = customerOf(request);
    if (user instanceof Response) return user;
    const result = await validateBody(addFavoriteServiceSchema, await readJson(request));
    if (!result.ok) return result.response;
    const { serviceId, notes } = result.value;
    const located = locateService(serviceId, shopsIn(languageOfRequest(request)));
    if (!located) return failure('SHOP_SERVICE_NOT_FOUND');
    const list = listOf(user.id);
    if (list.some((f) => f.serviceId === serviceId)) return failure('ALREADY_FAVORITE_SERVICE');
    if (list.length >= FAVORITE_SERVICES_MAX)
      return failure('FAVORITE_SERVICE_TOO_MANY', { params: { max: FAVORITE_SERVICES_MAX } });
    const record: FavoriteServiceRecord = {
      serviceId,
      shopId: located.shop.id,
      addedAt: new Date().toISOString(),
      notes: notes ?? '',
    };
    state.byUser.set(user.id, [...list, record]);
    return HttpResponse.json(
      { success: true, data: { favorite: serve(record, request) } },
      { status: 201 },
    );
  }),

  http.delete('/api/customer/favorite-services/:serviceId', async ({ request, params }) => {
    await delay();
    const user = customerOf(request);
    if (user instanceof Response) return user;
    const serviceId = String(params.serviceId);
    const list = listOf(user.id);
    if (!isServiceId(serviceId) || !list.some((f) => f.serviceId === serviceId))
      return failure('SERVICE_NOT_IN_FAVORITES');
    state.byUser.set(
      user.id,
      list.filter((f) => f.serviceId !== serviceId),
    );
    return ok({ success: true });
  }),

  http.patch('/api/customer/favorite-services/:serviceId', async ({ request, params }) => {
    await delay();
    const user = customerOf(request);
    if (user instanceof Response) return user;
    const result = await validateBody(favoriteNotesSchema, await readJson(request));
    if (!result.ok) return result.response;
    const serviceId = String(params.serviceId);
    const list = listOf(user.id);
    const current = list.find((f) => f.serviceId === serviceId);
    if (!current) return failure('FAVORITE_NOT_FOUND');
    const updated = { ...current, notes: result.value.notes };
    state.byUser.set(
      user.id,
      list.map((f) => (f.serviceId === serviceId ? updated : f)),
    );
    return ok({ favorite: serve(updated, request) });
  }),

  http.get('/api/services/:serviceId', async ({ request, params }) => {
    await delay();
    const serviceId = String(params.serviceId);
    const located = isServiceId(serviceId)
      ? locateService(serviceId, shopsIn(languageOfRequest(request)))
      : null;
    if (!located) return failure('SHOP_SERVICE_NOT_FOUND');
    return ok({ service: { ...located.service, shopId: located.shop.id } });
  }),
];
