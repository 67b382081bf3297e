import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowedSocketOrigins,
  attachRealtime,
  liveMessage,
  shopRoom,
  type Realtime,
} from '../../server/realtime';
import type { ApiSuccess } from '../../src/domain/api';
import type { LoginResult } from '../../src/domain/auth';
import type { ClientToServerEvents, ServerToClientEvents } from '../../src/domain/realtime';
import { createLogger } from '../../server/logger';
import { postJson, startTestApp, type TestApp } from './helpers';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

describe('realtime (Socket.IO on the app server)', () => {
  let app: TestApp;
  let realtime: Realtime;
  const sockets: ClientSocket[] = [];
  const open = (token?: string): ClientSocket => {
    const socket: ClientSocket = connect(app.baseUrl, {
      transports: ['websocket'],
      reconnection: false,
      auth: token ? { token } : {},
    });
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    app = await startTestApp({ dbName: 'api_realtime' });
    realtime = await attachRealtime(app.server, {
      tokens: app.services.auth.tokens,
      sessions: app.services.auth.sessionStore,
      allowedOrigins: allowedSocketOrigins(app.config),
      logger: createLogger({ logLevel: 'silent', version: 'test', nodeEnv: 'test' }),
      shopExists: async (id) => !!(await app.services.shops.catalog.get(id)),
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await realtime?.close().catch(() => undefined);
    await app?.close().catch(() => undefined);
  });

  it('a guest connects without a token and is told so', async () => {
    const socket = open();
    const session = await new Promise((resolve) => socket.once('session', resolve));
    expect(session).toEqual({ userId: null, role: null });
    expect(realtime.adapter).toBe('memory');
  });

  it('a signed-in socket joins its user room', async () => {
    const login = await postJson<ApiSuccess<LoginResult>>(`${app.baseUrl}/api/auth/login`, {
      email: 'customer@orabella.demo',
      password: 'Demo1234!',
    });
    const socket = open(login.body.data.accessToken);
    const session = await new Promise((resolve) => socket.once('session', resolve));
    expect(session).toEqual({ userId: 'user-demo-customer', role: 'customer' });
    const received = new Promise((resolve) => socket.once('notification', resolve));
    realtime.io
      .to('user:user-demo-customer')
      .emit('notification', liveMessage('test', { hello: 1 }));
    expect(await received).toMatchObject({ type: 'test', data: { hello: 1 } });
  });

  it('an invalid token is refused at the handshake', async () => {
    const socket = open('not-a-token');
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(error.message).toBe('Invalid or expired token');
  });

  it('shop:watch joins shop:<id> for existing shops only; shop:unwatch leaves', async () => {
    const socket = open();
    await new Promise((resolve) => socket.once('session', resolve));
    expect(await socket.emitWithAck('shop:watch', 'salone-aurora-roma')).toBe(true);
    expect(await socket.emitWithAck('shop:watch', 'no-such-shop')).toBe(false);
    expect(await socket.emitWithAck('shop:watch', '../../etc')).toBe(false);

    const updated = new Promise((resolve) => socket.once('shop_updated', resolve));
    realtime.io
      .to(shopRoom('salone-aurora-roma'))
      .emit('shop_updated', liveMessage('shop_updated', { shopId: 'salone-aurora-roma' }));
    expect(await updated).toMatchObject({ data: { shopId: 'salone-aurora-roma' } });

    socket.emit('shop:unwatch', 'salone-aurora-roma');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const rooms = realtime.io.of('/').adapter.rooms.get(shopRoom('salone-aurora-roma'));
    expect(rooms?.size ?? 0).toBe(0);
  });
});
