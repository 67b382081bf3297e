import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFRESH_COOKIE } from '../../src/domain/auth';
import { DEMO_OWNED_SHOP_ID, DEMO_PASSWORD } from '../../src/domain/demo';
import { PROFILE_MESSAGES, type DataExport } from '../../src/domain/profile';
import { AvatarModel } from '../../server/models/avatar.model';
import { FavoriteServiceListModel } from '../../server/modules/favorites/favorite-service.model';
import { ShopModel } from '../../server/models/shop.model';
import { LoginIdentityModel, UserModel } from '../../server/models/user.model';
import { startTestApp, type TestApp } from './helpers';
import { client, createUser, login, signIn, type TestUser } from './profile-fixtures';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** What other modules store about a user (sessions, reset tokens, sent mail), written as they store it. */
async function seedTraces(user: TestUser) {
  const now = new Date();
  await mongoose.connection.collection('sessions').insertOne({
    _id: `session-${user.id}` as never,
    userId: user.id,
    tokenHash: 'sha256-secret-token-hash',
    generation: 0,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + 3_600_000),
    absoluteExpiresAt: new Date(now.getTime() + 86_400_000),
    revokedAt: null,
    revokedReason: null,
    userAgent: 'Vitest Browser',
    ip: '203.0.113.7',
  });
  await mongoose.connection.collection('password_resets').insertOne({
    _id: `reset-${user.id}` as never,
    userId: user.id,
    expiresAt: new Date(now.getTime() + 3_600_000),
    usedAt: null,
    createdAt: now,
  });
  await mongoose.connection.collection('outbox').insertOne({
    _id: `mail-${user.id}` as never,
    to: user.email,
    from: 'Orabella <no-reply@orabella.demo>',
    subject: 'Welcome to Orabella',
    text: 'Hello',
    html: '<p>Hello</p>',
    template: 'welcome',
    locale: 'en',
    createdAt: now,
  });
}

/** Hearts a seeded shop's first service with a note, as the favourites tab does; returns the service's id. */
async function favouriteAService(app: TestApp, token: string): Promise<string> {
  const featured = (await (await fetch(`${app.baseUrl}/api/shops/featured`)).json()) as {
    data: { shops: { services: { id: string }[] }[] };
  };
  const serviceId = featured.data.shops.flatMap((shop) => shop.services)[0]!.id;
  const added = await client(app, token).post('/customer/favorite-services', {
    serviceId,
    notes: 'Ask for Anna',
  });
  expect(added.status).toBe(201);
  return serviceId;
}

async function uploadAvatar(app: TestApp, token: string): Promise<string> {
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
  const response = await client(app, token).upload<{ avatarUrl: string }>(
    '/users/profile/avatar',
    form,
  );
  expect(response.status).toBe(200);
  return response.body.data.avatarUrl;
}

describe('customer data: export my data, delete my account', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ dbName: 'api_customer_data' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('exports everything stored about the user and never a hash', async () => {
    const user = await createUser({ name: 'Elsa Export' });
    const token = await signIn(app, user);
    const api = client(app, token);
    await api.put('/users/profile', {
      name: 'Elsa Export',
      email: user.email,
      phone: '+39 333 111 2222',
      allergies: ['Nickel'],
      medicalConditions: 'Asthma',
    });
    await api.put('/users/profile/settings', { notifications: { promotions: true } });
    const avatarUrl = await uploadAvatar(app, token);
    // what is stored is the re-encoded image (metadata stripped), not the upload's bytes
    const served = await fetch(`${app.baseUrl}${avatarUrl}`);
    const storedSize = (await served.arrayBuffer()).byteLength;
    await seedTraces(user);
    const serviceId = await favouriteAService(app, token);

    const response = await api.post<DataExport>('/customer/export-data', { format: 'json' });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.body.data.filename).toBe(`orabella-data-${today}.json`);
    const data = response.body.data.data;
    expect(data.profile).toMatchObject({
      id: user.id,
      name: 'Elsa Export',
      email: user.email,
      phone: '+39 333 111 2222',
      role: 'customer',
      allergies: ['Nickel'],
      medicalConditions: 'Asthma',
      avatarUrl,
    });
    expect(data.settings).toMatchObject({ notifications: { promotions: true } });
    expect(data.loginIdentities).toEqual([{ provider: 'password', createdAt: expect.any(String) }]);
    // The session of this very sign-in and the one written above, with their metadata only.
    const sessions = data.sessions as Record<string, unknown>[];
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions).toContainEqual({
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
      expiresAt: expect.any(String),
      userAgent: 'Vitest Browser',
      ip: '203.0.113.7',
      revoked: false,
      revokedAt: null,
    });
    expect(data.avatar).toMatchObject({
      url: avatarUrl,
      contentType: 'image/png',
      size: storedSize,
    });
    expect(data.emails).toEqual([
      { subject: 'Welcome to Orabella', template: 'welcome', createdAt: expect.any(String) },
    ]);
    expect(data.shops).toEqual([]);
    expect(data.favoriteServices).toEqual([
      { serviceId, shopId: expect.any(String), addedAt: expect.any(String), notes: 'Ask for Anna' },
    ]);

    const text = JSON.stringify(response.body);
    for (const secret of [
      '$2',
      'passwordHash',
      'tokenHash',
      'sha256-secret-token-hash',
      'seedHash',
    ])
      expect(text).not.toContain(secret);
  });

  it('lists the shops a shop owner owns, for any signed-in role', async () => {
    const token = await signIn(app, { email: 'shop@orabella.demo', password: DEMO_PASSWORD });
    const response = await client(app, token).post<DataExport>('/customer/export-data');
    expect(response.status).toBe(200);
    expect(response.body.data.data.shops).toEqual([
      expect.objectContaining({ id: DEMO_OWNED_SHOP_ID, approvalStatus: 'approved' }),
    ]);
    expect(JSON.stringify(response.body)).not.toMatch(/\$2[aby]\$|passwordHash|tokenHash/);
  });

  it('refuses other formats, unknown fields, operators and anonymous callers', async () => {
    const user = await createUser();
    const api = client(app, await signIn(app, user));
    for (const [body, errors] of [
      [{ format: 'csv' }, { format: 'validation.invalidType' }],
      [{ format: { $gt: '' } }, { format: 'validation.invalidType' }],
      [{ format: 'json', userId: 'user-demo-customer' }, { userId: 'validation.unknownField' }],
    ] as const) {
      const response = await api.post('/customer/export-data', body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        errors,
      });
    }
    expect((await client(app).post('/customer/export-data', {})).status).toBe(401);
  });

  it('DELETE /api/users/profile erases the account and everything keyed to it', async () => {
    const user = await createUser({ name: 'Dora Delete' });
    const token = await signIn(app, user);
    const api = client(app, token);
    await api.put('/users/profile', {
      name: 'Dora Delete',
      email: user.email,
      phone: '+39 333 999 8888',
      address: 'Via Segreta 7',
      allergies: ['Latex'],
      dateOfBirth: '1985-03-04',
      emergencyContact: { name: 'Mamma', phone: '+39 333 555 4444' },
    });
    const avatarUrl = await uploadAvatar(app, token);
    await seedTraces(user);
    await favouriteAService(app, token);
    const createdAt = (await UserModel.findById(user.id).lean())?.createdAt;

    const revoke = vi.spyOn(app.services.auth.sessions, 'revokeAllForUser');
    const clearCookie = vi.spyOn(app.services.auth.sessions, 'clearRefreshCookie');
    const send = vi.spyOn(app.services.mail, 'send');
    try {
      const response = await api.del('/users/profile');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        message: PROFILE_MESSAGES.accountDeleted,
      });
      expect(revoke).toHaveBeenCalledWith(user.id);
      expect(clearCookie).toHaveBeenCalledOnce();
      expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${REFRESH_COOKIE}=;`));
      expect(send).toHaveBeenCalledWith(
        expect.objectContaining({
          to: user.email,
          template: 'account-deleted',
          data: { name: 'Dora Delete' },
        }),
      );
    } finally {
      revoke.mockRestore();
      clearCookie.mockRestore();
      send.mockRestore();
    }

    const stored = await UserModel.findById(user.id).lean();
    expect(stored).toMatchObject({
      _id: user.id,
      role: 'customer',
      name: 'Deleted user',
      email: `deleted-${user.id}@deleted.invalid`,
      phone: '',
      address: '',
      dateOfBirth: '',
      allergies: [],
      medicalConditions: '',
      emergencyContact: { name: '', phone: '' },
      avatarFile: null,
      createdAt,
    });
    expect(stored?.deletedAt).toBeInstanceOf(Date);
    const storedText = JSON.stringify(stored);
    for (const personal of [user.email, 'Dora', '999 8888', 'Segreta', 'Latex', '1985', 'Mamma'])
      expect(storedText).not.toContain(personal);
    expect(await LoginIdentityModel.countDocuments({ userId: user.id })).toBe(0);
    expect(await AvatarModel.countDocuments({ userId: user.id })).toBe(0);
    expect(
      await mongoose.connection.collection('password_resets').countDocuments({ userId: user.id }),
    ).toBe(0);
    expect((await fetch(`${app.baseUrl}${avatarUrl}`)).status).toBe(404);
    expect(await FavoriteServiceListModel.countDocuments({ _id: `user:${user.id}` })).toBe(0);

    expect((await login(app, user.email, user.password)).status).toBe(401);
    expect((await api.get('/users/profile')).status).toBe(401);
    expect((await api.post('/customer/export-data', {})).status).toBe(401);
    expect((await api.del('/users/profile')).status).toBe(401);
    // The address is free again: someone may sign up with it later.
    await expect(createUser({ email: user.email })).resolves.toMatchObject({ email: user.email });
  });

  it('DELETE /api/customer/delete-data does the same, and a shop owner’s shops leave the marketplace', async () => {
    expect((await fetch(`${app.baseUrl}/api/shops/${DEMO_OWNED_SHOP_ID}`)).status).toBe(200);
    const owner = { email: 'shop@orabella.demo', password: DEMO_PASSWORD };
    const api = client(app, await signIn(app, owner));
    const ownerId = (await ShopModel.findById(DEMO_OWNED_SHOP_ID).lean())?.ownerId;

    const response = await api.del('/customer/delete-data');
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(PROFILE_MESSAGES.accountDeleted);

    const shop = await ShopModel.findById(DEMO_OWNED_SHOP_ID).lean();
    expect(shop).toMatchObject({ approvalStatus: 'rejected', ownerId: null });
    // The public catalog was told: the shop is gone from it at once.
    expect((await fetch(`${app.baseUrl}/api/shops/${DEMO_OWNED_SHOP_ID}`)).status).toBe(404);
    expect(await UserModel.findById(ownerId).lean()).toMatchObject({
      role: 'shop',
      name: 'Deleted user',
      taxId: '',
      description: '',
    });
    expect((await login(app, owner.email, owner.password)).status).toBe(401);
    expect((await api.post('/customer/export-data')).status).toBe(401);
  });

  it('leaves other users untouched', async () => {
    const keep = await createUser({ name: 'Kai Keep' });
    const gone = await createUser({ name: 'Gina Gone' });
    const keepApi = client(app, await signIn(app, keep));
    const before = await keepApi.get('/users/profile');
    expect((await client(app, await signIn(app, gone)).del('/users/profile')).status).toBe(200);
    expect(await keepApi.get('/users/profile')).toMatchObject({ status: 200, body: before.body });
    expect((await login(app, keep.email, keep.password)).status).toBe(200);
  });
});
