import { delay, http, HttpResponse } from 'msw';
import {
  POPULAR_SEARCHES_LIMIT,
  suggestionsQuerySchema,
  type PopularSearch,
  type SearchSuggestion,
} from '@/domain/search';
import { SuggestionIndex, suggestionsFor } from '@/domain/search-suggestions';
import { mockShopContent } from '../data/shop-content';
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

/** Suggestions from src/domain's index over the mock shops (the server's), mixed with the mock places. */
function mockSuggestions(text: string, limit: number): SearchSuggestion[] {
  const index = new SuggestionIndex(shopCatalogue(), mockShopContent);
  return suggestionsFor(index, findMockPlaces(text, limit), text, limit);
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
