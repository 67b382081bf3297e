import type { Logger } from 'pino';
import type { IndexStamps } from './booking-index-store';

/**
 * The stamps of the booking lists' index documents in Redis, for several API instances on one database
 * (booking-index-store.ts): `INCR` after every write of a document, `MGET` before serving copies from memory.
 * When Redis cannot be read, nothing is served from memory (every document is read again), so an outage costs
 * time, never a stale list. A bump that fails does not fail the request whose write it follows (that write is
 * saved): it is retried every second until Redis answers, and the other instances see the write then.
 */
const PREFIX = 'orabella:booking-index:';
const RETRY_MS = 1_000;

export async function redisIndexStamps(options: {
  url: string;
  logger?: Pick<Logger, 'error' | 'warn'>;
  /** the keys' namespace (the sessions' stamps use their own: server/modules/auth/session-cache.ts) */
  prefix?: string;
}): Promise<IndexStamps & { close(): Promise<void> }> {
  const prefix = options.prefix ?? PREFIX;
  const { createClient } = await import('redis');
  let ready = false;
  const client = createClient({
    url: options.url,
    // while Redis is unreachable a command fails at once instead of waiting in a queue: a read then serves nothing
    // from memory, a bump is retried later, and no request hangs on Redis
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5000,
      reconnectStrategy: (retries: number, cause: Error) =>
        ready ? Math.min(retries * 200, 5000) : cause,
    },
  });
  client.on('error', (error: Error) => options.logger?.error({ err: error }, 'redis error'));
  try {
    await client.connect();
  } catch (error) {
    client.destroy();
    throw new Error(
      `Could not connect to Redis at REDIS_URL (${(error as Error).message}) for booking lists.`,
      { cause: error },
    );
  }
  ready = true;
  const unbumped = new Set<string>();
  let retry: NodeJS.Timeout | null = null;
  let closed = false;
  const retryLater = () => {
    if (retry || closed) return;
    retry = setTimeout(() => {
      retry = null;
      const ids = [...unbumped];
      unbumped.clear();
      Promise.all(ids.map((id) => client.incr(prefix + id))).catch(() => {
        for (const id of ids) unbumped.add(id);
        retryLater();
      });
    }, RETRY_MS);
    retry.unref();
  };
  return {
    async read(docIds) {
      if (docIds.length === 0) return [];
      try {
        const values = await client.mGet(docIds.map((id) => prefix + id));
        return values.map((value) => value ?? '');
      } catch (error) {
        options.logger?.warn({ err: error }, 'booking list stamps not read');
        return docIds.map(() => null);
      }
    },
    async bump(docIds) {
      try {
        await Promise.all(docIds.map((id) => client.incr(prefix + id)));
      } catch (error) {
        // the write it follows is saved: the request succeeds, and the bump is retried until Redis answers
        options.logger?.error({ err: error }, 'stamps not bumped; retrying');
        for (const id of docIds) unbumped.add(id);
        retryLater();
      }
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client.quit().catch(() => undefined);
    },
  };
}
