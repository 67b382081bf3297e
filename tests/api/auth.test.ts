import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, SessionUser } from '../../src/domain/auth';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/domain/demo';
import { LoginIdentityModel, UserModel } from '../../server/models/user.model';
import { getJson, postJson, startTestApp, TEST_JWT_SECRET, type TestApp } from './helpers';

/** Either side of the envelope, loosely, to assert on both. */
type Envelope<T> = { success: boolean; data: T; message?: string; errors?: Record<string, string> };

describe('auth: POST /api/auth/login, GET /api/auth/me', () => {
  let app: TestApp;
  const login = (body: unknown) =>
    postJson<Envelope<LoginResult>>(`${app.baseUrl}/api/auth/login`, body);
  const me = (token?: string) =>
    getJson<Envelope<{ user: SessionUser }>>(`${app.baseUrl}/api/auth/me`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  beforeAll(async () => {
    app = await startTestApp({ dbName: 'api_auth' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('signs in each demo account; the token works on /api/auth/me', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const { status, body } = await login({ email: account.email, password: account.password });
      expect(status).toBe(200);
      expect(body.data.user).toMatchObject({
        email: account.email,
        role: account.role,
        status: 'active',
        name: account.name,
      });
      // the session ends after the idle timeout (30 min), the access token after 15 min
      const sessionLeft = new Date(body.data.expiresAt).getTime() - Date.now();
      expect(sessionLeft).toBeGreaterThan(29 * 60_000);
      expect(sessionLeft).toBeLessThanOrEqual(30 * 60_000);
      const tokenLeft = new Date(body.data.accessTokenExpiresAt).getTime() - Date.now();
      expect(tokenLeft).toBeGreaterThan(14 * 60_000);
      expect(tokenLeft).toBeLessThanOrEqual(15 * 60_000);
      const claims = JSON.parse(
        Buffer.from(body.data.accessToken.split('.')[1]!, 'base64url').toString(),
      ) as Record<string, unknown>;
      expect(claims).toMatchObject({ aud: 'orabella', sub: body.data.user.id, role: account.role });
      expect(typeof claims.sid).toBe('string');
      const whoami = await me(body.data.accessToken);
      expect(whoami.status).toBe(200);
      expect(whoami.body.data.user).toEqual(body.data.user);
    }
  });

  it('normalises the email (case, spaces)', async () => {
    const { status } = await login({ email: '  Customer@ORABELLA.demo ', password: DEMO_PASSWORD });
    expect(status).toBe(200);
  });

  it('wrong password or unknown email → 401 "Invalid email or password"', async () => {
    for (const body of [
      { email: 'customer@orabella.demo', password: 'wrong-password' },
      { email: 'nobody@orabella.demo', password: DEMO_PASSWORD },
    ]) {
      const response = await login(body);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        success: false,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      });
    }
  });

  it('validates with loginSchema: missing fields → 400 with message keys', async () => {
    const { status, body } = await login({});
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      errors: { email: 'auth.emailRequired', password: 'auth.passwordRequired' },
    });
    const invalid = await login({ email: 'not-an-email', password: 'x' });
    expect(invalid.body.errors).toEqual({ email: 'auth.emailInvalid' });
    expect((await login(['customer@orabella.demo'])).status).toBe(400);
  });

  it('refuses operator objects in string fields (400) and writes nothing', async () => {
    const users = await UserModel.countDocuments();
    const identities = await LoginIdentityModel.countDocuments();
    const before = await UserModel.findById('user-demo-customer').lean();
    for (const body of [
      { email: { $gt: '' }, password: DEMO_PASSWORD },
      { email: 'customer@orabella.demo', password: { $ne: null } },
      { email: { $regex: '.*' }, password: { $gt: '' } },
      { email: 12345, password: DEMO_PASSWORD },
    ]) {
      const response = await login(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.success).toBe(false);
      expect(response.body.errors).toBeDefined();
      expect(response.body.data).toBeUndefined();
    }
    expect(await UserModel.countDocuments()).toBe(users);
    expect(await LoginIdentityModel.countDocuments()).toBe(identities);
    expect(await UserModel.findById('user-demo-customer').lean()).toEqual(before);
  });

  it('/api/auth/me → 401 envelope without a token, with a bad one, a forged one or alg none', async () => {
    const missing = await me();
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({
      success: false,
      code: 'AUTH_REQUIRED',
      message: 'Authentication required',
    });
    expect((await me('garbage')).status).toBe(401);

    const claims = { role: 'admin', use: 'access' };
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-demo-admin')
      .setAudience('orabella')
      .setIssuer('orabella-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough-000'));
    const forgedResponse = await me(forged);
    expect(forgedResponse.status).toBe(401);
    expect(forgedResponse.body).toEqual({
      success: false,
      code: 'TOKEN_INVALID',
      message: 'Invalid or expired token',
    });

    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, sub: 'user-demo-admin', aud: 'orabella', iss: 'orabella-api', exp: Math.floor(Date.now() / 1000) + 300 })}.`;
    expect((await me(none)).status).toBe(401);

    const wrongAudience = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-demo-admin')
      .setAudience('someone-else')
      .setIssuer('orabella-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await me(wrongAudience)).status).toBe(401);

    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-demo-admin')
      .setAudience('orabella')
      .setIssuer('orabella-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await me(expired)).status).toBe(401);
  });
});
