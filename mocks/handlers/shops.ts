import { delay, http, HttpResponse } from 'msw';
import { featuredShopsQuerySchema } from '@/domain/shop-query';
import { shopCatalogue, withLiveFields } from '../data/shops';
import { validateQuery } from './validation';

/** Same shapes, validation and messages as server/modules/shops/shops.routes.ts. */
export const shopHandlers = [
  http.get('/api/shops/featured', async ({ request }) => {
    await delay();
    const query = await validateQuery(featuredShopsQuerySchema, new URL(request.url));
    if (!query.ok) return HttpResponse.json(query.body, { status: query.status });
    const { limit, latitude, longitude } = query.value;
    const origin =
      latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined;
    const now = new Date();
    const shops = shopCatalogue()
      .slice(0, limit)
      .map((shop) => withLiveFields(shop, now, origin));
    return HttpResponse.json({ success: true, data: { shops } });
  }),

  http.get('/api/shops/:id', async ({ params }) => {
    await delay();
    const shop = shopCatalogue().find((s) => s.id === params.id);
    if (!shop)
      return HttpResponse.json({ success: false, message: 'Shop not found' }, { status: 404 });
    return HttpResponse.json({ success: true, data: { shop: withLiveFields(shop, new Date()) } });
  }),
];
