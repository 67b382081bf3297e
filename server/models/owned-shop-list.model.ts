import { Schema, model } from 'mongoose';

/**
 * Which shops an owner runs, read by `_id` (`owner:<userId>`): `shops` maps an encoded shop id → 1. On FerretDB's
 * SQLite backend `find({ ownerId })` decodes every shop, so the shell's "my shops" reads this list and then each
 * shop by `_id` (checking `ownerId` there: the list may name a shop that has since changed hands).
 * Kept apart from the user document because the demo seed replaces seeded users whole when their seed changes.
 * `meta:<name>` documents are markers (the one-time backfill).
 */
const ownedShopListSchema = new Schema(
  {
    _id: { type: String, required: true },
    shops: { type: Schema.Types.Mixed },
    at: { type: Date },
  },
  { versionKey: false, collection: 'owned_shop_lists', minimize: false },
);

export const OwnedShopListModel = model('OwnedShopList', ownedShopListSchema);

export const ownedShopListId = (ownerId: string): string => `owner:${ownerId}`;
