import http from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '../../server/modules/auth/rate-limits';
import { startTestApp, type TestApp } from './helpers';
import { authClient, registration } from './support/auth-client';

/**
 * The hard lock after repeated wrong passwords is per account AND client: ten wrong passwords from one
 * client lock that client out, while the owner signs in from their own. The per-account slow-down stays.
 *
 * Clients differ by their real source address (127.0.0.2 and 127.0.0.3 on the loopback), in the default
 * configuration without `trust proxy`, so no header can fake them. The waits (up to 60 s) pass on a faked
 * Date: the limiters and the whole app read the same clock, so nothing sleeps.
 */

const CLIENT_A = '127.0.0.2';
const CLIENT_B = '127.0.0.3';

/** POST /api/auth/login from a given source address (status and Retry-After only). */
function loginFrom(
  app: TestApp,
  localAddress: string,
  email: string,
  password: string,
): Promise<{ status: number; retryAfter: string | null }> {
  const url = new URL('/api/auth/login', app.baseUrl);
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: (response.headers['retry-after'] as string | undefined) ?? null,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ dbName: 'api_auth_lockout', seed: false });
});
afterAll(async () => {
  await app?.close();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Past any per-account wait (the cap is 60 s), well inside the 15-minute lock. */
const pastTheWait = () => vi.setSystemTime(Date.now() + (RATE_LIMITS.maxDelaySeconds + 1) * 1000);

describe('sign-in lockout per account and client', () => {
  it('10 wrong passwords from client A lock A out; the right password from client B still signs in', async () => {
    const owner = registration();
    expect((await authClient(app.baseUrl).register(owner)).status).toBe(201);

    for (let i = 1; i <= RATE_LIMITS.lockAfterFailures; i += 1) {
      pastTheWait();
      const wrong = await loginFrom(app, CLIENT_A, owner.email, 'not-the-password');
      expect(wrong.status, `failure ${i}`).toBe(401);
    }

    // the slow-down is per account: right after a failure, B waits too
    const tooSoon = await loginFrom(app, CLIENT_B, owner.email, owner.password);
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.retryAfter)).toBeLessThanOrEqual(RATE_LIMITS.maxDelaySeconds);

    pastTheWait();
    // A is locked out, even with the right password …
    const lockedA = await loginFrom(app, CLIENT_A, owner.email, owner.password);
    expect(lockedA.status).toBe(429);
    expect(Number(lockedA.retryAfter)).toBeGreaterThan(RATE_LIMITS.maxDelaySeconds);
    // … the owner on B is not
    expect((await loginFrom(app, CLIENT_B, owner.email, owner.password)).status).toBe(200);
    // and the owner's success does not lift A's lock
    expect((await loginFrom(app, CLIENT_A, owner.email, owner.password)).status).toBe(429);
  });

  it("A's lock ends after 15 minutes", async () => {
    const owner = registration();
    expect((await authClient(app.baseUrl).register(owner)).status).toBe(201);
    for (let i = 1; i <= RATE_LIMITS.lockAfterFailures; i += 1) {
      pastTheWait();
      expect((await loginFrom(app, CLIENT_A, owner.email, 'wrong')).status).toBe(401);
    }
    pastTheWait();
    expect((await loginFrom(app, CLIENT_A, owner.email, owner.password)).status).toBe(429);
    vi.setSystemTime(Date.now() + RATE_LIMITS.lockSeconds * 1000);
    expect((await loginFrom(app, CLIENT_A, owner.email, owner.password)).status).toBe(200);
  });
});
