import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/domain/demo';
import { SessionModel } from '../../server/models/session.model';
import { SESSION_STAMPS_PREFIX, shareSessionStamps } from '../../server/modules/auth/session-cache';
import { userDocument } from '../../server/modules/auth/user-documents';
import { redisIndexStamps } from '../../server/modules/bookings/booking-index-stamps';
import { collectionsOf, commandsDuring } from './support/database-commands';
import { startTestApp, type TestApp } from './helpers';
import { startRedisServer, type TestRedis } from './support/redis-server';
import { authClient, refreshCookieOf } from './support/auth-client';

/**
 * Every authenticated request checks its session; a warm one is checked from memory
 * (server/modules/auth/session-cache.ts) and still ends at once: after a logout here, and after a revocation by
 * another instance (told through Redis stamps).
 */
const CUSTOMER = 'customer@orabella.demo';
let app: TestApp;
let auth: ReturnType<typeof authClient>;
let redis: TestRedis | undefined;
let redisUrl: string;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api_sessions_from_memory' });
  auth = authClient(app.baseUrl);
  redis = await startRedisServer();
  redisUrl = redis.url;
});
afterAll(async () => {
  shareSessionStamps(null);
  await redis?.stop();
  await app?.close();
});

async function signIn() {
  const login = await auth.login(CUSTOMER, DEMO_PASSWORD);
  expect(login.status).toBe(200);
  return {
    token: login.body.data.accessToken,
    cookie: refreshCookieOf(login.headers)!,
  };
}

describe('sessions from memory', () => {
  it("a new session's first request reads neither the session nor (for a booking) its user", async () => {
    const { token } = await signIn();
    const userId = (await auth.me(token)).body.data.user.id as string;
    const { token: fresh } = await signIn();
    const read = collectionsOf(
      await commandsDuring(async () => {
        expect((await auth.me(fresh)).status).toBe(200);
        // what a create reads of its customer: kept by the sign-in's read
        expect(await userDocument(userId)).toMatchObject({ _id: userId });
      }),
    );
    expect(read).not.toContain('sessions');
    // /me itself reads the user from the database (as sign-in and refresh do), once
    expect(read.filter((name) => name === 'users')).toHaveLength(1);
  });

  it('a warm session is checked without the database, and a logout ends it at once', async () => {
    const { token, cookie } = await signIn();
    expect((await auth.me(token)).status).toBe(200);
    const read = collectionsOf(
      await commandsDuring(async () => {
        expect((await auth.me(token)).status).toBe(200);
      }),
    );
    expect(read).not.toContain('sessions');

    expect((await auth.logout(cookie)).status).toBe(200);
    const after = await auth.me(token);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ success: false, code: 'SESSION_EXPIRED' });
  });

  it("another instance's revocation ends a warm session at the next request (Redis stamps)", async () => {
    const local = await redisIndexStamps({ url: redisUrl, prefix: SESSION_STAMPS_PREFIX });
    const other = await redisIndexStamps({ url: redisUrl, prefix: SESSION_STAMPS_PREFIX });
    shareSessionStamps(local);
    try {
      // one session revoked over there, as its logout writes: the document, then the stamp
      const one = await signIn();
      expect((await auth.me(one.token)).status).toBe(200);
      const sessionId = one.cookie.split('.')[0]!;
      await SessionModel.updateOne({ _id: sessionId }, { $set: { revokedAt: new Date() } });
      await other.bump([`s:${sessionId}`]);
      expect((await auth.me(one.token)).status).toBe(401);

      // every session of the user revoked over there (a password reset)
      const two = await signIn();
      expect((await auth.me(two.token)).status).toBe(200);
      const userId = (await auth.me(two.token)).body.data.user.id;
      await SessionModel.updateMany({ userId }, { $set: { revokedAt: new Date() } });
      await other.bump([`u:${userId}`]);
      expect((await auth.me(two.token)).status).toBe(401);
    } finally {
      shareSessionStamps(null);
      await Promise.all([local.close(), other.close()]);
    }
  });
});
