import { Schema, model } from 'mongoose';

/**
 * A shop's blocked time for one month: `_id` = `blocks:<shopId>:<YYYY-MM>`, `blocks` the month's blocks with the
 * claim ids each holds. One document per shop and month, so the calendar's week and the delete path read one or
 * two documents by `_id` (FerretDB's SQLite backend scans for any other filter, see ARCHITECTURE.md).
 */
const shopBlockMonthSchema = new Schema(
  {
    _id: { type: String, required: true },
    shopId: { type: String, required: true },
    blocks: { type: [Schema.Types.Mixed], default: () => [] },
  },
  { versionKey: false, collection: 'shopblocks', minimize: false },
);

export const ShopBlockMonthModel = model('ShopBlockMonth', shopBlockMonthSchema);

export const blockMonthId = (shopId: string, month: string): string => `blocks:${shopId}:${month}`;
