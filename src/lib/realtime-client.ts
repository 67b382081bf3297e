import type { Socket } from 'socket.io-client';
import type { SlotsChanged } from '@/domain/booking';
import { refreshAccessToken } from './api';

/**
 * The app's one Socket.IO connection (ARCHITECTURE "Live changes come back over Socket.IO"). Created lazily on
 * the first watcher, to the same origin, with the access token in the handshake (`auth.token`, read on every
 * (re)connect so a refreshed token is used). socket.io-client reconnects with back-off after a dropped
 * connection; a handshake the server refuses (expired token) is not retried by the library, so it is retried
 * here after a refresh, with the same back-off. When the app runs on MSW mocks (dev server, Storybook, tests)
 * there is no server to talk to: everything is a no-op.
 */

/** What the client needs of a socket (socket.io's Socket, or a fake in tests). */
export interface RealtimeChannel {
  readonly connected: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  off(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

export interface RealtimeOptions {
  /** the signed-in user's access token, or null for a guest */
  getAccessToken?: () => string | null;
  /** force on/off (default: off when the API is mocked) */
  enabled?: boolean;
  /** builds the channel (tests pass a fake); default socket.io-client to the same origin */
  factory?: (auth: () => Record<string, string>) => RealtimeChannel | Promise<RealtimeChannel>;
}

const BACKOFF_MS = [1000, 2000, 5000, 10_000, 30_000];

let options: RealtimeOptions = {};
let channel: Promise<RealtimeChannel> | null = null;
let refusedAttempts = 0;
/** a token whose session could not be refreshed: not offered again, so the socket carries on as a guest */
let deadToken: string | null = null;

/** Same decision as src/main.tsx: the dev server answers /api with MSW unless VITE_API_MOCKS=off. */
function apiIsMocked(): boolean {
  const env = import.meta.env;
  if (env.MODE === 'test') return true;
  if ('__STORYBOOK_PREVIEW__' in globalThis) return true;
  return Boolean(env.DEV) && env.VITE_API_MOCKS !== 'off';
}

export function realtimeEnabled(): boolean {
  return options.enabled ?? !apiIsMocked();
}

/** Sets how the client connects; a changed token source takes effect at the next (re)connect. */
export function configureRealtime(next: RealtimeOptions): void {
  options = { ...options, ...next };
}

/** Drops the connection (tests, sign-out); the next watcher connects afresh. */
export function resetRealtime(): void {
  const current = channel;
  channel = null;
  refusedAttempts = 0;
  deadToken = null;
  void current?.then((socket) => socket.disconnect());
}

function handshakeAuth(): Record<string, string> {
  const token = options.getAccessToken?.() ?? null;
  return token && token !== deadToken ? { token } : {};
}

async function defaultFactory(auth: () => Record<string, string>): Promise<RealtimeChannel> {
  // Loaded only when a live page is opened, so the entry chunk stays small.
  const { io } = await import('socket.io-client');
  const socket: Socket = io({
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    reconnectionDelay: BACKOFF_MS[0],
    reconnectionDelayMax: BACKOFF_MS[BACKOFF_MS.length - 1],
    randomizationFactor: 0.5,
    auth: (cb) => cb(auth()),
  });
  return socket as unknown as RealtimeChannel;
}

/** Refreshes the token; if the session cannot be refreshed, the socket reconnects as a guest. */
async function refreshForSocket(): Promise<void> {
  const sent = options.getAccessToken?.() ?? null;
  if ((await refreshAccessToken()) === null && sent) deadToken = sent;
}

/**
 * A refused handshake ('Invalid or expired token', 'Session expired'), or the server dropping the socket because
 * its session ended (logout elsewhere, password change): refresh, then reconnect, with back-off.
 */
function retryRefusedHandshake(socket: RealtimeChannel, error: { message?: string }) {
  const delay = BACKOFF_MS[Math.min(refusedAttempts, BACKOFF_MS.length - 1)];
  refusedAttempts += 1;
  const tokenProblem = /token|session/i.test(error.message ?? '');
  setTimeout(() => {
    void (tokenProblem ? refreshForSocket() : Promise.resolve()).finally(() => {
      if (!socket.connected) socket.connect();
    });
  }, delay);
}

async function openChannel(): Promise<RealtimeChannel> {
  const socket = await (options.factory ?? defaultFactory)(handshakeAuth);
  socket.on('connect', () => {
    refusedAttempts = 0;
  });
  socket.on('connect_error', ((error: { message?: string }) => {
    // socket.io retries network failures itself (socket.active); a refused handshake it leaves to us.
    if (!(socket as unknown as { active?: boolean }).active) retryRefusedHandshake(socket, error);
  }) as (...args: never[]) => void);
  socket.on('disconnect', ((reason: string) => {
    // the server ended this socket (its session ended); socket.io does not reconnect by itself then
    if (reason === 'io server disconnect')
      retryRefusedHandshake(socket, { message: 'session ended' });
  }) as (...args: never[]) => void);
  return socket;
}

/** The shared connection, or null when real-time is off. */
export function getRealtimeChannel(): Promise<RealtimeChannel> | null {
  if (!realtimeEnabled()) return null;
  channel ??= openChannel().catch((error: unknown) => {
    console.warn('Live updates are unavailable', error);
    channel = null;
    throw error;
  });
  return channel;
}

/** `slots_changed` arrives as the live envelope `{ type, data: { shopId, dates } }`. */
function readSlotsChanged(message: unknown): SlotsChanged | null {
  const body =
    message && typeof message === 'object' && 'data' in message
      ? (message as { data: unknown }).data
      : message;
  if (!body || typeof body !== 'object') return null;
  const { shopId, dates } = body as Partial<SlotsChanged>;
  if (typeof shopId !== 'string' || !Array.isArray(dates)) return null;
  return { shopId, dates: dates.filter((d): d is string => typeof d === 'string') };
}

const watchers = new Map<string, number>();

/**
 * Joins the shop's public room (`shop:watch`, again after every reconnect since rooms do not survive one)
 * and calls `onChange` with the dates whose slots changed. Returns the unwatch function; the room is left
 * when the last watcher of that shop leaves.
 */
export function watchShopSlots(shopId: string, onChange: (dates: string[]) => void): () => void {
  const pending = getRealtimeChannel();
  if (!pending) return () => {};
  let active = true;
  let detach = () => {};
  pending.then(
    (socket) => {
      if (!active) return;
      watchers.set(shopId, (watchers.get(shopId) ?? 0) + 1);
      const join = () =>
        socket.emit('shop:watch', shopId, (ok: boolean) => {
          if (!ok) console.warn(`Live updates for shop ${shopId} were refused`);
        });
      const onSlots = (message: unknown) => {
        const change = readSlotsChanged(message);
        if (change && change.shopId === shopId && change.dates.length > 0) onChange(change.dates);
      };
      socket.on('connect', join as (...args: never[]) => void);
      socket.on('slots_changed', onSlots as (...args: never[]) => void);
      if (socket.connected) join();
      detach = () => {
        socket.off('connect', join as (...args: never[]) => void);
        socket.off('slots_changed', onSlots as (...args: never[]) => void);
        const left = (watchers.get(shopId) ?? 1) - 1;
        if (left <= 0) {
          watchers.delete(shopId);
          if (socket.connected) socket.emit('shop:unwatch', shopId);
        } else watchers.set(shopId, left);
      };
    },
    () => {},
  );
  return () => {
    if (!active) return;
    active = false;
    detach();
  };
}
