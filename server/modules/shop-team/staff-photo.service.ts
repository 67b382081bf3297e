import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { TEAM_PHOTO_SIZE, TEAM_PHOTO_TYPES } from '../../../src/domain/shop-team';
import { ApiError } from '../../http/api-error';
import { STAFF_PHOTO_NAME, StaffPhotoModel } from './staff-photo.model';
import { loadSharp } from '../../heavy-modules';

/** Images larger than this many pixels are refused before decoding (a small file can declare a huge canvas). */
const MAX_PIXELS = 40_000_000;

const invalid = () =>
  new ApiError('TEAM_PHOTO_INVALID_TYPE', { errors: { photo: 'errors.TEAM_PHOTO_INVALID_TYPE' } });

/**
 * An upload → a square WebP of TEAM_PHOTO_SIZE px without metadata. The type comes from the bytes (magic
 * numbers), never from the name or the declared type, so SVG or text named `.png` is refused; `rotate()` bakes
 * the EXIF orientation in before the EXIF (camera, GPS) is dropped by the re-encode.
 */
async function squareWebp(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(TEAM_PHOTO_TYPES as readonly string[]).includes(detected.mime))
    throw invalid();
  try {
    const { width, height } = await sharp(bytes).metadata();
    if (!width || !height || width * height > MAX_PIXELS) throw invalid();
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: TEAM_PHOTO_SIZE, height: TEAM_PHOTO_SIZE, fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalid();
  }
}

/** Stores a processed staff photo and returns its file name. */
export async function storeStaffPhoto(
  shopId: string,
  staffId: string,
  bytes: Buffer,
): Promise<string> {
  const data = await squareWebp(bytes);
  const name = `${randomUUID()}.webp`;
  await StaffPhotoModel.create({ _id: name, shopId, staffId, size: data.length, data });
  return name;
}

export async function deleteStaffPhoto(name: string | null): Promise<void> {
  if (name) await StaffPhotoModel.deleteOne({ _id: name });
}

/** The bytes behind a public photo URL, or null (also for names the server never makes). */
export async function readStaffPhoto(shopId: string, name: string): Promise<Buffer | null> {
  if (!STAFF_PHOTO_NAME.test(name)) return null;
  // hydrated rather than lean: mongoose then gives the bytes as a Buffer, not the driver's Binary
  const photo = await StaffPhotoModel.findById(name);
  if (!photo || photo.shopId !== shopId) return null;
  return Buffer.from(photo.data);
}
