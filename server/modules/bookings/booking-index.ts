import { BookingModel, type BookingRecord } from '../../models/booking.model';
import {
  customerIndexId,
  decodeKey,
  encodeKey,
  ownerIndexId,
  shopDirectoryId,
  shopMonthIndexId,
  type BookingIndexEntry,
} from '../../models/booking-index.model';
import { ClaimModel } from '../../models/claim.model';
import { ShopModel } from '../../models/shop.model';
import {
  bookingIndexesReady,
  forgetBackfill,
  indexEntryOf,
  monthOf,
  type IndexedRecord,
} from './booking-index-backfill';
import {
  cachedRecord,
  forgetIndexCopies,
  readIndexDocs,
  rememberRecord,
  withDocLock,
  writeIndexDoc,
  type IndexDoc,
  type StoredEntry,
} from './booking-index-store';
import { createKeyLock } from './key-lock';

export { indexEntryOf } from './booking-index-backfill';

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
 * A list reads these documents, filters, orders and pages the entries, then takes the page's bookings; both come
 * from memory when current (booking-index-store.ts), so a list usually costs no database round trip.
 *
 * Correctness without transactions: each entry lives under the booking's own key (`entries.<bookingId>`) and is
 * written with `$set` / `$unset` of that key, which is idempotent (a retry writes the same value) and, on
 * MongoDB, atomic per document, so writers of different bookings never lose each other's entries. FerretDB
 * applies an update as read-modify-write, so writes to one index document are queued in this process; the
 * embedded FerretDB serves one instance. An entry is always re-derived from the booking document read AFTER the
 * booking write, under a per-booking queue, so the last sync of a booking writes its latest state whatever order
 * the changes' syncs were called in.
 * - A create writes its entries BEFORE inserting the booking: a crash in between leaves an entry whose booking
 *   does not exist, which readers skip and remove once it is a minute old, rather than a booking no list shows.
 * - A change first marks the booking's entries `pending` (its customer's, its month's and the month it moves
 *   to), then writes the booking, then rewrites the entries from it. A reader meeting a pending entry reads the
 *   booking itself and lists what it finds, so a change a crash cut short between its booking write and its
 *   entries is still listed right (and the entries are repaired once the write is known to be over).
 * Readers keep the highest version of a booking (a leftover in a month it moved out of has a lower one).
 */

const withBookingLock = createKeyLock();

/** directory and owner keys this process has written already (each costs a write only once) */
const known = new Set<string>();
const KNOWN_MAX = 100_000;
function remember(key: string): void {
  if (known.size >= KNOWN_MAX) known.clear();
  known.add(key);
}

const STALE_PHANTOM_MS = 60_000;
/** a pending change this old whose version was never written was abandoned (booking-changes.ts takes it over) */
const ABANDONED_CHANGE_MS = 2 * 60_000;

export interface IndexedBooking extends BookingIndexEntry {
  id: string;
  /** the index document the entry was read from */
  source: string;
  /** when the entry was written (epoch ms; absent for backfilled ones) */
  at?: number;
}

const keyOf = (bookingId: string): string => encodeKey(bookingId);

async function setEntry(docId: string, bookingId: string, entry: StoredEntry): Promise<void> {
  await withDocLock(docId, () => writeIndexDoc(docId, [[['entries', keyOf(bookingId)], entry]]));
}

async function unsetEntry(docId: string, bookingId: string): Promise<void> {
  await withDocLock(docId, () => writeIndexDoc(docId, [], [['entries', keyOf(bookingId)]]));
}

async function markPending(docId: string, bookingId: string, version: number): Promise<void> {
  const key = keyOf(bookingId);
  await withDocLock(docId, () =>
    writeIndexDoc(docId, [
      [['entries', key, 'pending'], version],
      [['entries', key, 'at'], Date.now()],
    ]),
  );
}

/**
 * Adds `field.<key>` = 1 to a directory document once per process, and only when its copy does not list it yet
 * (a read from memory instead of a write: a shop's directory and its owner's document rarely change).
 */
async function ensureListed(docId: string, field: 'months' | 'shops', key: string): Promise<void> {
  const memo = `${docId}|${key}`;
  if (known.has(memo)) return;
  const [doc] = await readIndexDocs([docId]);
  if (doc?.[field]?.[encodeKey(key)]) return remember(memo);
  await withDocLock(docId, () => writeIndexDoc(docId, [[[field, encodeKey(key)], 1]]));
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
  const at = Date.now();
  // the booking is inserted just after this (its createdAt is not known yet): made now
  const entry: StoredEntry = { ...indexEntryOf(record), at };
  entry.createdAt ||= at;
  await withBookingLock(record._id, () =>
    Promise.all([
      setEntry(customerIndexId(record.customerId), record._id, entry),
      writeShopEntry(record, entry),
      ownerId ? ensureListed(ownerIndexId(ownerId), 'shops', record.shopId) : undefined,
    ]),
  );
}

/** After the booking of {@link recordBookingInIndexes} was stored: its page is served from memory. */
export const bookingStored = (record: BookingRecord): void => rememberRecord(record);

/** Undoes {@link recordBookingInIndexes} for a create that failed before its booking was stored. */
export async function forgetBookingInIndexes(record: IndexedRecord): Promise<void> {
  await Promise.all([
    unsetEntry(customerIndexId(record.customerId), record._id),
    unsetEntry(shopMonthIndexId(record.shopId, monthOf(record.date)), record._id),
  ]);
}

/**
 * Before a write of `version` of a booking (a change, a cancel, a reschedule to `nextDate`, an anonymisation):
 * marks its entries pending, so until {@link updateBookingInIndexes} rewrites them every reader reads the
 * booking itself (see the header).
 */
export async function beginBookingChange(
  record: IndexedRecord,
  version: number,
  nextDate: string = record.date,
): Promise<void> {
  await bookingIndexesReady();
  await withBookingLock(record._id, async () => {
    if (monthOf(nextDate) !== monthOf(record.date))
      await ensureListed(shopDirectoryId(record.shopId), 'months', monthOf(nextDate));
    await Promise.all(
      [
        customerIndexId(record.customerId),
        shopMonthIndexId(record.shopId, monthOf(record.date)),
        shopMonthIndexId(record.shopId, monthOf(nextDate)),
      ]
        .filter((docId, i, all) => all.indexOf(docId) === i)
        .map((docId) => markPending(docId, record._id, version)),
    );
  });
}

/**
 * Brings a booking's entries in step with its stored document: call after EVERY write of a booking (changes,
 * cancels, account deletion). `otherDates`: dates the booking had or was moving to, so a month document it is
 * not in (any more) loses its entry.
 */
export async function updateBookingInIndexes(
  bookingId: string,
  ...otherDates: (string | undefined)[]
): Promise<void> {
  await bookingIndexesReady();
  await withBookingLock(bookingId, async () => {
    const record = await BookingModel.findById(bookingId).lean<BookingRecord>();
    if (!record) return;
    rememberRecord(record);
    const entry: StoredEntry = { ...indexEntryOf(record), at: Date.now() };
    const month = monthOf(record.date);
    const leftMonths = [...new Set(otherDates.filter((d): d is string => !!d).map(monthOf))];
    await Promise.all([
      setEntry(customerIndexId(record.customerId), record._id, entry),
      writeShopEntry(record, entry),
      ...leftMonths
        .filter((other) => other !== month)
        .map((other) => unsetEntry(shopMonthIndexId(record.shopId, other), record._id)),
    ]);
  });
}

type SourcedEntry = StoredEntry & { id: string; source: string };

/** What entriesOf made of an entries map: a copy's map is replaced on every write, never changed in place. */
const listedEntries = new WeakMap<object, readonly SourcedEntry[]>();

function entriesOf(doc: IndexDoc | null): readonly SourcedEntry[] {
  if (!doc?.entries) return [];
  const made = listedEntries.get(doc.entries);
  if (made) return made;
  const entries = Object.entries(doc.entries).map(([key, entry]) => ({
    ...entry,
    id: decodeKey(key),
    source: doc._id,
  }));
  listedEntries.set(doc.entries, entries);
  return entries;
}

/** `YYYY-MM` of a shop month document's id (null for any other document). */
const monthOfDoc = (docId: string): string | null => /:(\d{4}-\d{2})$/.exec(docId)?.[1] ?? null;

/**
 * Entries whose booking is being changed are replaced by what the booking says now (read by `_id`); once its
 * write is over (its version stored, or its version claim gone or abandoned) the entries are repaired.
 */
async function resolvePending(
  entries: readonly (StoredEntry & { id: string; source: string })[],
): Promise<IndexedBooking[]> {
  // the usual case, without a promise per entry: nothing is being changed
  if (entries.every((entry) => entry.pending === undefined)) return entries as IndexedBooking[];
  return (
    await Promise.all(
      entries.map(async (entry): Promise<IndexedBooking | null> => {
        if (entry.pending === undefined) return entry;
        const record = await BookingModel.findById(entry.id).lean<BookingRecord>();
        if (!record) return null;
        rememberRecord(record);
        if (await changeIsOver(record, entry.pending))
          void updateBookingInIndexes(record._id, monthOfDoc(entry.source) ?? undefined).catch(
            () => undefined,
          );
        return { ...indexEntryOf(record), id: record._id, source: entry.source };
      }),
    )
  ).filter((entry): entry is IndexedBooking => entry !== null);
}

async function changeIsOver(record: BookingRecord, pending: number): Promise<boolean> {
  if ((record.version ?? 0) >= pending) return true;
  const claim = await ClaimModel.findById(`bkver:${record._id}:${pending}`).lean<{
    createdAt: Date;
  }>();
  return !claim || Date.now() - new Date(claim.createdAt).getTime() > ABANDONED_CHANGE_MS;
}

/** Keeps the highest version of each booking (a leftover in a month it moved out of has a lower one). */
function latest(entries: readonly IndexedBooking[]): IndexedBooking[] {
  const byId = new Map<string, IndexedBooking>();
  for (const entry of entries) {
    const seen = byId.get(entry.id);
    if (!seen || entry.version > seen.version) byId.set(entry.id, entry);
  }
  return [...byId.values()];
}

/**
 * A customer's entries, shared (callers must not change the array): the same array while their document is
 * unchanged and nothing in it is pending, so a list's page can be kept with it (booking-list-pages.ts).
 */
export async function customerEntries(customerId: string): Promise<readonly IndexedBooking[]> {
  await bookingIndexesReady();
  const [doc] = await readIndexDocs([customerIndexId(customerId)]);
  // one document holds each booking once: no duplicates to settle
  return resolvePending(entriesOf(doc ?? null));
}

/** Every booking of a customer, from one document. */
export async function customerBookings(customerId: string): Promise<IndexedBooking[]> {
  return (await customerEntries(customerId)).slice();
}

/** The entries last built per shops and range, with the maps they were built from (see shopEntries). */
const builtShopEntries = new Map<string, { maps: readonly unknown[]; entries: IndexedBooking[] }>();
const BUILT_MAX = 5_000;

/**
 * The entries of these shops (dates in [from, to] when given; months outside are not read), shared (callers must
 * not change the array): the same array while none of the directory and month documents it was built from was
 * written (a write replaces the document's map: booking-index-store.ts) and none of its entries was pending, so
 * an owner's list does not merge and settle the same entries again for every request, and its page can be kept
 * with it (booking-list-pages.ts).
 */
export async function shopEntries(
  shopIds: readonly string[],
  range: { from?: string; to?: string } = {},
): Promise<readonly IndexedBooking[]> {
  await bookingIndexesReady();
  const directories = await readIndexDocs(shopIds.map(shopDirectoryId));
  const months = shopIds.flatMap((shopId, i) =>
    Object.keys(directories[i]?.months ?? {})
      .map(decodeKey)
      .filter(
        (month) =>
          (!range.from || month >= monthOf(range.from)) &&
          (!range.to || month <= monthOf(range.to)),
      )
      .map((month) => shopMonthIndexId(shopId, month)),
  );
  const docs = await readIndexDocs(months);
  const maps = [...directories.map((doc) => doc?.months), ...docs.map((doc) => doc?.entries)];
  const key = `${shopIds.join(',')}|${range.from ?? ''}|${range.to ?? ''}`;
  const built = builtShopEntries.get(key);
  if (built && built.maps.length === maps.length && built.maps.every((map, i) => map === maps[i]))
    return built.entries;
  const found = docs.flatMap(entriesOf);
  const entries = latest(await resolvePending(found));
  builtShopEntries.delete(key);
  if (found.every((entry) => entry.pending === undefined)) {
    if (builtShopEntries.size >= BUILT_MAX)
      builtShopEntries.delete(builtShopEntries.keys().next().value as string);
    builtShopEntries.set(key, { maps, entries });
  }
  return entries;
}

/** The bookings of these shops (see shopEntries), as an array of the caller's own. */
export async function shopBookings(
  shopIds: readonly string[],
  range: { from?: string; to?: string } = {},
): Promise<IndexedBooking[]> {
  return (await shopEntries(shopIds, range)).slice();
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
  const [doc] = await readIndexDocs([ownerIndexId(ownerId)]);
  const listed = Object.keys(doc?.shops ?? {}).map(decodeKey);
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
 * The bookings of these entries, in order: from memory when it holds the version the entry names, else by
 * `_id`. Entries whose booking is gone are skipped (and removed once old enough not to be a create in flight);
 * a booking newer than its entry is re-synced in the background.
 */
export async function loadIndexed(entries: readonly IndexedBooking[]): Promise<BookingRecord[]> {
  const cached = entries.map(cachedRecord);
  const records = cached.every((record) => record !== null)
    ? cached
    : await Promise.all(
        entries.map(async (entry, i) => {
          if (cached[i]) return cached[i];
          const record = await BookingModel.findById(entry.id).lean<BookingRecord>();
          if (record) rememberRecord(record);
          return record;
        }),
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

/** Forget that the backfill ran and what is in memory (tests that rewrite the collections behind its back). */
export function forgetBookingIndexes(): void {
  forgetBackfill();
  forgetIndexCopies();
  known.clear();
  builtShopEntries.clear();
}
