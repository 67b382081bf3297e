import type { SaleRecord } from '../../../src/domain/sales';
import { SaleBucketModel } from '../../models/sale-bucket.model';
import { indexStamps, type IndexStamps } from '../bookings/booking-index-store';
import { createKeyLock } from '../bookings/key-lock';
import { WeightedLru } from './weighted-lru';

/**
 * The shops' sales buckets (sale-bucket.model.ts), kept in memory so a dashboard over two years of a busy shop
 * costs no database round trip, exactly as the booking lists' index documents are (booking-index-store.ts):
 * - a document is read once (under its write queue, so a load never overtakes a write of this process), then
 *   every write of this process applies its `$set` / `$unset` to the copy right after the database accepted it;
 * - with several API instances, each write bumps the document's stamp in Redis (the booking lists' stamps,
 *   distinct ids) and a reader compares stamps before serving a copy, reloading those that changed.
 * Writes replace a copy's `entries` map (never change it in place), so whatever a reader derived from a map
 * (a month's summary, server/modules/sales/sales-figures.ts) stays right for as long as the map is the same.
 */

/** A bucket's copy of a transaction; `pending` (epoch ms) while a write of it is in flight. */
export type BucketEntry = SaleRecord & { pending?: number };

export interface BucketDoc {
  _id: string;
  entries?: Record<string, BucketEntry>;
  /** the directory's months → their revision (sales-store.ts touchMonth; 1 in documents written before) */
  months?: Record<string, string | number>;
}

type Field = 'entries' | 'months';
export type BucketPath = readonly [field: Field, key: string];

interface Copy {
  doc: BucketDoc | null;
  stamp: string | null;
  /** the stamps in force when loaded (a change of them drops every copy) */
  source: IndexStamps | null;
}

/**
 * Transactions kept in memory across all copies: about 200 MB, the budget the first cap meant (200,000 at an
 * assumed 1 KB). A cached transaction costs 2–2.5 KB of heap (measured: a record's strings, its items and the
 * map's key; not the ~250 bytes it takes in the document), so that first cap let the copies grow to some
 * 500 MB; 80,000 keep to the budget, and still hold two years of the benchmark's busy shop (50,000) whole: the
 * transactions list without dates reads every month of a shop, and an LRU smaller than that would miss on all
 * of them at every page. The dashboard reads past months from their stored summaries (sales-figures.ts).
 * Memory is bounded by entries, not documents: one busy month holds thousands, a quiet one a handful.
 */
export const BUCKET_ENTRIES_MAX = 80_000;
/** Heap per cached transaction, measured (scripts/bench/sales-cold-start.ts): the cap's assumption. */
export const BYTES_PER_CACHED_ENTRY = 2_560;
const copies = new WeightedLru<Copy>(BUCKET_ENTRIES_MAX);

/** Writes to one bucket take turns in this process (FerretDB applies an update as read-modify-write). */
export const withBucketLock = createKeyLock();

/** A copy's weight: its transactions (and directory months), at least 1. */
export const weightOf = (doc: BucketDoc | null): number =>
  1 + Object.keys(doc?.entries ?? {}).length + Object.keys(doc?.months ?? {}).length;

const keep = (id: string, copy: Copy): void => copies.set(id, copy, weightOf(copy.doc));

async function load(id: string, stamp: string | null, source: IndexStamps | null) {
  return withBucketLock(id, async () => {
    const doc = await SaleBucketModel.findById(id).lean<BucketDoc>();
    keep(id, { doc, stamp, source });
    return doc;
  });
}

/** Buckets by `_id`, from memory when current (null for those that do not exist). */
export async function readBuckets(ids: readonly string[]): Promise<(BucketDoc | null)[]> {
  const source = indexStamps();
  const current = source ? await source.read(ids) : ids.map(() => '');
  return Promise.all(
    ids.map((id, i) => {
      const copy = copies.get(id);
      const stamp = current[i] ?? null;
      if (copy && copy.source === source && stamp !== null && copy.stamp === stamp) return copy.doc;
      return load(id, stamp, source);
    }),
  );
}

/**
 * One write to a bucket: `$set` and `$unset` of whole keys, in the database and then in the copy. Call inside
 * `withBucketLock(id)`.
 */
export async function writeBucket(
  id: string,
  set: readonly [BucketPath, unknown][],
  unset: readonly BucketPath[] = [],
): Promise<void> {
  const dotted = (path: BucketPath) => path.join('.');
  const update: Record<string, Record<string, unknown>> = {};
  if (set.length > 0) update.$set = Object.fromEntries(set.map(([p, v]) => [dotted(p), v]));
  if (unset.length > 0) update.$unset = Object.fromEntries(unset.map((p) => [dotted(p), '']));
  await SaleBucketModel.updateOne({ _id: id }, update, { upsert: set.length > 0 });
  const copy = copies.peek(id);
  if (copy && !(copy.doc === null && set.length === 0)) {
    const doc: BucketDoc = { ...(copy.doc ?? { _id: id }) };
    for (const [[field, key], value] of set) doc[field] = { ...doc[field], [key]: value } as never;
    for (const [field, key] of unset) {
      const map: Record<string, unknown> = { ...doc[field] };
      delete map[key];
      doc[field] = map as never;
    }
    keep(id, { ...copy, doc });
  }
  await indexStamps()?.bump([id]);
}

/** Drops every copy (tests that rewrite the collection behind the store's back). */
export function forgetBuckets(): void {
  copies.clear();
}
