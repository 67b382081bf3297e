import { delay, http, HttpResponse } from 'msw';
import { haversineKm } from '@/domain/geo';
import {
  REVERSE_MAX_KM,
  geocodingSearchQuerySchema,
  reverseGeocodingQuerySchema,
  type Place,
} from '@/domain/geocoding';
import { normalizeSearchText } from '@/domain/search';
import { MOCK_PLACES, MOCK_PLACE_ALIASES } from '../data/places';
import { validateQuery } from './validation';
import { failure } from './failure';

const key = (text: string) =>
  normalizeSearchText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Places whose name (or alias) starts with the text: exact names first, then cities, then shorter names. */
export function findMockPlaces(text: string, limit: number): Place[] {
  const prefix = key(text);
  if (!prefix) return [];
  const scored: Array<{ place: Place; exact: boolean }> = [];
  for (const place of MOCK_PLACES) {
    const names = [
      key(place.name),
      ...Object.entries(MOCK_PLACE_ALIASES)
        .filter(([, id]) => id === place.id)
        .map(([alias]) => alias),
    ];
    if (names.some((n) => n.startsWith(prefix)))
      scored.push({ place, exact: names.includes(prefix) });
  }
  return scored
    .sort(
      (a, b) =>
        Number(b.exact) - Number(a.exact) ||
        Number(a.place.kind === 'district') - Number(b.place.kind === 'district') ||
        a.place.name.length - b.place.name.length,
    )
    .slice(0, limit)
    .map((s) => s.place);
}

/** Like the server: a label ("Trastevere, Roma (RM)") or an address ("Via X 1, Roma") finds its place. */
function searchMockPlaces(text: string, limit: number): Place[] {
  const parts = text
    .replace(/\([A-Za-z]{2}\)\s*$/, '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  for (const part of parts) {
    const found = findMockPlaces(part, limit);
    if (found.length > 0) return found;
  }
  return [];
}

/** Same shapes, validation and messages as the server's geocoding routes. */
export const geocodingHandlers = [
  http.get('/api/geocoding/search', async ({ request }) => {
    await delay();
    const query = await validateQuery(geocodingSearchQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const results = searchMockPlaces(query.value.address, query.value.limit);
    if (results.length === 0) return failure('LOCATION_NOT_FOUND');
    return HttpResponse.json({ success: true, data: { results } });
  }),

  http.get('/api/geocoding/reverse', async ({ request }) => {
    await delay();
    const query = await validateQuery(reverseGeocodingQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const nearest = MOCK_PLACES.map((place) => ({
      place,
      km: haversineKm(query.value, place),
    }))
      .filter((p) => p.km <= REVERSE_MAX_KM)
      .sort((a, b) => a.km - b.km)[0];
    if (!nearest) return failure('LOCATION_UNKNOWN');
    return HttpResponse.json({
      success: true,
      data: { address: nearest.place.label, place: nearest.place },
    });
  }),
];
