import { Schema, model } from 'mongoose';

/**
 * A shop's transactions read by `_id` only (FerretDB's SQLite backend decodes the whole collection for any other
 * filter), told apart by the `_id`:
 * - `sales:<shopId>`: `months` maps `YYYY-MM` → the month's revision for every month the shop has transactions
 *   in (the directory); a new revision at every write of the month (its summary, sale-month-summary.model.ts,
 *   is stale once the revision is not the one it was built at);
 * - `sales:<shopId>:<YYYY-MM>`: `entries` maps an encoded transaction id → the transaction's record (dated in
 *   that month, shop-local), marked `pending` while a write of it is in flight.
 * A busy shop's month (2,000 transactions) is one document of about half a megabyte; two years of it are 24
 * reads, served from memory while unchanged (server/modules/sales/sale-buckets.ts).
 */
const saleBucketSchema = new Schema(
  {
    _id: { type: String, required: true },
    entries: { type: Schema.Types.Mixed },
    months: { type: Schema.Types.Mixed },
  },
  { versionKey: false, collection: 'salebuckets', minimize: false },
);

export const SaleBucketModel = model('SaleBucket', saleBucketSchema);

export const salesDirectoryId = (shopId: string): string => `sales:${shopId}`;
export const salesMonthId = (shopId: string, month: string): string => `sales:${shopId}:${month}`;
