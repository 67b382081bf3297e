import { delay, http, HttpResponse } from 'msw';
import {
  POPULAR_SEARCHES_LIMIT,
  searchTokens,
  suggestionsQuerySchema,
  type PopularSearch,
  type SearchSuggestion,
} from '@/domain/search';
import { shopCatalogue } from '../data/shops';
import { findMockPlaces } from './geocoding';
import { validateQuery } from './validation';

/** What the mock "public" searched for most (the server counts real searches). */
export const MOCK_POPULAR_SEARCHES: readonly PopularSearch[] = [
  { query: 'haircut', count: 128 },
  { query: 'manicure', count: 96 },
  { query: 'massage', count: 81 },
  { query: 'balayage', count: 57 },
  { query: 'barber', count: 44 },
  { query: 'facial', count: 39 },
  { query: 'spa', count: 31 },
  { query: 'eyelashes', count: 18 },
];

/** The text starts the name, or one of its later words (like the server's prefix index). */
function startsAnyWord(name: string, text: string): 0 | 1 | null {
  const words = searchTokens(name);
  const prefix = searchTokens(text).join(' ');
  if (!prefix) return null;
  if (words.join(' ').startsWith(prefix)) return 0;
  return words.some((_, i) => words.slice(i).join(' ').startsWith(prefix)) ? 1 : null;
}

/** Shops, then services, then places, sharing the limit 4/3/3 and passing unused room on (as the server). */
function mix(lists: SearchSuggestion[][], limit: number): SearchSuggestion[] {
  const quota = [Math.ceil(limit * 0.4), Math.floor(limit * 0.3)];
  quota.push(limit - (quota[0] ?? 0) - (quota[1] ?? 0));
  const taken = lists.map((list, k) => Math.min(list.length, quota[k] ?? 0));
  let spare = limit - taken.reduce((a, b) => a + b, 0);
  for (let k = 0; k < lists.length && spare > 0; k++) {
    const more = Math.min(spare, (lists[k]?.length ?? 0) - (taken[k] ?? 0));
    taken[k] = (taken[k] ?? 0) + more;
    spare -= more;
  }
  return lists.flatMap((list, k) => list.slice(0, taken[k]));
}

function mockSuggestions(text: string, limit: number): SearchSuggestion[] {
  const catalogue = shopCatalogue();
  const shops = catalogue
    .map((shop) => ({ shop, quality: startsAnyWord(shop.name, text) }))
    .filter((s) => s.quality !== null)
    .sort((a, b) => (a.quality ?? 0) - (b.quality ?? 0) || b.shop.rating - a.shop.rating)
    .slice(0, limit)
    .map(({ shop }) => ({
      kind: 'shop' as const,
      id: shop.id,
      label: shop.name,
      detail: shop.location.city || null,
      shopId: shop.id,
    }));
  const services = new Map<string, { label: string; shops: Set<string> }>();
  for (const shop of catalogue)
    for (const service of shop.services) {
      if (startsAnyWord(service.name, text) === null) continue;
      const name = searchTokens(service.name).join(' ');
      const known = services.get(name) ?? { label: service.name, shops: new Set<string>() };
      known.shops.add(shop.id);
      services.set(name, known);
    }
  const serviceSuggestions = [...services.values()]
    .sort((a, b) => b.shops.size - a.shops.size || a.label.localeCompare(b.label))
    .slice(0, limit)
    .map((s) => ({
      kind: 'service' as const,
      id: s.label,
      label: s.label,
      detail: String(s.shops.size),
    }));
  const places = findMockPlaces(text, limit).map((place) => ({
    kind: 'place' as const,
    id: place.id,
    label: place.label,
    detail: place.province ? `${place.province}, ${place.country}` : place.country,
    latitude: place.latitude,
    longitude: place.longitude,
  }));
  return mix([shops, serviceSuggestions, places], limit);
}

/** Same shapes, validation and messages as the server's search routes. */
export const searchHandlers = [
  http.get('/api/search/suggestions', async ({ request }) => {
    await delay();
    const query = await validateQuery(suggestionsQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    return HttpResponse.json({
      success: true,
      data: { suggestions: mockSuggestions(query.value.query, query.value.limit) },
    });
  }),

  http.get('/api/search/popular', async () => {
    await delay();
    return HttpResponse.json({
      success: true,
      data: { searches: MOCK_POPULAR_SEARCHES.slice(0, POPULAR_SEARCHES_LIMIT) },
    });
  }),
];
