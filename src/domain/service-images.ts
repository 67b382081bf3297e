import { IMAGE_UPLOAD_LIMIT_BYTES } from './constants';
import { PHOTO_TYPES } from './shop-photos';

/**
 * A service's picture (spec 03 §7 "image"): uploaded by the owner like the shop photos (PNG, JPEG or WebP by
 * content, at most 5 MB and 40 megapixels, metadata dropped), stored at the sizes the service cards use and
 * served from the app under a name that never gets other bytes. `POST|DELETE
 * /api/shops/{id}/services/{serviceId}/image` (multipart, one file in `image`); `GET
 * /api/shops/{id}/service-images/{imageId}-{size}.webp` serves it.
 */
export const SERVICE_IMAGE_FIELD = 'image';
export const SERVICE_IMAGE_TYPES = PHOTO_TYPES;
export const SERVICE_IMAGE_MAX_BYTES = IMAGE_UPLOAD_LIMIT_BYTES;

/**
 * The stored sizes: `thumb`, the square picture of the customers' service cards (72 px, sharp up to 2.6×),
 * cropped to fill; `card`, the whole picture for the owner's editor and wide screens, never enlarged.
 */
export const SERVICE_IMAGE_SIZES = {
  thumb: { width: 192, height: 192, fit: 'cover' },
  card: { width: 800, height: 600, fit: 'inside' },
} as const;
export type ServiceImageSize = keyof typeof SERVICE_IMAGE_SIZES;
export const SERVICE_IMAGE_SIZE_NAMES = Object.keys(SERVICE_IMAGE_SIZES) as ServiceImageSize[];

/** A service's picture as the API gives it: the URL of each stored size. */
export type ServiceImage = Record<ServiceImageSize, string>;

/** An image's id: 24 hex characters, made by the server (a new one on every upload). */
export const SERVICE_IMAGE_ID_PATTERN = /^[0-9a-f]{24}$/;
/** A stored image's file name in its URL: `<imageId>-<size>.webp`. */
export const SERVICE_IMAGE_FILE_PATTERN = /^([0-9a-f]{24})-(thumb|card)\.webp$/;

export const serviceImageUrlOf = (shopId: string, imageId: string, size: ServiceImageSize) =>
  `/api/shops/${shopId}/service-images/${imageId}-${size}.webp`;

/** The picture of a stored image id, or null (none, or not an id the server makes). */
export function serviceImageOf(shopId: string, imageId: unknown): ServiceImage | null {
  if (typeof imageId !== 'string' || !SERVICE_IMAGE_ID_PATTERN.test(imageId)) return null;
  return Object.fromEntries(
    SERVICE_IMAGE_SIZE_NAMES.map((size) => [size, serviceImageUrlOf(shopId, imageId, size)]),
  ) as ServiceImage;
}

/** The image id behind a served file name, or null (a name the server never makes). */
export function serviceImageFileOf(
  file: string,
): { imageId: string; size: ServiceImageSize } | null {
  const match = SERVICE_IMAGE_FILE_PATTERN.exec(file);
  return match ? { imageId: match[1]!, size: match[2] as ServiceImageSize } : null;
}
