import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingOwnerEmail } from '../../server/db/seed/pending-shops';
import { ServiceModel } from '../../server/models/service.model';
import { ShopModel } from '../../server/models/shop.model';
import { createShopChanges, type ShopChange } from '../../server/modules/shop-admin/shop-changes';
import type { ApiSuccess } from '../../src/domain/api';
import { DEMO_OWNED_SHOP_ID, DEMO_PASSWORD } from '../../src/domain/demo';
import type { ShopActivityPage } from '../../src/domain/shop-activity';
import type { ShopSearchResult, ShopService } from '../../src/domain/search';
import type { Shop } from '../../src/domain/shop';
import { getJson, postJson, startTestApp, type TestApp } from './helpers';
import { bookingClient, DETAILS } from './support/booking-fixtures';
import { commandsDuring } from './support/database-commands';

/**
 * ShopChanges.applied(), as every shop-management write calls it after its database write: the change is in the
 * shop's audit trail and served at once by search, details, services and slots, from that one shop read again by
 * `_id` (no collection scan, no whole reload). A shop that is approved but not set up is not public, and becomes
 * public by itself when the last item is done.
 */
let app: TestApp;
let ownerToken = '';
const SHOP = DEMO_OWNED_SHOP_ID;
const OWNER = { userId: 'user-demo-shop', role: 'shop' as const };

async function login(email: string): Promise<string> {
  const response = await postJson<ApiSuccess<{ accessToken: string }>>(
    `${app.baseUrl}/api/auth/login`,
    { email, password: DEMO_PASSWORD },
  );
  expect(response.status, email).toBe(200);
  return response.body.data.accessToken;
}

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const details = (id = SHOP) =>
  getJson<ApiSuccess<{ shop: Shop }>>(`${app.baseUrl}/api/shops/${id}`);
const searchIds = async (text: string) =>
  (
    await getJson<ApiSuccess<ShopSearchResult>>(
      `${app.baseUrl}/api/shops/search?search=${encodeURIComponent(text)}&limit=50`,
    )
  ).body.data.shops.map((s) => s.id);
const change = (action: string, changes: ShopChange['changes'] = []): ShopChange => ({
  shopId: SHOP,
  actor: OWNER,
  section: 'profile',
  action,
  changes,
});
const applied = (c: ShopChange) => app.services.shopChanges.applied(c);

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api_shop_changes_catalog' });
  ownerToken = await login('shop@orabella.demo');
  await details(); // the catalog is loaded before the changes below
});

afterAll(async () => {
  await app?.close();
});

describe('a shop change reaches search, details, services and slots', () => {
  it('reads that one shop and its services by _id, never a collection, and serves the change at once', async () => {
    const shop = await ShopModel.findById(SHOP).lean();
    const firstService = shop!.serviceIds![0]!;
    await ShopModel.updateOne({ _id: SHOP }, { $set: { name: 'Atelier Quarzo Lucente' } });
    await ServiceModel.updateOne({ _id: firstService }, { $set: { priceCents: 12_345 } });

    const commands = await commandsDuring(() =>
      applied(
        change('profile_updated', [
          { field: 'name', before: shop!.name, after: 'Atelier Quarzo Lucente' },
        ]),
      ),
    );
    // the shop, its services one by one, the actor's name, the audit trail: no `find` over a collection
    expect(commands.filter((c) => c.endsWith('.find'))).toEqual([]);
    expect(commands.filter((c) => c === 'services.findOne')).toHaveLength(shop!.serviceIds!.length);
    expect(commands.filter((c) => c === 'shops.findOne')).toHaveLength(1);

    expect(await searchIds('Quarzo Lucente')).toEqual([SHOP]);
    expect((await details()).body.data.shop.name).toBe('Atelier Quarzo Lucente');
    const services = await getJson<ApiSuccess<{ services: ShopService[] }>>(
      `${app.baseUrl}/api/shops/${SHOP}/services`,
    );
    expect(services.body.data.services.find((s) => s.id === firstService)?.price).toBe(123.45);
  });

  it('follows the order of serviceIds and drops a disabled service from the menu', async () => {
    const shop = await ShopModel.findById(SHOP).lean();
    const ids = [...shop!.serviceIds!];
    const reversed = [...ids].reverse();
    await ShopModel.updateOne({ _id: SHOP }, { $set: { serviceIds: reversed } });
    await ServiceModel.updateOne({ _id: ids[0] }, { $set: { active: false } });
    await applied({ ...change('services_reordered'), section: 'services' });
    const services = await getJson<ApiSuccess<{ services: ShopService[] }>>(
      `${app.baseUrl}/api/shops/${SHOP}/services`,
    );
    expect(services.body.data.services.map((s) => s.id)).toEqual(
      reversed.filter((id) => id !== ids[0]),
    );
    await ServiceModel.updateOne({ _id: ids[0] }, { $set: { active: true } });
    await ShopModel.updateOne({ _id: SHOP }, { $set: { serviceIds: ids } });
    await applied({ ...change('services_reordered'), section: 'services' });
  });

  it('an approved shop without a photo is unknown to customers, and public again once it has one', async () => {
    const shop = await ShopModel.findById(SHOP).lean();
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const slots = () =>
      getJson(
        `${app.baseUrl}/api/available-slots?shopId=${SHOP}&serviceId=${shop!.serviceIds![0]}&date=${date}`,
      );
    expect((await slots()).status).toBe(200);

    await ShopModel.updateOne({ _id: SHOP }, { $set: { photos: [] } });
    await applied({ ...change('photo_deleted'), section: 'photos' });
    expect((await details()).status).toBe(404);
    expect(await searchIds(shop!.name)).not.toContain(SHOP);
    expect((await slots()).status).toBe(404);
    const customer = await bookingClient(app);
    const refused = await customer.book({
      shopId: SHOP,
      serviceIds: [shop!.serviceIds![0]],
      date,
      time: '11:00',
      customerDetails: DETAILS,
    });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'SHOP_NOT_FOUND' });

    await ShopModel.updateOne({ _id: SHOP }, { $set: { photos: shop!.photos } });
    await applied({ ...change('photo_added'), section: 'photos' });
    expect((await details()).status).toBe(200);
    expect(await searchIds(shop!.name)).toContain(SHOP);
    expect((await slots()).status).toBe(200);
  });

  it('still updates the catalog when the audit trail cannot be written', async () => {
    const errors: unknown[] = [];
    const changes = createShopChanges({
      catalog: app.services.shops.catalog,
      logger: { warn: () => undefined, error: (...args: unknown[]) => errors.push(args) },
      record: () => Promise.reject(new Error('audit store down')),
    });
    await ShopModel.updateOne({ _id: SHOP }, { $set: { name: 'Atelier Senza Registro' } });
    await expect(changes.applied(change('profile_updated'))).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
    expect((await details()).body.data.shop.name).toBe('Atelier Senza Registro');
  });
});

describe('GET /api/shops/:id/activity', () => {
  const activity = (query: string, token = ownerToken, id = SHOP) =>
    getJson<ApiSuccess<ShopActivityPage>>(
      `${app.baseUrl}/api/shops/${id}/activity${query}`,
      bearer(token),
    );

  it('lists who changed what, newest first, in pages; long values cut and secrets never stored', async () => {
    const before = (await activity('')).body.data.total;
    await applied(
      change('first', [{ field: 'description', before: 'x'.repeat(2000), after: 'short' }]),
    );
    await applied(
      change('second', [{ field: 'settings.apiToken', before: null, after: 'sk-secret' }]),
    );
    await applied(change('third'));

    const first = await activity('?page=1&limit=2');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: before + 3, page: 1, limit: 2 });
    expect(first.body.data.totalPages).toBe(Math.ceil((before + 3) / 2));
    expect(first.body.data.items.map((i) => i.action)).toEqual(['third', 'second']);
    expect(first.body.data.items[0]).toMatchObject({
      actor: { userId: 'user-demo-shop', role: 'shop', name: 'Marco Bianchi' },
      section: 'profile',
    });
    expect(JSON.stringify(first.body.data)).not.toContain('sk-secret');

    const second = await activity('?page=2&limit=2');
    const cut = second.body.data.items.find((i) => i.action === 'first')!;
    expect(String(cut.changes[0]!.before).length).toBeLessThanOrEqual(501);
    expect(cut.changes[0]!.after).toBe('short');
  });

  it('keeps every entry of changes recorded at the same moment', async () => {
    const before = (await activity('')).body.data.total;
    await Promise.all(Array.from({ length: 25 }, (_, i) => applied(change(`burst-${i}`))));
    const page = await activity('?limit=100');
    expect(page.body.data.total).toBe(before + 25);
    const burst = page.body.data.items.filter((i) => i.action.startsWith('burst-'));
    expect(new Set(burst.map((i) => i.action)).size).toBe(25);
    expect(new Set(page.body.data.items.map((i) => i.id)).size).toBe(page.body.data.items.length);
  });

  it('answers 404 to other owners, customers and malformed ids, and refuses bad paging', async () => {
    const other = await login(pendingOwnerEmail(1));
    expect((await activity('', other)).status).toBe(404);
    const customer = await login('customer@orabella.demo');
    expect([403, 404]).toContain((await activity('', customer)).status);
    expect((await activity('', ownerToken, 'NOT A SHOP')).status).toBe(404);
    expect((await activity('?limit=1000')).status).toBe(400);
    expect((await getJson(`${app.baseUrl}/api/shops/${SHOP}/activity`)).status).toBe(401);
  });
});
