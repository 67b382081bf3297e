import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiSuccess } from '../../src/domain/api';
import type { LoginResult } from '../../src/domain/auth';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/domain/demo';
import {
  PAGE_DATA_ELEMENT_ID,
  pageAnswerKey,
  parsePageData,
  type PageData,
} from '../../src/domain/page-data';
import {
  SEARCH_PAGE_SIZE,
  SEARCH_TEXT_MAX,
  type ShopSearchResult,
  type ShopService,
} from '../../src/domain/search';
import { criteriaFromParams, searchRequestParams } from '../../src/domain/search-url';
import type { Shop } from '../../src/domain/shop';
import { HOME_FEATURED_LIMIT } from '../../src/domain/shop-query';
import { getJson, postJson, startTestApp, type TestApp } from './helpers';

/**
 * The HTML of `/search?…` and `/booking/:id` carries the answers to the page's first reads and a preload of its
 * first photo (server/http/page-data.ts): the same answers the API gives, in the language asked for, the same
 * for a guest and a signed-in visitor (public catalog reads only), and none when there is nothing to answer.
 */
let app: TestApp;
let rootDir: string;

beforeAll(async () => {
  rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orabella-page-data-'));
  fs.mkdirSync(path.join(rootDir, 'dist'));
  fs.writeFileSync(
    path.join(rootDir, 'dist', 'index.html'),
    '<!doctype html><html><head><title>Orabella</title></head><body><div id="root"></div></body></html>',
  );
  app = await startTestApp({ dbName: 'api_page_data', rootDir });
  // the catalog loaded, as on a server that has answered before
  expect((await fetch(`${app.baseUrl}/api/shops/business-types`)).status).toBe(200);
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(rootDir, { recursive: true, force: true });
});

const EN = { 'accept-language': 'en-GB,en;q=0.9' };
const IT = { 'accept-language': 'it-IT,it;q=0.9,en;q=0.5' };

async function page(pathAndQuery: string, headers: Record<string, string> = EN) {
  const response = await fetch(`${app.baseUrl}${pathAndQuery}`, { headers });
  expect(response.status, pathAndQuery).toBe(200);
  const html = await response.text();
  const block = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  const preload = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/.exec(html);
  return {
    html,
    headers: response.headers,
    data: parsePageData(block?.[1]) as PageData | null,
    photo: preload?.[1] ?? null,
  };
}

const api = async <T>(pathAndQuery: string, headers: Record<string, string> = EN) => {
  const res = await getJson<ApiSuccess<T>>(`${app.baseUrl}/api/${pathAndQuery}`, { headers });
  expect(res.status, pathAndQuery).toBe(200);
  return res.body.data;
};

/** The first read of /search?category=haircut, as the page asks for it. */
const SEARCH_KEY = pageAnswerKey(
  'shops/search',
  searchRequestParams(
    criteriaFromParams(new URLSearchParams('category=haircut')),
    1,
    SEARCH_PAGE_SIZE,
  ),
);

describe('page data: /search', () => {
  it("a guest's /search?category=haircut carries the API's first page and counts, and preloads the first photo", async () => {
    const { data, photo, headers } = await page('/search?category=haircut');
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(headers.get('vary')).toMatch(/Accept-Language/);
    expect(data?.language).toBe('en');
    expect(Object.keys(data!.answers).sort()).toEqual(['shops/business-types', SEARCH_KEY]);
    const inPage = data!.answers[SEARCH_KEY] as ShopSearchResult;
    const fromApi = await api<ShopSearchResult>(SEARCH_KEY);
    expect(inPage.shops.length).toBeGreaterThan(0);
    expect(inPage.shops.map((s) => s.id)).toEqual(fromApi.shops.map((s) => s.id));
    expect(inPage.shops.map((s) => s.description)).toEqual(fromApi.shops.map((s) => s.description));
    expect(inPage.total).toBe(fromApi.total);
    expect(data!.answers['shops/business-types']).toEqual(await api('shops/business-types'));
    expect(photo).toBe(inPage.shops[0]!.photos.find(Boolean));
  });

  it("answers in the caller's language, as the API does for it", async () => {
    const { data } = await page('/search?category=haircut', IT);
    expect(data?.language).toBe('it');
    const inPage = data!.answers[SEARCH_KEY] as ShopSearchResult;
    const italian = await api<ShopSearchResult>(SEARCH_KEY, IT);
    const english = await api<ShopSearchResult>(SEARCH_KEY, EN);
    expect(inPage.shops.map((s) => s.description)).toEqual(italian.shops.map((s) => s.description));
    expect(inPage.shops.map((s) => s.description)).not.toEqual(
      english.shops.map((s) => s.description),
    );
  });

  it('a signed-in visitor gets the same public answers and nothing about them', async () => {
    const customer = DEMO_ACCOUNTS.find((a) => a.role === 'customer')!;
    const login = await postJson<ApiSuccess<LoginResult>>(`${app.baseUrl}/api/auth/login`, {
      email: customer.email,
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const signedIn = await page('/search?category=haircut', {
      ...EN,
      cookie,
      authorization: `Bearer ${login.body.data.accessToken}`,
    });
    const guest = await page('/search?category=haircut');
    expect(Object.keys(signedIn.data!.answers).sort()).toEqual(
      Object.keys(guest.data!.answers).sort(),
    );
    const ids = (d: PageData) => (d.answers[SEARCH_KEY] as ShopSearchResult).shops.map((s) => s.id);
    expect(ids(signedIn.data!)).toEqual(ids(guest.data!));
    for (const secret of [
      customer.email,
      login.body.data.user.id,
      login.body.data.accessToken,
      cookie.split('=')[1] ?? '',
    ])
      expect(signedIn.html).not.toContain(secret);
  });

  it('nothing to answer: no criteria, a search waiting for the device position, a refused query', async () => {
    for (const address of [
      '/search',
      '/search?location=Your%20Location',
      `/search?q=${'x'.repeat(SEARCH_TEXT_MAX + 1)}`,
    ]) {
      const { data, photo, html } = await page(address);
      expect(data, address).toBeNull();
      expect(photo, address).toBeNull();
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('text from the address cannot close the data block', async () => {
    const { html, data } = await page(
      `/search?q=${encodeURIComponent('</script><script>alert(1)</script>')}`,
    );
    expect(html.match(/<script/g)).toHaveLength(data ? 1 : 0);
  });

  it('the content security policy still allows no inline script', async () => {
    const { headers } = await page('/search?category=haircut');
    const scriptSrc = /script-src ([^;]*)/.exec(headers.get('content-security-policy') ?? '')?.[1];
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toMatch(/unsafe-inline/);
  });
});

describe('page data: /booking/:shopId', () => {
  it("carries the shop and its services as the API answers them, and preloads the shop's first photo", async () => {
    const featured = await api<{ shops: Shop[] }>('shops/featured');
    const id = featured.shops.find((s) => s.photos.some(Boolean))!.id;
    const { data, photo } = await page(`/booking/${id}`, IT);
    expect(data?.language).toBe('it');
    const shop = await api<{ shop: Shop }>(`shops/${id}`, IT);
    const services = await api<{ services: ShopService[] }>(`shops/${id}/services`, IT);
    expect(Object.keys(data!.answers).sort()).toEqual([`shops/${id}`, `shops/${id}/services`]);
    const inPage = data!.answers[`shops/${id}`] as { shop: Shop };
    const fields = ({ id, name, description, photos, staff }: Shop) => ({
      id,
      name,
      description,
      photos,
      staff,
    });
    expect(fields(inPage.shop)).toEqual(fields(shop.shop));
    expect(data!.answers[`shops/${id}/services`]).toEqual(services);
    expect(photo).toBe(shop.shop.photos.find(Boolean));
  });

  it('an unknown or malformed shop id gets the page without data (the page asks the API)', async () => {
    for (const address of ['/booking/aaaaaaaaaaaaaaaaaaaaaaaa', '/booking/x%20y', '/booking/x']) {
      const { data, photo } = await page(address);
      expect(data, address).toBeNull();
      expect(photo, address).toBeNull();
    }
  });

  it('other pages carry no data', async () => {
    for (const address of ['/login', '/bookings', '/search/extra']) {
      const { data } = await page(address);
      expect(data, address).toBeNull();
    }
  });
});

describe('page data: home', () => {
  /** home's first read: the featured shops before the device's position is known */
  const FEATURED_KEY = pageAnswerKey('shops/featured', { limit: String(HOME_FEATURED_LIMIT) });

  it("carries the featured shops as the API answers them, in the caller's language, and preloads no photo", async () => {
    for (const headers of [EN, IT]) {
      const { data, photo } = await page('/', headers);
      expect(Object.keys(data!.answers)).toEqual([FEATURED_KEY]);
      const inPage = data!.answers[FEATURED_KEY] as { shops: Shop[] };
      const fromApi = await api<{ shops: Shop[] }>(FEATURED_KEY, headers);
      expect(inPage.shops.length).toBeGreaterThan(0);
      expect(inPage.shops.map((s) => s.id)).toEqual(fromApi.shops.map((s) => s.id));
      expect(inPage.shops.map((s) => s.description)).toEqual(
        fromApi.shops.map((s) => s.description),
      );
      // the cards are below the fold on a phone: the hero text is home's largest paint
      expect(photo).toBeNull();
    }
  });
});
