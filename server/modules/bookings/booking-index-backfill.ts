import type { AnyBulkWriteOperation } from 'mongoose';
import { BookingModel, type BookingRecord } from '../../models/booking.model';
import {
  BookingIndexModel,
  customerIndexId,
  encodeKey,
  ownerIndexId,
  shopDirectoryId,
  shopMonthIndexId,
  type BookingIndexEntry,
} from '../../models/booking-index.model';
import { ShopModel } from '../../models/shop.model';
import { encodeEntry } from './booking-index-entries';
import type { IndexDoc } from './booking-index-store';

/**
 * The index documents of bookings written in bulk (booking-index.ts keeps them in step one booking at a time):
 * the one-time backfill of bookings stored before these documents existed, and the bench seed.
 */

// v2: entries gained priceCents, feeCents and createdAt (the dashboard); v3: staffId and serviceIds (the bookings
// analytics); v4: entries stored as one string each (booking-index-entries.ts: FerretDB's cost per find and update
// of a document follows its number of values). A database indexed by an earlier version is rebuilt once: every
// booking's entries are written again (`$set` per key, so other keys stay). The earlier markers are written too,
// so an instance of a previous version (a rolling deploy) does not rebuild the entries without the new fields.
const BACKFILL_ID = 'meta:booking-index-v4';
const EARLIER_IDS = ['meta:booking-index-v1', 'meta:booking-index-v2', 'meta:booking-index-v3'];

export type IndexedRecord = Pick<
  BookingRecord,
  '_id' | 'shopId' | 'customerId' | 'date' | 'startAt' | 'endAt' | 'status' | 'version'
> &
  Partial<Pick<BookingRecord, 'priceCents' | 'cancellationFeeCents' | 'staffId'>> & {
    noShowFeeCents?: number | null;
    createdAt?: Date | string | null;
    services?: readonly { serviceId: string }[];
  };

/** a field path of the projection (joined, so it is not read as the message id it looks like) */
const SERVICE_IDS_PATH = ['services', 'serviceId'].join('.');

export const INDEXED_FIELDS = {
  shopId: 1,
  customerId: 1,
  date: 1,
  startAt: 1,
  endAt: 1,
  status: 1,
  version: 1,
  priceCents: 1,
  cancellationFeeCents: 1,
  noShowFeeCents: 1,
  createdAt: 1,
  staffId: 1,
  [SERVICE_IDS_PATH]: 1,
} as const;

export const monthOf = (date: string): string => date.slice(0, 7);

export function indexEntryOf(record: IndexedRecord): BookingIndexEntry {
  return {
    shopId: record.shopId,
    customerId: record.customerId,
    date: record.date,
    startAt: new Date(record.startAt).getTime(),
    endAt: new Date(record.endAt).getTime(),
    status: record.status,
    version: record.version ?? 0,
    priceCents: record.priceCents ?? 0,
    feeCents: record.cancellationFeeCents ?? record.noShowFeeCents ?? null,
    createdAt: record.createdAt ? new Date(record.createdAt).getTime() : 0,
    ...(record.staffId ? { staffId: record.staffId } : {}),
    ...(record.services ? { serviceIds: record.services.map((line) => line.serviceId) } : {}),
  };
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
      for (const [key, entry] of Object.entries(doc.entries ?? {}))
        set[`entries.${key}`] = encodeEntry(entry);
      for (const field of ['months', 'shops'] as const)
        for (const [key, value] of Object.entries(doc[field] ?? {})) set[`${field}.${key}`] = value;
      return { updateOne: { filter: { _id: doc._id }, update: { $set: set }, upsert: true } };
    });
    await BookingIndexModel.bulkWrite(ops, { ordered: false });
  }
}

/** Marks the database as indexed (the bench seed writes its documents itself). */
export async function markBookingIndexesBuilt(): Promise<void> {
  for (const id of [...EARLIER_IDS, BACKFILL_ID])
    await BookingIndexModel.updateOne({ _id: id }, { $set: { at: new Date() } }, { upsert: true });
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

/** Forget that the backfill ran. */
export function forgetBackfill(): void {
  ready = null;
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
