import { Schema, model } from 'mongoose';

/**
 * A customer's favourite services, one document per customer read and written by `_id` (`user:<userId>`), the
 * only lookup FerretDB's SQLite backend pushes down: `services` maps an encoded service id (booking-index.model's
 * `encodeKey`) → `{ serviceId, shopId, addedAt, notes }`. Their number is capped (FAVORITE_SERVICES_MAX), so
 * the document stays small.
 */
const favoriteServiceListSchema = new Schema(
  {
    _id: { type: String, required: true },
    services: { type: Schema.Types.Mixed },
  },
  { versionKey: false, collection: 'favoriteservices', minimize: false },
);

export const FavoriteServiceListModel = model('FavoriteServiceList', favoriteServiceListSchema);

export const favoriteServiceListId = (userId: string): string => `user:${userId}`;

export interface StoredFavoriteService {
  serviceId: string;
  shopId: string;
  addedAt: Date;
  notes: string;
}
