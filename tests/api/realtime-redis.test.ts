import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startRedisServer, type TestRedis } from './support/redis-server';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/db/ferretdb';
import { createLogger } from '../../server/logger';
import type { SessionsEndedListener } from '../../server/modules/auth/sessions';
import { createTokenService } from '../../server/modules/auth/tokens';
import { attachRealtime, liveMessage, shopRoom, type Realtime } from '../../server/realtime';
import type { ClientToServerEvents, ServerToClientEvents } from '../../src/domain/realtime';

/**
 * Each instance's own view of the sessions: every session is live, and `end` announces an ended session to that
 * instance only, as the instance that handled the logout would.
 */
function instanceSessions() {
  const listeners = new Set<SessionsEndedListener>();
  const ended = new Set<string>();
  return {
    live: async (sessionId: string, userId: string) =>
      ended.has(sessionId)
        ? null
        : { id: sessionId, userId, endsAt: new Date(), absoluteExpiresAt: new Date() },
    onEnded: (listener: SessionsEndedListener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    end(sessionId: string) {
      ended.add(sessionId);
      for (const listener of listeners) listener({ sessionId, reason: 'logout' });
    },
  };
}

/** Two instances sharing rooms through Redis (REDIS_URL): an event sent on one reaches a socket on the other. */
describe('realtime across instances (Redis adapter)', () => {
  let redis: TestRedis | undefined;
  let redisUrl: string;
  const instances: {
    server: http.Server;
    realtime: Realtime;
    url: string;
    sessions: ReturnType<typeof instanceSessions>;
  }[] = [];
  let socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  let tokens: ReturnType<typeof createTokenService>;

  beforeAll(async () => {
    redis = await startRedisServer();
    redisUrl = redis.url;
    tokens = createTokenService({
      secret: 'redis-test-secret-0123456789-abcdef',
      ttlSeconds: 900,
    });
    const logger = createLogger({ logLevel: 'silent', version: 'test', nodeEnv: 'test' });
    for (let i = 0; i < 2; i += 1) {
      const server = http.createServer();
      const sessions = instanceSessions();
      const realtime = await attachRealtime(server, {
        tokens,
        sessions,
        allowedOrigins: [],
        logger,
        redisUrl,
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      instances.push({
        server,
        realtime,
        sessions,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      });
    }
  });

  afterAll(async () => {
    socket?.disconnect();
    for (const instance of instances) await instance.realtime.close().catch(() => undefined);
    await redis?.stop();
  });

  it('uses the Redis adapter and fans out room events between instances', async () => {
    expect(instances.map((i) => i.realtime.adapter)).toEqual(['redis', 'redis']);
    socket = connect(instances[0]!.url, { transports: ['websocket'], reconnection: false });
    await new Promise((resolve) => socket.once('session', resolve));
    expect(await socket.emitWithAck('shop:watch', 'salone-aurora-roma')).toBe(true);
    const received = new Promise((resolve) => socket.once('shop_updated', resolve));
    instances[1]!.realtime.io
      .to(shopRoom('salone-aurora-roma'))
      .emit('shop_updated', liveMessage('shop_updated', { shopId: 'salone-aurora-roma' }));
    expect(await received).toMatchObject({
      type: 'shop_updated',
      data: { shopId: 'salone-aurora-roma' },
    });
  });

  it('a session ended on one instance drops its sockets on the other', async () => {
    const { token } = await tokens.issueAccessToken({
      id: 'user-redis',
      role: 'customer',
      sessionId: 'session-redis',
    });
    const signedIn = connect(instances[0]!.url, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token },
    });
    try {
      await new Promise((resolve) => signedIn.once('session', resolve));
      const gone = new Promise((resolve) => signedIn.once('disconnect', resolve));
      instances[1]!.sessions.end('session-redis');
      expect(await gone).toBe('io server disconnect');
    } finally {
      signedIn.disconnect();
    }
  });

  it('fails fast with a clear message when Redis is unreachable', async () => {
    const server = http.createServer();
    const port = await freePort();
    await expect(
      attachRealtime(server, {
        tokens: createTokenService({ secret: 'x'.repeat(40), ttlSeconds: 900 }),
        sessions: instanceSessions(),
        allowedOrigins: [],
        logger: createLogger({ logLevel: 'silent', version: 'test', nodeEnv: 'test' }),
        redisUrl: `redis://127.0.0.1:${port}`,
      }),
    ).rejects.toThrow(
      /Could not connect to Redis at REDIS_URL .*unset it to run a single instance/,
    );
  });
});
