import { Schema, model } from 'mongoose';

/**
 * Lists of bookings read by `_id` only (on FerretDB's SQLite backend any other filter reads and decodes the whole
 * collection). One collection, several kinds of document, told apart by the `_id` prefix:
 * - `cust:<customerId>`: `entries` maps bookingId → {@link BookingIndexEntry} for every booking of the customer;
 * - `shop:<shopId>`: `months` maps `YYYY-MM` → 1 for every month the shop has bookings in (the directory);
 * - `shop:<shopId>:<YYYY-MM>`: `entries` for the shop's bookings on dates of that month;
 * - `owner:<userId>`: `shops` maps an encoded shop id → 1 for shops that were booked while the user owned them;
 * - `meta:<name>`: markers (the one-time backfill).
 * See server/modules/bookings/booking-index.ts for how they are kept in step with the bookings.
 */
const bookingIndexSchema = new Schema(
  {
    _id: { type: String, required: true },
    entries: { type: Schema.Types.Mixed },
    months: { type: Schema.Types.Mixed },
    shops: { type: Schema.Types.Mixed },
    at: { type: Date },
  },
  { versionKey: false, collection: 'bookingindexes', minimize: false },
);

export const BookingIndexModel = model('BookingIndex', bookingIndexSchema);

/** What a list needs to filter, order and count a booking without reading it. */
export interface BookingIndexEntry {
  shopId: string;
  customerId: string;
  /** shop-local YYYY-MM-DD */
  date: string;
  /** epoch milliseconds */
  startAt: number;
  endAt: number;
  status: string;
  /** the booking's `version` when this entry was written (a reader keeps the highest of duplicates) */
  version: number;
  /** the booking's price and recorded cancellation / no-show fee, for the shop's revenue figures (dashboard) */
  priceCents?: number;
  feeCents?: number | null;
  /** epoch milliseconds the booking was made (the dashboard's recent bookings) */
  createdAt?: number;
  /** who does it and which services (the bookings analytics, server/modules/sales) */
  staffId?: string;
  serviceIds?: string[];
}

export const customerIndexId = (customerId: string): string => `cust:${customerId}`;
export const shopDirectoryId = (shopId: string): string => `shop:${shopId}`;
export const shopMonthIndexId = (shopId: string, month: string): string =>
  `shop:${shopId}:${month}`;
export const ownerIndexId = (userId: string): string => `owner:${userId}`;

/** Map keys may not contain `.` nor start with `$` (MongoDB and FerretDB alike). */
export const encodeKey = (value: string): string =>
  value.replace(/%/g, '%25').replace(/\./g, '%2E').replace(/^\$/, '%24');
export const decodeKey = (key: string): string => decodeURIComponent(key);
