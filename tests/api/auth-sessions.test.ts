import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/domain/demo';
import { errorHandler } from '../../server/http/errors';
import { createLogger } from '../../server/logger';
import { SessionModel } from '../../server/models/session.model';
import { ShopModel } from '../../server/models/shop.model';
import { UserModel } from '../../server/models/user.model';
import { authOf } from '../../server/modules/auth/auth.middleware';
import { sessionsWritten } from '../../server/modules/auth/session-cache';
import { getJson, startTestApp, TEST_JWT_SECRET, type TestApp } from './helpers';
import { authClient, refreshCookieOf, registration, setCookieHeader } from './support/auth-client';

const CUSTOMER = 'customer@orabella.demo';

describe('auth sessions: refresh rotation, reuse detection, logout, guards', () => {
  let app: TestApp;
  let auth: ReturnType<typeof authClient>;

  beforeAll(async () => {
    app = await startTestApp({ dbName: 'api_auth_sessions' });
    auth = authClient(app.baseUrl);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('login sets an httpOnly, SameSite=Strict refresh cookie on /api/auth that lasts the session', async () => {
    const { status, body, headers } = await auth.login(CUSTOMER, DEMO_PASSWORD);
    expect(status).toBe(200);
    expect(body.message).toBe('Login successful');
    const cookie = setCookieHeader(headers);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).not.toMatch(/Secure/i); // the test app's public URL is http
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
    expect(maxAge).toBeGreaterThan(604_800 - 10); // absolute lifetime, 7 days
    expect(maxAge).toBeLessThanOrEqual(604_800);
    const [sessionId, secret] = refreshCookieOf(headers)!.split('.');
    expect(Buffer.from(sessionId!, 'base64url').length).toBeGreaterThanOrEqual(16);
    // only a hash of the secret is stored
    const stored = await SessionModel.findById(sessionId).lean();
    expect(stored).toMatchObject({ userId: 'user-demo-customer', generation: 0, revokedAt: null });
    expect(JSON.stringify(stored)).not.toContain(secret);
  });

  it('each login is a new session with its own id', async () => {
    const a = await auth.login(CUSTOMER, DEMO_PASSWORD);
    const b = await auth.login(CUSTOMER, DEMO_PASSWORD);
    expect(refreshCookieOf(a.headers)!.split('.')[0]).not.toBe(
      refreshCookieOf(b.headers)!.split('.')[0],
    );
  });

  it('refresh rotates the token and slides the session end; extend does the same', async () => {
    const login = await auth.login(CUSTOMER, DEMO_PASSWORD);
    const first = refreshCookieOf(login.headers)!;
    const refreshed = await auth.refresh(first);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.message).toBe('Session refreshed');
    const second = refreshCookieOf(refreshed.headers)!;
    expect(second).not.toBe(first);
    expect(second.split('.')[0]).toBe(first.split('.')[0]);
    expect(new Date(refreshed.body.data.expiresAt).getTime()).toBeGreaterThanOrEqual(
      new Date(login.body.data.expiresAt).getTime(),
    );
    expect((await auth.me(refreshed.body.data.accessToken)).status).toBe(200);

    const extended = await auth.refresh(second, '/extend');
    expect(extended.status).toBe(200);
    expect(extended.body.message).toBe('Session extended');
    expect(extended.body.data.user.email).toBe(CUSTOMER);
    const stored = await SessionModel.findById(first.split('.')[0]).lean();
    expect(stored?.generation).toBe(2);
  });

  it('reusing an old refresh token revokes the whole session', async () => {
    const login = await auth.login(CUSTOMER, DEMO_PASSWORD);
    const old = refreshCookieOf(login.headers)!;
    // two rotations: `old` is not the token just replaced (that one has a grace window, see auth-refresh-grace)
    const between = await auth.refresh(old);
    const rotated = await auth.refresh(refreshCookieOf(between.headers));
    const newest = refreshCookieOf(rotated.headers)!;

    const replay = await auth.refresh(old);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({
      success: false,
      code: 'SESSION_EXPIRED',
      message: 'Session expired',
    });
    expect(setCookieHeader(replay.headers)).toMatch(/orabella_rt=;/);

    // the legitimate newest token and the session's access tokens are dead too
    expect((await auth.refresh(newest)).status).toBe(401);
    const me = await auth.me(rotated.body.data.accessToken);
    expect(me.status).toBe(401);
    expect(me.body.message).toBe('Session expired');
    const stored = await SessionModel.findById(old.split('.')[0]).lean();
    expect(stored?.revokedReason).toBe('reuse');
  });

  it('simultaneous refreshes with the same token rotate it once: never two different successors', async () => {
    for (let round = 0; round < 3; round += 1) {
      const login = await auth.login(CUSTOMER, DEMO_PASSWORD);
      const token = refreshCookieOf(login.headers)!;
      const answers = await Promise.all([0, 1, 2, 3].map(() => auth.refresh(token)));
      const successors = new Set(
        answers.filter((a) => a.status === 200).map((a) => refreshCookieOf(a.headers)),
      );
      expect(successors.size).toBe(1);
      expect((await SessionModel.findById(token.split('.')[0]).lean())?.generation).toBe(1);
    }
  });

  it('refresh without a cookie or with garbage → 401 Session expired', async () => {
    for (const cookie of [undefined, 'garbage', 'a.b', `${'A'.repeat(24)}.${'B'.repeat(43)}`]) {
      const response = await auth.refresh(cookie);
      expect(response.status, String(cookie)).toBe(401);
      expect(response.body).toEqual({
        success: false,
        code: 'SESSION_EXPIRED',
        message: 'Session expired',
      });
    }
  });

  it('an idle-expired or past-absolute session cannot be refreshed, and its access token stops working', async () => {
    for (const field of ['expiresAt', 'absoluteExpiresAt'] as const) {
      const login = await auth.login(CUSTOMER, DEMO_PASSWORD);
      const cookie = refreshCookieOf(login.headers)!;
      await SessionModel.updateOne(
        { _id: cookie.split('.')[0] },
        { $set: { [field]: new Date(Date.now() - 1000) } },
      );
      // as every write of the session store does: its copy in memory is not served again
      await sessionsWritten({ sessionId: cookie.split('.')[0] });
      expect((await auth.refresh(cookie)).status, field).toBe(401);
      expect((await auth.me(login.body.data.accessToken)).status, field).toBe(401);
    }
  });

  it('the access token never outlives the session end', async () => {
    const login = await auth.login(CUSTOMER, DEMO_PASSWORD);
    const cookie = refreshCookieOf(login.headers)!;
    const soon = new Date(Date.now() + 60_000);
    await SessionModel.updateOne(
      { _id: cookie.split('.')[0] },
      { $set: { absoluteExpiresAt: soon } },
    );
    const refreshed = await auth.refresh(cookie);
    expect(refreshed.status).toBe(200);
    expect(new Date(refreshed.body.data.expiresAt).getTime()).toBe(soon.getTime());
    expect(new Date(refreshed.body.data.accessTokenExpiresAt).getTime()).toBeLessThanOrEqual(
      soon.getTime(),
    );
  });

  it('logout ends the session (even with an expired access token) and clears the cookie', async () => {
    const login = await auth.login(CUSTOMER, DEMO_PASSWORD);
    const cookie = refreshCookieOf(login.headers)!;
    const out = await auth.logout(cookie);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, data: null, message: 'Logged out' });
    expect(setCookieHeader(out.headers)).toMatch(/orabella_rt=;.*Path=\/api\/auth/);
    expect((await auth.me(login.body.data.accessToken)).status).toBe(401);
    expect((await auth.refresh(cookie)).status).toBe(401);
    // without a cookie it still answers 200 (nothing to end)
    expect((await auth.logout()).status).toBe(200);
  });

  it('refresh answers the user as stored now: an owner approved meanwhile becomes active', async () => {
    const reg = await auth.register(registration({ role: 'shop', name: 'Salone Luna' }));
    expect(reg.status).toBe(201);
    expect(reg.body.data.user.status).toBe('pending');
    const shop = await ShopModel.findOne({ ownerId: reg.body.data.user.id }).lean();
    expect(shop).toMatchObject({
      name: 'Salone Luna',
      approvalStatus: 'pending',
      category: 'hair',
    });
    await UserModel.updateOne({ _id: reg.body.data.user.id }, { $set: { status: 'active' } });
    const refreshed = await auth.refresh(refreshCookieOf(reg.headers));
    expect(refreshed.body.data.user.status).toBe('active');
  });

  it('a deleted account cannot sign in, and its sessions cannot be refreshed', async () => {
    const body = registration();
    const reg = await auth.register(body);
    await UserModel.updateOne({ _id: reg.body.data.user.id }, { $set: { deletedAt: new Date() } });
    const login = await auth.login(body.email, body.password);
    expect(login.status).toBe(401);
    expect(login.body.message).toBe('Invalid email or password');
    expect((await auth.refresh(refreshCookieOf(reg.headers))).status).toBe(401);
  });

  it('SessionControl.revokeAllForUser ends every session but the one kept', async () => {
    const body = registration();
    const a = await auth.register(body);
    const b = await auth.login(body.email, body.password);
    const c = await auth.login(body.email, body.password);
    const keep = refreshCookieOf(c.headers)!.split('.')[0]!;
    const ended = await app.services.auth.sessions.revokeAllForUser(a.body.data.user.id, {
      exceptSessionId: keep,
    });
    expect(ended).toBe(2);
    expect((await auth.me(a.body.data.accessToken)).status).toBe(401);
    expect((await auth.me(b.body.data.accessToken)).status).toBe(401);
    expect((await auth.me(c.body.data.accessToken)).status).toBe(200);
    await app.services.auth.sessions.revokeSession(keep);
    expect((await auth.me(c.body.data.accessToken)).status).toBe(401);
  });

  it('access tokens with the wrong algorithm, audience or an expiry in the past → 401', async () => {
    const login = await auth.login(CUSTOMER, DEMO_PASSWORD);
    const sid = refreshCookieOf(login.headers)!.split('.')[0]!;
    const claims = { role: 'customer', use: 'access', sid };
    const sign = (alg: 'HS256' | 'HS512', audience: string, exp: number) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg })
        .setSubject('user-demo-customer')
        .setAudience(audience)
        .setIssuer('orabella-api')
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const inFive = Math.floor(Date.now() / 1000) + 300;
    expect((await auth.me(await sign('HS256', 'orabella', inFive))).status).toBe(200);
    expect((await auth.me(await sign('HS512', 'orabella', inFive))).status).toBe(401);
    expect((await auth.me(await sign('HS256', 'other', inFive))).status).toBe(401);
    const expired = await auth.me(await sign('HS256', 'orabella', inFive - 600));
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({
      success: false,
      code: 'TOKEN_INVALID',
      message: 'Invalid or expired token',
    });
  });

  it('requireRole: 401 without a token, 403 Forbidden for another role, passes for the role', async () => {
    const guarded = express();
    guarded.get('/admin-only', app.services.auth.guards.requireRole('admin'), (_req, res) => {
      res.json({ success: true, data: authOf(res) });
    });
    guarded.use(errorHandler(createLogger(app.config)));
    const server = http.createServer(guarded);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin-only`;
    try {
      const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
      expect((await getJson(url)).status).toBe(401);
      const customer = await auth.login(CUSTOMER, DEMO_PASSWORD);
      const refused = await getJson(url, bearer(customer.body.data.accessToken));
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ success: false, code: 'FORBIDDEN', message: 'Forbidden' });
      const admin = await auth.login('admin@orabella.demo', DEMO_PASSWORD);
      const allowed = await getJson<{ data: Record<string, string> }>(
        url,
        bearer(admin.body.data.accessToken),
      );
      expect(allowed.status).toBe(200);
      expect(allowed.body.data).toMatchObject({ userId: 'user-demo-admin', role: 'admin' });
      expect(allowed.body.data.sessionId).toBe(refreshCookieOf(admin.headers)!.split('.')[0]);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
