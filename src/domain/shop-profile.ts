import * as yup from 'yup';
import { EMAIL_PATTERN } from './auth';
import { CURRENCY, NAME_MIN } from './constants';
import { LIMITS } from './limits';
import type { LocalizedText } from './localized-text';
import { phoneField } from './phone';
import { BUSINESS_TYPES, type BusinessType } from './shop';
import type { ShopPhoto } from './shop-photos';

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
