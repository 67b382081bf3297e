import { http, HttpResponse } from 'msw';
import type { Favorite } from '@/domain/favorites';
import type { Shop } from '@/domain/shop';

/** An in-memory favourites API for one test, recording what the client asked. */
export function favoritesApi(initial: Favorite[] = [], shops: Shop[] = []) {
  let list = [...initial];
  const calls: string[] = [];
  const handlers = [
    http.get('/api/customer/favorites', () => {
      calls.push('GET');
      return HttpResponse.json({ success: true, data: { favorites: list } });
    }),
    http.post('/api/customer/favorites', async ({ request }) => {
      const body = (await request.json()) as { shopId: string; notes?: string };
      calls.push(`POST ${body.shopId}`);
      const favorite: Favorite = {
        id: body.shopId,
        shopId: body.shopId,
        shop: shops.find((s) => s.id === body.shopId) ?? null,
        addedAt: new Date().toISOString(),
        lastVisited: null,
        notes: body.notes ?? '',
      };
      list = [favorite, ...list];
      return HttpResponse.json({ success: true, data: { favorite } }, { status: 201 });
    }),
    http.delete('/api/customer/favorites/:shopId', ({ params }) => {
      calls.push(`DELETE ${String(params.shopId)}`);
      list = list.filter((f) => f.shopId !== params.shopId);
      return HttpResponse.json({ success: true, data: { success: true } });
    }),
    http.patch('/api/customer/favorites/:shopId', async ({ params, request }) => {
      const body = (await request.json()) as { notes: string };
      calls.push(`PATCH ${String(params.shopId)} ${body.notes}`);
      list = list.map((f) => (f.shopId === params.shopId ? { ...f, notes: body.notes } : f));
      const favorite = list.find((f) => f.shopId === params.shopId);
      return HttpResponse.json({ success: true, data: { favorite } });
    }),
  ];
  return { handlers, calls, list: () => list };
}

export function favoriteOf(shop: Shop, notes = ''): Favorite {
  return {
    id: shop.id,
    shopId: shop.id,
    shop,
    addedAt: '2025-05-01T10:00:00.000Z',
    lastVisited: null,
    notes,
  };
}
