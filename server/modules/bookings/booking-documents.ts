import { ShopModel } from '../../models/shop.model';
import type { ShopCatalog } from '../shops/shop-catalog';
import { severalInstances } from './booking-index-store';

/**
 * The shop and service documents a booking is placed against, from memory while the shop catalog has not changed
 * since they were read: two database round trips fewer per create, reschedule and slots answer, and one per
 * listener that reads the shop after a create (its notification settings, its email). Every change of a shop or
 * a service goes through the catalog (shop-admin/shop-changes.ts refreshes the shop, and the slots answer and
 * search serve the catalog's own copy with no other bound), so a copy never outlives a change this instance was
 * told of. With several instances a change made on another one arrives through the catalog channel, and a copy
 * older than COPY_MAX_AGE_MS is read again anyway (a change whose announcement was lost). Copies are shared:
 * callers must not mutate them.
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
  if (
    copy &&
    copy.version === version &&
    (!severalInstances() || Date.now() - copy.readAt < COPY_MAX_AGE_MS)
  )
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

/** The shop's whole document (see catalogDocument), shared by the create and the listeners that follow it. */
export function shopDocument<T>(
  shopId: string,
  catalog: Pick<ShopCatalog, 'changeCount'> | undefined,
): Promise<T | null> {
  return catalogDocument(catalog, `shop:${shopId}`, () => ShopModel.findById(shopId).lean<T>());
}
