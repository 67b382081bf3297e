import type { Socket } from 'socket.io-client';
import type { SlotsChanged } from '@/domain/booking';
import { reconnectDelayMs } from '@/domain/realtime';
import { refreshAccessToken } from './api';

/**
 * The app's one Socket.IO connection (ARCHITECTURE "Live changes come back over Socket.IO"), shared by the
 * customer's pages and the shop area. Created lazily on the first watcher, to the same origin, with the access
 * token in the handshake (`auth.token`, read on every (re)connect so a refreshed token is used). Reconnecting is
 * done here, not by socket.io-client, so it follows spec 03 §9 for every page: after an abnormal close (or a
 * refused handshake, retried after a token refresh) wait 3 s, doubling up to 30 s, for at most 5 attempts; then
 * the connection stays closed until `retryRealtime()` (the shop area's Retry button) or the browser comes back
 * online. Its state is published for the shop area's indicator (`subscribeRealtimeState`). When the app runs on
 * MSW mocks (dev server, Storybook, tests) there is no server to talk to: everything is a no-op.
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

/**
 * Where the connection is: `connecting` (first handshake or an attempt under way), `connected`, `retrying`
 * (waiting `retryAt` before attempt `attempt`), `closed` (a normal close, or attempts ran out: `gaveUp`), `off`
 * (no server: the app runs on mocks).
 */
export type RealtimeState =
  | { status: 'off' }
  | { status: 'connecting' }
  | { status: 'connected' }
  | { status: 'retrying'; attempt: number; retryAt: number }
  | { status: 'closed'; gaveUp: boolean };

let options: RealtimeOptions = {};
let channel: Promise<RealtimeChannel> | null = null;
let opened: RealtimeChannel | null = null;
/** reconnect attempts since the last successful connection */
let attempts = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let state: RealtimeState = { status: 'closed', gaveUp: false };
const stateListeners = new Set<(state: RealtimeState) => void>();

function setState(next: RealtimeState): void {
  state = next;
  for (const listener of stateListeners) listener(next);
}

const OFF: RealtimeState = { status: 'off' };

/** The connection's state now (the same object until it changes, as useSyncExternalStore needs). */
export function realtimeState(): RealtimeState {
  return realtimeEnabled() ? state : OFF;
}

/** Calls `listener` with every change of the connection's state; returns the unsubscriber. */
export function subscribeRealtimeState(listener: (state: RealtimeState) => void): () => void {
  stateListeners.add(listener);
  return () => {
    stateListeners.delete(listener);
  };
}
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
  opened = null;
  attempts = 0;
  clearTimeout(retryTimer);
  deadToken = null;
  setState({ status: 'closed', gaveUp: false });
  void current?.then((socket) => socket.disconnect());
}

/** Connects again at once with a fresh set of attempts (the Retry button; the browser back online). */
export function retryRealtime(): void {
  const socket = opened;
  if (!socket) {
    void getRealtimeChannel()?.catch(() => undefined);
    return;
  }
  if (socket.connected) return;
  clearTimeout(retryTimer);
  attempts = 0;
  setState({ status: 'connecting' });
  socket.connect();
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
    // the schedule is spec 03 §9's, run by scheduleReconnect below
    reconnection: false,
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
 * After an abnormal close or a failed handshake: the next attempt after the spec's delay, or closed when the
 * attempts ran out. A refused handshake ('Invalid or expired token', 'Session expired') or the server dropping
 * the socket because its session ended (logout elsewhere, password change) refreshes the token first.
 */
function scheduleReconnect(socket: RealtimeChannel, error: { message?: string }) {
  clearTimeout(retryTimer);
  attempts += 1;
  const delay = reconnectDelayMs(attempts);
  if (delay === null) {
    setState({ status: 'closed', gaveUp: true });
    return;
  }
  setState({ status: 'retrying', attempt: attempts, retryAt: Date.now() + delay });
  const tokenProblem = /token|session/i.test(error.message ?? '');
  retryTimer = setTimeout(() => {
    void (tokenProblem ? refreshForSocket() : Promise.resolve()).finally(() => {
      if (socket.connected || opened !== socket) return;
      setState({ status: 'connecting' });
      socket.connect();
    });
  }, delay);
}

async function openChannel(): Promise<RealtimeChannel> {
  setState({ status: 'connecting' });
  const socket = await (options.factory ?? defaultFactory)(handshakeAuth);
  opened = socket;
  socket.on('connect', () => {
    attempts = 0;
    clearTimeout(retryTimer);
    setState({ status: 'connected' });
  });
  socket.on('connect_error', ((error: { message?: string }) => {
    scheduleReconnect(socket, error);
  }) as (...args: never[]) => void);
  socket.on('disconnect', ((reason: string) => {
    // our own disconnect() is the normal close; anything else (network, server restart, session ended) is not
    if (reason === 'io client disconnect') setState({ status: 'closed', gaveUp: false });
    else
      scheduleReconnect(socket, {
        message: reason === 'io server disconnect' ? 'session ended' : reason,
      });
  }) as (...args: never[]) => void);
  if (socket.connected) setState({ status: 'connected' });
  return socket;
}

if (typeof window !== 'undefined')
  window.addEventListener('online', () => {
    if (state.status === 'closed' && state.gaveUp) retryRealtime();
  });

/** The shared connection, or null when real-time is off. */
export function getRealtimeChannel(): Promise<RealtimeChannel> | null {
  if (!realtimeEnabled()) return null;
  channel ??= openChannel().catch((error: unknown) => {
    console.warn('Live updates are unavailable', error);
    channel = null;
    setState({ status: 'closed', gaveUp: true });
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
