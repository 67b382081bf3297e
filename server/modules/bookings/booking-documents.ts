import { ServiceModel } from '../../models/service.model';
import { ShopModel } from '../../models/shop.model';
import type { CatalogSnapshot, ShopCatalog } from '../shops/shop-catalog';
import { severalInstances } from './booking-index-store';

/**
 * The shop and service documents a booking is placed against, from memory while the shop catalog has not changed
 * since they were read: two database round trips fewer per create, reschedule and slots answer, and one per
 * listener that reads the shop after a create (its notification settings, its email). Every change of a shop or
 * a service goes through the catalog (shop-admin/shop-changes.ts refreshes the shop, and the slots answer and
 * search serve the catalog's own copy with no other bound), so a copy never outlives a change this instance was
 * told of. With several instances a change made on another one arrives through the catalog channel, and a copy
 * older than COPY_MAX_AGE_MS is read again anyway (a change whose announcement was lost). Copies are shared:
 * callers must not mutate them. Alone, every public shop's copies are read in bulk after each load of the catalog
 * (preloadOnCatalogLoads), so not even a shop's first create after a start reads them one by one.
 */
const COPY_MAX_AGE_MS = 10_000;
const COPIES_MAX = 20_000;

interface Copy {
  doc: unknown;
  version: number;
  readAt: number;
}

const copies = new Map<string, Copy>();

/** the bulk read of every public shop's documents in flight (see preloadOnCatalogLoads) */
let preloading: Promise<void> | null = null;

export async function catalogDocument<T>(
  catalog: Pick<ShopCatalog, 'changeCount'> | undefined,
  key: string,
  read: () => Promise<T | null>,
): Promise<T | null> {
  if (!catalog) return read();
  // a read now would repeat one the bulk read is making
  if (preloading && copies.get(key)?.version !== catalog.changeCount) await preloading;
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

/** Keeps `doc` under `key` as read at catalog change count `version`, unless a copy as recent is there. */
function keepPreloaded(key: string, doc: unknown, version: number, readAt: number): boolean {
  const kept = copies.get(key);
  if (kept && kept.version >= version) return true;
  if (!kept && copies.size >= COPIES_MAX) return false;
  copies.set(key, { doc, version, readAt });
  return true;
}

/**
 * Reads every approved shop's document and every active service's at once, and keeps them as copies (read at
 * the change count before the reads, as catalogDocument does, so a change made meanwhile is never served).
 * Two collection reads instead of two `findById` per shop at its first create after a start or a reload: on
 * FerretDB each of those costs about as much database time as the rest of the create's reads.
 */
async function preloadDocuments(catalog: Pick<ShopCatalog, 'changeCount'>): Promise<void> {
  const version = catalog.changeCount;
  const [shops, services] = await Promise.all([
    ShopModel.find({ approvalStatus: 'approved' }).lean<{ _id: string }[]>(),
    ServiceModel.find({ active: true }).lean<{ _id: string }[]>(),
  ]);
  const readAt = Date.now();
  for (const shop of shops) if (!keepPreloaded(`shop:${shop._id}`, shop, version, readAt)) return;
  for (const service of services)
    if (!keepPreloaded(`service:${service._id}`, service, version, readAt)) return;
}

/**
 * After each whole load of the catalog (at start-up, after an invalidation, and its periodic refresh; not after
 * one shop's refresh, which keeps the snapshot's `loadedAt`), the shops' and services' copies are read in bulk,
 * so the first create at each shop reads neither from the database. Only for this process alone: with several
 * instances a copy is served for COPY_MAX_AGE_MS only, not worth a bulk read. Returns the unsubscriber.
 */
export function preloadOnCatalogLoads(
  catalog: Pick<ShopCatalog, 'changeCount' | 'onReload'>,
): () => void {
  let loadedAt: number | null = null;
  return catalog.onReload((snapshot: CatalogSnapshot) => {
    if (snapshot.loadedAt === loadedAt || severalInstances()) return;
    loadedAt = snapshot.loadedAt;
    const run: Promise<void> = preloadDocuments(catalog)
      // a failed bulk read leaves the copies to be read one by one, as without it
      .catch(() => undefined)
      .finally(() => {
        if (preloading === run) preloading = null;
      });
    preloading = run;
  });
}
