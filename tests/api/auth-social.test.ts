import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginIdentityModel, UserModel } from '../../server/models/user.model';
import { getJson, startTestApp, type TestApp } from './helpers';
import { authClient, refreshCookieOf, registration } from './support/auth-client';
import { startFacebookGraph, type FakeFacebookGraph } from './support/facebook-graph';
import { startOidcIssuer, type LocalOidcIssuer } from './support/oidc-issuer';

const GOOGLE_CLIENT_ID = 'orabella-test.apps.googleusercontent.com';
const FACEBOOK_APP = { appId: '1234567890', appSecret: 'fb-test-secret' };

describe('auth: Google and Facebook sign-in against local providers', () => {
  let app: TestApp;
  let auth: ReturnType<typeof authClient>;
  let google: LocalOidcIssuer;
  let facebook: FakeFacebookGraph;
  const social = (provider: string, token: string, extra: Record<string, unknown> = {}) =>
    auth.post<{ user: { id: string; email: string; name: string; role: string } }>(
      '/social/login',
      { provider, token, ...extra },
    );
  const socialRegister = (provider: string, token: string, extra: Record<string, unknown> = {}) =>
    auth.post<{ user: { id: string; email: string; name: string; role: string } }>(
      '/social/register',
      { provider, token, ...extra },
    );

  beforeAll(async () => {
    google = await startOidcIssuer(GOOGLE_CLIENT_ID);
    facebook = await startFacebookGraph(FACEBOOK_APP);
    app = await startTestApp({
      dbName: 'api_auth_social',
      env: {
        GOOGLE_CLIENT_ID,
        GOOGLE_JWKS_URL: google.jwksUrl,
        GOOGLE_ISSUER: google.issuer,
        FACEBOOK_APP_ID: FACEBOOK_APP.appId,
        FACEBOOK_APP_SECRET: FACEBOOK_APP.appSecret,
        FACEBOOK_GRAPH_URL: facebook.url,
      },
    });
    auth = authClient(app.baseUrl);
  });
  afterAll(async () => {
    await app?.close();
    await google?.close();
    await facebook?.close();
  });

  it('GET /social/config names the configured providers (ids only, no secret)', async () => {
    const { status, body } = await getJson(`${app.baseUrl}/api/auth/social/config`);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: { google: { clientId: GOOGLE_CLIENT_ID }, facebook: { appId: FACEBOOK_APP.appId } },
    });
  });

  it('Google: unknown person → 404 User not found, then social register → 201 customer from the verified data', async () => {
    const token = await google.idToken({
      sub: 'g-new',
      email: 'New.Person@Example.com',
      name: 'Nuova Persona',
    });
    const before = await UserModel.countDocuments();
    const missing = await social('google', token);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      success: false,
      code: 'SOCIAL_USER_NOT_FOUND',
      message: 'User not found',
    });
    expect(await UserModel.countDocuments()).toBe(before);

    const created = await socialRegister('google', token, { role: 'customer', language: 'it' });
    expect(created.status).toBe(201);
    expect(created.body.data.user).toMatchObject({
      email: 'new.person@example.com',
      name: 'Nuova Persona',
      role: 'customer',
      status: 'active',
      language: 'it',
    });
    expect(refreshCookieOf(created.headers)).toBeTruthy();
    expect(await LoginIdentityModel.findById('google:g-new').lean()).toMatchObject({
      userId: created.body.data.user.id,
      provider: 'google',
    });

    // from now on the same Google account signs in, and registering again just signs in
    const again = await social('google', token);
    expect(again.status).toBe(200);
    expect(again.body.data.user.id).toBe(created.body.data.user.id);
    const twice = await socialRegister('google', token);
    expect(twice.status).toBe(200);
    expect(twice.body.data.user.id).toBe(created.body.data.user.id);
  });

  it('Google: a verified email of an existing account links the identity and signs in', async () => {
    const account = registration();
    const registered = await auth.register(account);
    const token = await google.idToken({ sub: 'g-link', email: account.email });
    const signedIn = await social('google', token);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.id).toBe(registered.body.data.user.id);
    expect(await LoginIdentityModel.findById('google:g-link').lean()).toMatchObject({
      userId: registered.body.data.user.id,
    });
  });

  it('Google: wrong audience, wrong issuer, expired, foreign key, garbage → 401 Invalid JWT token', async () => {
    const tokens = [
      await google.idToken({ aud: 'someone-else' }),
      await google.idToken({ iss: 'https://evil.example.com' }),
      await google.idToken({}, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      await google.idToken({}, { key: 'foreign' }),
      'not.a.jwt',
    ];
    for (const token of tokens) {
      const response = await social('google', token);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        success: false,
        code: 'SOCIAL_TOKEN_INVALID',
        message: 'Invalid JWT token',
      });
    }
  });

  it('Google: an unverified email → 401 with its own message, nothing created', async () => {
    const before = await UserModel.countDocuments();
    for (const claims of [{ email_verified: false }, { email_verified: 'true' }]) {
      const token = await google.idToken({ sub: 'g-unverified', ...claims });
      const response = await socialRegister('google', token);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Your email address is not verified with this provider');
    }
    expect(await UserModel.countDocuments()).toBe(before);
  });

  it('Facebook: debug_token with the app credentials, then /me; register then sign in', async () => {
    facebook.users.set('fb-user-token', {
      id: 'fb-42',
      name: 'Franco Facebook',
      email: 'franco@example.com',
      appId: FACEBOOK_APP.appId,
    });
    expect((await social('facebook', 'fb-user-token')).status).toBe(404);
    const created = await socialRegister('facebook', 'fb-user-token');
    expect(created.status).toBe(201);
    expect(created.body.data.user).toMatchObject({
      email: 'franco@example.com',
      name: 'Franco Facebook',
    });
    expect(facebook.appTokensSeen.at(-1)).toBe(`${FACEBOOK_APP.appId}|${FACEBOOK_APP.appSecret}`);
    const signedIn = await social('facebook', 'fb-user-token');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.id).toBe(created.body.data.user.id);
  });

  it('Facebook: invalid, expired, other-app tokens → 401; no email → unverified', async () => {
    const base = { id: 'fb-x', name: 'X', email: 'x@example.com', appId: FACEBOOK_APP.appId };
    facebook.users.set('fb-invalid', { ...base, valid: false });
    facebook.users.set('fb-expired', { ...base, expiresAt: Math.floor(Date.now() / 1000) - 10 });
    facebook.users.set('fb-other-app', { ...base, appId: '999' });
    for (const token of ['fb-invalid', 'fb-expired', 'fb-other-app', 'fb-unknown']) {
      const response = await social('facebook', token);
      expect(response.status, token).toBe(401);
      expect(response.body.message).toBe('Invalid JWT token');
    }
    facebook.users.set('fb-no-email', { id: 'fb-y', name: 'Y', appId: FACEBOOK_APP.appId });
    const noEmail = await socialRegister('facebook', 'fb-no-email');
    expect(noEmail.status).toBe(401);
    expect(noEmail.body.message).toBe('Your email address is not verified with this provider');
  });

  it('social register cannot choose another role or smuggle profile fields', async () => {
    const token = await google.idToken({ sub: 'g-role' });
    expect((await socialRegister('google', token, { role: 'shop' })).status).toBe(400);
    expect((await socialRegister('google', token, { email: 'chosen@example.com' })).status).toBe(
      400,
    );
    expect((await socialRegister('google', token, { name: 'Chosen' })).status).toBe(400);
  });
});

describe('auth: social sign-in not configured', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ dbName: 'api_auth_social_off', seed: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('→ 503 Social sign-in is not set up, and config says null', async () => {
    const auth = authClient(app.baseUrl);
    for (const provider of ['google', 'facebook']) {
      const response = await auth.post('/social/login', { provider, token: 'anything' });
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        success: false,
        code: 'SOCIAL_NOT_CONFIGURED',
        message: 'Social sign-in is not set up',
      });
    }
    const config = await fetch(`${app.baseUrl}/api/auth/social/config`).then((r) => r.json());
    expect(config).toEqual({ success: true, data: { google: null, facebook: null } });
  });
});
