import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogFromDatabase, ShopCatalog } from '../../server/modules/shops/shop-catalog';
import { createShopsService } from '../../server/modules/shops/shops.service';
import type { ApiSuccess } from '../../src/domain/api';
import { DEMO_PASSWORD } from '../../src/domain/demo';
import type {
  BusinessTypeCounts,
  SearchSuggestion,
  ShopListResult,
  ShopSearchResult,
} from '../../src/domain/search';
import { getJson, postJson, startTestApp, type TestApp } from './helpers';

/**
 * Caches that follow the catalog: an answer kept from before an admin's approval is never served after it. The
 * seeded pending shop 'Studio Unghie Aventino' is not public until approved; every read below is asked twice
 * before the approval (so the second is a cached answer) and right after it, several at once. The catalog's
 * reloads take as long as they do at 10k+ shops (a few seconds), longer than the previous snapshot used to be
 * served for while a reload ran.
 */
const RELOAD_MS = 2_500;
const PENDING_ID = 'studio-unghie-aventino-roma';
const SEARCHES = [
  '?search=Aventino',
  '?search=Aventino&limit=12&page=1',
  '?businessType=nail_salon&limit=50',
  '?coordinates=41.88,12.48&radiusKm=3&limit=50',
];

let app: TestApp;
let adminToken = '';

beforeAll(async () => {
  let loads = 0;
  app = await startTestApp({
    dbName: 'api_search_freshness',
    services: (real) => {
      const catalog = new ShopCatalog({
        loader: async () => {
          loads += 1;
          if (loads > 1) await sleep(RELOAD_MS);
          return loadCatalogFromDatabase();
        },
      });
      // the app's own changes (the admin's approval) reach this catalog as they reach the app's
      real.shops.catalog.onInvalidate(() => catalog.invalidate());
      return { ...real, shops: createShopsService({ catalog, geocoder: real.geocoder }) };
    },
  });
  const login = await postJson<ApiSuccess<{ accessToken: string }>>(
    `${app.baseUrl}/api/auth/login`,
    { email: 'admin@orabella.demo', password: DEMO_PASSWORD },
  );
  expect(login.status).toBe(200);
  adminToken = login.body.data.accessToken;
});
afterAll(async () => {
  await app?.close();
});

const search = async (query: string) =>
  (await getJson<ApiSuccess<ShopSearchResult>>(`${app.baseUrl}/api/shops/search${query}`)).body
    .data;
const ids = (result: { shops: { id: string }[] }) => result.shops.map((s) => s.id);

describe('search answers after an admin approves a shop', () => {
  it('the same searches, asked again at once, include the newly approved shop', async () => {
    const before = new Map<string, ShopSearchResult>();
    for (const query of SEARCHES) {
      await search(query);
      const cached = await search(query);
      expect(ids(cached), query).not.toContain(PENDING_ID);
      before.set(query, cached);
    }
    const list = async () =>
      (await getJson<ApiSuccess<ShopListResult>>(`${app.baseUrl}/api/shops?limit=50&page=2`)).body
        .data;
    const counts = async () =>
      (await getJson<ApiSuccess<BusinessTypeCounts>>(`${app.baseUrl}/api/shops/business-types`))
        .body.data.counts;
    const suggested = async () =>
      (
        await getJson<ApiSuccess<{ suggestions: SearchSuggestion[] }>>(
          `${app.baseUrl}/api/search/suggestions?query=Aventino`,
        )
      ).body.data.suggestions.map((s) => s.shopId ?? null);
    await suggested();
    expect(await suggested()).not.toContain(PENDING_ID);
    const listBefore = await list();
    const countsBefore = await counts();
    expect((await getJson(`${app.baseUrl}/api/shops/${PENDING_ID}`)).status).toBe(404);

    const approved = await postJson(
      `${app.baseUrl}/api/admin/shops/${PENDING_ID}/approve`,
      {},
      { authorization: `Bearer ${adminToken}` },
    );
    expect(approved.status).toBe(200);

    // all at once: the reads arriving while the reload runs wait for it too
    const after = await Promise.all(SEARCHES.map((query) => search(query)));
    for (const [i, query] of SEARCHES.entries()) {
      expect(ids(after[i]!), query).toContain(PENDING_ID);
      expect(after[i]!.total, query).toBe(before.get(query)!.total + 1);
    }
    expect((await list()).total).toBe(listBefore.total + 1);
    expect(await suggested()).toContain(PENDING_ID);
    expect((await counts()).nail_salon).toBe(countsBefore.nail_salon + 1);
    expect((await getJson(`${app.baseUrl}/api/shops/${PENDING_ID}`)).status).toBe(200);
  });
});
