import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailRequest } from '../../server/mail/mailer';
import { SessionModel } from '../../server/models/session.model';
import { ShopModel } from '../../server/models/shop.model';
import { LoginIdentityModel, UserModel } from '../../server/models/user.model';
import { startTestApp, type TestApp } from './helpers';
import { authClient, recordMail, refreshCookieOf, registration } from './support/auth-client';

describe('auth: POST /api/auth/register, input hardening', () => {
  let app: TestApp;
  let auth: ReturnType<typeof authClient>;
  const outbox: MailRequest[] = [];

  const counts = async () => ({
    users: await UserModel.countDocuments(),
    identities: await LoginIdentityModel.countDocuments(),
    shops: await ShopModel.countDocuments(),
    sessions: await SessionModel.countDocuments(),
  });

  beforeAll(async () => {
    app = await startTestApp({ dbName: 'api_auth_register', services: recordMail(outbox) });
    auth = authClient(app.baseUrl);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('registers a customer: 201, trimmed fields, signed in, welcome email in the chosen language', async () => {
    const { status, body, headers } = await auth.register(
      registration({
        name: '  Alice Rossi ',
        email: '  Alice.New@Example.COM ',
        phone: ' +39 (333) 123-4567 ',
        language: 'it',
      }),
    );
    expect(status).toBe(201);
    expect(body.message).toBe('Registration successful');
    expect(body.data.user).toMatchObject({
      name: 'Alice Rossi',
      email: 'alice.new@example.com',
      role: 'customer',
      status: 'active',
      language: 'it',
    });
    expect(refreshCookieOf(headers)).toBeTruthy();
    expect((await auth.me(body.data.accessToken)).body.data.user.id).toBe(body.data.user.id);
    const stored = await UserModel.findById(body.data.user.id).lean();
    expect(stored).toMatchObject({ phone: '+393331234567', language: 'it' });
    expect(outbox).toContainEqual({
      to: 'alice.new@example.com',
      locale: 'it',
      template: 'welcome',
      data: { name: 'Alice Rossi', role: 'customer' },
    });
    // and the new account can sign in with its password
    expect((await auth.login('alice.new@example.com', 'secret1')).status).toBe(200);
  });

  it('registers a shop owner as pending with a pending shop (no address yet)', async () => {
    const { status, body } = await auth.register(
      registration({ role: 'shop', name: 'Barberia Sole' }),
    );
    expect(status).toBe(201);
    expect(body.data.user).toMatchObject({ role: 'shop', status: 'pending', language: 'en' });
    const shop = await ShopModel.findOne({ ownerId: body.data.user.id }).lean();
    expect(shop).toMatchObject({
      name: 'Barberia Sole',
      approvalStatus: 'pending',
      businessType: 'salon',
      category: 'hair',
      rejectionReason: null,
      reviewedAt: null,
      email: body.data.user.email,
    });
    expect(shop?.location?.latitude ?? null).toBeNull();
    expect(outbox.at(-1)).toMatchObject({
      template: 'welcome',
      locale: 'en',
      data: { role: 'shop' },
    });
  });

  it('a taken email (any case) → 409 and nothing written', async () => {
    const body = registration();
    expect((await auth.register(body)).status).toBe(201);
    const before = await counts();
    const again = await auth.register({ ...body, email: body.email.toUpperCase(), role: 'shop' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists',
    });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['name too short', { name: ' A ' }, { name: 'auth.nameMinLength' }],
    ['bad email', { email: 'alice@nowhere' }, { email: 'auth.emailInvalid' }],
    ['bad phone', { phone: '+0 123' }, { phone: 'auth.phoneInvalid' }],
    ['letters in phone', { phone: '333-abc' }, { phone: 'auth.phoneInvalid' }],
    [
      'short password',
      { password: 'abc12', confirmPassword: 'abc12' },
      { password: 'auth.passwordMinLength' },
    ],
    ['mismatch', { confirmPassword: 'secret2' }, { confirmPassword: 'passwordMismatch' }],
    ['terms not accepted', { acceptTerms: false }, { acceptTerms: 'auth.termsRequired' }],
    ['role admin', { role: 'admin' }, { role: 'auth.roleInvalid' }],
    ['missing name', { name: undefined }, { name: 'auth.nameRequired' }],
  ])('%s → 400 with the field message and nothing written', async (_label, override, errors) => {
    const before = await counts();
    const { status, body } = await auth.register(registration(override));
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      errors,
    });
    expect(await counts()).toEqual(before);
  });

  it('wrong types, operators, 10 kB strings, unknown fields and non-objects → 400, nothing written', async () => {
    const before = await counts();
    const huge = 'x'.repeat(10 * 1024);
    const bodies: unknown[] = [
      {},
      [],
      'just a string',
      registration({ acceptTerms: 'true' }),
      registration({ phone: 3331234567 }),
      registration({ status: 'active' }),
      registration({ role: 'shop', status: 'active' }),
      registration({ approvalStatus: 'approved' }),
      registration({ name: huge }),
      registration({ email: `${huge}@example.com` }),
      registration({ phone: huge }),
      registration({ password: huge, confirmPassword: huge }),
      ...['role', 'name', 'email', 'phone', 'password', 'confirmPassword', 'language'].map(
        (field) => registration({ [field]: { $gt: '' } }),
      ),
    ];
    for (const body of bodies) {
      const response = await auth.register(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.success).toBe(false);
      expect(response.body.data).toBeUndefined();
    }
    expect(await counts()).toEqual(before);
  });

  it('login: unknown fields (role), operators in each field and 10 kB strings → 400, nothing written', async () => {
    const before = await counts();
    for (const body of [
      { email: 'customer@orabella.demo', password: 'x', role: 'admin' },
      { email: { $gt: '' }, password: 'x' },
      { email: 'customer@orabella.demo', password: { $gt: '' } },
      { email: `${'a'.repeat(10 * 1024)}@example.com`, password: 'x' },
      { email: 'customer@orabella.demo', password: 'p'.repeat(10 * 1024) },
      { email: 'customer@orabella.demo' },
    ]) {
      const response = await auth.post('/login', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.success).toBe(false);
      expect(response.body.data).toBeUndefined();
    }
    for (const [path, field] of [
      ['/forgot-password', 'email'],
      ['/reset-password/verify', 'token'],
      ['/reset-password', 'token'],
      ['/reset-password', 'password'],
      ['/social/login', 'token'],
      ['/social/login', 'provider'],
      ['/social/register', 'token'],
    ] as const) {
      const valid: Record<string, unknown> = {
        '/forgot-password': { email: 'customer@orabella.demo' },
        '/reset-password/verify': { token: 'abc' },
        '/reset-password': { token: 'abc', password: 'NewPassw0rd' },
        '/social/login': { provider: 'google', token: 'abc' },
        '/social/register': { provider: 'google', token: 'abc' },
      }[path] as Record<string, unknown>;
      for (const bad of [{ $gt: '' }, 12, 'y'.repeat(10 * 1024)]) {
        const response = await auth.post(path, { ...valid, [field]: bad });
        expect(response.status, `${path} ${field}`).toBe(400);
        expect(response.body.success).toBe(false);
      }
      const extra = await auth.post(path, { ...valid, role: 'admin', isAdmin: true });
      expect(extra.status, `${path} unknown`).toBe(400);
    }
    expect(await counts()).toEqual(before);
  });
});
