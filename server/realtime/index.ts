import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type {
  ClientToServerEvents,
  LiveMessage,
  ServerToClientEvents,
  SocketData,
} from '../../src/domain/realtime';
import type { Logger } from '../logger';
import { bearerToken, InvalidTokenError, type TokenService } from '../modules/auth/tokens';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no server-to-server events yet
export interface InterServerEvents {}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

export const userRoom = (userId: string) => `user:${userId}`;
export const shopRoom = (shopId: string) => `shop:${shopId}`;
/** a shop's private room: its owner's sockets (booking notifications with customer details) */
export const shopStaffRoom = (shopId: string) => `shop-staff:${shopId}`;

const SHOP_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,119}$/;
/** A socket may watch this many shop pages at once. */
export const MAX_WATCHED_SHOPS = 20;

export function liveMessage<T>(type: string, data: T): LiveMessage<T> {
  return { type, data, timestamp: new Date().toISOString(), id: randomUUID() };
}

export interface Realtime {
  io: RealtimeServer;
  /** 'memory' (single instance) or 'redis' (several instances share rooms) */
  adapter: 'memory' | 'redis';
  close(): Promise<void>;
}

export interface AttachRealtimeOptions {
  tokens: TokenService;
  logger: Logger;
  redisUrl?: string;
  /** does this shop exist (public catalog)? */
  shopExists?: (shopId: string) => Promise<boolean>;
  /** the shops a shop owner owns: their sockets join those shops' staff rooms */
  ownedShopIds?: (userId: string) => Promise<string[]>;
}

async function redisAdapter(
  io: RealtimeServer,
  url: string,
  logger: Logger,
): Promise<() => Promise<void>> {
  const [{ createClient }, { createAdapter }] = await Promise.all([
    import('redis'),
    import('@socket.io/redis-adapter'),
  ]);
  // Until both clients are up a connection error fails start-up at once; afterwards it reconnects with back-off.
  let ready = false;
  const pub = createClient({
    url,
    socket: {
      connectTimeout: 5000,
      reconnectStrategy: (retries: number, cause: Error) =>
        ready ? Math.min(retries * 200, 5000) : cause,
    },
  });
  const sub = pub.duplicate();
  for (const client of [pub, sub])
    client.on('error', (error: Error) => logger.error({ err: error }, 'redis error'));
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      Promise.all([pub.connect(), sub.connect()]),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out after 5 s')), 5000);
      }),
    ]);
  } catch (error) {
    for (const client of [pub, sub]) {
      try {
        client.destroy();
      } catch {
        // already closed
      }
    }
    throw new Error(
      `Could not connect to Redis at REDIS_URL (${(error as Error).message}). Start Redis, fix REDIS_URL, or unset it to run a single instance.`,
      {
        cause: error,
      },
    );
  } finally {
    clearTimeout(timer);
  }
  ready = true;
  io.adapter(createAdapter(pub, sub));
  return async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}

/**
 * Socket.IO on the app's HTTP server. The handshake may carry `auth.token` (the access JWT, verified like the
 * API's Bearer token): a signed-in socket joins `user:<id>`; without a token it is a guest. A bad or expired token
 * is refused (`connect_error` "Invalid or expired token") so the client can refresh and reconnect.
 * `shop:watch` / `shop:unwatch` join and leave `shop:<id>` for live updates of a shop page.
 */
export async function attachRealtime(
  httpServer: HttpServer,
  options: AttachRealtimeOptions,
): Promise<Realtime> {
  const { tokens, logger } = options;
  const io: RealtimeServer = new Server(httpServer, {
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    cors: undefined,
  });

  let closeAdapter: (() => Promise<void>) | undefined;
  if (options.redisUrl) closeAdapter = await redisAdapter(io, options.redisUrl, logger);

  io.use(async (socket, next) => {
    socket.data.userId = null;
    socket.data.role = null;
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const raw = typeof auth?.token === 'string' ? (bearerToken(auth.token) ?? auth.token) : null;
    if (!raw) return next();
    try {
      const claims = await tokens.verifyAccessToken(raw);
      socket.data.userId = claims.userId;
      socket.data.role = claims.role;
      // looked up before the connection completes, so the rooms are joined before `session` is sent
      if (claims.role === 'shop' && options.ownedShopIds)
        socket.data.ownedShopIds = await options
          .ownedShopIds(claims.userId)
          .catch((error: unknown) => {
            logger.warn({ err: error }, 'could not look up the owner’s shops');
            return [];
          });
      next();
    } catch (error) {
      next(
        new Error(
          error instanceof InvalidTokenError ? 'Invalid or expired token' : 'Authentication failed',
        ),
      );
    }
  });

  io.on('connection', (socket: RealtimeSocket) => {
    const { userId, role } = socket.data;
    if (userId) void socket.join(userRoom(userId));
    for (const shopId of socket.data.ownedShopIds ?? []) void socket.join(shopStaffRoom(shopId));
    socket.emit('session', { userId, role });

    socket.on('shop:watch', async (shopId, ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      if (typeof shopId !== 'string' || !SHOP_ID_PATTERN.test(shopId)) return reply(false);
      const watching = [...socket.rooms].filter((room) => room.startsWith('shop:')).length;
      if (watching >= MAX_WATCHED_SHOPS) return reply(false);
      if (options.shopExists && !(await options.shopExists(shopId).catch(() => false)))
        return reply(false);
      await socket.join(shopRoom(shopId));
      reply(true);
    });

    socket.on('shop:unwatch', (shopId) => {
      if (typeof shopId === 'string') void socket.leave(shopRoom(shopId));
    });
  });

  logger.info({ adapter: closeAdapter ? 'redis' : 'memory' }, 'realtime ready');
  return {
    io,
    adapter: closeAdapter ? 'redis' : 'memory',
    close: async () => {
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
      });
      await closeAdapter?.();
    },
  };
}
