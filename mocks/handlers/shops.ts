import { delay, http, HttpResponse } from 'msw';
import { queryOf } from '@/domain/request-validation';
import {
  NEARBY_LIMIT,
  NEARBY_RADIUS_KM,
  TOP_RATED_LIMIT,
  nearbyQuerySchema,
  type ShopSearchCriteria,
} from '@/domain/search';
import { searchPlanOf, textMayNamePlace } from '@/domain/shop-search-origin';
import { placeInText } from '@/domain/search-text';
import { featuredShopsQuerySchema } from '@/domain/shop-query';
import { checkSearchQuery, checkShopListQuery } from '@/domain/shop-query-check';
import type { Shop } from '@/domain/shop';
import { localizeServices, localizeShop } from '@/domain/shop-content';
import { withBookingFields } from '../data/booking-shops';
import { languageOfRequest, mockShopContent } from '../data/shop-content';
import { findMockPlace, mockSearchIndex, shopServiceDetails } from '../data/shop-search';
import { shopCatalogue } from '../data/shops';
import { validateQuery } from './validation';
import { failure, refused } from './failure';

const notFound = () => failure('SHOP_NOT_FOUND');

/** Shops in the request's language, as the server serves them (src/domain/shop-content.ts). */
const inLanguage = (request: Request) => {
  const language = languageOfRequest(request);
  return <T extends Shop>(shop: T): T => localizeShop(shop, mockShopContent(shop), language);
};
const withShopsIn = <T extends { shops: Shop[] }>(data: T, request: Request): T => ({
  ...data,
  shops: data.shops.map(inLanguage(request)),
});

/** The search's answer for validated criteria, as the server computes it (same engine, same origin rules). */
function mockSearch(criteria: ShopSearchCriteria) {
  const place =
    !criteria.coordinates && criteria.location ? findMockPlace(criteria.location) : null;
  const now = new Date();
  const index = mockSearchIndex(now);
  const inText = textMayNamePlace(criteria)
    ? placeInText(criteria.search!, findMockPlace, (text) => index.namesShop(text))
    : null;
  const { origin, placeText, criteria: planned } = searchPlanOf(criteria, place, inText);
  return index.search(planned, {
    now,
    origin,
    ...(placeText ? { placeText } : {}),
  });
}

/** Same shapes, validation and messages as server/modules/shops/shops.routes.ts (fixed paths before `:id`). */
export const shopHandlers = [
  http.get('/api/shops', async ({ request }) => {
    await delay();
    const query = await checkShopListQuery(queryOf(new URL(request.url).searchParams));
    if (!query.ok) return refused(query);
    if (query.value.kind === 'list') {
      const data = mockSearchIndex().list(query.value.page, query.value.limit, new Date());
      return HttpResponse.json({ success: true, data: withShopsIn(data, request) });
    }
    const { shops, total, totalPages, page, limit } = mockSearch(query.value.criteria);
    return HttpResponse.json({
      success: true,
      data: withShopsIn({ shops, total, totalPages, page, limit }, request),
    });
  }),

  http.get('/api/shops/search', async ({ request }) => {
    await delay();
    const query = await checkSearchQuery(queryOf(new URL(request.url).searchParams));
    if (!query.ok) return refused(query);
    return HttpResponse.json({
      success: true,
      data: withShopsIn(mockSearch(query.value), request),
    });
  }),

  http.get('/api/shops/featured', async ({ request }) => {
    await delay();
    const query = await validateQuery(featuredShopsQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const { limit, latitude, longitude } = query.value;
    const origin =
      latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined;
    const shops = mockSearchIndex().topRated(limit, new Date(), origin);
    return HttpResponse.json({ success: true, data: withShopsIn({ shops }, request) });
  }),

  http.get('/api/shops/nearby', async ({ request }) => {
    await delay();
    const query = await validateQuery(nearbyQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const shops = mockSearchIndex().nearby(query.value, NEARBY_RADIUS_KM, NEARBY_LIMIT, new Date());
    return HttpResponse.json({ success: true, data: withShopsIn({ shops }, request) });
  }),

  http.get('/api/shops/top-rated', async ({ request }) => {
    await delay();
    const shops = mockSearchIndex().topRated(TOP_RATED_LIMIT, new Date());
    return HttpResponse.json({ success: true, data: withShopsIn({ shops }, request) });
  }),

  http.get('/api/shops/business-types', async () => {
    await delay();
    return HttpResponse.json({ success: true, data: mockSearchIndex().businessTypeCounts() });
  }),

  http.get('/api/shops/:id/services', async ({ params, request }) => {
    await delay();
    const shop = shopCatalogue().find((s) => s.id === params.id);
    if (!shop) return notFound();
    const content = mockShopContent(shop);
    const services = localizeServices(
      shopServiceDetails(shop),
      content,
      languageOfRequest(request),
    );
    return HttpResponse.json({ success: true, data: { services } });
  }),

  http.get('/api/shops/:id', async ({ params, request }) => {
    await delay();
    const shop = mockSearchIndex().get(String(params.id), new Date());
    if (!shop) return notFound();
    // the booking page reads staff, breaks and the confirmation mode from here, as from the server
    return HttpResponse.json({
      success: true,
      data: { shop: inLanguage(request)(withBookingFields(shop)) },
    });
  }),
];
