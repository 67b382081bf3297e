import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type {
  ClientToServerEvents,
  LiveMessage,
  ServerToClientEvents,
  SocketData,
} from '../../src/domain/realtime';
import { isShopId } from '../../src/domain/ids';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { SessionStore, SessionsEnded } from '../modules/auth/sessions';
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
/** every socket of one sign-in session: dropped together when that session ends */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const shopRoom = (shopId: string) => `shop:${shopId}`;
/** a shop's private room: its owner's sockets (booking notifications with customer details) */
export const shopStaffRoom = (shopId: string) => `shop-staff:${shopId}`;

/** setTimeout's limit is about 24.8 days; a session ends sooner, but an absolute end could be later */
const MAX_TIMER_MS = 24 * 60 * 60 * 1000;
/** checked a moment after the end, so the session is over by then */
const END_MARGIN_MS = 250;
const RECHECK_AFTER_ERROR_MS = 60_000;
/** A socket may watch this many shop pages at once. */
export const MAX_WATCHED_SHOPS = 20;

/** servers whose rooms other instances share (the Redis adapter): a room this process sees empty may not be */
const sharedRooms = new WeakSet<RealtimeServer>();

/**
 * The rooms among these that may have sockets: with the in-memory adapter (one instance) only those this process
 * has sockets in, with Redis all of them. Socket.IO builds and encodes a broadcast's packet before it looks at the
 * rooms, so an event for empty rooms still cost its message and encoding (about 0.2 ms of CPU per booking create
 * with nobody connected): callers emit only to these, and nothing when there are none.
 */
export function listenedRooms(io: RealtimeServer, rooms: readonly string[]): string[] {
  if (sharedRooms.has(io)) return [...rooms];
  const local = io.of('/').adapter.rooms;
  return rooms.filter((room) => (local.get(room)?.size ?? 0) > 0);
}

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
  /** a signed-in socket's session must be live to connect, and its sockets are dropped when it ends */
  sessions: Pick<SessionStore, 'live' | 'onEnded'>;
  /** browser origins allowed to connect (see allowedSocketOrigins); requests without an Origin pass */
  allowedOrigins: readonly string[];
  logger: Logger;
  redisUrl?: string;
  /** does this shop exist (public catalog)? */
  shopExists?: (shopId: string) => Promise<boolean>;
  /** the shops a shop owner owns: their sockets join those shops' staff rooms */
  ownedShopIds?: (userId: string) => Promise<string[]>;
  /** may this signed-in user manage the shop (`shop:manage`: its owner, or an admin)? */
  canManageShop?: (userId: string, role: string, shopId: string) => Promise<boolean>;
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
  sharedRooms.add(io);
  return async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * The app's own origin (PUBLIC_URL) plus SOCKET_ALLOWED_ORIGINS. A loopback PUBLIC_URL (the default,
 * http://127.0.0.1:3000) also allows the other loopback names on the same port: on a fresh `npm start` people
 * open http://localhost:3000 as often as the printed address, and only this machine can serve those pages.
 */
export function allowedSocketOrigins(
  config: Pick<Config, 'publicUrl' | 'socketAllowedOrigins'>,
): string[] {
  const own = new URL(config.publicUrl);
  const aliases = LOOPBACK_HOSTS.includes(own.hostname)
    ? LOOPBACK_HOSTS.map((host) => `${own.protocol}//${host}${own.port ? `:${own.port}` : ''}`)
    : [];
  return [...new Set([own.origin, ...aliases, ...config.socketAllowedOrigins])];
}

/**
 * Cross-site WebSocket hijacking: a page on another site may open a WebSocket to us (no CORS applies) and
 * browsers always say which page did, in `Origin`. So a request with a foreign Origin is refused. A request
 * with no Origin passes: browsers send none on same-origin polling GETs, and a non-browser client can put any
 * Origin it likes, so refusing it would protect nothing (it also has no victim's browser to ride on).
 */
function originAllowed(req: IncomingMessage, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  return allowed.includes(origin);
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
  const { tokens, sessions, logger } = options;
  const io: RealtimeServer = new Server(httpServer, {
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    cors: undefined,
    // Called for every new engine.io session (polling handshake or direct WebSocket); a later upgrade or poll
    // carries the sid that only an allowed handshake was given.
    allowRequest: (req, callback) => {
      const ok = originAllowed(req, options.allowedOrigins);
      if (!ok)
        logger.warn(
          { origin: req.headers.origin },
          'socket refused: its Origin is not PUBLIC_URL (set PUBLIC_URL or SOCKET_ALLOWED_ORIGINS)',
        );
      callback(ok ? null : 'Origin not allowed', ok);
    },
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
      // the token is short-lived but outlives logout: the session (an `_id` read) decides
      if (!(await sessions.live(claims.sessionId, claims.userId)))
        return next(new Error('Session expired'));
      socket.data.userId = claims.userId;
      socket.data.sessionId = claims.sessionId;
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

  // Ended sessions lose their sockets on every instance (the Redis adapter forwards disconnectSockets).
  const unsubscribe = sessions.onEnded((ended: SessionsEnded) => {
    const target =
      'sessionId' in ended
        ? io.in(sessionRoom(ended.sessionId))
        : ended.exceptSessionId
          ? io.in(userRoom(ended.userId)).except(sessionRoom(ended.exceptSessionId))
          : io.in(userRoom(ended.userId));
    target.disconnectSockets(true);
  });

  /**
   * A session can also just run out (idle or absolute end) without a revocation to announce it: the socket is
   * checked again when its session was due to end, and kept (until the new end) only if it was extended.
   */
  function dropAtSessionEnd(
    socket: RealtimeSocket,
    sessionId: string,
    userId: string,
    endsAt: Date,
  ) {
    let timer: NodeJS.Timeout | undefined;
    const arm = (delayMs: number) => {
      timer = setTimeout(() => void check(), Math.min(Math.max(0, delayMs), MAX_TIMER_MS));
      timer.unref();
    };
    const check = async () => {
      if (!socket.connected) return;
      let live: Awaited<ReturnType<typeof sessions.live>>;
      try {
        live = await sessions.live(sessionId, userId);
      } catch {
        return arm(RECHECK_AFTER_ERROR_MS); // the database is away: not a reason to drop anyone
      }
      if (!socket.connected) return;
      if (live) arm(live.endsAt.getTime() - Date.now() + END_MARGIN_MS);
      else socket.disconnect(true);
    };
    arm(endsAt.getTime() - Date.now() + END_MARGIN_MS);
    socket.once('disconnect', () => clearTimeout(timer));
  }

  io.on('connection', async (socket: RealtimeSocket) => {
    const { userId, role, sessionId } = socket.data;

    // Listeners first: the client may send `shop:watch` as soon as it is connected.
    socket.on('shop:watch', async (shopId, ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      if (!isShopId(shopId)) return reply(false);
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

    // The shop area joins the staff room of the shop it shows: an admin has no shops at the handshake, and an
    // owner's shop may be newer than the socket. Same 20-room limit as public watching.
    socket.on('shop:manage', async (shopId, ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      if (!userId || !role || !isShopId(shopId) || !options.canManageShop) return reply(false);
      const room = shopStaffRoom(shopId);
      if (socket.rooms.has(room)) return reply(true);
      const managing = [...socket.rooms].filter((r) => r.startsWith('shop-staff:')).length;
      if (managing >= MAX_WATCHED_SHOPS) return reply(false);
      if (!(await options.canManageShop(userId, role, shopId).catch(() => false)))
        return reply(false);
      await socket.join(room);
      reply(true);
    });

    socket.on('heartbeat', () => {
      socket.emit('heartbeat_ack', liveMessage('heartbeat_ack', { at: new Date().toISOString() }));
    });

    if (userId && sessionId) {
      void socket.join([userRoom(userId), sessionRoom(sessionId)]);
      // A revocation between the handshake's check and the join above would have missed this socket: read
      // once more now that it is in its session's room (a later revocation finds it there).
      const live = await sessions.live(sessionId, userId).catch(() => null);
      if (!live) {
        socket.disconnect(true);
        return;
      }
      dropAtSessionEnd(socket, sessionId, userId, live.endsAt);
    }
    for (const shopId of socket.data.ownedShopIds ?? []) void socket.join(shopStaffRoom(shopId));
    socket.emit('session', { userId, role });
  });

  logger.info({ adapter: closeAdapter ? 'redis' : 'memory' }, 'realtime ready');
  return {
    io,
    adapter: closeAdapter ? 'redis' : 'memory',
    close: async () => {
      unsubscribe();
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
      });
      await closeAdapter?.();
    },
  };
}
