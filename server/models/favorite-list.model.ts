import { Schema, model } from 'mongoose';

/**
 * A customer's list of favourite shops, read by `_id` (`user:<userId>`): `shops` maps an encoded shop id → 1.
 * The favourites themselves stay one document each (`favorites`, `_id` `<userId>:<shopId>`); this list only
 * says which to read, because on FerretDB's SQLite backend a `find({ userId })` decodes every favourite of every
 * user. `meta:<name>` documents are markers (the one-time backfill).
 */
const favoriteListSchema = new Schema(
  {
    _id: { type: String, required: true },
    shops: { type: Schema.Types.Mixed },
    at: { type: Date },
  },
  { versionKey: false, collection: 'favoritelists', minimize: false },
);

export const FavoriteListModel = model('FavoriteList', favoriteListSchema);

export const favoriteListId = (userId: string): string => `user:${userId}`;
