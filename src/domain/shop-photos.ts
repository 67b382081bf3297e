import * as yup from 'yup';
import { IMAGE_UPLOAD_LIMIT_BYTES } from './constants';

/**
 * Shop photos (spec 03 §5: image type, at most 5 MB; §7 `POST /shops/{id}/photos`, field `photos` repeated): the
 * stored sizes, the list rules (add, reorder, remove) and the URLs customers and the editor see.
 */
/** Photos (spec 03 §5: image type, at most 5 MB; §7 `POST /shops/{id}/photos`, field `photos` repeated). */
export const PHOTO_FIELD = 'photos';
export const PHOTO_ROLES = ['gallery', 'logo', 'cover'] as const;
export type PhotoRole = (typeof PHOTO_ROLES)[number];
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = IMAGE_UPLOAD_LIMIT_BYTES;
export const PHOTOS_PER_UPLOAD = 10;
export const GALLERY_MAX = 20;
/** Larger images are refused before decoding (as avatars: seconds of CPU and hundreds of MB each). */
export const PHOTO_MAX_PIXELS = 40_000_000;
/**
 * The sizes stored for every photo (longest sides, never enlarged): `thumb` for the editor, logos and the
 * booking header's small picture, `card` for the search cards (≈ 360 px wide at 2×), `large` for the details
 * gallery and the booking header. The public `photos` list of a shop holds the `large` URLs.
 */
export const PHOTO_SIZES = {
  thumb: { width: 320, height: 320 },
  card: { width: 800, height: 600 },
  large: { width: 1600, height: 1200 },
} as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;
export const PHOTO_SIZE_NAMES = Object.keys(PHOTO_SIZES) as PhotoSize[];
/** A photo's id: 24 hex characters, made by the server. */
export const PHOTO_ID_PATTERN = /^[0-9a-f]{24}$/;
/** A stored photo file's name in its URL: `<photoId>-<size>.webp`. */
export const PHOTO_FILE_PATTERN = /^([0-9a-f]{24})-(thumb|card|large)\.webp$/;

export const isPhotoId = (value: unknown): value is string =>
  typeof value === 'string' && PHOTO_ID_PATTERN.test(value);

/** One photo of the shop as the editor sees it. */
export interface ShopPhoto {
  id: string;
  role: PhotoRole;
  urls: Record<PhotoSize, string>;
}

/** `PUT /api/shops/:id/photos` body: the photo ids in their new order. */
export const photoOrderSchema = yup
  .object({
    order: yup
      .array()
      .of(
        yup
          .string()
          .max(24, 'validation.invalidType')
          .matches(PHOTO_ID_PATTERN, 'validation.invalidType')
          .required(),
      )
      .max(GALLERY_MAX + 2, 'validation.tooMany')
      .required('validation.invalidType'),
  })
  .noUnknown();

/** `POST /api/shops/:id/photos` text field `role` (default gallery). */
export const photoUploadFieldsSchema = yup
  .object({ role: yup.string().oneOf([...PHOTO_ROLES], 'validation.invalidType') })
  .noUnknown();

/** A photo in a shop's list: its id and role (the order of the list is the customers' order). */
export interface PhotoEntry {
  id: string;
  role: PhotoRole;
  /** a picture from before uploads (the seed's URLs): shown as it is, at every size */
  url?: string;
}

export type PhotoDecision<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      code: 'PHOTO_LIMIT' | 'PHOTOS_TOO_MANY' | 'PHOTO_ORDER_INVALID' | 'PHOTO_NOT_FOUND';
    };

/**
 * The list after adding `ids` with `role`: a logo or cover replaces the one before (returned in `replaced`, so
 * its files can be deleted); the gallery grows up to GALLERY_MAX. A logo or cover takes one file.
 */
export function addPhotos(
  list: readonly PhotoEntry[],
  ids: readonly string[],
  role: PhotoRole,
): PhotoDecision<{ list: PhotoEntry[]; replaced: string[] }> {
  if (ids.length > PHOTOS_PER_UPLOAD || (role !== 'gallery' && ids.length > 1))
    return { ok: false, code: 'PHOTOS_TOO_MANY' };
  if (role === 'gallery') {
    const gallery = list.filter((p) => p.role === 'gallery').length;
    if (gallery + ids.length > GALLERY_MAX) return { ok: false, code: 'PHOTO_LIMIT' };
    return {
      ok: true,
      value: { list: [...list, ...ids.map((id) => ({ id, role }))], replaced: [] },
    };
  }
  const replaced = list.filter((p) => p.role === role).map((p) => p.id);
  const kept = list.filter((p) => p.role !== role);
  return { ok: true, value: { list: [...kept, ...ids.map((id) => ({ id, role }))], replaced } };
}

/** The list in the owner's new order: `order` must name every photo exactly once. */
export function reorderPhotos(
  list: readonly PhotoEntry[],
  order: readonly string[],
): PhotoDecision<PhotoEntry[]> {
  const byId = new Map(list.map((p) => [p.id, p]));
  if (order.length !== list.length || new Set(order).size !== order.length)
    return { ok: false, code: 'PHOTO_ORDER_INVALID' };
  const next: PhotoEntry[] = [];
  for (const id of order) {
    const entry = byId.get(id);
    if (!entry) return { ok: false, code: 'PHOTO_ORDER_INVALID' };
    next.push(entry);
  }
  return { ok: true, value: next };
}

export function removePhoto(
  list: readonly PhotoEntry[],
  photoId: string,
): PhotoDecision<PhotoEntry[]> {
  if (!list.some((p) => p.id === photoId)) return { ok: false, code: 'PHOTO_NOT_FOUND' };
  return { ok: true, value: list.filter((p) => p.id !== photoId) };
}

/**
 * What customers see, in order: the cover (else the first gallery photo) first, then the rest of the gallery.
 * The logo is not a gallery picture.
 */
export function publicPhotosOf(
  shopId: string,
  list: readonly PhotoEntry[],
): { photos: string[]; logo: string | null } {
  const cover = list.find((p) => p.role === 'cover');
  const gallery = list.filter((p) => p.role === 'gallery');
  const logo = list.find((p) => p.role === 'logo');
  return {
    photos: (cover ? [cover, ...gallery] : gallery).map((p) => photoUrlsOf(shopId, p).large),
    logo: logo ? photoUrlsOf(shopId, logo).thumb : null,
  };
}

/** The editor's view of a list entry. */
export const shopPhotoOf = (shopId: string, entry: PhotoEntry): ShopPhoto => ({
  id: entry.id,
  role: entry.role,
  urls: photoUrlsOf(shopId, entry),
});

/** The editor's order: logo, cover, then the gallery as stored. */
export function editorOrder<T extends PhotoEntry>(list: readonly T[]): T[] {
  const rank = (p: PhotoEntry) => (p.role === 'logo' ? 0 : p.role === 'cover' ? 1 : 2);
  return [...list].sort((a, b) => rank(a) - rank(b));
}

/** The URL of one stored size of a photo (app-served; the name never changes, so it is cached forever). */
export const photoUrlOf = (shopId: string, photoId: string, size: PhotoSize): string =>
  `/api/shops/${shopId}/photos/${photoId}-${size}.webp`;

export const photoUrlsOf = (shopId: string, entry: PhotoEntry): Record<PhotoSize, string> =>
  Object.fromEntries(
    PHOTO_SIZE_NAMES.map((size) => [size, entry.url ?? photoUrlOf(shopId, entry.id, size)]),
  ) as Record<PhotoSize, string>;

/**
 * The list a shop starts from before its first upload: its existing pictures (the seed's URLs) as gallery
 * entries. Their ids are derived from the URL (24 hex), so the owner can reorder and delete them like uploads.
 */
export function legacyPhotoList(
  photos: readonly string[],
  idOf: (url: string) => string,
): PhotoEntry[] {
  const seen = new Set<string>();
  const out: PhotoEntry[] = [];
  for (const url of photos) {
    const id = idOf(url);
    if (!url || seen.has(id)) continue;
    seen.add(id);
    out.push({ id, role: 'gallery', url });
  }
  return out.slice(0, GALLERY_MAX);
}
