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

/** The customer's favourite services as stored, by encoded service id (one read by `_id`). */
export async function favoriteServicesRecordOf(
  userId: string,
): Promise<Record<string, StoredFavoriteService>> {
  const doc = await FavoriteServiceListModel.findById(favoriteServiceListId(userId)).lean<{
    services?: Record<string, StoredFavoriteService>;
  }>();
  return doc?.services ?? {};
}

/** The same as a list (the account data export lists them). */
export async function storedFavoriteServicesOf(userId: string): Promise<StoredFavoriteService[]> {
  return Object.values(await favoriteServicesRecordOf(userId));
}

/** Erases the customer's favourite services (account deletion): one document, by `_id`. */
export async function eraseFavoriteServicesOf(userId: string): Promise<void> {
  await FavoriteServiceListModel.deleteOne({ _id: favoriteServiceListId(userId) });
}
