import type { ShopCatalog } from '../shops/shop-catalog';

/**
 * The shop and service documents a booking is placed against, from memory while the shop catalog has not changed
 * since they were read: two database round trips fewer per create, reschedule and slots answer. Every change of a
 * shop or a service invalidates the catalog (here, and on other instances through the catalog channel), so a copy
 * never outlives a change this instance was told of; a copy older than COPY_MAX_AGE_MS is read again anyway (a
 * change made by another instance with no Redis to tell this one). Copies are shared: callers must not mutate them.
 */
const COPY_MAX_AGE_MS = 10_000;
const COPIES_MAX = 20_000;

interface Copy {
  doc: unknown;
  version: number;
  readAt: number;
}

const copies = new Map<string, Copy>();

export async function catalogDocument<T>(
  catalog: Pick<ShopCatalog, 'changeCount'> | undefined,
  key: string,
  read: () => Promise<T | null>,
): Promise<T | null> {
  if (!catalog) return read();
  // the version before the read: a change written meanwhile bumps it, and this copy is not served again
  const version = catalog.changeCount;
  const copy = copies.get(key);
  if (copy && copy.version === version && Date.now() - copy.readAt < COPY_MAX_AGE_MS)
    return copy.doc as T;
  const doc = await read();
  copies.delete(key);
  // unknown ids are not kept: random ids must not push the real shops out
  if (doc) {
    if (copies.size >= COPIES_MAX) copies.delete(copies.keys().next().value as string);
    copies.set(key, { doc, version, readAt: Date.now() });
  }
  return doc;
}
