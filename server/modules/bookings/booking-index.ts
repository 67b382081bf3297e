import type { AnyBulkWriteOperation } from 'mongoose';
import { BookingModel, type BookingRecord } from '../../models/booking.model';
import {
  BookingIndexModel,
  customerIndexId,
  decodeKey,
  encodeKey,
  ownerIndexId,
  shopDirectoryId,
  shopMonthIndexId,
  type BookingIndexEntry,
} from '../../models/booking-index.model';
import { ShopModel } from '../../models/shop.model';
import { createKeyLock } from './key-lock';

/**
 * Booking lists read by `_id` only. On FerretDB's SQLite backend only `_id` equality reaches an index; a filter on
 * `customerId` or `shopId` reads and decodes every booking (seconds at 100k). So every booking has an entry
 * (shop, customer, date, start, end, status, version) in:
 * - its customer's document `cust:<customerId>` (one per customer: the hoarding limits bound what is upcoming, the
 *   past grows by a few a month, so it stays small and the list and the limits are ONE read);
 * - its shop's month document `shop:<shopId>:<YYYY-MM>` (a busy shop has thousands of bookings, so they are split
 *   by the month of the booking's date), listed in the shop's directory `shop:<shopId>` (`months`);
 * - and the booking's shop is listed in `owner:<ownerId>` when it is booked, so an owner's list needs no query on
 *   shops (the catalog in memory adds the approved shops they own now).
 * A list reads these documents (a handful of `findById`s), filters, orders and pages the entries, then loads only
 * the page's bookings by `_id`.
 *
 * Correctness without transactions: each entry lives under the booking's own key (`entries.<bookingId>`) and is
 * written with `$set` / `$unset` of that key, which is idempotent (a retry writes the same value) and, on
 * MongoDB, atomic per document, so writers of different bookings never lose each other's entries. FerretDB
 * applies an update as read-modify-write, so writes to one index document are queued in this process (the same
 * per-key queue as the day sheets); the embedded FerretDB serves one instance. An entry is always re-derived from
 * the booking document read AFTER the booking write, under a per-booking queue, so the last sync of a booking
 * writes its latest state whatever order the changes' syncs were called in. A create writes its entries BEFORE
 * inserting the booking (a crash in between leaves an entry whose booking does not exist, which readers skip and
 * remove once it is a minute old, rather than a booking no list shows); a change syncs after its write, and a
 * reader that meets a booking newer than its entry (a sync lost to a crash) re-syncs it. A booking moved to
 * another month is removed from the old month's document; a leftover there (a crash between) is told apart by
 * its lower version, readers keep the highest version of a booking.
 *
 * Bookings stored before these documents existed are indexed once per database at first use (one scan of the
 * bookings, then a marker `meta:booking-index-v1`).
 */

const withDocLock = createKeyLock();
const withBookingLock = createKeyLock();

/** directory and owner keys this process has written already (each costs a write only once) */
const known = new Set<string>();
const KNOWN_MAX = 100_000;
function remember(key: string): void {
  if (known.size >= KNOWN_MAX) known.clear();
  known.add(key);
}

const STALE_PHANTOM_MS = 60_000;
const BACKFILL_ID = 'meta:booking-index-v1';

type StoredEntry = BookingIndexEntry & { at?: number };
type IndexedRecord = Pick<
  BookingRecord,
  '_id' | 'shopId' | 'customerId' | 'date' | 'startAt' | 'endAt' | 'status' | 'version'
>;

export interface IndexedBooking extends BookingIndexEntry {
  id: string;
  /** the index document the entry was read from */
  source: string;
  /** when the entry was written (epoch ms; absent for backfilled ones) */
  at?: number;
}

export function indexEntryOf(record: IndexedRecord): BookingIndexEntry {
  return {
    shopId: record.shopId,
    customerId: record.customerId,
    date: record.date,
    startAt: new Date(record.startAt).getTime(),
    endAt: new Date(record.endAt).getTime(),
    status: record.status,
    version: record.version ?? 0,
  };
}

const monthOf = (date: string): string => date.slice(0, 7);
const entryPath = (bookingId: string): string => `entries.${encodeKey(bookingId)}`;

async function setEntry(docId: string, bookingId: string, entry: StoredEntry): Promise<void> {
  await withDocLock(docId, () =>
    BookingIndexModel.updateOne(
      { _id: docId },
      { $set: { [entryPath(bookingId)]: entry } },
      { upsert: true },
    ),
  );
}

async function unsetEntry(docId: string, bookingId: string): Promise<void> {
  await withDocLock(docId, () =>
    BookingIndexModel.updateOne({ _id: docId }, { $unset: { [entryPath(bookingId)]: '' } }),
  );
}

/** Adds `field.<key>` = 1 to a directory document once per process. */
async function ensureListed(docId: string, field: 'months' | 'shops', key: string): Promise<void> {
  const memo = `${docId}|${key}`;
  if (known.has(memo)) return;
  await withDocLock(docId, () =>
    BookingIndexModel.updateOne(
      { _id: docId },
      { $set: { [`${field}.${encodeKey(key)}`]: 1 } },
      { upsert: true },
    ),
  );
  remember(memo);
}

async function writeShopEntry(record: IndexedRecord, entry: StoredEntry): Promise<void> {
  const month = monthOf(record.date);
  // the directory first: a month document is never unlisted
  await ensureListed(shopDirectoryId(record.shopId), 'months', month);
  await setEntry(shopMonthIndexId(record.shopId, month), record._id, entry);
}

/**
 * A new booking's entries, written BEFORE the booking is inserted (see the header). `ownerId`: the shop's
 * owner at booking time (their list finds the shop through `owner:<ownerId>`).
 */
export async function recordBookingInIndexes(
  record: IndexedRecord,
  ownerId: string | null,
): Promise<void> {
  await bookingIndexesReady();
  const entry: StoredEntry = { ...indexEntryOf(record), at: Date.now() };
  await withBookingLock(record._id, () =>
    Promise.all([
      setEntry(customerIndexId(record.customerId), record._id, entry),
      writeShopEntry(record, entry),
      ownerId ? ensureListed(ownerIndexId(ownerId), 'shops', record.shopId) : undefined,
    ]),
  );
}

/** Undoes {@link recordBookingInIndexes} for a create that failed before its booking was stored. */
export async function forgetBookingInIndexes(record: IndexedRecord): Promise<void> {
  await Promise.all([
    unsetEntry(customerIndexId(record.customerId), record._id),
    unsetEntry(shopMonthIndexId(record.shopId, monthOf(record.date)), record._id),
  ]);
}

/**
 * Brings a booking's entries in step with its stored document: call after EVERY write that changes a booking's
 * status, date, time or customer (changes, cancels, account deletion). `previousDate`: the date before the write,
 * so a booking moved to another month leaves the old month's document.
 */
export async function updateBookingInIndexes(
  bookingId: string,
  previousDate?: string,
): Promise<void> {
  await bookingIndexesReady();
  await withBookingLock(bookingId, async () => {
    const record = await BookingModel.findById(bookingId, INDEXED_FIELDS).lean<IndexedRecord>();
    if (!record) return;
    const entry: StoredEntry = { ...indexEntryOf(record), at: Date.now() };
    await Promise.all([
      setEntry(customerIndexId(record.customerId), record._id, entry),
      writeShopEntry(record, entry),
      previousDate && monthOf(previousDate) !== monthOf(record.date)
        ? unsetEntry(shopMonthIndexId(record.shopId, monthOf(previousDate)), record._id)
        : undefined,
    ]);
  });
}

const INDEXED_FIELDS = {
  shopId: 1,
  customerId: 1,
  date: 1,
  startAt: 1,
  endAt: 1,
  status: 1,
  version: 1,
} as const;

function entriesOf(
  doc: { _id: string; entries?: Record<string, StoredEntry> } | null,
): IndexedBooking[] {
  if (!doc?.entries) return [];
  return Object.entries(doc.entries).map(([key, entry]) => ({
    ...entry,
    id: decodeKey(key),
    source: doc._id,
  }));
}

type IndexDoc = {
  _id: string;
  entries?: Record<string, StoredEntry>;
  months?: Record<string, number>;
  shops?: Record<string, number>;
};
const readDoc = (id: string) => BookingIndexModel.findById(id).lean<IndexDoc>();

/** Keeps the highest version of each booking (a leftover in a month it moved out of has a lower one). */
function latest(entries: readonly IndexedBooking[]): IndexedBooking[] {
  const byId = new Map<string, IndexedBooking>();
  for (const entry of entries) {
    const seen = byId.get(entry.id);
    if (!seen || entry.version > seen.version) byId.set(entry.id, entry);
  }
  return [...byId.values()];
}

/** Every booking of a customer, from one document. */
export async function customerBookings(customerId: string): Promise<IndexedBooking[]> {
  await bookingIndexesReady();
  return latest(entriesOf(await readDoc(customerIndexId(customerId))));
}

/** The bookings of these shops (dates in [from, to] when given; months outside are not read). */
export async function shopBookings(
  shopIds: readonly string[],
  range: { from?: string; to?: string } = {},
): Promise<IndexedBooking[]> {
  await bookingIndexesReady();
  const months = await Promise.all(
    shopIds.map(async (shopId) => {
      const directory = await readDoc(shopDirectoryId(shopId));
      return Object.keys(directory?.months ?? {})
        .map(decodeKey)
        .filter(
          (month) =>
            (!range.from || month >= monthOf(range.from)) &&
            (!range.to || month <= monthOf(range.to)),
        )
        .map((month) => shopMonthIndexId(shopId, month));
    }),
  );
  const docs = await Promise.all(months.flat().map(readDoc));
  return latest(docs.flatMap(entriesOf));
}

/**
 * The shops whose bookings an owner sees: the approved shops they own now (from the catalog in memory) and the
 * shops booked while they owned them (`owner:<id>`), the latter checked by `_id` (a shop may have changed hands).
 */
export async function ownedShopIds(
  ownerId: string,
  catalogOwned: readonly string[],
): Promise<string[]> {
  await bookingIndexesReady();
  const listed = Object.keys((await readDoc(ownerIndexId(ownerId)))?.shops ?? {}).map(decodeKey);
  const others = listed.filter((id) => !catalogOwned.includes(id));
  const checked = await Promise.all(
    others.map(async (id) => {
      const shop = await ShopModel.findById(id, { ownerId: 1 }).lean<{ ownerId?: string | null }>();
      return shop?.ownerId === ownerId ? id : null;
    }),
  );
  return [...catalogOwned, ...checked.filter((id): id is string => id !== null)];
}

/**
 * Loads the bookings of these entries by `_id`, in order. Entries whose booking is gone are skipped (and removed
 * once old enough not to be a create in flight); a booking newer than its entry is re-synced in the background.
 */
export async function loadIndexed(entries: readonly IndexedBooking[]): Promise<BookingRecord[]> {
  const records = await Promise.all(
    entries.map((entry) => BookingModel.findById(entry.id).lean<BookingRecord>()),
  );
  const now = Date.now();
  entries.forEach((entry, i) => {
    const record = records[i];
    if (!record) {
      if (entry.at === undefined || now - entry.at > STALE_PHANTOM_MS)
        void unsetEntry(entry.source, entry.id).catch(() => undefined);
    } else if ((record.version ?? 0) > entry.version || record.status !== entry.status)
      void updateBookingInIndexes(record._id, entry.date).catch(() => undefined);
  });
  return records.filter((record): record is BookingRecord => record !== null);
}

/** The documents that index these bookings (shared by the one-time backfill and the bench seed). */
export function indexDocumentsOf(
  bookings: readonly IndexedRecord[],
  ownerOf: (shopId: string) => string | null | undefined,
): IndexDoc[] {
  const docs = new Map<string, IndexDoc>();
  const doc = (id: string) => {
    let found = docs.get(id);
    if (!found) docs.set(id, (found = { _id: id }));
    return found;
  };
  for (const booking of bookings) {
    const entry = indexEntryOf(booking);
    const key = encodeKey(booking._id);
    const month = monthOf(booking.date);
    (doc(customerIndexId(booking.customerId)).entries ??= {})[key] = entry;
    (doc(shopMonthIndexId(booking.shopId, month)).entries ??= {})[key] = entry;
    (doc(shopDirectoryId(booking.shopId)).months ??= {})[encodeKey(month)] = 1;
    const owner = ownerOf(booking.shopId);
    if (owner) (doc(ownerIndexId(owner)).shops ??= {})[encodeKey(booking.shopId)] = 1;
  }
  return [...docs.values()];
}

/** Merges index documents into what is stored (each key `$set`, so entries written meanwhile stay). */
export async function writeIndexDocuments(docs: readonly IndexDoc[]): Promise<void> {
  const BATCH = 500;
  for (let from = 0; from < docs.length; from += BATCH) {
    const ops: AnyBulkWriteOperation[] = docs.slice(from, from + BATCH).map((doc) => {
      const set: Record<string, unknown> = {};
      for (const field of ['entries', 'months', 'shops'] as const)
        for (const [key, value] of Object.entries(doc[field] ?? {})) set[`${field}.${key}`] = value;
      return { updateOne: { filter: { _id: doc._id }, update: { $set: set }, upsert: true } };
    });
    await BookingIndexModel.bulkWrite(ops, { ordered: false });
  }
}

/** Marks the database as indexed (the bench seed writes its documents itself). */
export async function markBookingIndexesBuilt(): Promise<void> {
  await BookingIndexModel.updateOne(
    { _id: BACKFILL_ID },
    { $set: { at: new Date() } },
    { upsert: true },
  );
}

let ready: Promise<void> | null = null;

/** Indexes the bookings stored before these documents existed, once per database (a marker says it is done). */
export function bookingIndexesReady(): Promise<void> {
  ready ??= backfill().catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

/** Forget that the backfill ran (tests that rewrite the collections behind the service's back). */
export function forgetBookingIndexes(): void {
  ready = null;
  known.clear();
}

async function backfill(): Promise<void> {
  if (await BookingIndexModel.findById(BACKFILL_ID, { _id: 1 }).lean()) return;
  const bookings = await BookingModel.find({}, INDEXED_FIELDS).lean<IndexedRecord[]>();
  const shopIds = [...new Set(bookings.map((b) => b.shopId))];
  const owners = new Map<string, string | null>();
  await Promise.all(
    shopIds.map(async (id) => {
      const shop = await ShopModel.findById(id, { ownerId: 1 }).lean<{ ownerId?: string | null }>();
      owners.set(id, shop?.ownerId ?? null);
    }),
  );
  await writeIndexDocuments(indexDocumentsOf(bookings, (id) => owners.get(id)));
  await markBookingIndexesBuilt();
}
