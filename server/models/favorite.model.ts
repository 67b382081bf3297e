import { Schema, model } from 'mongoose';

/**
 * A customer's favourite shop. `_id` is `${userId}:${shopId}`, so the unique `_id` insert is the "already in
 * favourites" check (E11000) and every change to one favourite is an `_id` read or write, the only kind
 * FerretDB pushes down. Listing a user's favourites filters by userId (one query).
 */
const favoriteSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    shopId: { type: String, required: true },
    addedAt: { type: Date, required: true },
    lastVisited: { type: Date, default: null },
    notes: { type: String, default: '' },
  },
  { versionKey: false, collection: 'favorites' },
);

// A user's list (and erasing it with the account) filters by user.
favoriteSchema.index({ userId: 1 });

export const FavoriteModel = model('Favorite', favoriteSchema);

export const favoriteId = (userId: string, shopId: string) => `${userId}:${shopId}`;
