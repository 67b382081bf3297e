import { Schema, model } from 'mongoose';

/**
 * One month of a shop's sales, summarised (src/domain/sales-summaries.ts MonthSales), so a dashboard after a
 * restart reads a small document per past month instead of the month's bucket of transactions
 * (server/modules/sales/sales-figures.ts). `_id` is `<shopId>:<YYYY-MM>`, read by `_id` only.
 * - `rev`: the month's revision in the shop's sales directory when the summary was built; every write of the
 *   month's transactions sets a new one, so a summary whose `rev` is not the directory's is stale and rebuilt.
 * - `data`: the summary as JSON text (its maps as entry lists): one string decodes far faster on FerretDB than
 *   the same data as nested documents, and its keys (customers' e-mails) need no escaping.
 */
const saleMonthSummarySchema = new Schema(
  {
    _id: { type: String, required: true },
    rev: { type: String, required: true },
    data: { type: String, required: true },
    builtAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'salemonthsummaries' },
);

export const SaleMonthSummaryModel = model('SaleMonthSummary', saleMonthSummarySchema);

export const saleMonthSummaryId = (shopId: string, month: string): string => `${shopId}:${month}`;
