import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { ApiErrorCode } from '../../../src/domain/errors';
import {
  PHOTO_FIELD,
  PHOTO_MAX_PIXELS,
  PHOTO_SIZES,
  PHOTO_TYPES,
  type PhotoSize,
} from '../../../src/domain/shop-photos';
import { ApiError } from '../../http/api-error';
import { loadSharp } from '../../heavy-modules';

/** A stored size: the box the picture is fitted into (`inside`, the default) or cropped to fill (`cover`). */
export interface ImageBox {
  width: number;
  height: number;
  fit?: 'inside' | 'cover';
}

/** What an upload is checked against and made into, and how a refusal is answered. */
export interface ImageRules<S extends string> {
  sizes: Readonly<Record<S, ImageBox>>;
  /** the multipart field a refusal names */
  field: string;
  invalidType: ApiErrorCode;
  tooManyPixels: ApiErrorCode;
}

export interface ProcessedImage<S extends string> {
  width: number;
  height: number;
  sizes: Record<S, Buffer>;
  hashes: Record<S, string>;
}
export type ProcessedPhoto = ProcessedImage<PhotoSize>;

const PHOTO_RULES: ImageRules<PhotoSize> = {
  sizes: PHOTO_SIZES,
  field: PHOTO_FIELD,
  invalidType: 'PHOTO_INVALID_TYPE',
  tooManyPixels: 'PHOTO_TOO_MANY_PIXELS',
};

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

const refusal = (code: ApiErrorCode, field: string) =>
  new ApiError(code, { errors: { [field]: `errors.${code}` } });

/**
 * An uploaded image → its stored sizes. The type comes from the bytes (magic numbers), never from the name or
 * the declared type: text, SVG (script-capable) or GIF named `.png` is refused. The header is read first so an
 * image over PHOTO_MAX_PIXELS is refused before any pixel is decoded. Every size is re-encoded as WebP with no
 * metadata (EXIF with the camera and GPS position, XMP, ICC), after `rotate()` bakes the EXIF orientation in.
 * Shop photos and service pictures alike (their `rules` differ only in sizes and codes).
 */
export async function processImage<S extends string>(
  bytes: Buffer,
  rules: ImageRules<S>,
): Promise<ProcessedImage<S>> {
  const sharp = await loadSharp();
  const invalid = () => refusal(rules.invalidType, rules.field);
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
  if (width * height > PHOTO_MAX_PIXELS) throw refusal(rules.tooManyPixels, rules.field);
  const names = Object.keys(rules.sizes) as S[];
  const sizes = {} as Record<S, Buffer>;
  const hashes = {} as Record<S, string>;
  try {
    // one decode, one resize per size (sharp clones share the input)
    const source = sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS }).rotate();
    for (const size of names) {
      const box = rules.sizes[size];
      sizes[size] = await source
        .clone()
        .resize({
          width: box.width,
          height: box.height,
          fit: box.fit ?? 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 82 })
        .toBuffer();
      hashes[size] = hashOf(sizes[size]);
    }
  } catch {
    // a header that parses over a body that does not (truncated or corrupt upload)
    throw invalid();
  }
  // the sizes are listed smallest first: the last one is the picture as stored at its largest
  const largest = sizes[names[names.length - 1]!];
  const { width: outWidth = width, height: outHeight = height } = await sharp(largest).metadata();
  return { width: outWidth, height: outHeight, sizes, hashes };
}

/** A shop photo → its thumbnail, card and large sizes (spec 03 §5). */
export const processPhoto = (bytes: Buffer): Promise<ProcessedPhoto> =>
  processImage(bytes, PHOTO_RULES);
