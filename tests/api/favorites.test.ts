import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/domain/demo';
import { FAVORITE_MESSAGES, FAVORITE_NOTES_MAX, type Favorite } from '../../src/domain/favorites';
import type { DataExport } from '../../src/domain/profile';
import mongoose from 'mongoose';
import { FavoriteListModel } from '../../server/models/favorite-list.model';
import { FavoriteModel, favoriteId } from '../../server/models/favorite.model';
import { forgetFavoriteLists } from '../../server/modules/favorites/favorite-list';
import { ShopModel } from '../../server/models/shop.model';
import { getJson, startTestApp, type TestApp } from './helpers';
import { client, createUser, signIn, type Envelope } from './profile-fixtures';

let app: TestApp;
let publicIds: string[];
let hiddenId: string;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-favorites' });
  publicIds = (await app.services.shops.catalog.current()).entries.map((e) => e.shop.id).sort();
  const hidden = await ShopModel.findOne({ approvalStatus: { $ne: 'approved' } }).lean();
  if (!hidden) throw new Error('the seed has no shop awaiting approval');
  hiddenId = hidden._id;
});
afterAll(() => app.close());

/** The favourites calls as one user; PATCH is not in the shared client. */
async function favoritesOf(role: 'customer' | 'shop' | 'admin' = 'customer') {
  const user = await createUser({ role });
  const token = await signIn(app, user);
  const api = client(app, token);
  return {
    user,
    token,
    list: () => api.get<{ favorites: Favorite[] }>('/customer/favorites'),
    add: (body: unknown) => api.post<{ favorite: Favorite }>('/customer/favorites', body),
    remove: (shopId: string) => api.del<{ success: boolean }>(`/customer/favorites/${shopId}`),
    notes: (shopId: string, body: unknown) =>
      getJson<Envelope<{ favorite: Favorite }>>(`${app.baseUrl}/api/customer/favorites/${shopId}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
  };
}

describe('customer favourites', () => {
  it('adds, lists newest first with the public shop, updates notes and removes', async () => {
    const me = await favoritesOf();
    const [first, second] = publicIds as [string, string];
    expect((await me.list()).body.data.favorites).toEqual([]);

    const added = await me.add({ shopId: first, notes: 'Ask for Sara' });
    expect(added.status).toBe(201);
    expect(added.body.data.favorite).toMatchObject({
      id: first,
      shopId: first,
      notes: 'Ask for Sara',
      lastVisited: null,
      shop: { id: first },
    });
    expect(Date.parse(added.body.data.favorite.addedAt)).not.toBeNaN();
    await new Promise((resolve) => setTimeout(resolve, 5)); // distinct addedAt for the order
    expect((await me.add({ shopId: second })).body.data.favorite.notes).toBe('');

    const listed = await me.list();
    expect(listed.status).toBe(200);
    expect(listed.body.data.favorites.map((f) => f.shopId)).toEqual([second, first]);
    expect(listed.body.data.favorites[1]?.shop?.name).toEqual(expect.any(String));

    const patched = await me.notes(first, { notes: 'Tuesdays are quiet' });
    expect(patched.status).toBe(200);
    expect(patched.body.data.favorite).toMatchObject({
      shopId: first,
      notes: 'Tuesdays are quiet',
    });

    const removed = await me.remove(second);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, data: { success: true } });
    const after = (await me.list()).body.data.favorites;
    expect(after.map((f) => [f.shopId, f.notes])).toEqual([[first, 'Tuesdays are quiet']]);
  });

  it('answers each failure with its message', async () => {
    const me = await favoritesOf();
    const [shopId] = publicIds as [string];
    await me.add({ shopId });

    const duplicate = await me.add({ shopId });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({
      success: false,
      code: 'ALREADY_FAVORITE',
      message: FAVORITE_MESSAGES.alreadyFavorite,
    });

    for (const id of ['no-such-shop', hiddenId]) {
      const unknown = await me.add({ shopId: id });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(FAVORITE_MESSAGES.shopNotFound);
    }

    const missing = await me.remove('no-such-shop');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(FAVORITE_MESSAGES.notInFavorites);

    const notFavorite = await me.notes(publicIds[1] as string, { notes: 'x' });
    expect(notFavorite.status).toBe(404);
    expect(notFavorite.body.message).toBe(FAVORITE_MESSAGES.favoriteNotFound);
  });

  it('refuses bad input and writes nothing', async () => {
    const me = await favoritesOf();
    const [shopId] = publicIds as [string];

    const operator = await me.add({ shopId: { $gt: '' } });
    expect(operator.status).toBe(400);
    expect(operator.body.errors).toEqual({ shopId: 'validation.invalidType' });

    const extra = await me.add({ shopId, notes: '', isAdmin: true });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual({ isAdmin: 'validation.unknownField' });

    const tooLong = await me.add({ shopId, notes: 'x'.repeat(FAVORITE_NOTES_MAX + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ notes: 'validation.tooLong' });

    expect((await me.add({})).body.errors).toEqual({ shopId: 'validation.required' });
    expect((await me.list()).body.data.favorites).toEqual([]);

    await me.add({ shopId, notes: 'kept' });
    const longNotes = await me.notes(shopId, { notes: 'y'.repeat(FAVORITE_NOTES_MAX + 1) });
    expect(longNotes.status).toBe(400);
    expect(longNotes.body.errors).toEqual({ notes: 'validation.tooLong' });
    const notesOperator = await me.notes(shopId, { notes: { $set: 'x' } });
    expect(notesOperator.status).toBe(400);
    expect((await me.list()).body.data.favorites[0]?.notes).toBe('kept');
  });

  it('is for signed-in customers only', async () => {
    const guest = client(app);
    expect((await guest.get('/customer/favorites')).status).toBe(401);
    expect((await guest.post('/customer/favorites', { shopId: publicIds[0] })).status).toBe(401);
    expect((await guest.del(`/customer/favorites/${publicIds[0]}`)).status).toBe(401);

    for (const role of ['shop', 'admin'] as const) {
      const other = await favoritesOf(role);
      const listed = await other.list();
      expect(listed.status).toBe(403);
      expect(listed.body.message).toBe('Forbidden');
      expect((await other.add({ shopId: publicIds[0] })).status).toBe(403);
      expect(await FavoriteModel.countDocuments({ userId: other.user.id })).toBe(0);
    }
  });

  it("keeps each customer's favourites to themselves", async () => {
    const alice = await favoritesOf();
    const bob = await favoritesOf();
    const [shopId] = publicIds as [string];
    await alice.add({ shopId, notes: 'mine' });

    expect((await bob.list()).body.data.favorites).toEqual([]);
    expect((await bob.notes(shopId, { notes: 'hijacked' })).status).toBe(404);
    expect((await bob.remove(shopId)).status).toBe(404);
    // Bob can favourite the same shop: his own record, not a conflict with Alice's.
    expect((await bob.add({ shopId })).status).toBe(201);

    const mine = (await alice.list()).body.data.favorites;
    expect(mine.map((f) => [f.shopId, f.notes])).toEqual([[shopId, 'mine']]);
  });

  it('works for the demo customer', async () => {
    const demo = DEMO_ACCOUNTS.find((a) => a.role === 'customer')!;
    const api = client(app, await signIn(app, demo));
    expect((await api.get('/customer/favorites')).status).toBe(200);
  });

  it('exports favourites with the account data and erases them with the account', async () => {
    const me = await favoritesOf();
    const [shopId] = publicIds as [string];
    await me.add({ shopId, notes: 'export me' });
    const api = client(app, me.token);

    const exported = await api.post<DataExport>('/customer/export-data', { format: 'json' });
    expect(exported.status).toBe(200);
    expect(exported.body.data.data.favorites).toEqual([
      expect.objectContaining({ shopId, notes: 'export me' }),
    ]);

    expect((await api.del('/users/profile')).status).toBe(200);
    expect(await FavoriteModel.countDocuments({ userId: me.user.id })).toBe(0);
  });

  it('lists by _id only: no query filters the favourites by user', async () => {
    const me = await favoritesOf();
    const [first, second] = publicIds as [string, string];
    await me.add({ shopId: first });
    await me.add({ shopId: second });
    await me.remove(first);
    const queries: string[] = [];
    mongoose.set('debug', (collection: string, method: string, filter: unknown) => {
      if (collection === 'favorites' || collection === 'favoritelists')
        queries.push(`${method} ${JSON.stringify(filter)}`);
    });
    let listed: string[] = [];
    try {
      listed = (await me.list()).body.data.favorites.map((f) => f.shopId);
    } finally {
      mongoose.set('debug', false);
    }
    expect(listed).toEqual([second]);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.filter((q) => !/^findOne \{"_id":"[^"]+"\}$/.test(q))).toEqual([]);
  });

  it('lists favourites stored before the per-user lists existed', async () => {
    const me = await favoritesOf();
    const [first] = publicIds as [string];
    // as an older version of the app left it: the favourite without a list, and no marker
    await FavoriteModel.create({
      _id: favoriteId(me.user.id, first),
      userId: me.user.id,
      shopId: first,
      addedAt: new Date(),
      notes: 'from before',
    });
    await FavoriteListModel.deleteMany({});
    forgetFavoriteLists();
    const listed = (await me.list()).body.data.favorites;
    expect(listed.map((f) => [f.shopId, f.notes])).toEqual([[first, 'from before']]);
  });
});
