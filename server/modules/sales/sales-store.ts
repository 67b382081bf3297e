import type { SaleRecord } from '../../../src/domain/sales';
import type { DateRange } from '../../../src/domain/sales-periods';
import { ApiError } from '../../http/api-error';
import { decodeKey, encodeKey } from '../../models/booking-index.model';
import { ClaimModel, claimOnce, isDuplicateKey, releaseClaim } from '../../models/claim.model';
import { insertInBatch, insertOneInBatch } from '../../db/write-batch';
import { SaleModel, saleRecordOf, storedSaleOf, type StoredSale } from '../../models/sale.model';
import { salesDirectoryId, salesMonthId } from '../../models/sale-bucket.model';
import { createKeyLock } from '../bookings/key-lock';
import {
  readBuckets,
  withBucketLock,
  writeBucket,
  type BucketDoc,
  type BucketEntry,
  type BucketPath,
} from './sale-buckets';

/**
 * Transactions and their month buckets, in step without transactions (as the booking lists are, see
 * server/modules/bookings/booking-index.ts): the transaction document is the truth; its copy lives under its own
 * key in the bucket of its shop and month (`$set` / `$unset` of that key: idempotent, and per document atomic on
 * MongoDB; FerretDB's read-modify-write is queued per bucket in this process).
 * - A create writes its entry marked `pending` BEFORE inserting the document, then clears the mark: a crash in
 *   between leaves a pending entry whose document does not exist, which readers skip and remove once a minute
 *   old, never a transaction no list shows.
 * - A change or delete marks the entries pending, writes the document, then rewrites the entries from it; a
 *   reader meeting a pending entry reads the document itself, and repairs the entries once the mark is old.
 * - Changes of one transaction are serialised across instances by claiming `salever:<id>:<updatedAt>` (an
 *   insert); the write itself is conditional on `updatedAt` too, so a stale change never overwrites.
 * - Every write of a month's bucket gives the month a new revision in the shop's directory (touchMonth): a
 *   month's stored summary (sales-figures.ts) is used only at the revision it was built at.
 */

const PHANTOM_MS = 60_000;
const ABANDONED_MS = 2 * 60_000;

export const monthOf = (date: string): string => date.slice(0, 7);
const keyOf = (id: string): string => encodeKey(id);
const withSaleLock = createKeyLock();

let revisions = 0;
/** A value no other write of a month's transactions sets (this process: a counter; others: time and chance). */
const newRevision = (): string =>
  `${Date.now().toString(36)}-${(revisions += 1).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Lists the month in the shop's directory with a new revision (`$set` of its key: idempotent, one value per
 * write). A month's stored summary (sales-figures.ts) holds the revision it was built at, so any write of the
 * month's transactions makes it stale; a summary is never stored while its month has a `pending` entry.
 */
async function touchMonth(shopId: string, month: string): Promise<void> {
  const id = salesDirectoryId(shopId);
  await withBucketLock(id, () => writeBucket(id, [[['months', encodeKey(month)], newRevision()]]));
}

/**
 * A write of the month's bucket, then a new revision of the month: a summary built by a reader that read the
 * month before the write is stale. A new revision first as well (`before`) for a write that is not marked
 * `pending` beforehand (the bulk path): else a summary built before it would still look current if the process
 * died between the write and the revision. Entry by entry, every change is first written `pending` (with its
 * revision), so a process dying later leaves a month no summary is stored for until the mark is resolved.
 */
async function monthWrite(
  shopId: string,
  month: string,
  write: () => Promise<void>,
  before = false,
): Promise<void> {
  if (before) await touchMonth(shopId, month);
  await write();
  await touchMonth(shopId, month);
}

async function setEntry(record: SaleRecord, pending?: number): Promise<void> {
  const month = monthOf(record.date);
  const id = salesMonthId(record.shopId, month);
  const entry: BucketEntry = pending === undefined ? record : { ...record, pending };
  await monthWrite(record.shopId, month, () =>
    withBucketLock(id, () => writeBucket(id, [[['entries', keyOf(record.id)], entry]])),
  );
}

async function unsetEntry(shopId: string, month: string, saleId: string): Promise<void> {
  const id = salesMonthId(shopId, month);
  const unset = () => withBucketLock(id, () => writeBucket(id, [], [['entries', keyOf(saleId)]]));
  // a month the directory does not list has no bucket, and nothing to remove from it
  const months = await monthRevisions(shopId);
  if (months.has(month)) await monthWrite(shopId, month, unset);
  else await unset();
}

export async function findSale(id: string): Promise<SaleRecord | null> {
  const doc = await SaleModel.findById(id).lean<StoredSale>();
  return doc ? saleRecordOf(doc) : null;
}

/**
 * Brings a transaction's entries in step with its document (call after every write of it): its month's entry
 * from the document, and no entry in `otherMonths` it is not in (any more); none at all once it is gone.
 */
async function syncEntries(shopId: string, saleId: string, otherMonths: readonly string[]) {
  await withSaleLock(saleId, async () => {
    const record = await findSale(saleId);
    const month = record ? monthOf(record.date) : null;
    await Promise.all([
      record ? setEntry(record) : undefined,
      ...[...new Set(otherMonths)]
        .filter((other) => other !== month)
        .map((other) => unsetEntry(shopId, other, saleId)),
    ]);
  });
}

/**
 * Stores a new transaction. A deterministic id already taken (a booking's sale or fee, a reversal) is not an
 * error: the stored one is returned with `created: false`, so a retried or raced write makes it exist once.
 */
export async function insertSale(
  record: SaleRecord,
): Promise<{ record: SaleRecord; created: boolean }> {
  await setEntry(record, Date.now());
  try {
    await insertOneInBatch(SaleModel, storedSaleOf(record) as unknown as Record<string, unknown>);
  } catch (error) {
    if (!isDuplicateKey(error)) {
      await syncEntries(record.shopId, record.id, [monthOf(record.date)]).catch(() => undefined);
      throw error;
    }
    const stored = await findSale(record.id);
    await syncEntries(record.shopId, record.id, [monthOf(record.date)]);
    if (!stored) throw error;
    return { record: stored, created: false };
  }
  await setEntry(record);
  return { record, created: true };
}

/**
 * Stores many new transactions at once (the demo seed's history), a month at a time: the documents in one
 * batch, then the month's entries in ONE bucket write from what is stored (a transaction already stored keeps
 * its stored version). Unlike insertSale there is no pending mark first (it would double the bucket writes,
 * the seed's main cost): a run cut short leaves documents no bucket lists yet, and the seed, which marks its
 * history done only at the end, finishes them on its next run. Nobody else writes these ids meanwhile.
 * Resolves with how many were new.
 */
export async function insertSalesInBulk(records: readonly SaleRecord[]): Promise<number> {
  const months = new Map<string, SaleRecord[]>();
  for (const record of records) {
    const key = `${record.shopId}|${monthOf(record.date)}`;
    months.set(key, [...(months.get(key) ?? []), record]);
  }
  const entry = (record: SaleRecord): [BucketPath, unknown] => [
    ['entries', keyOf(record.id)],
    record,
  ];
  let inserted = 0;
  for (const group of months.values()) {
    const { shopId } = group[0]!;
    const month = monthOf(group[0]!.date);
    const id = salesMonthId(shopId, month);
    const errors = await insertInBatch(
      SaleModel,
      group.map((record) => storedSaleOf(record) as unknown as Record<string, unknown>),
    );
    const fresh = group.filter((_, i) => !errors[i]);
    const taken = group.filter((_, i) => errors[i]);
    const stored = await Promise.all(taken.map((record) => findSale(record.id)));
    const here = stored.filter((s): s is SaleRecord => s !== null && monthOf(s.date) === month);
    await monthWrite(
      shopId,
      month,
      () => withBucketLock(id, () => writeBucket(id, [...fresh, ...here].map(entry))),
      true,
    );
    // not stored after all (a failed insert), or stored in another month: entries from the document, one by one
    const elsewhere = taken.filter((_, i) => !here.includes(stored[i]!));
    await Promise.all(elsewhere.map((record) => syncEntries(shopId, record.id, [month])));
    inserted += fresh.length;
    const failure = errors.find((error) => error && !isDuplicateKey(error));
    if (failure) throw failure;
  }
  return inserted;
}

/**
 * Runs `task` as the only change of this version of the transaction, across instances: the claim
 * `salever:<id>:<updatedAt>` is an insert (one wins); losers get 409 TRANSACTION_STALE (another change of the
 * same version is being written: theirs is stale whichever wins). A claim left by a process that died is taken
 * over once it is old and its version is still the stored one.
 */
export async function withSaleVersion<T>(record: SaleRecord, task: () => Promise<T>): Promise<T> {
  const key = `salever:${record.id}:${record.updatedAt}`;
  if (!(await claimOnce(key))) {
    const claim = await ClaimModel.findById(key).lean<{ createdAt: Date }>();
    const old = claim && Date.now() - new Date(claim.createdAt).getTime() > ABANDONED_MS;
    if (!old) throw new ApiError('TRANSACTION_STALE');
    await ClaimModel.deleteOne({ _id: key, createdAt: claim.createdAt });
    if (!(await claimOnce(key))) throw new ApiError('TRANSACTION_STALE');
  }
  try {
    return await task();
  } finally {
    await releaseClaim(key).catch(() => undefined);
  }
}

async function markPending(records: readonly SaleRecord[]): Promise<void> {
  const at = Date.now();
  await Promise.all(records.map((record) => setEntry(record, at)));
}

/**
 * Replaces `previous` with `next` if the stored transaction is still `previous` (same `updatedAt`): false when
 * it changed meanwhile (nothing written). Call inside withSaleVersion(previous).
 */
export async function replaceSale(previous: SaleRecord, next: SaleRecord): Promise<boolean> {
  await markPending(
    previous.date === next.date ? [previous] : [previous, { ...previous, date: next.date }],
  );
  let written = false;
  try {
    const { _id, ...fields } = storedSaleOf(next);
    const result = await SaleModel.updateOne(
      { _id, updatedAt: previous.updatedAt },
      { $set: fields },
    );
    written = result.matchedCount > 0;
    return written;
  } finally {
    await syncEntries(next.shopId, next.id, [monthOf(previous.date), monthOf(next.date)]);
  }
}

/** Deletes the transaction if it is still `record` (same `updatedAt`); false when it changed meanwhile. */
export async function removeSale(record: SaleRecord): Promise<boolean> {
  await markPending([record]);
  try {
    const result = await SaleModel.deleteOne({ _id: record.id, updatedAt: record.updatedAt });
    return result.deletedCount > 0;
  } finally {
    await syncEntries(record.shopId, record.id, [monthOf(record.date)]);
  }
}

/** The records of a bucket: pending ones as their documents say now (skipped while a create is in flight). */
export async function recordsOf(doc: BucketDoc | null): Promise<SaleRecord[]> {
  const entries = Object.entries(doc?.entries ?? {});
  const records: SaleRecord[] = [];
  const now = Date.now();
  for (const [key, entry] of entries) {
    if (entry.pending === undefined) {
      records.push(entry);
      continue;
    }
    const id = decodeKey(key);
    const stored = await findSale(id);
    const month = doc!._id.slice(doc!._id.lastIndexOf(':') + 1);
    if (now - entry.pending > (stored ? ABANDONED_MS : PHANTOM_MS))
      void syncEntries(entry.shopId, id, [month]).catch(() => undefined);
    if (stored && monthOf(stored.date) === month) records.push(stored);
  }
  return records;
}

/** Whether a bucket holds an entry with a write in flight (its records must be resolved, not cached). */
export const hasPending = (doc: BucketDoc | null): boolean =>
  Object.values(doc?.entries ?? {}).some((entry) => entry.pending !== undefined);

/** The shop's months with transactions (YYYY-MM) → their current revision (see touchMonth). */
export async function monthRevisions(shopId: string): Promise<Map<string, string>> {
  const [directory] = await readBuckets([salesDirectoryId(shopId)]);
  return new Map(
    Object.entries(directory?.months ?? {}).map(([key, rev]) => [decodeKey(key), String(rev)]),
  );
}

/** The shop's months with transactions (YYYY-MM, ascending), within `range` when given. */
export async function shopSaleMonths(
  shopId: string,
  range?: Partial<DateRange>,
): Promise<string[]> {
  return [...(await monthRevisions(shopId)).keys()]
    .filter(
      (month) =>
        (!range?.from || month >= monthOf(range.from)) &&
        (!range?.to || month <= monthOf(range.to)),
    )
    .sort();
}

/** The month buckets of these months (null where none), by `_id`, from memory when current. */
export const monthBuckets = (shopId: string, months: readonly string[]) =>
  readBuckets(months.map((month) => salesMonthId(shopId, month)));

/** Every record of the shop dated in the range (whole months when dates are absent). */
export async function shopSaleRecords(
  shopId: string,
  range: Partial<DateRange> = {},
): Promise<SaleRecord[]> {
  const months = await shopSaleMonths(shopId, range);
  const docs = await monthBuckets(shopId, months);
  const records = (await Promise.all(docs.map(recordsOf))).flat();
  return records.filter(
    (record) =>
      (!range.from || record.date >= range.from) && (!range.to || record.date <= range.to),
  );
}

/**
 * The shop's records dated in the range, oldest first, one month bucket at a time (the export streams a year of
 * a busy shop without holding more than a month of it beyond what the buckets' copies hold).
 */
export async function* streamSaleRecords(
  shopId: string,
  range: DateRange,
): AsyncGenerator<SaleRecord> {
  for (const month of await shopSaleMonths(shopId, range)) {
    const [doc] = await monthBuckets(shopId, [month]);
    const records = (await recordsOf(doc ?? null))
      .filter((record) => record.date >= range.from && record.date <= range.to)
      .sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    yield* records;
  }
}
