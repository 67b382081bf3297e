import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopModel } from '../../server/models/shop.model';
import {
  CATALOG_CHANNEL,
  linkCatalogEvents,
  redisCatalogEvents,
  type CatalogEvents,
} from '../../server/modules/shops/catalog-events';
import type { ApiSuccess } from '../../src/domain/api';
import { DEMO_OWNED_SHOP_ID } from '../../src/domain/demo';
import type { ShopSearchResult } from '../../src/domain/search';
import { getJson, startTestApp, type TestApp } from './helpers';
import { startRedisServer, type TestRedis } from './support/redis-server';

/**
 * Two API instances over one database, linked by the Redis catalog channel: a shop changed through instance A is
 * found by B's search, B refreshing just that shop (its snapshot is not reloaded); a message B cannot read (an
 * older instance's bare id) makes it reload everything.
 */
let redis: TestRedis;
const apps: TestApp[] = [];
const events: CatalogEvents[] = [];
const unlinks: (() => void)[] = [];

const searchIds = async (app: TestApp, text: string) =>
  (
    await getJson<ApiSuccess<ShopSearchResult>>(
      `${app.baseUrl}/api/shops/search?search=${encodeURIComponent(text)}`,
    )
  ).body.data.shops.map((s) => s.id);

/** Pub/sub delivery is asynchronous: ask until the answer holds (or the test's time runs out). */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
}

beforeAll(async () => {
  redis = await startRedisServer();
  apps.push(await startTestApp({ dbName: 'api_shop_changes_redis' }));
  apps.push(await startTestApp({ dbName: 'api_shop_changes_redis', seed: false }));
  for (const app of apps) {
    const channel = await redisCatalogEvents({ url: redis.url });
    events.push(channel);
    unlinks.push(linkCatalogEvents(app.services.shops.catalog, channel));
    await app.services.shops.catalog.warm();
  }
});

afterAll(async () => {
  for (const unlink of unlinks) unlink();
  for (const channel of events) await channel.close();
  for (const app of apps) await app.close();
  await redis?.stop();
});

describe('a shop change across instances (Redis catalog channel)', () => {
  it("instance B's search finds the change made through A, refreshing only that shop", async () => {
    const [a, b] = apps as [TestApp, TestApp];
    const loadedBefore = (await b.services.shops.catalog.current()).loadedAt;
    await ShopModel.updateOne(
      { _id: DEMO_OWNED_SHOP_ID },
      { $set: { name: 'Bottega Ametista Viva' } },
    );
    await a.services.shopChanges.applied({
      shopId: DEMO_OWNED_SHOP_ID,
      actor: { userId: 'user-demo-shop', role: 'shop' },
      section: 'profile',
      action: 'profile_updated',
      changes: [{ field: 'name', before: 'Salone Aurora', after: 'Bottega Ametista Viva' }],
    });
    expect(await searchIds(a, 'Ametista')).toEqual([DEMO_OWNED_SHOP_ID]);
    await eventually(async () => (await searchIds(b, 'Ametista')).includes(DEMO_OWNED_SHOP_ID));
    // the same snapshot load, with one entry swapped: no whole reload on B
    expect((await b.services.shops.catalog.current()).loadedAt).toBe(loadedBefore);
  });

  it('a message in the old format (a bare sender id) reloads the whole catalog', async () => {
    const b = apps[1]!;
    const before = b.services.shops.catalog.changeCount;
    const loadedBefore = (await b.services.shops.catalog.current()).loadedAt;
    const publisher = createClient({ url: redis.url });
    await publisher.connect();
    await publisher.publish(CATALOG_CHANNEL, 'an-older-instance');
    await publisher.quit();
    await eventually(async () => b.services.shops.catalog.changeCount > before);
    expect((await b.services.shops.catalog.current()).loadedAt).toBeGreaterThan(loadedBefore);
  });
});
