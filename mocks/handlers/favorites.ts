import { delay, http, HttpResponse } from 'msw';
import type { SessionUser } from '@/domain/auth';
import { addFavoriteSchema, favoriteNotesSchema, type Favorite } from '@/domain/favorites';
import type { Locale } from '@/domain/constants';
import { isShopId } from '@/domain/ids';
import type { Shop } from '@/domain/shop';
import { localizeShop } from '@/domain/shop-content';
import { favoritesMockState as state, type StoredMockFavorite } from '../data/favorites';
import { mockSearchIndex } from '../data/shop-search';
import { languageOfRequest, mockShopContent } from '../data/shop-content';
import { shopCatalogue } from '../data/shops';
import { authorize, ok, readJson } from './profile';
import { validateBody } from './validation';
import { failure } from './failure';

/** The signed-in customer, or the 401/403 response the server gives. */
export function customerOf(request: Request): SessionUser | Response {
  const user = authorize(request);
  if (user instanceof Response) return user;
  return user.role === 'customer' ? user : failure('FORBIDDEN');
}

/** As the server: the shop as search serves it now (live open status and availability), in the caller's language. */
export function mockPublicShop(shopId: string, language: Locale): Shop | null {
  const shop = mockSearchIndex().get(shopId, new Date());
  return shop ? { ...localizeShop(shop, mockShopContent(shop), language), isFavorite: true } : null;
}

function toFavorite(stored: StoredMockFavorite, language: Locale): Favorite {
  return { ...stored, id: stored.shopId, shop: mockPublicShop(stored.shopId, language) };
}

const listOf = (userId: string) => state.byUser.get(userId) ?? [];

/** Same shapes, validation and messages as the server's favorites routes. */
export const favoritesHandlers = [
  http.get('/api/customer/favorites', async ({ request }) => {
    await delay();
    const user = customerOf(request);
    if (user instanceof Response) return user;
    const favorites = [...listOf(user.id)]
      .sort((a, b) => b.addedAt.localeCompare(a.addedAt))
      .map((stored) => toFavorite(stored, languageOfRequest(request)));
    return ok({ favorites });
  }),

  http.post('/api/customer/favorites', async ({ request }) => {
    await delay();
    const user = customerOf(request);
    if (user instanceof Response) return user;
    const body = await readJson(request);
    const result = await validateBody(addFavoriteSchema, body);
    if (!result.ok) return result.response;
    const { shopId, notes } = result.value;
    if (!shopCatalogue().some((s) => s.id === shopId)) return failure('SHOP_NOT_FOUND');
    const list = listOf(user.id);
    if (list.some((f) => f.shopId === shopId)) return failure('ALREADY_FAVORITE');
    const stored = {
      shopId,
      notes: notes ?? '',
      addedAt: new Date().toISOString(),
      lastVisited: null,
    };
    state.byUser.set(user.id, [...list, stored]);
    return HttpResponse.json(
      { success: true, data: { favorite: toFavorite(stored, languageOfRequest(request)) } },
      { status: 201 },
    );
  }),

  http.delete('/api/customer/favorites/:shopId', async ({ request, params }) => {
    await delay();
    const user = customerOf(request);
    if (user instanceof Response) return user;
    const shopId = String(params.shopId);
    const list = listOf(user.id);
    if (!isShopId(shopId) || !list.some((f) => f.shopId === shopId))
      return failure('NOT_IN_FAVORITES');
    state.byUser.set(
      user.id,
      list.filter((f) => f.shopId !== shopId),
    );
    return ok({ success: true });
  }),

  http.patch('/api/customer/favorites/:shopId', async ({ request, params }) => {
    await delay();
    const user = customerOf(request);
    if (user instanceof Response) return user;
    const body = await readJson(request);
    const result = await validateBody(favoriteNotesSchema, body);
    if (!result.ok) return result.response;
    const shopId = String(params.shopId);
    const list = listOf(user.id);
    const current = list.find((f) => f.shopId === shopId);
    if (!current) return failure('FAVORITE_NOT_FOUND');
    const updated = { ...current, notes: result.value.notes };
    state.byUser.set(
      user.id,
      list.map((f) => (f.shopId === shopId ? updated : f)),
    );
    return ok({ favorite: toFavorite(updated, languageOfRequest(request)) });
  }),
];
