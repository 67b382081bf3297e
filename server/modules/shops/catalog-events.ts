import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { ShopCatalog } from './shop-catalog';

/**
 * Catalog freshness across API instances: when one instance changes shops (approval, deletion, a review) it
 * invalidates its own catalog and announces it; every other instance invalidates too, so its next read reloads.
 * Through Redis pub/sub when REDIS_URL is set (the same Redis as Socket.IO's adapter); a no-op otherwise.
 */
export const CATALOG_CHANNEL = 'orabella:catalog';

export interface CatalogEvents {
  readonly transport: 'redis' | 'local';
  /** announce a local change to the other instances */
  publish(): void;
  /** `listener` runs when another instance announced a change */
  subscribe(listener: () => void): () => void;
  close(): Promise<void>;
}

/** One instance: nothing to tell. */
export function localCatalogEvents(): CatalogEvents {
  return {
    transport: 'local',
    publish: () => undefined,
    subscribe: () => () => undefined,
    close: () => Promise.resolve(),
  };
}

export interface RedisCatalogEventsOptions {
  url: string;
  logger?: Pick<Logger, 'error' | 'warn'>;
  channel?: string;
}

/** Pub/sub over Redis; messages carry the sender's id so an instance ignores its own announcements. */
export async function redisCatalogEvents(
  options: RedisCatalogEventsOptions,
): Promise<CatalogEvents> {
  const { createClient } = await import('redis');
  const channel = options.channel ?? CATALOG_CHANNEL;
  const self = randomUUID();
  let ready = false;
  const pub = createClient({
    url: options.url,
    socket: {
      connectTimeout: 5000,
      reconnectStrategy: (retries: number, cause: Error) =>
        ready ? Math.min(retries * 200, 5000) : cause,
    },
  });
  const sub = pub.duplicate();
  for (const client of [pub, sub])
    client.on('error', (error: Error) => options.logger?.error({ err: error }, 'redis error'));
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (error) {
    for (const client of [pub, sub]) client.destroy();
    throw new Error(
      `Could not connect to Redis at REDIS_URL (${(error as Error).message}) for catalog events.`,
      { cause: error },
    );
  }
  ready = true;
  const listeners = new Set<() => void>();
  await sub.subscribe(channel, (message: string) => {
    if (message === self) return;
    for (const listener of listeners) listener();
  });
  return {
    transport: 'redis',
    publish: () => {
      pub
        .publish(channel, self)
        .catch((error: unknown) =>
          options.logger?.warn({ err: error }, 'catalog change not announced'),
        );
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      listeners.clear();
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}

/** Local invalidations are announced; announcements from peers invalidate without echoing back. */
export function linkCatalogEvents(catalog: ShopCatalog, events: CatalogEvents): () => void {
  const offLocal = catalog.onInvalidate(() => events.publish());
  const offPeer = events.subscribe(() => catalog.invalidate({ fromPeer: true }));
  return () => {
    offLocal();
    offPeer();
  };
}
