import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PopularSearch } from '../../src/domain/search';
import { SearchCountModel } from '../../server/models/search-count.model';
import { createPopularSearches } from '../../server/modules/search/popular-searches';
import { getJson, startTestApp, type TestApp } from './helpers';
import type { Envelope } from './profile-fixtures';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-search-popular' });
});
afterAll(async () => {
  await app.services.popular.close();
  await app.close();
});

const searchShops = async (text: string) => {
  const { status, body } = await getJson<Envelope<{ total: number }>>(
    `${app.baseUrl}/api/shops/search?search=${encodeURIComponent(text)}`,
  );
  expect(status).toBe(200);
  return body.data.total;
};
const popular = async () => {
  const { status, body } = await getJson<Envelope<{ searches: PopularSearch[] }>>(
    `${app.baseUrl}/api/search/popular`,
  );
  expect(status).toBe(200);
  return body.data.searches;
};

describe('GET /api/search/popular', () => {
  it('starts empty on a fresh database', async () => {
    expect(await popular()).toEqual([]);
  });

  it('counts real searches per normalised text, most searched first, and keeps them', async () => {
    expect(await searchShops('Balayage')).toBeGreaterThan(0);
    expect(await searchShops('  balayage ')).toBeGreaterThan(0);
    expect(await searchShops('BALAYAGE')).toBeGreaterThan(0);
    expect(await searchShops('manicure')).toBeGreaterThan(0);
    // Not counted: nothing found, or too long to be a popular search.
    expect(await searchShops('qqxqqxqq')).toBe(0);
    await searchShops(`balayage ${'x'.repeat(60)}`);

    await app.services.popular.flush();
    expect(await SearchCountModel.findById('balayage').lean()).toMatchObject({ count: 3 });

    const searches = await popular();
    expect(searches.slice(0, 2)).toEqual([
      { query: 'balayage', count: 3 },
      { query: 'manicure', count: 1 },
    ]);
    expect(searches.map((s) => s.query)).not.toContain('qqxqqxqq');
    expect(searches.some((s) => s.query.length > 60)).toBe(false);

    // Another instance (or a restart) reads the same counts from the database.
    const fresh = createPopularSearches();
    expect((await fresh.top(10)).slice(0, 2)).toEqual(searches.slice(0, 2));
  });

  it('adds later searches to the stored counts', async () => {
    for (let i = 0; i < 5; i += 1) await searchShops('manicure');
    await app.services.popular.flush();
    expect(await SearchCountModel.findById('manicure').lean()).toMatchObject({ count: 6 });
    expect((await popular()).slice(0, 2)).toEqual([
      { query: 'manicure', count: 6 },
      { query: 'balayage', count: 3 },
    ]);
  });
});
