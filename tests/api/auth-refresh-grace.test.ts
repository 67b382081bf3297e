import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger';
import { SessionModel } from '../../server/models/session.model';
import { createAuthService } from '../../server/modules/auth/auth.service';
import { REFRESH_REUSE_GRACE_MS } from '../../server/modules/auth/sessions';
import { startTestApp, type TestApp } from './helpers';
import { authClient, refreshCookieOf, registration } from './support/auth-client';

/**
 * Two tabs refreshing at once must not log the user out, while a stolen refresh token still ends the session:
 * the same current token presented by simultaneous requests gets one rotation and the same successor, and the
 * token just replaced gets that successor again for REFRESH_REUSE_GRACE_MS; later, or older, it is reuse.
 * The auth service runs on a clock the test moves, so nothing waits for the window to pass.
 */
describe('refresh: simultaneous tabs and the grace window for the token just replaced', () => {
  let app: TestApp;
  let auth: ReturnType<typeof authClient>;
  let skewMs = 0;
  const clock = () => new Date(Date.now() + skewMs);

  beforeAll(async () => {
    app = await startTestApp({
      dbName: 'api_auth_refresh_grace',
      seed: false,
      services: (services, config) => ({
        ...services,
        auth: createAuthService({
          config,
          tokens: services.auth.tokens,
          mailer: services.mail,
          logger: createLogger(config),
          now: clock,
        }),
      }),
    });
    auth = authClient(app.baseUrl);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function signedIn() {
    skewMs = 0;
    const body = registration();
    const reg = await auth.register(body);
    expect(reg.status).toBe(201);
    return refreshCookieOf(reg.headers)!;
  }
  const sessionOf = (cookie: string) => SessionModel.findById(cookie.split('.')[0]).lean();

  it('three simultaneous refreshes with the same cookie all succeed with one successor; the session lives on', async () => {
    for (let round = 0; round < 3; round += 1) {
      const cookie = await signedIn();
      const answers = await Promise.all([0, 1, 2].map(() => auth.refresh(cookie)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      const successors = new Set(answers.map((a) => refreshCookieOf(a.headers)));
      expect(successors.size).toBe(1);
      const [successor] = [...successors] as [string];
      expect(successor).not.toBe(cookie);
      for (const answer of answers)
        expect((await auth.me(answer.body.data.accessToken)).status).toBe(200);
      // one rotation, not three, and the session is alive: the successor refreshes normally
      expect((await sessionOf(cookie))?.generation).toBe(1);
      const next = await auth.refresh(successor);
      expect(next.status).toBe(200);
      expect((await auth.me(next.body.data.accessToken)).status).toBe(200);
    }
  });

  it('the token just replaced answers the same successor within the window, and revokes after it', async () => {
    const old = await signedIn();
    const rotated = await auth.refresh(old);
    const successor = refreshCookieOf(rotated.headers)!;

    skewMs = REFRESH_REUSE_GRACE_MS - 1000;
    const late = await auth.refresh(old);
    expect(late.status).toBe(200);
    expect(refreshCookieOf(late.headers)).toBe(successor);
    expect((await auth.me(late.body.data.accessToken)).status).toBe(200);

    skewMs = REFRESH_REUSE_GRACE_MS + 1000;
    const replay = await auth.refresh(old);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({
      success: false,
      code: 'SESSION_EXPIRED',
      message: 'Session expired',
    });
    // the whole family ends: the successor and the access tokens issued to it
    expect((await auth.refresh(successor)).status).toBe(401);
    expect((await auth.me(rotated.body.data.accessToken)).status).toBe(401);
    expect((await sessionOf(old))?.revokedReason).toBe('reuse');
  });

  it('a token two generations old revokes the family even inside the window', async () => {
    const first = await signedIn();
    const second = refreshCookieOf((await auth.refresh(first)).headers)!;
    const third = await auth.refresh(second);
    expect(third.status).toBe(200);
    const replay = await auth.refresh(first);
    expect(replay.status).toBe(401);
    expect((await auth.refresh(refreshCookieOf(third.headers))).status).toBe(401);
    expect((await sessionOf(first))?.revokedReason).toBe('reuse');
  });
});
