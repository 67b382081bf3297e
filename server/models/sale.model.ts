import { Schema, model } from 'mongoose';
import type { SaleRecord } from '../../src/domain/sales';

/**
 * A shop's transaction (issue 16; the record of src/domain/sales.ts, stored as it is with `_id` = its id). A
 * manual sale's id is random; a booking's sale, fee and every reversal have ids derived from what they record
 * (`txn:sale:<bookingId>`, …), so the one insert that wins makes it exist exactly once, however often or
 * concurrently it is attempted (E11000 for the rest, on FerretDB and MongoDB alike).
 *
 * Read by `_id` only: lists and figures read the shop's month buckets (sale-bucket.model.ts), which hold a copy of
 * each transaction, kept in step by server/modules/sales/sales-store.ts.
 */
const saleSchema = new Schema(
  {
    _id: { type: String, required: true },
    shopId: { type: String, required: true },
    type: { type: String, required: true },
    source: { type: String, required: true },
    status: { type: String, required: true },
    feeKind: { type: String, default: null },
    bookingId: { type: String, default: null },
    reversesId: { type: String, default: null },
    reversedById: { type: String, default: null },
    items: { type: Schema.Types.Mixed, default: [] },
    description: { type: String, default: '' },
    paymentMethod: { type: String, required: true },
    amountCents: { type: Number, required: true },
    tipCents: { type: Number, default: 0 },
    discountCents: { type: Number, default: 0 },
    taxCents: { type: Number, default: 0 },
    totalCents: { type: Number, required: true },
    customerId: { type: String, default: null },
    customerName: { type: String, default: '' },
    customerEmail: { type: String, default: '' },
    customerPhone: { type: String, default: '' },
    notes: { type: String, default: '' },
    at: { type: Number, required: true },
    date: { type: String, required: true },
    hour: { type: Number, required: true },
    createdAt: { type: Number, required: true },
    updatedAt: { type: Number, required: true },
    createdBy: { type: String, default: null },
  },
  { versionKey: false, collection: 'sales', minimize: false, timestamps: false },
);

export const SaleModel = model('Sale', saleSchema);

export type StoredSale = Omit<SaleRecord, 'id'> & { _id: string };

export const storedSaleOf = ({ id, ...rest }: SaleRecord): StoredSale => ({ _id: id, ...rest });
export const saleRecordOf = ({ _id, ...rest }: StoredSale): SaleRecord => ({ id: _id, ...rest });
