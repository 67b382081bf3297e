import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseCatalogLoader, ShopCatalog } from '../../server/modules/shops/shop-catalog';
import { createShopsService } from '../../server/modules/shops/shops.service';
import type { ApiFailure, ApiSuccess } from '../../src/domain/api';
import { haversineKm, roundKm } from '../../src/domain/geo';
import type { ShopSearchResult } from '../../src/domain/search';
import { getJson, startTestApp, type TestApp } from './helpers';
import {
  CENTRE,
  FIXTURES,
  ROMA_PLACE,
  TUESDAY_10_ROME,
  insertFixtures,
} from './support/shops-search-fixtures';

/**
 * GET /api/shops/search over real HTTP and FerretDB, on a small hand-made catalogue whose every answer can be
 * worked out by hand (rules: header comment of src/domain/search.ts). The clock is fixed: Tuesday 16 June 2026,
 * 10:00 in Rome.
 */
describe('GET /api/shops/search', () => {
  let app: TestApp;
  let clock = TUESDAY_10_ROME;
  const searches: [string, number][] = [];

  const search = async (query: string) => {
    const res = await getJson<ApiSuccess<ShopSearchResult>>(
      `${app.baseUrl}/api/shops/search${query ? `?${query}` : ''}`,
    );
    expect(res.status, query).toBe(200);
    return res.body.data;
  };
  const ids = async (query: string) => (await search(query)).shops.map((s) => s.id);

  beforeAll(async () => {
    app = await startTestApp({
      dbName: 'api_shops_search',
      seed: false,
      services: (real) => ({
        ...real,
        shops: createShopsService({
          // every approved fixture, set up or not: shops without coordinates (which the onboarding rule keeps
          // out of the public catalog) still test the engine's distance rules
          catalog: new ShopCatalog({
            loader: createDatabaseCatalogLoader({ requireSetup: false }),
          }),
          geocoder: {
            search: (text) =>
              Promise.resolve(text.trim().toLowerCase() === 'roma' ? [ROMA_PLACE] : []),
          },
          onSearch: (text, total) => searches.push([text, total]),
          now: () => clock,
        }),
      }),
    });
    await insertFixtures();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('without parameters lists every approved shop, best rated first, ties by id', async () => {
    const result = await search('');
    expect(result).toMatchObject({ total: 7, totalPages: 1, page: 1, limit: 20, origin: null });
    expect(result.shops.map((s) => s.id)).toEqual([
      'alpha-salon', // 5.0
      'charlie-spa', // 4.5
      'echo-clinic', // 4.2
      'bravo-barber', // 4.0 from 20
      'hotel-barber', // 4.0 from 20
      'delta-nails', // 3.0
      'foxtrot-massage', // no reviews
    ]);
    const alpha = result.shops[0]!;
    expect(alpha).toMatchObject({
      rating: 5,
      reviewCount: 10,
      ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 10 },
      priceRange: { min: 40, max: 70 },
      status: 'open',
      hasAvailability: true,
    });
    expect(alpha.distance).toBeUndefined();
    const charlie = result.shops.find((s) => s.id === 'charlie-spa')!;
    expect(charlie.status).toBe('closed'); // its special date closes it today
    expect(charlie.specialDates).toEqual([
      { date: '2026-06-16', isClosed: true, start: null, end: null, description: '' },
    ]);
    expect(result.shops.find((s) => s.id === 'foxtrot-massage')!.status).toBe('unknown');
  });

  it('sorts by every sort, ties broken by id', async () => {
    expect(await ids('sortBy=rating')).toEqual(await ids(''));
    expect(await ids('sortBy=reviews')).toEqual([
      'bravo-barber',
      'hotel-barber',
      'alpha-salon',
      'charlie-spa',
      'echo-clinic',
      'delta-nails',
      'foxtrot-massage',
    ]);
    // min price ascending, shops without services last
    expect(await ids('sortBy=price_low')).toEqual([
      'bravo-barber', // 15
      'echo-clinic', // 18
      'hotel-barber', // 25
      'delta-nails', // 30
      'alpha-salon', // 40
      'charlie-spa', // 60
      'foxtrot-massage',
    ]);
    // max price descending, shops without services last
    expect(await ids('sortBy=price_high')).toEqual([
      'charlie-spa', // 90
      'echo-clinic', // 80
      'alpha-salon', // 70
      'delta-nails', // 30
      'hotel-barber', // 25
      'bravo-barber', // 20
      'foxtrot-massage',
    ]);
    expect(await ids('sortBy=newest')).toEqual([
      'foxtrot-massage',
      'charlie-spa',
      'bravo-barber',
      'hotel-barber',
      'echo-clinic',
      'alpha-salon',
      'delta-nails',
    ]);
    expect(await ids('sortBy=alphabetical')).toEqual([
      'alpha-salon',
      'bravo-barber',
      'charlie-spa',
      'delta-nails',
      'echo-clinic',
      'foxtrot-massage',
      'hotel-barber',
    ]);
    // distance without a position falls back to relevance
    expect(await ids('sortBy=distance')).toEqual(await ids(''));
  });

  it('with coordinates, every shop carries its distance; distance sort puts shops without one last', async () => {
    const result = await search(
      `coordinates=${CENTRE.latitude},${CENTRE.longitude}&sortBy=distance`,
    );
    expect(result.origin).toEqual({ ...CENTRE, name: null, radiusKm: null });
    expect(result.shops.map((s) => s.id)).toEqual([
      'alpha-salon',
      'hotel-barber',
      'bravo-barber',
      'charlie-spa',
      'delta-nails',
      'echo-clinic',
      'foxtrot-massage',
    ]);
    for (const shop of result.shops) {
      const { latitude, longitude } = shop.location;
      expect(shop.distance).toBe(
        latitude === null || longitude === null
          ? null
          : roundKm(haversineKm(CENTRE, { latitude, longitude })),
      );
    }
    expect(result.shops[2]!.distance).toBeCloseTo(1, 1);
  });

  it('filters by radius (radiusKm, or distance), inclusive at the edge', async () => {
    const at = `coordinates=${CENTRE.latitude},${CENTRE.longitude}`;
    expect(await ids(`${at}&radiusKm=2`)).toEqual(['alpha-salon', 'bravo-barber', 'hotel-barber']);
    expect(await ids(`${at}&distance=5`)).toEqual([
      'alpha-salon',
      'charlie-spa',
      'bravo-barber',
      'hotel-barber',
    ]);
    const bravo = FIXTURES.find((f) => f.id === 'bravo-barber')!.at as typeof CENTRE;
    const exact = haversineKm(CENTRE, bravo);
    expect(await ids(`${at}&radiusKm=${exact}&sortBy=distance`)).toEqual([
      'alpha-salon',
      'hotel-barber',
      'bravo-barber',
    ]);
    expect(await ids(`${at}&radiusKm=${exact - 0.001}`)).not.toContain('bravo-barber');
  });

  it('resolves location text through the geocoder, else matches city, address or zip code', async () => {
    const roma = await search('location=Roma&sortBy=distance');
    expect(roma.origin).toEqual({ ...CENTRE, name: 'Roma (RM)', radiusKm: 10 });
    expect(roma.shops.map((s) => s.id)).toEqual([
      'alpha-salon',
      'hotel-barber',
      'bravo-barber',
      'charlie-spa',
      'delta-nails',
    ]);
    expect(roma.shops.every((s) => typeof s.distance === 'number')).toBe(true);
    // not in the gazetteer: text match, no origin
    const milano = await search('location=milano');
    expect(milano.origin).toBeNull();
    expect(milano.shops.map((s) => s.id)).toEqual(['echo-clinic']);
    expect(await ids('location=20133')).toEqual(['echo-clinic']);
    expect(await ids('location=pascoli')).toEqual(['echo-clinic']);
    // coordinates win over location
    const both = await search('coordinates=45.4642,9.19&location=Roma&sortBy=distance');
    expect(both.origin?.name).toBeNull();
    expect(both.shops[0]).toMatchObject({ id: 'echo-clinic', distance: 0 });
  });

  it('matches text by prefix, by typo and with every word, accent-insensitive; reports it', async () => {
    searches.length = 0;
    // a haircut by name, by service key (Bravo's Classic Cut) or by a vocabulary word in a service name ("Cut")
    expect((await ids('search=haircut')).sort()).toEqual([
      'alpha-salon',
      'bravo-barber',
      'hotel-barber',
    ]);
    expect((await ids('search=taglio')).sort()).toEqual([
      'alpha-salon',
      'bravo-barber',
      'hotel-barber',
    ]);
    expect((await ids('search=barb')).sort()).toEqual(['bravo-barber', 'hotel-barber']);
    expect((await ids('search=masage')).sort()).toEqual(['charlie-spa', 'foxtrot-massage']);
    expect(await ids('search=alpha%20studio')).toEqual(['alpha-salon']);
    expect(await ids('search=alpha%20spa')).toEqual([]);
    expect(await ids('search=CITTA')).toEqual(['echo-clinic']);
    expect(await ids('search=golf')).toEqual([]); // pending shops are never public
    expect(searches).toEqual([
      ['haircut', 3],
      ['taglio', 3],
      ['barb', 2],
      ['masage', 2],
      ['alpha studio', 1],
      ['alpha spa', 0],
      ['CITTA', 1],
      ['golf', 0],
    ]);
  });

  it('filters by business type, rating, price overlap, features and services', async () => {
    expect(await ids('businessType=salon,spa')).toEqual(['alpha-salon', 'charlie-spa']);
    expect(await ids('minRating=4.2')).toEqual(['alpha-salon', 'charlie-spa', 'echo-clinic']);
    expect(await ids('minPrice=50')).toEqual([
      'alpha-salon',
      'charlie-spa',
      'echo-clinic',
      'foxtrot-massage',
    ]);
    expect(await ids('maxPrice=20')).toEqual(['echo-clinic', 'bravo-barber', 'foxtrot-massage']);
    expect(await ids('minPrice=20&maxPrice=25')).toEqual([
      'echo-clinic',
      'bravo-barber',
      'hotel-barber',
      'foxtrot-massage',
    ]);
    expect(await ids('features=wifi,parking')).toEqual(['alpha-salon', 'charlie-spa']);
    expect(await ids('features=credit_cards')).toEqual(['bravo-barber']);
    expect(await ids('services=manicure')).toEqual(['delta-nails']);
    expect(await ids('services=haircut')).toEqual(['alpha-salon', 'bravo-barber', 'hotel-barber']);
    expect(await ids('services=massage,facial')).toEqual(['charlie-spa', 'echo-clinic']);
  });

  it('openNow and hasAvailability follow the clock, special dates and overnight hours', async () => {
    expect(await ids('openNow=true')).toEqual(['alpha-salon', 'echo-clinic', 'bravo-barber']);
    expect(await ids('hasAvailability=true')).toEqual([
      'alpha-salon',
      'charlie-spa',
      'echo-clinic',
      'bravo-barber',
      'hotel-barber',
      'delta-nails',
    ]);
    clock = new Date('2026-06-16T22:30:00Z'); // Wednesday 00:30 in Rome
    try {
      expect(await ids('openNow=true')).toEqual(['hotel-barber']);
    } finally {
      clock = TUESDAY_10_ROME;
    }
  });

  it('pages: total counts every match, a page past the end is empty with the same totals', async () => {
    const page2 = await search('sortBy=alphabetical&limit=2&page=2');
    expect(page2).toMatchObject({ total: 7, totalPages: 4, page: 2, limit: 2 });
    expect(page2.shops.map((s) => s.id)).toEqual(['charlie-spa', 'delta-nails']);
    const past = await search('sortBy=alphabetical&limit=2&page=5');
    expect(past).toMatchObject({ total: 7, totalPages: 4, shops: [] });
    const none = await search('search=zzzz');
    expect(none).toMatchObject({ total: 0, totalPages: 0, shops: [] });
  });

  it('refuses invalid parameters with a 400 naming the parameter', async () => {
    const cases: [string, string][] = [
      ['page=-1', 'page'],
      ['limit=51', 'limit'],
      ['coordinates=91,12', 'coordinates'],
      ['sortBy=cheapest', 'sortBy'],
      ['minPrice=abc', 'minPrice'],
      ['businessType=hotel', 'businessType'],
      ['minPrice=50&maxPrice=10', 'minPrice'],
      ['radiusKm=0', 'radiusKm'],
      ['features=pool', 'features'],
      ['openNow=maybe', 'openNow'],
    ];
    for (const [query, parameter] of cases) {
      const { status, body } = await getJson<ApiFailure>(
        `${app.baseUrl}/api/shops/search?${query}`,
      );
      expect(status, query).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message, query).toBe(`Invalid query parameter: ${parameter}`);
      expect(Object.keys(body.errors ?? {}), query).toEqual([parameter]);
    }
  });
});
