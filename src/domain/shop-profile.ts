import * as yup from 'yup';
import { EMAIL_PATTERN } from './auth';
import { CURRENCY, IMAGE_UPLOAD_LIMIT_BYTES, NAME_MIN } from './constants';
import { LIMITS } from './limits';
import type { LocalizedText } from './localized-text';
import { phoneField } from './phone';
import { BUSINESS_TYPES, type BusinessType } from './shop';

/**
 * The shop profile editor (spec 03 "Shop profile", §5 rules, §7 `PUT /shops/{id}`): the editable fields, their
 * limits and messages, and the photo rules. One schema validates the owner's form (formik) and the server's
 * request; the MSW mock uses it too.
 */

/** Shortest description (spec 03 §9), in at least one of the two languages. */
export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = LIMITS.description;
export const WEBSITE_MAX = 200;
export const POSTAL_CODE_MAX = 20;
/** Tags the owner types (specialties, languages): few and short, they are shown as chips. */
export const TAGS_MAX = 20;
export const TAG_MAX = 60;
/** Certifications and awards: one line each. */
export const HONOURS_MAX = 20;
export const HONOUR_MAX = 120;
export const YEARS_MAX = 100;

/** How customers can pay at the shop (the editor's list; labels come from the catalogs). */
export const PAYMENT_METHODS = [
  'cash',
  'card',
  'contactless',
  'apple_pay',
  'google_pay',
  'satispay',
  'paypal',
  'bank_transfer',
  'gift_card',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'youtube', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

/** The only currency the marketplace takes (spec 03 §9 "Currency euro"). */
export const SHOP_CURRENCIES = [CURRENCY] as const;
/** Countries a shop may be in (ISO 3166-1 alpha-2), those the profile forms already offer. */
export const SHOP_COUNTRIES = ['IT', 'US', 'GB', 'DE', 'FR', 'ES'] as const;

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

export interface ShopProfileLocation {
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  /** the owner placed the pin on the map (a new address is then not geocoded over it) */
  pinnedByOwner: boolean;
}

/** `GET /api/shops/:id/profile` → data.profile: everything the owner edits, both languages of the texts. */
export interface ShopProfile {
  id: string;
  name: string;
  businessType: BusinessType;
  description: LocalizedText;
  phone: string;
  email: string;
  website: string;
  instagram: string;
  location: ShopProfileLocation;
  specialties: string[];
  languages: string[];
  paymentMethods: PaymentMethod[];
  socialLinks: SocialLinks;
  timeZone: string;
  currency: (typeof SHOP_CURRENCIES)[number];
  certifications: string[];
  awards: string[];
  yearsOfExperience: number | null;
  /** logo, cover, then the gallery in the customers' order */
  photos: ShopPhoto[];
  updatedAt: string;
}

/** `PUT /api/shops/:id` → data: the saved profile and whether a changed address was found on the map. */
export interface ShopProfileSaved {
  shop: ShopProfile;
  /** null: the address did not change (or the owner placed the pin); false: not found, ask for the pin */
  geocoded: boolean | null;
}

/** `POST/PUT /api/shops/:id/photos`, `DELETE /api/shops/:id/photos/:photoId` → data. */
export interface ShopPhotosResult {
  photos: ShopPhoto[];
}

/** Message keys of the rules (the catalogs hold their texts in both languages). */
export const SHOP_PROFILE_ERRORS = {
  nameRequired: 'shopSetup.profile.errors.nameRequired',
  nameMin: 'shopSetup.profile.errors.nameMin',
  businessTypeRequired: 'shopSetup.profile.errors.businessTypeRequired',
  descriptionMin: 'shopSetup.profile.errors.descriptionMin',
  phoneRequired: 'shopSetup.profile.errors.phoneRequired',
  phoneInvalid: 'shopSetup.profile.errors.phoneInvalid',
  emailRequired: 'shopSetup.profile.errors.emailRequired',
  emailInvalid: 'shopSetup.profile.errors.emailInvalid',
  websiteInvalid: 'shopSetup.profile.errors.websiteInvalid',
  instagramInvalid: 'shopSetup.profile.errors.instagramInvalid',
  addressRequired: 'shopSetup.profile.errors.addressRequired',
  cityRequired: 'shopSetup.profile.errors.cityRequired',
  zipRequired: 'shopSetup.profile.errors.zipRequired',
  countryInvalid: 'shopSetup.profile.errors.countryInvalid',
  timeZoneInvalid: 'shopSetup.profile.errors.timeZoneInvalid',
  currencyInvalid: 'shopSetup.profile.errors.currencyInvalid',
  tooLong: 'shopSetup.profile.errors.tooLong',
  tooMany: 'shopSetup.profile.errors.tooMany',
  duplicate: 'shopSetup.profile.errors.duplicate',
  yearsInvalid: 'shopSetup.profile.errors.yearsInvalid',
  coordinatesInvalid: 'shopSetup.profile.errors.coordinatesInvalid',
} as const;
const E = SHOP_PROFILE_ERRORS;

/** A web address: http(s), a host with a dot, no spaces (what a customer's browser can open). */
export function isValidWebsite(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && /\.[a-z]{2,}$/i.test(url.hostname)
    );
  } catch {
    return false;
  }
}

/** An Instagram handle: optional @, letters, digits, dots and underscores, at most 30. */
export const INSTAGRAM_PATTERN = /^@?[A-Za-z0-9._]{1,30}$/;

/** A time zone the runtime knows by its IANA name (Europe/Rome); abbreviations and offsets are refused. */
export function isValidTimeZone(value: string): boolean {
  if (!/^[A-Za-z]+(\/[A-Za-z0-9_+-]+)+$/.test(value) && value !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Present in the body → must not be blank; absent → unchanged (the PUT is partial; the form sends all). */
const given = (schema: yup.StringSchema<string | undefined>, key: string) =>
  schema.test('required', key, (value) => value === undefined || value.trim() !== '');

const text = (max: number) => yup.string().trim().max(max, E.tooLong);
const optionalUrl = () =>
  text(WEBSITE_MAX).test('url', E.websiteInvalid, (value) => !value || isValidWebsite(value));

const distinct = (list: readonly unknown[] | undefined) =>
  !list || new Set(list.map((v) => String(v).trim().toLowerCase())).size === list.length;
const tagList = (maxItems: number, maxLength: number) =>
  yup
    .array()
    .of(text(maxLength).required(E.tooLong))
    .max(maxItems, E.tooMany)
    .test('distinct', E.duplicate, distinct);

const describedEnough = (value: LocalizedText | undefined) =>
  value === undefined ||
  Object.values(value).some((t) => (t ?? '').trim().length >= DESCRIPTION_MIN);

/** `PUT /api/shops/:id` body (and the editor's form): every field optional, a present one must be valid. */
export const shopProfileUpdateSchema = yup
  .object({
    name: given(text(LIMITS.name), E.nameRequired).test(
      'min',
      E.nameMin,
      (value) =>
        value === undefined || value.trim().length === 0 || value.trim().length >= NAME_MIN,
    ),
    businessType: yup.string().oneOf([...BUSINESS_TYPES], E.businessTypeRequired),
    description: yup
      .object({ en: text(DESCRIPTION_MAX), it: text(DESCRIPTION_MAX) })
      .noUnknown()
      .default(undefined)
      .test('min', E.descriptionMin, describedEnough),
    phone: given(phoneField(E.phoneInvalid), E.phoneRequired),
    email: given(
      text(LIMITS.email).matches(EMAIL_PATTERN, {
        message: E.emailInvalid,
        excludeEmptyString: true,
      }),
      E.emailRequired,
    ),
    website: optionalUrl(),
    instagram: text(31).matches(INSTAGRAM_PATTERN, {
      message: E.instagramInvalid,
      excludeEmptyString: true,
    }),
    location: yup
      .object({
        address: given(text(LIMITS.address), E.addressRequired).required(E.addressRequired),
        city: given(text(LIMITS.shortText), E.cityRequired).required(E.cityRequired),
        state: text(LIMITS.shortText),
        zipCode: given(text(POSTAL_CODE_MAX), E.zipRequired).required(E.zipRequired),
        country: yup.string().oneOf([...SHOP_COUNTRIES], E.countryInvalid),
        latitude: yup
          .number()
          .min(-90, E.coordinatesInvalid)
          .max(90, E.coordinatesInvalid)
          .nullable(),
        longitude: yup
          .number()
          .min(-180, E.coordinatesInvalid)
          .max(180, E.coordinatesInvalid)
          .nullable(),
        pinnedByOwner: yup.boolean(),
      })
      .noUnknown()
      .default(undefined)
      .test(
        'pin',
        E.coordinatesInvalid,
        (value) =>
          !value?.pinnedByOwner ||
          (typeof value.latitude === 'number' && typeof value.longitude === 'number'),
      ),
    specialties: tagList(TAGS_MAX, TAG_MAX),
    languages: tagList(TAGS_MAX, TAG_MAX),
    paymentMethods: yup
      .array()
      .of(
        yup
          .string()
          .oneOf([...PAYMENT_METHODS], E.tooLong)
          .required(),
      )
      .max(PAYMENT_METHODS.length, E.tooMany)
      .test('distinct', E.duplicate, distinct),
    socialLinks: yup
      .object(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, optionalUrl()])))
      .noUnknown()
      .default(undefined),
    timeZone: yup
      .string()
      .max(LIMITS.shortText, E.timeZoneInvalid)
      .test('zone', E.timeZoneInvalid, (value) => value === undefined || isValidTimeZone(value)),
    currency: yup.string().oneOf([...SHOP_CURRENCIES], E.currencyInvalid),
    certifications: tagList(HONOURS_MAX, HONOUR_MAX),
    awards: tagList(HONOURS_MAX, HONOUR_MAX),
    yearsOfExperience: yup
      .number()
      .integer(E.yearsInvalid)
      .min(0, E.yearsInvalid)
      .max(YEARS_MAX, E.yearsInvalid)
      .nullable(),
  })
  .noUnknown();
export type ShopProfileUpdate = yup.InferType<typeof shopProfileUpdateSchema>;

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

/** The fields of a profile update that changed, for the audit trail (`{ field, before, after }`). */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { field: string; before: unknown; after: unknown }[] {
  const out: { field: string; before: unknown; after: unknown }[] = [];
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined) continue;
    if (JSON.stringify(before[field] ?? null) !== JSON.stringify(value ?? null))
      out.push({ field, before: before[field] ?? null, after: value ?? null });
  }
  return out;
}

/** Whether a new location needs geocoding: its address changed and the owner did not place the pin. */
export function needsGeocoding(
  before: Pick<ShopProfileLocation, 'address' | 'city' | 'zipCode' | 'country'> | null | undefined,
  after: Partial<ShopProfileLocation> | undefined,
): boolean {
  if (!after || after.pinnedByOwner) return false;
  const same = (a: string | undefined, b: string | undefined) =>
    (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
  return (
    !before ||
    !same(before.address, after.address) ||
    !same(before.city, after.city) ||
    !same(before.zipCode, after.zipCode) ||
    (after.country !== undefined && !same(before.country, after.country))
  );
}
