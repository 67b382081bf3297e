import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  PHOTO_FIELD,
  PHOTO_MAX_PIXELS,
  PHOTO_SIZES,
  PHOTO_SIZE_NAMES,
  PHOTO_TYPES,
  type PhotoSize,
} from '../../../src/domain/shop-photos';
import { ApiError } from '../../http/api-error';

export interface ProcessedPhoto {
  width: number;
  height: number;
  sizes: Record<PhotoSize, Buffer>;
  hashes: Record<PhotoSize, string>;
}

const invalid = () =>
  new ApiError('PHOTO_INVALID_TYPE', { errors: { [PHOTO_FIELD]: 'errors.PHOTO_INVALID_TYPE' } });

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/**
 * An uploaded image → its stored sizes. The type comes from the bytes (magic numbers), never from the name or
 * the declared type: text, SVG (script-capable) or GIF named `.png` is refused. The header is read first so an
 * image over PHOTO_MAX_PIXELS is refused before any pixel is decoded. Every size is re-encoded as WebP with no
 * metadata (EXIF with the camera and GPS position, XMP, ICC), after `rotate()` bakes the EXIF orientation in.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(PHOTO_TYPES as readonly string[]).includes(detected.mime)) throw invalid();
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes).metadata());
  } catch {
    throw invalid();
  }
  if (!width || !height) throw invalid();
  if (width * height > PHOTO_MAX_PIXELS)
    throw new ApiError('PHOTO_TOO_MANY_PIXELS', {
      errors: { [PHOTO_FIELD]: 'errors.PHOTO_TOO_MANY_PIXELS' },
    });
  const sizes = {} as Record<PhotoSize, Buffer>;
  const hashes = {} as Record<PhotoSize, string>;
  try {
    // one decode, one resize per size (sharp clones share the input)
    const source = sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS }).rotate();
    for (const size of PHOTO_SIZE_NAMES) {
      const box = PHOTO_SIZES[size];
      sizes[size] = await source
        .clone()
        .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      hashes[size] = hashOf(sizes[size]);
    }
  } catch {
    // a header that parses over a body that does not (truncated or corrupt upload)
    throw invalid();
  }
  const { width: outWidth = width, height: outHeight = height } = await sharp(
    sizes.large,
  ).metadata();
  return { width: outWidth, height: outHeight, sizes, hashes };
}
