import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopModel } from '../../server/models/shop.model';
import { DEMO_OWNED_SHOP_ID, DEMO_PASSWORD } from '../../src/domain/demo';
import type { ManagedShop, ManagedShopsPage } from '../../src/domain/managed-shops';
import { getJson, postJson, startTestApp, type TestApp } from './helpers';
import { authClient, registration, type Envelope } from './support/auth-client';
import { commandsDuring } from './support/database-commands';

describe('GET /api/shops/managed: the shops behind the shop area shell', () => {
  let app: TestApp;
  const tokens = { owner: '', admin: '', customer: '', newOwner: '' };
  let newShopId = '';

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const managed = (token: string, query = '') =>
    getJson<Envelope<ManagedShopsPage>>(`${app.baseUrl}/api/shops/managed${query}`, {
      headers: token ? bearer(token) : {},
    });
  const managedOne = (token: string, id: string) =>
    getJson<Envelope<{ shop: ManagedShop }>>(
      `${app.baseUrl}/api/shops/managed/${encodeURIComponent(id)}`,
      { headers: bearer(token) },
    );
  async function login(email: string): Promise<string> {
    const response = await postJson<Envelope<{ accessToken: string }>>(
      `${app.baseUrl}/api/auth/login`,
      { email, password: DEMO_PASSWORD },
    );
    expect(response.status, email).toBe(200);
    return response.body.data.accessToken;
  }

  beforeAll(async () => {
    app = await startTestApp({ dbName: 'api_managed_shops' });
    [tokens.owner, tokens.admin, tokens.customer] = await Promise.all([
      login('shop@orabella.demo'),
      login('admin@orabella.demo'),
      login('customer@orabella.demo'),
    ]);
    const registered = await authClient(app.baseUrl).register(
      registration({ role: 'shop', name: 'Studio Nuovo Test' }),
    );
    expect(registered.status).toBe(201);
    const data = registered.body.data as { accessToken: string; user: { id: string } };
    tokens.newOwner = data.accessToken;
    const shop = await ShopModel.findOne({ ownerId: data.user.id }, { _id: 1 }).lean();
    newShopId = shop!._id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('an owner gets their own shop (found through the backfilled list) with its checklist, reading shops by _id only', async () => {
    let answer: Awaited<ReturnType<typeof managed>> | undefined;
    await managed(tokens.owner); // the one-time backfill runs on first use
    const commands = await commandsDuring(async () => {
      answer = await managed(tokens.owner);
    });
    expect(answer!.status).toBe(200);
    const { shops, total } = answer!.body.data;
    expect(shops.map((shop) => shop.id)).toEqual([DEMO_OWNED_SHOP_ID]);
    expect(total).toBe(1);
    expect(shops[0]).toMatchObject({
      name: expect.any(String),
      approvalStatus: 'approved',
      rejectionReason: null,
      photo: expect.any(String),
      city: 'Roma',
    });
    expect(shops[0]!.checklist.items.map((item) => item.id)).toEqual([
      'services',
      'hours',
      'address',
      'photo',
    ]);
    expect(shops[0]!.checklist).toMatchObject({ total: 4, doneCount: 4, complete: true });
    expect(shops[0]!.live).toBe(true);
    // no scan of the shops collection for an owner: point reads only
    expect(commands).not.toContain('shops.find');
  });

  it('a newly registered owner sees only their pending shop, with nothing of the checklist done', async () => {
    const { status, body } = await managed(tokens.newOwner);
    expect(status).toBe(200);
    expect(body.data.shops).toHaveLength(1);
    expect(body.data.shops[0]).toMatchObject({
      id: newShopId,
      name: 'Studio Nuovo Test',
      approvalStatus: 'pending',
      photo: null,
      live: false,
      checklist: { doneCount: 0, total: 4, complete: false },
    });
  });

  it('the checklist follows the shop as stored (a photo added counts at once)', async () => {
    await ShopModel.updateOne({ _id: newShopId }, { $set: { photos: ['/api/shops/photo.webp'] } });
    const { body } = await managed(tokens.newOwner);
    expect(body.data.shops[0]).toMatchObject({
      photo: '/api/shops/photo.webp',
      checklist: { doneCount: 1, complete: false },
    });
    expect(body.data.shops[0]!.checklist.items.find((item) => item.id === 'photo')?.done).toBe(
      true,
    );
  });

  it("an owner does not see, or open, another owner's shop (404 like an unknown or malformed id)", async () => {
    const mine = await managed(tokens.owner);
    expect(mine.body.data.shops.map((shop) => shop.id)).not.toContain(newShopId);
    // the q of an owner only filters their own shops
    const searched = await managed(tokens.owner, `?q=${encodeURIComponent('Studio Nuovo')}`);
    expect(searched.body.data.shops).toEqual([]);
    for (const id of [newShopId, 'no-such-shop', '../../etc']) {
      const other = await managedOne(tokens.owner, id);
      expect(other.status, id).toBe(404);
      expect(other.body).toMatchObject({ success: false, code: 'SHOP_NOT_FOUND' });
    }
    const own = await managedOne(tokens.newOwner, newShopId);
    expect(own.status).toBe(200);
    expect(own.body.data.shop).toMatchObject({ id: newShopId, approvalStatus: 'pending' });
  });

  it('a listed shop that changed hands is no longer shown to its former owner', async () => {
    const owner = (await ShopModel.findById(newShopId, { ownerId: 1 }).lean())!.ownerId!;
    await ShopModel.updateOne({ _id: newShopId }, { $set: { ownerId: 'someone-else' } });
    try {
      expect((await managed(tokens.newOwner)).body.data.shops).toEqual([]);
      expect((await managedOne(tokens.newOwner, newShopId)).status).toBe(404);
    } finally {
      await ShopModel.updateOne({ _id: newShopId }, { $set: { ownerId: owner } });
    }
  });

  it('a customer is refused (403), a visitor must sign in (401)', async () => {
    const customer = await managed(tokens.customer);
    expect(customer.status).toBe(403);
    expect(customer.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await managedOne(tokens.customer, DEMO_OWNED_SHOP_ID)).status).toBe(403);
    expect((await managed('')).status).toBe(401);
  });

  it('an admin searches any shop by name or id, paged, and opens any shop', async () => {
    const byName = await managed(tokens.admin, `?q=${encodeURIComponent('studio nuovo')}`);
    expect(byName.status).toBe(200);
    expect(byName.body.data.shops.map((shop) => shop.id)).toEqual([newShopId]);
    const byId = await managed(tokens.admin, `?q=${DEMO_OWNED_SHOP_ID}`);
    expect(byId.body.data.shops.map((shop) => shop.id)).toContain(DEMO_OWNED_SHOP_ID);

    const first = await managed(tokens.admin, '?limit=5&page=1');
    const second = await managed(tokens.admin, '?limit=5&page=2');
    expect(first.body.data).toMatchObject({ page: 1, limit: 5 });
    expect(first.body.data.shops).toHaveLength(5);
    expect(first.body.data.total).toBeGreaterThan(10);
    const firstIds = first.body.data.shops.map((shop) => shop.id);
    expect(second.body.data.shops.some((shop) => firstIds.includes(shop.id))).toBe(false);

    const opened = await managedOne(tokens.admin, newShopId);
    expect(opened.status).toBe(200);
    expect(opened.body.data.shop.id).toBe(newShopId);
  });

  it('refuses a page larger than 50 and malformed paging (400 with the field named)', async () => {
    for (const query of ['?limit=51', '?page=0', '?limit=abc', `?q=${'x'.repeat(200)}`]) {
      const { status, body } = await managed(tokens.admin, query);
      expect(status, query).toBe(400);
      expect(body.success).toBe(false);
    }
  });
});
