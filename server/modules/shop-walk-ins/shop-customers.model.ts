import { Schema, model } from 'mongoose';

/** One person in a shop's directory (keyed by their encoded id in `entries`). */
export interface ShopCustomerEntry {
  name: string;
  email: string;
  phone: string;
  kind: 'account' | 'contact';
  /** the language their emails are in */
  locale: 'en' | 'it';
  /** epoch ms of their latest booking here (or of being written down) */
  at: number;
}

export interface ShopCustomersDoc {
  _id: string;
  entries: Record<string, ShopCustomerEntry>;
  /** true once the bookings made before the directory existed were read into it */
  built: boolean;
}

/**
 * A shop's customer directory, `shopcust:<shopId>`: everyone who booked at the shop and every person it wrote
 * down for a walk-in, read in one `_id` lookup (the only read FerretDB's SQLite backend serves from an index).
 */
const shopCustomersSchema = new Schema(
  {
    _id: { type: String, required: true },
    entries: { type: Schema.Types.Mixed, default: {} },
    built: { type: Boolean, default: false },
  },
  { versionKey: false, minimize: false, collection: 'shop_customers' },
);

export const ShopCustomersModel = model('ShopCustomers', shopCustomersSchema);

export const shopCustomersId = (shopId: string): string => `shopcust:${shopId}`;
