import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/db/ferretdb';
import { buildDemoData } from '../../server/db/seed/demo-data';
import { buildPendingShops } from '../../server/db/seed/pending-shops';
import {
  linkCatalogEvents,
  redisCatalogEvents,
  type CatalogEvents,
} from '../../server/modules/shops/catalog-events';
import { ShopCatalog } from '../../server/modules/shops/shop-catalog';
import { recordShopReview } from '../../server/modules/shops/shop-ratings';
import type { ApiFailure, ApiSuccess } from '../../src/domain/api';
import { haversineKm } from '../../src/domain/geo';
import { summarizeRatings } from '../../src/domain/ratings';
import type { BusinessTypeCounts, ShopListResult, ShopService } from '../../src/domain/search';
import { BUSINESS_TYPES, type Shop } from '../../src/domain/shop';
import { getJson, startTestApp, type TestApp } from './helpers';

const demo = buildDemoData();
const AURORA = 'salone-aurora-roma';

function isBestRatedFirst(shops: Shop[]): boolean {
  return shops.every(
    (cur, i) =>
      i === 0 ||
      shops[i - 1]!.rating > cur.rating ||
      (shops[i - 1]!.rating === cur.rating && shops[i - 1]!.reviewCount >= cur.reviewCount),
  );
}

describe('shop catalog endpoints (seeded demo data)', () => {
  let app: TestApp;
  const get = <T>(path: string) => getJson<T>(`${app.baseUrl}/api/shops${path}`);

  beforeAll(async () => {
    app = await startTestApp({ dbName: 'api_shops_catalog' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('GET /api/shops pages through the approved shops, best rated first', async () => {
    const first = await get<ApiSuccess<ShopListResult>>('');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      total: demo.shops.length,
      totalPages: Math.ceil(demo.shops.length / 10),
      page: 1,
      limit: 10,
    });
    expect(first.body.data.shops).toHaveLength(10);
    const all = await get<ApiSuccess<ShopListResult>>(`?limit=50&page=2`);
    expect(all.body.data.shops).toHaveLength(Math.min(50, demo.shops.length - 50));
    expect(isBestRatedFirst(first.body.data.shops)).toBe(true);
    const pendingIds = new Set(buildPendingShops().shops.map((s) => s._id));
    const listed = [
      ...(await get<ApiSuccess<ShopListResult>>('?limit=50')).body.data.shops,
      ...all.body.data.shops,
    ];
    expect(listed.some((s) => pendingIds.has(s.id))).toBe(false);
    expect(new Set(listed.map((s) => s.id)).size).toBe(demo.shops.length);
    expect((await get<ApiFailure>('?limit=51')).body.errors).toEqual({ limit: 'validation.range' });
  });

  it('derives rating, review count and distribution from the stored star counters', async () => {
    const seeded = demo.shops.find((s) => s._id === AURORA)!;
    const distribution = {
      1: seeded.ratings.one,
      2: seeded.ratings.two,
      3: seeded.ratings.three,
      4: seeded.ratings.four,
      5: seeded.ratings.five,
    };
    const { body } = await get<ApiSuccess<{ shop: Shop }>>(`/${AURORA}`);
    expect(body.data.shop.ratingDistribution).toEqual(distribution);
    expect(body.data.shop).toMatchObject(summarizeRatings(distribution));
  });

  it('GET /api/shops/nearby: at most 10 within 5 km, nearest first', async () => {
    const aurora = demo.shops.find((s) => s._id === AURORA)!.location;
    const { status, body } = await get<ApiSuccess<{ shops: Shop[] }>>(
      `/nearby?latitude=${aurora.latitude}&longitude=${aurora.longitude}`,
    );
    expect(status).toBe(200);
    const { shops } = body.data;
    const expected = demo.shops.filter((s) => haversineKm(aurora, s.location) <= 5).length;
    expect(shops).toHaveLength(Math.min(10, expected));
    expect(shops[0]).toMatchObject({ id: AURORA, distance: 0 });
    for (let i = 1; i < shops.length; i += 1)
      expect(shops[i]!.distance!).toBeGreaterThanOrEqual(shops[i - 1]!.distance!);
    expect(shops.every((s) => s.distance! <= 5)).toBe(true);
    const far = await get<ApiSuccess<{ shops: Shop[] }>>('/nearby?latitude=40&longitude=10');
    expect(far.body.data.shops).toEqual([]);
    const bad = await get<ApiFailure>('/nearby?latitude=91&longitude=12');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ latitude: 'validation.range' });
    expect((await get<ApiFailure>('/nearby?latitude=41')).body.errors).toHaveProperty('longitude');
  });

  it('GET /api/shops/top-rated: the 10 best rated', async () => {
    const { body } = await get<ApiSuccess<{ shops: Shop[] }>>('/top-rated');
    expect(body.data.shops).toHaveLength(10);
    expect(isBestRatedFirst(body.data.shops)).toBe(true);
    const list = await get<ApiSuccess<ShopListResult>>('?limit=10');
    expect(body.data.shops.map((s) => s.id)).toEqual(list.body.data.shops.map((s) => s.id));
  });

  it('GET /api/shops/business-types counts the approved shops per type', async () => {
    const { body } = await get<ApiSuccess<BusinessTypeCounts>>('/business-types');
    expect(Object.keys(body.data.counts).sort()).toEqual([...BUSINESS_TYPES].sort());
    for (const type of BUSINESS_TYPES)
      expect(body.data.counts[type], type).toBe(
        demo.shops.filter((s) => s.businessType === type).length,
      );
  });

  it('GET /api/shops/:id/services returns the full services in menu order; 404 otherwise', async () => {
    const { status, body } = await get<ApiSuccess<{ services: ShopService[] }>>(
      `/${AURORA}/services`,
    );
    expect(status).toBe(200);
    const seeded = demo.services.filter((s) => s.shopId === AURORA);
    expect(body.data.services.map((s) => s.id)).toEqual(seeded.map((s) => s._id));
    const first = seeded[0]!;
    expect(body.data.services[0]).toEqual({
      id: first._id,
      name: first.name.en,
      description: first.description.en,
      duration: first.durationMinutes,
      price: first.priceCents / 100,
      category: {
        id: first.category,
        name: expect.any(String),
        color: expect.stringMatching(/^#/),
      },
      includes: first.includes.map((text) => text.en),
      requirements: first.requirements.map((text) => text.en),
      bookable: true,
      minNoticeHours: 1,
      maxAdvanceDays: 90,
      // the demo's services have no uploaded picture
      image: null,
    });
    const pending = buildPendingShops().shops[0]!._id;
    for (const path of [
      '/no-such-shop/services',
      `/${pending}/services`,
      `/${pending}`,
      '/UPPER',
    ]) {
      const missing = await get<ApiFailure>(path);
      expect(missing.status, path).toBe(404);
      expect(missing.body).toEqual({
        success: false,
        code: 'SHOP_NOT_FOUND',
        message: 'Shop not found',
      });
    }
  });

  it('shows a shop its special dates from today on', async () => {
    const withDates = demo.shops.find((s) => s.specialDates.length > 0)!;
    const { body } = await get<ApiSuccess<{ shop: Shop }>>(`/${withDates._id}`);
    expect(body.data.shop.specialDates).toEqual(
      withDates.specialDates.map((d) => ({ ...d, description: d.description.en })),
    );
  });

  it('a recorded review counts once and shows in the derived rating at once', async () => {
    const before = (await get<ApiSuccess<{ shop: Shop }>>(`/${AURORA}`)).body.data.shop;
    const catalog = app.services.shops.catalog;
    const review = { shopId: AURORA, userId: 'user-demo-customer', bookingId: 'b-1', rating: 1 };
    expect(await recordShopReview(review, { catalog })).toBe(true);
    expect(await recordShopReview(review, { catalog })).toBe(false); // same booking: not counted again
    const after = (await get<ApiSuccess<{ shop: Shop }>>(`/${AURORA}`)).body.data.shop;
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.ratingDistribution[1]).toBe(before.ratingDistribution[1] + 1);
    expect(after.rating).toBe(summarizeRatings(after.ratingDistribution).rating);
    await expect(
      recordShopReview({ ...review, shopId: 'no-such-shop' }, { catalog }),
    ).rejects.toMatchObject({ status: 404, message: 'Shop not found' });
    await expect(recordShopReview({ ...review, rating: 6 }, { catalog })).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe('catalog freshness across instances (Redis)', () => {
  let redis: ChildProcess;
  const events: CatalogEvents[] = [];

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 10_000;
    while (
      spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() !==
      'PONG'
    ) {
      if (Date.now() > deadline) throw new Error('redis-server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (let i = 0; i < 2; i += 1)
      events.push(await redisCatalogEvents({ url: `redis://127.0.0.1:${port}` }));
  });
  afterAll(async () => {
    for (const e of events) await e.close();
    redis?.kill('SIGTERM');
  });

  it("one instance's change makes the other reload; an instance does not hear itself", async () => {
    const loads = [0, 0];
    const catalogs = [0, 1].map(
      (n) =>
        new ShopCatalog({
          loader: () => {
            loads[n] = (loads[n] ?? 0) + 1;
            return Promise.resolve([]);
          },
        }),
    );
    catalogs.forEach((catalog, n) => linkCatalogEvents(catalog, events[n]!));
    await Promise.all(catalogs.map((c) => c.warm()));
    expect(loads).toEqual([1, 1]);

    catalogs[0]!.invalidate();
    // the announcement travels through Redis: wait until the other catalog reloads on its next read
    const deadline = Date.now() + 5000;
    while (loads[1] === 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await catalogs[1]!.current();
    }
    expect(loads[1]).toBe(2);
    await catalogs[0]!.current();
    expect(loads[0]).toBe(2);
    // nothing echoes back: a later read on the first instance does not reload again
    await new Promise((resolve) => setTimeout(resolve, 200));
    await catalogs[0]!.current();
    await catalogs[1]!.current();
    expect(loads).toEqual([2, 2]);
  });
});
