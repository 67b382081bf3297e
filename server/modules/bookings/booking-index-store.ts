import { updateInBatch, type IdempotentUpdate } from '../../db/write-batch';
import type { BookingRecord } from '../../models/booking.model';
import { BookingIndexModel } from '../../models/booking-index.model';
import {
  decodeEntries,
  encodeEntry,
  type EntryMark,
  type StoredEntry,
} from './booking-index-entries';
import { createKeyLock } from './key-lock';

/**
 * The booking lists' index documents (booking-index.ts) and the bookings on their pages, kept in memory so a list
 * is served without a database round trip. At 50 concurrent lists even one `findById` per request queues on
 * FerretDB (a customer's list read one index document and 10-20 bookings: p95 665 ms; a shop's, 1,100 ms).
 *
 * - Index documents: read once from the database (under the document's write queue, so a load never overtakes a
 *   write of this process), then every write of this process applies its `$set` / `$unset` to the copy right
 *   after the database accepted it, in the same queue.
 * - Bookings: a record is served from memory only while its index entry carries the same `version` and no
 *   pending change (every booking write bumps `version` and then rewrites the entries, see booking-index.ts), so
 *   a record is never older than what the list says it is.
 * - Other instances: with one API instance (no REDIS_URL, the embedded FerretDB's case) this process makes every
 *   write, so its copies are the truth. With several, each write bumps a stamp per index document in Redis after
 *   its database write, and a reader compares the stamps of the documents it serves (one MGET, well under a
 *   millisecond) and reloads those that changed: the stamp is read before the document, and written after it, so
 *   a reload always sees at least the write whose stamp it saw.
 */

export type { StoredEntry } from './booking-index-entries';

/** An index document as the lists read it (its entries decoded: booking-index-entries.ts). */
export interface IndexDoc {
  _id: string;
  entries?: Record<string, StoredEntry>;
  months?: Record<string, number>;
  shops?: Record<string, number>;
}

/** Shared stamps of the index documents (Redis when several instances share the database). */
export interface IndexStamps {
  /** the current stamp of each document ('' when never bumped; null when it cannot be known now) */
  read(docIds: readonly string[]): Promise<(string | null)[]>;
  /** after a write of these documents */
  bump(docIds: readonly string[]): Promise<void>;
}

let stamps: IndexStamps | null = null;

/** Several instances: stamps through Redis (server/index.ts, when REDIS_URL is set); null: this process alone. */
export function shareIndexStamps(shared: IndexStamps | null): void {
  stamps = shared;
  forgetIndexCopies();
}

/** The shared stamps (null: this process alone), for other copies kept the same way (the sales buckets). */
export const indexStamps = (): IndexStamps | null => stamps;

/** Whether other API instances share this database (their writes reach this one only through the stamps). */
export const severalInstances = (): boolean => stamps !== null;

export const withDocLock = createKeyLock();

const DOCS_MAX = 50_000;
const RECORDS_MAX = 20_000;
const docs = new Map<string, { doc: IndexDoc | null; stamp: string | null }>();
const records = new Map<string, BookingRecord>();

/** Keeps the most recently used keys (a Map iterates in insertion order, so the first key is the oldest). */
function touch<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as K);
}

/** An index document as stored: entries as strings (or objects, as written before), marks apart. */
type StoredIndexDoc = Omit<IndexDoc, 'entries'> & {
  entries?: Record<string, unknown>;
  marks?: Record<string, EntryMark>;
};

function decodeDoc({ entries, marks, ...rest }: StoredIndexDoc): IndexDoc {
  const decoded = decodeEntries(entries, marks);
  return decoded ? { ...rest, entries: decoded } : rest;
}

async function load(docId: string, stamp: string | null): Promise<IndexDoc | null> {
  return withDocLock(docId, async () => {
    const stored = await BookingIndexModel.findById(docId).lean<StoredIndexDoc>();
    const doc = stored && decodeDoc(stored);
    touch(docs, docId, { doc, stamp }, DOCS_MAX);
    return doc;
  });
}

/** Index documents by `_id`, from memory when current (null for those that do not exist). */
export async function readIndexDocs(docIds: readonly string[]): Promise<(IndexDoc | null)[]> {
  const current = stamps ? await stamps.read(docIds) : docIds.map(() => '');
  return Promise.all(
    docIds.map((id, i) => {
      const copy = docs.get(id);
      const stamp = current[i] ?? null;
      // an unknown stamp (Redis unreachable) never matches: the document is read again
      if (copy && stamp !== null && copy.stamp === stamp) {
        touch(docs, id, copy, DOCS_MAX);
        return copy.doc;
      }
      return load(id, stamp);
    }),
  );
}

type Path = readonly [field: 'entries' | 'months' | 'shops', key: string, sub?: string];

/**
 * Writes to one index document: the `$set` and `$unset` paths, in the database and then in the copy. Call inside
 * `withDocLock(docId)` (FerretDB applies an update as read-modify-write: two racing ones could drop a key).
 */
export async function writeIndexDoc(
  docId: string,
  set: readonly [Path, unknown][],
  unset: readonly Path[] = [],
): Promise<void> {
  const update = storedUpdate(set, unset);
  // in one command with the other index writes waiting (a create's customer and shop documents together)
  await updateInBatch(BookingIndexModel, docId, update, { upsert: set.length > 0 });
  const copy = docs.get(docId);
  if (copy) {
    if (copy.doc === null) {
      if (set.length === 0) return;
      copy.doc = { _id: docId };
    }
    for (const [path, value] of set) apply(copy.doc, path, value);
    for (const path of unset) apply(copy.doc, path, undefined);
  }
  await stamps?.bump([docId]);
}

/**
 * The database update of these paths: a whole entry as its string (dropping its mark), a part of an entry (a
 * change's `pending` and `at`) in its mark (booking-index-entries.ts).
 */
function storedUpdate(set: readonly [Path, unknown][], unset: readonly Path[]): IdempotentUpdate {
  const $set: Record<string, unknown> = {};
  const $unset: Record<string, ''> = {};
  for (const [[field, key, sub], value] of set) {
    if (field !== 'entries') $set[[field, key, sub].filter(Boolean).join('.')] = value;
    else if (sub !== undefined) $set[`marks.${key}.${sub}`] = value;
    else {
      $set[`entries.${key}`] = encodeEntry(value as StoredEntry);
      $unset[`marks.${key}`] = '';
    }
  }
  for (const [field, key, sub] of unset) {
    if (field !== 'entries') $unset[[field, key, sub].filter(Boolean).join('.')] = '';
    else if (sub !== undefined) $unset[`marks.${key}.${sub}`] = '';
    else {
      $unset[`entries.${key}`] = '';
      $unset[`marks.${key}`] = '';
    }
  }
  return {
    ...(Object.keys($set).length > 0 ? { $set } : {}),
    ...(Object.keys($unset).length > 0 ? { $unset } : {}),
  };
}

/**
 * One `$set` / `$unset` on the copy. Entries are replaced, never changed in place (a reader may hold one), and so
 * is the map holding them: a reader may keep what it derived from a map for as long as the map is the same object.
 */
function apply(doc: IndexDoc, [field, key, sub]: Path, value: unknown): void {
  const map = { ...(doc[field] ?? {}) } as Record<string, unknown>;
  (doc as unknown as Record<string, unknown>)[field] = map;
  if (sub === undefined) {
    if (value === undefined) delete map[key];
    else map[key] = value;
    return;
  }
  const next = { ...((map[key] as Record<string, unknown> | undefined) ?? {}) };
  if (value === undefined) delete next[sub];
  else next[sub] = value;
  map[key] = next;
}

/** The booking in memory if it is the version its entry names (and no change of it is pending). */
export function cachedRecord(entry: StoredEntry & { id: string }): BookingRecord | null {
  if (entry.pending !== undefined) return null;
  const record = records.get(entry.id);
  if (!record || (record.version ?? 0) !== entry.version) return null;
  touch(records, entry.id, record, RECORDS_MAX);
  return record;
}

/** Remembers a booking as just read or written (a later version replaces it). */
export function rememberRecord(record: BookingRecord): void {
  const seen = records.get(record._id);
  if (seen && (seen.version ?? 0) > (record.version ?? 0)) return;
  touch(records, record._id, record, RECORDS_MAX);
}

/** Drops every copy (tests that rewrite the collections behind the service's back). */
export function forgetIndexCopies(): void {
  docs.clear();
  records.clear();
}
