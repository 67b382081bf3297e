import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../src/domain/auth';
import type { ClientToServerEvents, ServerToClientEvents } from '../../src/domain/realtime';
import { createLogger } from '../../server/logger';
import { SessionModel } from '../../server/models/session.model';
import { sessionsWritten } from '../../server/modules/auth/session-cache';
import {
  allowedSocketOrigins,
  attachRealtime,
  liveMessage,
  userRoom,
  type Realtime,
} from '../../server/realtime';
import { getJson, startTestApp, type TestApp } from './helpers';
import { authClient, refreshCookieOf, registration, type Envelope } from './support/auth-client';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const EXTRA_ORIGIN = 'https://admin.orabella.example';

/**
 * A socket belongs to a sign-in session: it cannot connect once the session has ended, and it is dropped when
 * the session ends (logout, password change or reset, refresh-token reuse). Browsers from foreign origins
 * cannot open one at all.
 */
describe('realtime: sockets follow their session; foreign origins are refused', () => {
  let app: TestApp;
  let realtime: Realtime;
  let auth: ReturnType<typeof authClient>;
  const sockets: ClientSocket[] = [];

  const open = (token?: string, origin?: string): ClientSocket => {
    const socket: ClientSocket = connect(app.baseUrl, {
      transports: ['websocket'],
      reconnection: false,
      auth: token ? { token } : {},
      ...(origin ? { extraHeaders: { origin } } : {}),
    });
    sockets.push(socket);
    return socket;
  };
  /** connected, in its rooms, and told who it is */
  const connected = async (token?: string, origin?: string) => {
    const socket = open(token, origin);
    await new Promise((resolve, reject) => {
      socket.once('session', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  };
  const refused = (token?: string, origin?: string) => {
    const socket = open(token, origin);
    return new Promise<string>((resolve, reject) => {
      socket.once('connect_error', (error) => resolve(error.message));
      socket.once('session', () => reject(new Error('connected')));
    });
  };
  const dropped = (socket: ClientSocket) =>
    new Promise<string>((resolve) => socket.once('disconnect', resolve));

  /** a fresh customer signed in twice: two sessions (two devices) */
  async function customerOnTwoDevices() {
    const body = registration();
    const first = await auth.register(body);
    const second = await auth.login(body.email, body.password);
    expect([first.status, second.status]).toEqual([201, 200]);
    const device = (signIn: typeof first) => ({
      token: signIn.body.data.accessToken,
      cookie: refreshCookieOf(signIn.headers)!,
    });
    return {
      body,
      userId: first.body.data.user.id,
      a: device(first),
      b: device(second),
    };
  }

  beforeAll(async () => {
    app = await startTestApp({
      dbName: 'api_realtime_sessions',
      seed: false,
      env: { SOCKET_ALLOWED_ORIGINS: EXTRA_ORIGIN },
    });
    auth = authClient(app.baseUrl);
    realtime = await attachRealtime(app.server, {
      tokens: app.services.auth.tokens,
      sessions: app.services.auth.sessionStore,
      allowedOrigins: allowedSocketOrigins(app.config),
      logger: createLogger({ logLevel: 'silent', version: 'test', nodeEnv: 'test' }),
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await realtime?.close().catch(() => undefined);
    await app?.close().catch(() => undefined);
  });

  it('logout drops the session’s sockets, and its still-unexpired token can no longer connect', async () => {
    const { a, b, userId } = await customerOnTwoDevices();
    const socketA = await connected(a.token);
    const socketB = await connected(b.token);
    const goneA = dropped(socketA);
    expect((await auth.logout(a.cookie)).status).toBe(200);
    expect(await goneA).toBe('io server disconnect');
    expect(await refused(a.token)).toBe('Session expired');
    // the other device's session is untouched: it still connects and still gets the user's events
    const news = new Promise((resolve) => socketB.once('notification', resolve));
    realtime.io.to(userRoom(userId)).emit('notification', liveMessage('ping', {}));
    expect(await news).toMatchObject({ type: 'ping' });
    await connected(b.token);
  });

  it('a password change drops the other sessions’ sockets, not the one that changed it', async () => {
    const { a, b, body, userId } = await customerOnTwoDevices();
    const socketA = await connected(a.token);
    const socketB = await connected(b.token);
    const goneA = dropped(socketA);
    const changed = await getJson<Envelope<null>>(`${app.baseUrl}/api/users/profile/password`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${b.token}` },
      body: JSON.stringify({ currentPassword: body.password, newPassword: 'Another2!pass' }),
    });
    expect(changed.status).toBe(200);
    expect(await goneA).toBe('io server disconnect');
    expect(await refused(a.token)).toBe('Session expired');
    const news = new Promise((resolve) => socketB.once('notification', resolve));
    realtime.io.to(userRoom(userId)).emit('notification', liveMessage('ping', {}));
    expect(await news).toMatchObject({ type: 'ping' });
  });

  it('a password reset drops every socket of the user', async () => {
    const { a, b, body } = await customerOnTwoDevices();
    const gone = [dropped(await connected(a.token)), dropped(await connected(b.token))];
    const token = await app.services.auth.resets.requestReset(body.email);
    const reset = await auth.post('/reset-password', { token, password: 'Another2!pass' });
    expect(reset.status).toBe(200);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await refused(b.token)).toBe('Session expired');
  });

  it('refresh-token reuse revokes the family and drops its sockets', async () => {
    const { a } = await customerOnTwoDevices();
    const first = await auth.refresh(a.cookie);
    const second = await auth.refresh(refreshCookieOf(first.headers));
    expect([first.status, second.status]).toEqual([200, 200]);
    const socket = await connected(second.body.data.accessToken);
    const gone = dropped(socket);
    // a copy two generations old: stolen, whatever the grace for the one just replaced
    expect((await auth.refresh(a.cookie)).status).toBe(401);
    expect(await gone).toBe('io server disconnect');
    expect(await refused(second.body.data.accessToken)).toBe('Session expired');
  });

  it('SessionControl.revokeAllForUser (what account deletion calls) drops every socket of the user', async () => {
    const { a, userId } = await customerOnTwoDevices();
    const gone = dropped(await connected(a.token));
    await app.services.auth.sessions.revokeAllForUser(userId);
    expect(await gone).toBe('io server disconnect');
  });

  it('a session that runs out (idle end) drops its sockets when it ends, unless it was extended', async () => {
    const { a, b, userId } = await customerOnTwoDevices();
    // b's old end comes first, so when a is dropped b's socket has been checked already
    const ends = [
      { device: b, at: new Date(Date.now() + 1200) },
      { device: a, at: new Date(Date.now() + 2000) },
    ];
    for (const { device, at } of ends) {
      await SessionModel.updateOne(
        { _id: device.cookie.split('.')[0] },
        { $set: { expiresAt: at } },
      );
      // as every write of the session store does: its copy in memory is not served again
      await sessionsWritten({ sessionId: device.cookie.split('.')[0] });
    }
    const socketA = await connected(a.token);
    const socketB = await connected(b.token);
    // b is extended (refresh slides its idle end) before its old end comes
    const extended = await auth.refresh(b.cookie);
    expect(extended.status).toBe(200);
    expect(await dropped(socketA)).toBe('io server disconnect');
    expect(await refused(a.token)).toBe('Session expired');
    expect(socketB.connected).toBe(true);
    const news = new Promise((resolve) => socketB.once('notification', resolve));
    realtime.io.to(userRoom(userId)).emit('notification', liveMessage('ping', {}));
    expect(await news).toMatchObject({ type: 'ping' });
  });

  it('refuses WebSocket and polling handshakes from a foreign Origin', async () => {
    const login = await auth.register(registration());
    const token = (login.body as Envelope<LoginResult>).data.accessToken;
    expect(await refused(token, 'https://evil.example')).toBe('websocket error');
    expect(await refused(undefined, 'http://127.0.0.1:9')).toBe('websocket error');
    const poll = (origin?: string) =>
      fetch(`${app.baseUrl}/socket.io/?EIO=4&transport=polling`, {
        headers: origin ? { origin } : {},
      });
    expect((await poll('https://evil.example')).status).toBe(403);
    // the app's own origin (PUBLIC_URL), a configured one, and clients that send no Origin
    expect((await poll(new URL(app.config.publicUrl).origin)).status).toBe(200);
    expect((await poll(EXTRA_ORIGIN)).status).toBe(200);
    expect((await poll()).status).toBe(200);
    // the default PUBLIC_URL is a loopback address: the other loopback names of this machine are the app too
    const port = new URL(app.config.publicUrl).port;
    expect((await poll(`http://localhost:${port}`)).status).toBe(200);
    expect((await poll(`http://localhost:${Number(port) + 1}`)).status).toBe(403);
    await connected(token, new URL(app.config.publicUrl).origin);
    await connected(token, EXTRA_ORIGIN);
  });

  it('CSP connect-src names the app’s own WebSocket origin, not every ws:/wss: host', async () => {
    const https = await startTestApp({
      dbName: 'api_realtime_sessions',
      seed: false,
      env: { PUBLIC_URL: 'https://orabella.example' },
    });
    try {
      const response = await fetch(`${https.baseUrl}/api/health`);
      const csp = response.headers.get('content-security-policy') ?? '';
      const connectSrc = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
      expect(connectSrc).toEqual(["'self'", 'wss://orabella.example']);
    } finally {
      await https.close();
    }
  });
});
