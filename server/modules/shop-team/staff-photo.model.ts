import { Schema, model } from 'mongoose';

/** `<uuid>.webp`: the only names the server generates, so a request is checked before any read. */
export const STAFF_PHOTO_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/**
 * A team member's photo, stored in the database (like avatars) so every API instance serves it without shared
 * disk. `_id` is the file name, new on every upload, so serving is an `_id` read and the bytes may be cached
 * forever. Always WebP, square, re-encoded without metadata.
 */
const staffPhotoSchema = new Schema(
  {
    _id: { type: String, required: true, match: STAFF_PHOTO_NAME },
    shopId: { type: String, required: true },
    staffId: { type: String, required: true },
    size: { type: Number, required: true, min: 1 },
    data: { type: Buffer, required: true },
  },
  {
    timestamps: { createdAt: true, updatedAt: false },
    versionKey: false,
    collection: 'staff_photos',
  },
);

export const StaffPhotoModel = model('StaffPhoto', staffPhotoSchema);

/** The public URL of a staff photo. */
export const staffPhotoUrl = (shopId: string, name: string): string =>
  `/api/shops/${shopId}/team-photos/${name}`;

/** The file name behind a URL this module made, or null. */
export function staffPhotoNameOf(url: string | null | undefined): string | null {
  const name = url?.split('/').pop() ?? '';
  return STAFF_PHOTO_NAME.test(name) ? name : null;
}
