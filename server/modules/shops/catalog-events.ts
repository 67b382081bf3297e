import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { ShopCatalog } from './shop-catalog';

/**
 * Catalog freshness across API instances: when one instance changes shops (approval, deletion, a review) it
 * invalidates its own catalog and announces it; every other instance invalidates too, so its next read reloads.
 * A change of one shop (the owner's editors: ShopChanges.applied) is announced with the shop's id, and the others
 * refresh just that shop. Through Redis pub/sub when REDIS_URL is set (the same Redis as Socket.IO's adapter); a
 * no-op otherwise.
 *
 * Message: JSON `{ "from": <sender id>, "shopId"?: <id> }`. A message that is not that (an older instance sends
 * its bare sender id) makes the receiver reload everything, which is always correct.
 */
export const CATALOG_CHANNEL = 'orabella:catalog';

export interface CatalogEvents {
  readonly transport: 'redis' | 'local';
  /** announce a local change to the other instances (of one shop when `shopId` is given) */
  publish(shopId?: string): void;
  /** `listener` runs when another instance announced a change, with the shop's id when it named one */
  subscribe(listener: (shopId?: string) => void): () => void;
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
  const listeners = new Set<(shopId?: string) => void>();
  await sub.subscribe(channel, (message: string) => {
    const announced = catalogMessageOf(message);
    if (announced.from === self) return;
    for (const listener of listeners) listener(announced.shopId);
  });
  return {
    transport: 'redis',
    publish: (shopId) => {
      pub
        .publish(channel, JSON.stringify(shopId ? { from: self, shopId } : { from: self }))
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

/** Longest shop id a message may name (ids are slugs well under it); anything else is an unknown message. */
const SHOP_ID_MAX = 200;

/** A channel message → its sender and the shop it names; an old-format or unreadable one names none. */
export function catalogMessageOf(message: string): { from: string | null; shopId?: string } {
  try {
    const parsed = JSON.parse(message) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const { from, shopId } = parsed as { from?: unknown; shopId?: unknown };
      return {
        from: typeof from === 'string' ? from : null,
        ...(typeof shopId === 'string' && shopId !== '' && shopId.length <= SHOP_ID_MAX
          ? { shopId }
          : {}),
      };
    }
  } catch {
    // not JSON: an older instance's bare sender id
  }
  return { from: message };
}

/**
 * Local changes are announced; announcements from peers are applied without echoing back: a shop's change
 * refreshes that shop, anything else invalidates the whole catalog.
 */
export function linkCatalogEvents(catalog: ShopCatalog, events: CatalogEvents): () => void {
  const offLocal = catalog.onInvalidate((shopId) => events.publish(shopId));
  const offPeer = events.subscribe((shopId) => {
    if (shopId) void catalog.refreshShop(shopId, { fromPeer: true });
    else catalog.invalidate({ fromPeer: true });
  });
  return () => {
    offLocal();
    offPeer();
  };
}
