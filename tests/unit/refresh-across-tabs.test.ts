import { afterEach, describe, expect, it } from 'vitest';
import {
  createCrossTabRefresh,
  type ChannelLike,
  type CrossTabEnv,
  type LockManagerLike,
  type StorageLike,
} from '../../src/lib/refresh-across-tabs';

/** Web Locks as the browser gives them: one holder at a time per name, the others queue in order. */
function fakeLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

/** localStorage shared by the tabs of one browser. */
function fakeStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const channels: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});
/** A real BroadcastChannel (Node's): the message reaches the other tabs a task later, as in a browser. */
function channel(name: string): ChannelLike {
  const opened = new BroadcastChannel(name);
  channels.push(opened);
  return opened as unknown as ChannelLike;
}

/** The server: each call rotates the cookie once; `refuse` makes it answer 401 (null). */
function fakeServer(options: { refuse?: boolean } = {}) {
  const server = { calls: 0 };
  const refresh = async () => {
    server.calls += 1;
    const n = server.calls;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return options.refuse ? null : { accessToken: `token-${n}` };
  };
  return { server, refresh };
}

function browser(kind: 'locks' | 'lease' | 'bare', name: string) {
  const locks = fakeLocks();
  const storage = fakeStorage();
  return (): CrossTabEnv => ({
    ...(kind === 'locks' ? { locks } : {}),
    ...(kind !== 'bare' ? { storage, channel: channel(name) } : {}),
  });
}

describe('one refresh across tabs', () => {
  for (const kind of ['locks', 'lease'] as const) {
    it(`three tabs whose token expired together refresh once and share the answer (${kind})`, async () => {
      const { server, refresh } = fakeServer();
      const tab = browser(kind, `refresh-${kind}`);
      const tabs = [0, 1, 2].map(() => createCrossTabRefresh(refresh, tab()));
      const answers = await Promise.all(tabs.map((run) => run()));
      expect(server.calls).toBe(1);
      expect(answers).toEqual([
        { accessToken: 'token-1' },
        { accessToken: 'token-1' },
        { accessToken: 'token-1' },
      ]);
      // a later expiry refreshes again (the shared answer is not reused for ever)
      expect(await tabs[1]!()).toEqual({ accessToken: 'token-2' });
      expect(server.calls).toBe(2);
    });
  }

  it('a tab that waited for a refresh that failed tries itself', async () => {
    const { server, refresh } = fakeServer({ refuse: true });
    const tab = browser('locks', 'refresh-refused');
    const tabs = [0, 1].map(() => createCrossTabRefresh(refresh, tab()));
    expect(await Promise.all(tabs.map((run) => run()))).toEqual([null, null]);
    expect(server.calls).toBe(2);
  });

  it('without Web Locks, storage or BroadcastChannel each tab just refreshes', async () => {
    const { server, refresh } = fakeServer();
    const tab = browser('bare', 'refresh-bare');
    const tabs = [0, 1].map(() => createCrossTabRefresh(refresh, tab()));
    await Promise.all(tabs.map((run) => run()));
    expect(server.calls).toBe(2);
  });
});
