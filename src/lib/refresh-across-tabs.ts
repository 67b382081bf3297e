/**
 * One refresh for all the tabs of a browser. Every tab sends the same httpOnly refresh cookie, and the server
 * treats a refresh token presented twice (outside a few seconds of grace) as stolen and ends the session; so
 * when several tabs find their access token expired at once, one refreshes and the others take its answer.
 *
 * - With Web Locks (`navigator.locks`): the tabs queue on one lock. The holder refreshes, then writes a
 *   counter (no secret) to localStorage and posts the answer on a BroadcastChannel. A tab that got the lock
 *   after it sees the counter moved since it started waiting, and takes the posted answer instead of
 *   refreshing again (the counter is read synchronously; the message may be a moment behind, so it waits for
 *   it briefly, and refreshes itself if it never comes: that is safe too, the cookie is the current one).
 * - Without Web Locks: a lease in localStorage (owner, expiry) says a tab is refreshing; others wait for its
 *   message until the lease ends. Two tabs can still both take the lease at the same instant; the server's
 *   grace window covers that.
 * - Without localStorage or BroadcastChannel: each tab refreshes on its own.
 *
 * The access token travels only over the BroadcastChannel (same origin, in memory), never through storage.
 */

export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface CrossTabEnv {
  locks?: LockManagerLike;
  channel?: ChannelLike;
  storage?: StorageLike;
  now?: () => number;
}

const LOCK_NAME = 'orabella-auth-refresh';
const MARK_KEY = 'orabella-auth-refreshed';
const LEASE_KEY = 'orabella-auth-refresh-lease';
/** a refresh normally takes well under a second; the server's grace window is 10 s */
const LEASE_MS = 10_000;
/** how long a tab that saw the counter move waits for the message that goes with it */
const MESSAGE_WAIT_MS = 2_000;

interface Shared<T> {
  type: 'refreshed';
  mark: string;
  value: T;
}

function isShared<T>(data: unknown): data is Shared<T> {
  return (
    !!data &&
    typeof data === 'object' &&
    (data as Shared<T>).type === 'refreshed' &&
    typeof (data as Shared<T>).mark === 'string'
  );
}

/** What this browser offers, feature-detected (jsdom and old browsers lack Web Locks). */
export function browserCrossTabEnv(): CrossTabEnv {
  const env: CrossTabEnv = {};
  const nav = globalThis.navigator as (Navigator & { locks?: LockManagerLike }) | undefined;
  if (nav?.locks && typeof nav.locks.request === 'function') env.locks = nav.locks;
  try {
    if (globalThis.localStorage) env.storage = globalThis.localStorage;
  } catch {
    // storage disabled (privacy settings): no counter, no lease
  }
  if (typeof globalThis.BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(LOCK_NAME);
    // Node's BroadcastChannel (tests) would otherwise keep the process alive
    (channel as unknown as { unref?: () => void }).unref?.();
    env.channel = channel;
  }
  return env;
}

/** Wraps `refresh` (the HTTP call, null when refused) so that the browser's tabs run it once at a time. */
export function createCrossTabRefresh<T>(
  refresh: () => Promise<T | null>,
  env: CrossTabEnv = browserCrossTabEnv(),
): () => Promise<T | null> {
  const { locks, channel, storage } = env;
  const now = env.now ?? Date.now;
  const tabId = Math.random().toString(36).slice(2);
  let sequence = 0;
  let latest: Shared<T> | null = null;
  let messages = 0;
  const wakers = new Set<() => void>();
  channel?.addEventListener('message', (event) => {
    if (!isShared<T>(event.data)) return;
    latest = event.data;
    messages += 1;
    for (const wake of [...wakers]) wake();
  });

  const read = (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };

  /** Resolves with the first shared answer `accept` takes, or null after `timeoutMs`. */
  function sharedAnswer(accept: (shared: Shared<T>) => boolean, timeoutMs: number) {
    return new Promise<T | null>((resolve) => {
      const done = (value: T | null) => {
        wakers.delete(check);
        clearTimeout(timer);
        resolve(value);
      };
      const check = () => {
        if (latest && accept(latest)) done(latest.value);
      };
      const timer = setTimeout(() => done(null), Math.max(0, timeoutMs));
      wakers.add(check);
      check();
    });
  }

  async function refreshAndShare(): Promise<T | null> {
    const value = await refresh();
    if (value === null) return null;
    sequence += 1;
    const mark = `${tabId}:${sequence}:${now()}`;
    try {
      storage?.setItem(MARK_KEY, mark);
    } catch {
      // full or disabled: the next tab refreshes itself
    }
    channel?.postMessage({ type: 'refreshed', mark, value } satisfies Shared<T>);
    return value;
  }

  async function withLock(markBefore: string | null): Promise<T | null> {
    const mark = read(MARK_KEY);
    if (channel && mark && mark !== markBefore) {
      // another tab refreshed while this one waited for the lock
      const shared = await sharedAnswer((s) => s.mark === mark, MESSAGE_WAIT_MS);
      if (shared !== null) return shared;
    }
    return refreshAndShare();
  }

  function readLease(): { owner?: string; until?: number } | null {
    try {
      return JSON.parse(read(LEASE_KEY) ?? 'null') as { owner?: string; until?: number } | null;
    } catch {
      return null;
    }
  }

  async function withLease(store: StorageLike, messagesBefore: number): Promise<T | null> {
    const lease = readLease();
    const until = lease?.owner !== tabId ? (lease?.until ?? 0) : 0;
    if (channel && until > now()) {
      // another tab holds the lease: wait for what it shares, until its lease ends
      const shared = await sharedAnswer(() => messages > messagesBefore, until - now());
      if (shared !== null) return shared;
    }
    try {
      store.setItem(LEASE_KEY, JSON.stringify({ owner: tabId, until: now() + LEASE_MS }));
    } catch {
      // no lease: refresh anyway
    }
    try {
      return await refreshAndShare();
    } finally {
      try {
        if (readLease()?.owner === tabId) store.removeItem(LEASE_KEY);
      } catch {
        // nothing to release
      }
    }
  }

  return () => {
    const markBefore = read(MARK_KEY);
    if (locks) return locks.request(LOCK_NAME, () => withLock(markBefore));
    if (storage) return withLease(storage, messages);
    return refresh();
  };
}
