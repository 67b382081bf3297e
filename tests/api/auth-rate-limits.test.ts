import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';
import { authClient, registration } from './support/auth-client';

/**
 * With AUTH_RATE_LIMIT_FACTOR 0.4 every count shrinks (windows do not): forgot-password 12/h per IP and
 * 2/h per email, register 2/h per email, reset 4 per token; failed sign-ins per account: 2 free, then a
 * wait of 1 s, 2 s …, and the 4th consecutive failure locks the account for 15 minutes.
 */
describe('auth rate limits (factor 0.4)', () => {
  let app: TestApp;
  let auth: ReturnType<typeof authClient>;
  const it_ = { 'accept-language': 'it-IT,it;q=0.9,en;q=0.5' };

  beforeAll(async () => {
    app = await startTestApp({
      dbName: 'api_auth_rate_limits',
      env: { AUTH_RATE_LIMIT_FACTOR: '0.4' },
    });
    auth = authClient(app.baseUrl);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('forgot-password per IP: the 13th request in the hour → 429 with Retry-After, translated', async () => {
    for (let i = 0; i < 12; i += 1)
      expect((await auth.post('/forgot-password', { email: `ip${i}@example.com` })).status).toBe(
        200,
      );
    const refused = await auth.post('/forgot-password', { email: 'ip-last@example.com' }, it_);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Troppi tentativi. Riprova più tardi.',
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const english = await auth.post('/forgot-password', { email: 'ip-last@example.com' });
    expect(english.body.message).toBe('Too many attempts. Please try again later.');
  });

  it('register per email: a third try with the same address → 429', async () => {
    const body = registration();
    expect((await auth.register(body)).status).toBe(201);
    expect((await auth.register(body)).status).toBe(409);
    const third = await auth.register(body);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('reset per token: the 5th check of the same token → 429', async () => {
    for (let i = 0; i < 4; i += 1)
      expect((await auth.post('/reset-password/verify', { token: 'guessed-token' })).status).toBe(
        200,
      );
    expect((await auth.post('/reset-password/verify', { token: 'guessed-token' })).status).toBe(
      429,
    );
    expect(
      (await auth.post('/reset-password', { token: 'guessed-token', password: 'GoodPass1' }))
        .status,
    ).toBe(429);
    // another token is still checked
    expect((await auth.post('/reset-password/verify', { token: 'other-token' })).status).toBe(200);
  });

  it('failed sign-ins slow down, then lock the account, even with the right password', async () => {
    const account = registration();
    await auth.register(account);
    const wrong = () => auth.login(account.email, 'wrong-password', it_);
    expect((await wrong()).status).toBe(401);
    expect((await wrong()).status).toBe(401);
    const slowed = await wrong();
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toBe(
      'Troppi tentativi di accesso non riusciti. Attendi prima di riprovare.',
    );
    expect(slowed.headers.get('retry-after')).toBe('1');
    await sleep(1100);
    expect((await wrong()).status).toBe(401);
    const longer = await wrong();
    expect(longer.status).toBe(429);
    expect(longer.headers.get('retry-after')).toBe('2');
    await sleep(2100);
    expect((await wrong()).status).toBe(401); // 4th consecutive failure: locked
    const locked = await auth.login(account.email, account.password);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      success: false,
      code: 'ACCOUNT_LOCKED',
      message: 'Too many failed sign-in attempts. Please wait before trying again.',
    });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(890);
  });

  it('unknown emails are throttled the same way (no hint whether the account exists)', async () => {
    const ghost = () => auth.login('ghost.account@example.com', 'whatever');
    expect((await ghost()).status).toBe(401);
    expect((await ghost()).status).toBe(401);
    expect((await ghost()).status).toBe(429);
  });

  it('a successful sign-in clears the failure count', async () => {
    const account = registration();
    await auth.register(account);
    const wrong = () => auth.login(account.email, 'wrong-password');
    await wrong();
    await wrong();
    await sleep(1100);
    expect((await auth.login(account.email, account.password)).status).toBe(200);
    // counted from zero again: two more failures only slow down, they do not lock
    expect((await wrong()).status).toBe(401);
    expect((await wrong()).status).toBe(401);
    await sleep(1100);
    expect((await auth.login(account.email, account.password)).status).toBe(200);
  });
});
