import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVORITE_NOTES_MAX } from '../../src/domain/favorites';
import {
  FAVORITE_SERVICE_MESSAGES,
  FAVORITE_SERVICES_MAX,
  type FavoriteService,
  type ServiceLocation,
} from '../../src/domain/favorite-services';
import { ServiceModel } from '../../server/models/service.model';
import { ShopModel } from '../../server/models/shop.model';
import {
  FavoriteServiceListModel,
  favoriteServiceListId,
} from '../../server/modules/favorites/favorite-service.model';
import { startTestApp, type TestApp } from './helpers';
import { client, createUser, signIn } from './profile-fixtures';

let app: TestApp;
/** services of public shops: [serviceId, shopId] */
let offered: [string, string][];
let hiddenServiceId: string;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-favorite-services' });
  offered = (await app.services.shops.catalog.current()).entries
    .flatMap((e) => e.shop.services.map((s): [string, string] => [s.id, e.shop.id]))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const hidden = await ShopModel.findOne({ approvalStatus: { $ne: 'approved' } }).lean();
  if (!hidden) throw new Error('the seed has no shop awaiting approval');
  const service = await ServiceModel.findOne({ shopId: hidden._id }).lean();
  hiddenServiceId = service?._id ?? `${hidden._id}--haircut`;
});
afterAll(() => app.close());

async function customer(role: 'customer' | 'shop' | 'admin' = 'customer') {
  const user = await createUser({ role });
  const token = await signIn(app, user);
  const api = client(app, token);
  return {
    user,
    list: () => api.get<{ services: FavoriteService[] }>('/customer/favorite-services'),
    add: (body: unknown) =>
      api.post<{ favorite: FavoriteService }>('/customer/favorite-services', body),
    remove: (id: string) =>
      api.del<{ success: boolean }>(`/customer/favorite-services/${encodeURIComponent(id)}`),
    notes: (id: string, body: unknown) =>
      api.patch<{ favorite: FavoriteService }>(
        `/customer/favorite-services/${encodeURIComponent(id)}`,
        body,
      ),
  };
}

describe('favourite services', () => {
  it('adds, lists newest first with the service and its shop, updates notes and removes', async () => {
    const me = await customer();
    const [[first, firstShop], [second]] = offered as [[string, string], [string, string]];
    expect((await me.list()).body.data.services).toEqual([]);

    const added = await me.add({ serviceId: first, notes: 'With Sara' });
    expect(added.status).toBe(201);
    expect(added.body.data.favorite).toMatchObject({
      id: first,
      serviceId: first,
      shopId: firstShop,
      notes: 'With Sara',
      service: { id: first, name: expect.any(String) },
      shop: { id: firstShop, name: expect.any(String) },
    });
    await new Promise((resolve) => setTimeout(resolve, 5)); // distinct addedAt for the order
    expect((await me.add({ serviceId: second })).body.data.favorite.notes).toBe('');
    expect((await me.list()).body.data.services.map((f) => f.serviceId)).toEqual([second, first]);

    const patched = await me.notes(first, { notes: 'Tuesdays' });
    expect(patched.status).toBe(200);
    expect(patched.body.data.favorite).toMatchObject({ serviceId: first, notes: 'Tuesdays' });

    const removed = await me.remove(second);
    expect(removed.body).toEqual({ success: true, data: { success: true } });
    const after = (await me.list()).body.data.services;
    expect(after.map((f) => [f.serviceId, f.notes])).toEqual([[first, 'Tuesdays']]);
  });

  it('answers each failure with its message', async () => {
    const me = await customer();
    const [[serviceId], [other]] = offered as [[string, string], [string, string]];
    await me.add({ serviceId });

    const duplicate = await me.add({ serviceId });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({
      success: false,
      code: 'ALREADY_FAVORITE_SERVICE',
      message: FAVORITE_SERVICE_MESSAGES.alreadyFavorite,
    });

    for (const id of ['no-such-shop--haircut', hiddenServiceId, 'haircut']) {
      const unknown = await me.add({ serviceId: id });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(FAVORITE_SERVICE_MESSAGES.serviceNotFound);
    }

    const missing = await me.remove(other);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(FAVORITE_SERVICE_MESSAGES.notInFavorites);
    expect((await me.remove('Not An Id')).status).toBe(404);

    const notFavorite = await me.notes(other, { notes: 'x' });
    expect(notFavorite.status).toBe(404);
    expect(notFavorite.body.message).toBe('Favorite not found');
    expect((await me.list()).body.data.services.map((f) => f.serviceId)).toEqual([serviceId]);
  });

  it('refuses bad input and writes nothing', async () => {
    const me = await customer();
    const [[serviceId]] = offered as [[string, string]];
    const operator = await me.add({ serviceId: { $gt: '' } });
    expect(operator.status).toBe(400);
    expect(operator.body.errors).toEqual({ serviceId: 'validation.invalidType' });
    const extra = await me.add({ serviceId, shopId: 'x' });
    expect(extra.body.errors).toEqual({ shopId: 'validation.unknownField' });
    const tooLong = await me.add({ serviceId, notes: 'x'.repeat(FAVORITE_NOTES_MAX + 1) });
    expect(tooLong.body.errors).toEqual({ notes: 'validation.tooLong' });
    const longId = await me.add({ serviceId: `a--${'b'.repeat(200)}` });
    expect(longId.body.errors).toEqual({ serviceId: 'validation.tooLong' });
    expect((await me.add({})).body.errors).toEqual({ serviceId: 'validation.required' });
    expect((await me.list()).body.data.services).toEqual([]);

    await me.add({ serviceId, notes: 'kept' });
    const longNotes = await me.notes(serviceId, { notes: 'y'.repeat(FAVORITE_NOTES_MAX + 1) });
    expect(longNotes.status).toBe(400);
    expect((await me.notes(serviceId, { notes: ['x'] })).status).toBe(400);
    expect((await me.list()).body.data.services[0]?.notes).toBe('kept');
  });

  it('keeps at most the maximum number of services', async () => {
    const me = await customer();
    const [[serviceId, shopId], [next]] = offered as [[string, string], [string, string]];
    // a full list written directly: adding one more is refused, the list is unchanged
    const services: Record<string, unknown> = {};
    for (let i = 0; i < FAVORITE_SERVICES_MAX; i += 1)
      services[`${shopId}--filler-${i}`] = {
        serviceId: `${shopId}--filler-${i}`,
        shopId,
        addedAt: new Date(),
        notes: '',
      };
    await FavoriteServiceListModel.create({ _id: favoriteServiceListId(me.user.id), services });
    const refused = await me.add({ serviceId: next ?? serviceId });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('FAVORITE_SERVICE_TOO_MANY');
    expect((await me.list()).body.data.services).toHaveLength(FAVORITE_SERVICES_MAX);
  });

  it('is for signed-in customers only', async () => {
    const [[serviceId]] = offered as [[string, string]];
    const guest = client(app);
    expect((await guest.get('/customer/favorite-services')).status).toBe(401);
    expect((await guest.post('/customer/favorite-services', { serviceId })).status).toBe(401);
    expect((await guest.del(`/customer/favorite-services/${serviceId}`)).status).toBe(401);
    for (const role of ['shop', 'admin'] as const) {
      const other = await customer(role);
      expect((await other.list()).status).toBe(403);
      expect((await other.add({ serviceId })).status).toBe(403);
    }
  });

  it("keeps each customer's favourite services to themselves", async () => {
    const alice = await customer();
    const bob = await customer();
    const [[serviceId]] = offered as [[string, string]];
    await alice.add({ serviceId, notes: 'mine' });
    expect((await bob.list()).body.data.services).toEqual([]);
    expect((await bob.notes(serviceId, { notes: 'hijacked' })).status).toBe(404);
    expect((await bob.remove(serviceId)).status).toBe(404);
    expect((await bob.add({ serviceId })).status).toBe(201);
    const mine = (await alice.list()).body.data.services;
    expect(mine.map((f) => [f.serviceId, f.notes])).toEqual([[serviceId, 'mine']]);
  });

  it("answers a malformed id in the path as each route's not found", async () => {
    const me = await customer();
    for (const id of ['%24gt', 'Salone-Aurora--cut', '..%2F..', 'x'.repeat(300), 'no-dashes']) {
      const removed = await me.remove(decodeURIComponent(id));
      expect(removed.status, id).toBe(404);
      expect(removed.body.code).toBe('SERVICE_NOT_IN_FAVORITES');
      const noted = await me.notes(decodeURIComponent(id), { notes: 'x' });
      expect(noted.status, id).toBe(404);
      expect(noted.body.code).toBe('FAVORITE_NOT_FOUND');
    }
  });

  it('reads and writes by _id only', async () => {
    const me = await customer();
    const [[first], [second]] = offered as [[string, string], [string, string]];
    const queries: Record<string, unknown>[] = [];
    mongoose.set('debug', (collection: string, _method: string, query: unknown) => {
      if (collection === 'favoriteservices' || collection === 'services')
        queries.push({ collection, ...(query as Record<string, unknown>) });
    });
    try {
      await me.add({ serviceId: first });
      await me.add({ serviceId: second });
      await me.notes(first, { notes: 'n' });
      await me.remove(second);
      await me.list();
    } finally {
      mongoose.set('debug', false);
    }
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) expect(Object.keys(query)).toEqual(['collection', '_id']);
    expect(queries.every((q) => q.collection === 'favoriteservices')).toBe(true);
  });
});

describe('GET /api/services/{serviceId}', () => {
  it('names the shop offering a public service, for anyone', async () => {
    const [[serviceId, shopId]] = offered as [[string, string]];
    const found = await client(app).get<ServiceLocation>(`/services/${serviceId}`);
    expect(found.status).toBe(200);
    expect(found.body.data.service).toMatchObject({
      id: serviceId,
      shopId,
      name: expect.any(String),
    });
  });

  it('answers 404 for an unknown, malformed or hidden service', async () => {
    for (const id of ['no-such-shop--haircut', 'NOPE', 'x'.repeat(300), hiddenServiceId]) {
      const answer = await client(app).get(`/services/${encodeURIComponent(id)}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ success: false, code: 'SHOP_SERVICE_NOT_FOUND' });
    }
  });
});
