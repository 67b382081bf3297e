import { Schema, model } from 'mongoose';
import { PHOTO_ROLES } from '../../src/domain/shop-photos';

/**
 * A shop photo, stored in the database (like avatars) so every API instance serves it without shared disk.
 * `_id` is the server-made photo id, so serving one is an `_id` read; every stored size is WebP, re-encoded
 * without metadata. The id changes on every upload, so a URL's bytes never change and are cached forever.
 */
const shopPhotoSchema = new Schema(
  {
    _id: { type: String, required: true, match: /^[0-9a-f]{24}$/ },
    shopId: { type: String, required: true },
    role: { type: String, enum: PHOTO_ROLES, required: true },
    width: { type: Number, required: true, min: 1 },
    height: { type: Number, required: true, min: 1 },
    /** sha-256 (hex, 16) of each size's bytes: the ETag */
    hashes: { thumb: String, card: String, large: String },
    thumb: { type: Buffer, required: true },
    card: { type: Buffer, required: true },
    large: { type: Buffer, required: true },
  },
  {
    timestamps: { createdAt: true, updatedAt: false },
    versionKey: false,
    collection: 'shop_photos',
  },
);

export const ShopPhotoModel = model('ShopPhoto', shopPhotoSchema);

/**
 * The history of a shop's photo list as a chain of claims, `_id` `<shopId>:<n>`: whoever inserts claim n+1 (a
 * unique `_id`: exactly one insert wins on FerretDB and MongoDB alike) makes the change from list n to `list`.
 * The newest claim is the truth; the shop's photoSet/photoVersion/photos/logo follow it. Two uploads at once
 * therefore never lose a photo: the loser of a claim reads the winner's list and adds to it.
 */
const shopPhotoVersionSchema = new Schema(
  {
    _id: { type: String, required: true },
    shopId: { type: String, required: true },
    version: { type: Number, required: true },
    list: { type: [{ _id: false, id: String, role: String, url: String }], default: [] },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'shop_photo_versions' },
);

export const ShopPhotoVersionModel = model('ShopPhotoVersion', shopPhotoVersionSchema);
export const shopPhotoVersionId = (shopId: string, version: number) => `${shopId}:${version}`;
