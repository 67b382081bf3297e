import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiFailure, ApiSuccess } from '../../src/domain/api';
import type { ShopListResult, ShopSearchResult } from '../../src/domain/search';
import {
  DEFAULT_SEARCH_FILTERS,
  EMPTY_SEARCH_CRITERIA,
  searchRequestParams,
} from '../../src/domain/search-url';
import { getJson, startTestApp, type TestApp } from './helpers';

/**
 * The catalog's query strings on the seeded demo data: `coordinates` as "lat,lng" or as JSON text (spec 03 §7
 * sends JSON to /shops), and unknown parameters refused with a 400 naming them instead of being ignored.
 */
const ROME = { latitude: 41.9, longitude: 12.5 };
const JSON_ROME = encodeURIComponent(JSON.stringify(ROME));

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ dbName: 'api_shops_query_params' });
});
afterAll(async () => {
  await app?.close();
});

const get = <T>(path: string) => getJson<T>(`${app.baseUrl}/api${path}`);
const ids = (shops: { id: string }[]) => shops.map((s) => s.id);

describe('coordinates as JSON text', () => {
  it('/shops/search answers {"latitude","longitude"} exactly as "lat,lng"', async () => {
    const pair = await get<ApiSuccess<ShopSearchResult>>(
      `/shops/search?coordinates=41.9,12.5&radiusKm=5&sortBy=distance&limit=50`,
    );
    const json = await get<ApiSuccess<ShopSearchResult>>(
      `/shops/search?coordinates=${JSON_ROME}&radiusKm=5&sortBy=distance&limit=50`,
    );
    expect(json.status).toBe(200);
    expect(pair.body.data.total).toBeGreaterThan(0);
    expect(ids(json.body.data.shops)).toEqual(ids(pair.body.data.shops));
    expect(json.body.data.origin).toEqual({ ...ROME, name: null, radiusKm: 5 });
  });

  it('/shops takes the search filters, coordinates in either form, and answers in the list shape', async () => {
    const json = await get<ApiSuccess<ShopListResult>>(
      `/shops?coordinates=${JSON_ROME}&radiusKm=3&sortBy=distance&limit=5`,
    );
    expect(json.status).toBe(200);
    expect(Object.keys(json.body.data).sort()).toEqual([
      'limit',
      'page',
      'shops',
      'total',
      'totalPages',
    ]);
    expect(json.body.data.limit).toBe(5);
    const distances = json.body.data.shops.map((s) => s.distance!);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances.every((d) => d <= 3)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const pair = await get<ApiSuccess<ShopListResult>>(
      `/shops?coordinates=41.9,12.5&radiusKm=3&sortBy=distance&limit=5`,
    );
    expect(pair.body.data).toEqual(json.body.data);
    // without filters: the plain list, as before (10 by default)
    const plain = await get<ApiSuccess<ShopListResult>>('/shops');
    expect(plain.body.data.limit).toBe(10);
    expect(plain.body.data.shops.every((s) => s.distance === undefined)).toBe(true);
  });

  it('refuses coordinates that are neither form, or out of range', async () => {
    for (const bad of [
      '{"latitude":41.9}',
      '{"latitude":41.9,"longitude":12.5,"x":1}',
      '{"latitude":"41.9","longitude":12.5}',
      '{"latitude":91,"longitude":12.5}',
      '{latitude:41.9,longitude:12.5}',
      '[41.9,12.5]',
      '41.9;12.5',
    ]) {
      for (const path of ['/shops/search', '/shops']) {
        const answer = await get<ApiFailure>(`${path}?coordinates=${encodeURIComponent(bad)}`);
        expect(answer.status, `${path} ${bad}`).toBe(400);
        expect(answer.body.errors, `${path} ${bad}`).toEqual({ coordinates: 'validation.range' });
      }
    }
  });
});

describe('unknown query parameters', () => {
  it('are refused with 400 INVALID_QUERY naming each of them, on /shops/search and /shops', async () => {
    for (const path of ['/shops/search', '/shops']) {
      const answer = await get<ApiFailure>(`${path}?latitude=41.9&longitude=12.5&limit=5`);
      expect(answer.status, path).toBe(400);
      expect(answer.body.code, path).toBe('INVALID_QUERY');
      expect(answer.body.errors, path).toEqual({
        latitude: 'validation.unknownField',
        longitude: 'validation.unknownField',
      });
      expect(answer.body.message, path).toBe('Invalid query parameters: latitude, longitude');
    }
    const misspelt = await get<ApiFailure>('/shops/search?minRatng=4');
    expect(misspelt.body.errors).toEqual({ minRatng: 'validation.unknownField' });
    // asked twice: never served from the answer cache
    expect((await get<ApiFailure>('/shops/search?minRatng=4')).status).toBe(400);
  });

  it('every parameter the search page sends is still accepted', async () => {
    const params = searchRequestParams(
      {
        ...EMPTY_SEARCH_CRITERIA,
        text: 'hair',
        coordinates: ROME,
        mapRadiusKm: 25,
        sortBy: 'distance',
        filters: {
          ...DEFAULT_SEARCH_FILTERS,
          businessTypes: ['salon', 'barbershop'],
          priceRange: { min: 10, max: 200 },
          minRating: 3,
          distance: 25,
          features: ['parking', 'wifi'],
          openNow: true,
          hasAvailability: true,
          services: ['haircut'],
        },
      },
      2,
      12,
    );
    expect(Object.keys(params).sort()).toEqual(
      [
        'businessType',
        'coordinates',
        'distance',
        'features',
        'hasAvailability',
        'limit',
        'maxPrice',
        'minPrice',
        'minRating',
        'openNow',
        'page',
        'radiusKm',
        'search',
        'services',
        'sortBy',
      ].sort(),
    );
    const answer = await get<ApiSuccess<ShopSearchResult>>(
      `/shops/search?${new URLSearchParams(params).toString()}`,
    );
    expect(answer.status).toBe(200);
    const located = searchRequestParams(
      { ...EMPTY_SEARCH_CRITERIA, location: 'Roma', text: 'taglio' },
      1,
      12,
    );
    expect((await get(`/shops/search?${new URLSearchParams(located).toString()}`)).status).toBe(
      200,
    );
  });
});
