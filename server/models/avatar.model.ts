import { Schema, model } from 'mongoose';
import { ID_PATTERNS } from '../../src/domain/ids';
import { AVATAR_TYPES } from '../../src/domain/profile';

/**
 * A profile picture, stored in the database so every API instance can serve it without shared disk.
 * `_id` is the server-generated file name, so serving one is an `_id` read (the only read FerretDB pushes down);
 * the name changes on every upload, which lets the response be cached forever.
 */
const avatarSchema = new Schema(
  {
    // `<uuid>.<ext>`: the only names the server ever generates, so a request is checked before any read
    _id: { type: String, required: true, match: ID_PATTERNS.avatar },
    userId: { type: String, required: true },
    /** detected from the bytes, never taken from the upload's declared type */
    contentType: { type: String, enum: AVATAR_TYPES, required: true },
    size: { type: Number, required: true, min: 1 },
    data: { type: Buffer, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false, collection: 'avatars' },
);

// Account deletion removes whatever avatars a user still has (e.g. after an interrupted replace).
avatarSchema.index({ userId: 1 });

export const AvatarModel = model('Avatar', avatarSchema);

/** The public URL of an avatar file name. */
export const avatarUrlOf = (name: string | null | undefined): string | null =>
  name ? `/api/users/avatars/${name}` : null;

/**
 * The history of a user's avatar as a chain of claims, `_id` `<userId>:<n>`: whoever inserts claim n+1 (a
 * unique `_id`, so exactly one insert wins on FerretDB and MongoDB alike) makes the change from n, to `name`
 * (null: removed). The newest claim is the truth; the user's avatarFile/avatarVersion follow it. Claims are
 * tiny and kept until the account goes: the chain must stay unbroken for a reader whose hint lags behind.
 */
const avatarVersionSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    version: { type: Number, required: true },
    /** the avatar this version shows, or null after a removal */
    name: { type: String, default: null },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'avatar_versions' },
);
// account deletion removes a user's chain
avatarVersionSchema.index({ userId: 1 });

export const AvatarVersionModel = model('AvatarVersion', avatarVersionSchema);
export const avatarVersionId = (userId: string, version: number) => `${userId}:${version}`;
