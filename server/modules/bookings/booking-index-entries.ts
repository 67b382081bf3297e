import type { BookingIndexEntry } from '../../models/booking-index.model';

/**
 * How an index document's entries are stored (booking-index-store.ts keeps them decoded in memory). FerretDB's
 * SQLite backend decodes and re-encodes a whole document on every find and update of it, at a cost per value: a
 * shop month's document with 36 entries of a dozen fields each cost 6.1 ms of its CPU per update, the same
 * entries stored as one string each 1.6 ms (200 entries: 17.7 ms and 3.2 ms). So an entry is stored as one JSON
 * array string, its fields in the fixed order of FIELDS (a version tag first, so a later layout can tell them
 * apart). Entries stored as objects (written before, or by hand) are read as they are.
 *
 * A change's `pending` mark (booking-index.ts) is written on its own, while the entry stays, so it cannot be a
 * part of the string: it is kept in `marks.<key>` (`pending`, `at`) and laid over the entry when read; writing a
 * whole entry drops its mark (the entry is then re-derived from the booking, as a mark's end always is).
 */

/** An entry as the lists read it. */
export type StoredEntry = BookingIndexEntry & {
  /** when the entry was written (epoch ms; absent for backfilled ones) */
  at?: number;
  /** a change of the booking to this version is being written: read the booking itself (booking-index.ts) */
  pending?: number;
};

const LAYOUT = 1;
const FIELDS = [
  'shopId',
  'customerId',
  'date',
  'startAt',
  'endAt',
  'status',
  'version',
  'priceCents',
  'feeCents',
  'createdAt',
  'staffId',
  'serviceIds',
  'at',
  'pending',
] as const satisfies readonly (keyof StoredEntry)[];

/** The fields whose null is a value (a booking without a fee), not an absent field. */
const NULLABLE = new Set<string>(['feeCents']);

/** One entry as stored: `[1, shopId, customerId, …]` (absent fields as null, trailing ones left off). */
export function encodeEntry(entry: StoredEntry): string {
  const values: unknown[] = FIELDS.map((field) => entry[field] ?? null);
  while (values.length > 0 && values[values.length - 1] === null) values.pop();
  return JSON.stringify([LAYOUT, ...values]);
}

/** A stored entry (a string of encodeEntry's, or an object as stored before) as the lists read it. */
export function decodeEntry(stored: unknown): StoredEntry | null {
  if (typeof stored !== 'string') return (stored as StoredEntry | null) ?? null;
  const values = JSON.parse(stored) as unknown[];
  if (values[0] !== LAYOUT) return null;
  const entry: Record<string, unknown> = {};
  FIELDS.forEach((field, i) => {
    const value = values[i + 1];
    if (value !== undefined && (value !== null || NULLABLE.has(field))) entry[field] = value;
  });
  return entry as unknown as StoredEntry;
}

/** What a mark holds (booking-index.ts's `markPending`). */
export type EntryMark = Pick<StoredEntry, 'pending' | 'at'>;

/**
 * An index document's entries as the lists read them: each decoded, with its mark laid over it (a mark without
 * an entry, for a month a booking is moving to, reads as an entry of the mark alone, as it did when marks were
 * written into the entries).
 */
export function decodeEntries(
  entries: Record<string, unknown> | undefined,
  marks: Record<string, EntryMark> | undefined,
): Record<string, StoredEntry> | undefined {
  if (!entries && !marks) return undefined;
  const decoded: Record<string, StoredEntry> = {};
  for (const [key, stored] of Object.entries(entries ?? {})) {
    const entry = decodeEntry(stored);
    if (entry) decoded[key] = entry;
  }
  for (const [key, mark] of Object.entries(marks ?? {}))
    decoded[key] = { ...(decoded[key] ?? ({} as StoredEntry)), ...mark };
  return decoded;
}
