import { delay, http, HttpResponse } from 'msw';
import {
  NEARBY_LIMIT,
  NEARBY_RADIUS_KM,
  TOP_RATED_LIMIT,
  nearbyQuerySchema,
  shopListQuerySchema,
  shopSearchQuerySchema,
  toSearchCriteria,
  type ShopSearchQuery,
} from '@/domain/search';
import { searchOriginOf } from '@/domain/shop-search-origin';
import { featuredShopsQuerySchema } from '@/domain/shop-query';
import { withBookingFields } from '../data/booking-shops';
import { findMockPlace, mockSearchIndex, shopServiceDetails } from '../data/shop-search';
import { shopCatalogue } from '../data/shops';
import { validateQuery } from './validation';
import { failure } from './failure';

const notFound = () => failure('SHOP_NOT_FOUND');

/** Same shapes, validation and messages as server/modules/shops/shops.routes.ts (fixed paths before `:id`). */
export const shopHandlers = [
  http.get('/api/shops', async ({ request }) => {
    await delay();
    const query = await validateQuery(shopListQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const data = mockSearchIndex().list(query.value.page, query.value.limit, new Date());
    return HttpResponse.json({ success: true, data });
  }),

  http.get('/api/shops/search', async ({ request }) => {
    await delay();
    const query = await validateQuery(shopSearchQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const criteria = toSearchCriteria(query.value as ShopSearchQuery);
    const place =
      !criteria.coordinates && criteria.location ? findMockPlace(criteria.location) : null;
    const { origin, placeText } = searchOriginOf(criteria, place);
    const now = new Date();
    const data = mockSearchIndex(now).search(criteria, {
      now,
      origin,
      ...(placeText ? { placeText } : {}),
    });
    return HttpResponse.json({ success: true, data });
  }),

  http.get('/api/shops/featured', async ({ request }) => {
    await delay();
    const query = await validateQuery(featuredShopsQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const { limit, latitude, longitude } = query.value;
    const origin =
      latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined;
    const shops = mockSearchIndex().topRated(limit, new Date(), origin);
    return HttpResponse.json({ success: true, data: { shops } });
  }),

  http.get('/api/shops/nearby', async ({ request }) => {
    await delay();
    const query = await validateQuery(nearbyQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const shops = mockSearchIndex().nearby(query.value, NEARBY_RADIUS_KM, NEARBY_LIMIT, new Date());
    return HttpResponse.json({ success: true, data: { shops } });
  }),

  http.get('/api/shops/top-rated', async () => {
    await delay();
    const shops = mockSearchIndex().topRated(TOP_RATED_LIMIT, new Date());
    return HttpResponse.json({ success: true, data: { shops } });
  }),

  http.get('/api/shops/business-types', async () => {
    await delay();
    return HttpResponse.json({ success: true, data: mockSearchIndex().businessTypeCounts() });
  }),

  http.get('/api/shops/:id/services', async ({ params }) => {
    await delay();
    const shop = shopCatalogue().find((s) => s.id === params.id);
    if (!shop) return notFound();
    return HttpResponse.json({ success: true, data: { services: shopServiceDetails(shop) } });
  }),

  http.get('/api/shops/:id', async ({ params }) => {
    await delay();
    const shop = mockSearchIndex().get(String(params.id), new Date());
    if (!shop) return notFound();
    // the booking page reads staff, breaks and the confirmation mode from here, as from the server
    return HttpResponse.json({ success: true, data: { shop: withBookingFields(shop) } });
  }),
];
