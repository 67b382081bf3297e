import { IntlMessageFormat } from 'intl-messageformat';
import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  FAVORITE_MESSAGES,
  GEOCODING_MESSAGES,
  PROFILE_MESSAGES,
} from './api-messages';
import { BOOKING_MESSAGES } from './booking';
import { BOOKING_EDIT_MESSAGES } from './booking-edits';
import { FAVORITE_SERVICE_MESSAGES } from './favorite-services';

/**
 * Every failure the API can answer, by a stable code: its HTTP status and the spec's English text. The envelope
 * is `{ success: false, code, message, errors? }`; `message` is this text in the caller's language (the
 * catalogs hold it as the message id `errors.<CODE>`, whose English must equal `message` here: a test checks
 * both languages have every code). Clients branch on `code`, never on the text. A text with `{placeholders}`
 * is filled from the error's params (ICU message syntax, as in the catalogs).
 */
const define = <T extends Record<string, { status: number; message: string }>>(table: T) => table;

export const API_ERRORS = define({
  // requests in general
  VALIDATION_FAILED: { status: 400, message: 'Validation failed' },
  INVALID_QUERY: {
    status: 400,
    message: 'Invalid query {count, plural, one {parameter} other {parameters}}: {names}',
  },
  MALFORMED_JSON: { status: 400, message: 'Malformed JSON body' },
  INVALID_BODY: { status: 400, message: 'Invalid request body' },
  REQUEST_ABORTED: { status: 400, message: 'Request aborted' },
  MALFORMED_PATH: { status: 400, message: 'Malformed request path' },
  MALFORMED_BODY: { status: 400, message: 'Malformed request body' },
  BODY_TOO_LARGE: { status: 413, message: 'Request body too large' },
  UNSUPPORTED_ENCODING: { status: 415, message: 'Unsupported content encoding' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  INTERNAL: { status: 500, message: 'Something went wrong. Please try again.' },
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: 'The service is temporarily unavailable. Please try again shortly.',
  },

  // authentication and sessions
  AUTH_REQUIRED: { status: 401, message: 'Authentication required' },
  TOKEN_INVALID: { status: 401, message: 'Invalid or expired token' },
  SESSION_EXPIRED: { status: 401, message: AUTH_MESSAGES.sessionExpired },
  FORBIDDEN: { status: 403, message: 'Forbidden' },
  INVALID_CREDENTIALS: { status: 401, message: AUTH_MESSAGES.invalidCredentials },
  EMAIL_TAKEN: { status: 409, message: AUTH_MESSAGES.emailTaken },
  RESET_LINK_INVALID: { status: 400, message: AUTH_MESSAGES.resetLinkInvalid },
  TOO_MANY_ATTEMPTS: { status: 429, message: AUTH_MESSAGES.tooManyAttempts },
  ACCOUNT_LOCKED: { status: 429, message: AUTH_MESSAGES.accountLocked },
  SOCIAL_NOT_CONFIGURED: { status: 503, message: AUTH_MESSAGES.socialNotConfigured },
  SOCIAL_TOKEN_INVALID: { status: 401, message: AUTH_MESSAGES.socialInvalidToken },
  SOCIAL_EMAIL_UNVERIFIED: { status: 401, message: AUTH_MESSAGES.socialEmailUnverified },
  SOCIAL_USER_NOT_FOUND: { status: 404, message: AUTH_MESSAGES.socialNotFound },
  SOCIAL_PROVIDER_UNREACHABLE: {
    status: 502,
    message: 'The sign-in provider could not be reached. Please try again.',
  },

  // profile
  CURRENT_PASSWORD_WRONG: { status: 400, message: PROFILE_MESSAGES.currentPasswordWrong },
  NO_PASSWORD: {
    status: 400,
    message: 'This account signs in with Google or Facebook and has no password to change',
  },
  EMAIL_CHANGE_NEEDS_PASSWORD: {
    status: 400,
    message: PROFILE_MESSAGES.emailChangeNeedsPassword,
  },
  EMAIL_CHANGE_NEEDS_RECENT_SIGN_IN: {
    status: 403,
    message: PROFILE_MESSAGES.emailChangeNeedsRecentSignIn,
  },
  AVATAR_INVALID_TYPE: { status: 400, message: PROFILE_MESSAGES.avatarInvalidType },
  AVATAR_TOO_LARGE: { status: 413, message: PROFILE_MESSAGES.avatarTooLarge },
  AVATAR_TOO_MANY_PIXELS: { status: 400, message: PROFILE_MESSAGES.avatarTooManyPixels },
  AVATAR_MISSING: { status: 400, message: PROFILE_MESSAGES.avatarMissing },
  AVATAR_UPLOAD_MALFORMED: {
    status: 400,
    message: 'Send one image in the "avatar" field and nothing else',
  },
  AVATAR_NOT_FOUND: { status: 404, message: 'Avatar not found' },

  // shops, search, geocoding, favourites, admin
  SHOP_NOT_FOUND: { status: 404, message: BOOKING_MESSAGES.shopNotFound },
  SHOP_ALREADY_REVIEWED: { status: 409, message: ADMIN_MESSAGES.alreadyReviewed },
  LOCATION_NOT_FOUND: { status: 404, message: GEOCODING_MESSAGES.notFound },
  LOCATION_UNKNOWN: { status: 404, message: GEOCODING_MESSAGES.unknown },
  LOCATION_SEARCH_FAILED: { status: 502, message: GEOCODING_MESSAGES.searchFailed },
  ALREADY_FAVORITE: { status: 409, message: FAVORITE_MESSAGES.alreadyFavorite },
  NOT_IN_FAVORITES: { status: 404, message: FAVORITE_MESSAGES.notInFavorites },
  FAVORITE_NOT_FOUND: { status: 404, message: FAVORITE_MESSAGES.favoriteNotFound },
  ALREADY_FAVORITE_SERVICE: { status: 409, message: FAVORITE_SERVICE_MESSAGES.alreadyFavorite },
  SERVICE_NOT_IN_FAVORITES: { status: 404, message: FAVORITE_SERVICE_MESSAGES.notInFavorites },
  FAVORITE_SERVICE_TOO_MANY: {
    status: 409,
    message: 'You can keep at most {max} favourite services.',
  },
  EMAIL_NOT_FOUND: { status: 404, message: 'Email not found' },

  // shop hours, breaks, special dates (issue 14, server/modules/shop-hours)
  HOURS_AFFECT_BOOKINGS: {
    status: 409,
    message:
      'Some upcoming bookings fall outside the new hours. Choose whether to keep them or cancel them.',
  },

  // bookings
  BOOKING_NOT_FOUND: { status: 404, message: BOOKING_MESSAGES.notFound },
  SLOT_TAKEN: { status: 409, message: BOOKING_MESSAGES.slotTaken },
  SERVICE_NOT_FOUND: { status: 400, message: BOOKING_MESSAGES.serviceNotFound },
  SERVICE_UNAVAILABLE: { status: 400, message: BOOKING_MESSAGES.serviceUnavailable },
  STAFF_NOT_FOUND: { status: 400, message: BOOKING_MESSAGES.staffNotFound },
  STAFF_CANNOT_PERFORM: { status: 400, message: BOOKING_MESSAGES.staffCannotPerform },
  PAST_TIME: { status: 400, message: BOOKING_MESSAGES.pastTime },
  OFF_GRID: { status: 400, message: BOOKING_MESSAGES.offGrid },
  TOO_SOON: { status: 400, message: BOOKING_MESSAGES.tooSoon },
  TOO_FAR: { status: 400, message: BOOKING_MESSAGES.tooFar },
  OUTSIDE_HOURS: { status: 400, message: BOOKING_MESSAGES.outsideHours },
  TRANSITION_NOT_ALLOWED: { status: 400, message: BOOKING_MESSAGES.transitionNotAllowed },
  REASON_REQUIRED: { status: 400, message: BOOKING_MESSAGES.reasonRequired },
  RESCHEDULE_LIMIT: { status: 400, message: BOOKING_MESSAGES.rescheduleLimit },
  RESCHEDULE_CLOSED: { status: 400, message: BOOKING_MESSAGES.rescheduleClosed },
  CUSTOMERS_ONLY: { status: 403, message: BOOKING_MESSAGES.customersOnly },
  IDEMPOTENCY_IN_PROGRESS: { status: 409, message: BOOKING_MESSAGES.idempotencyInProgress },
  IDEMPOTENCY_MISMATCH: { status: 422, message: BOOKING_MESSAGES.idempotencyMismatch },
  INVALID_BOOKING_REQUEST: { status: 400, message: BOOKING_MESSAGES.invalidRequest },
  BOOKING_CHANGED_MEANWHILE: { status: 409, message: BOOKING_MESSAGES.changedMeanwhile },
  NOTES_CLOSED: { status: 409, message: BOOKING_EDIT_MESSAGES.notesClosed },
  OVERLAP_LIMIT: { status: 409, message: BOOKING_MESSAGES.overlapLimit },
  SHOP_DAY_LIMIT: { status: 429, message: BOOKING_MESSAGES.shopDayLimit },
  UPCOMING_LIMIT: { status: 429, message: BOOKING_MESSAGES.upcomingLimit },

  // the shop's calendar (issue 15, src/domain/shop-calendar.ts)
  CALENDAR_RANGE_TOO_LONG: { status: 400, message: 'The calendar shows at most 42 days at once' },

  // shop team (issue 14, src/domain/shop-team.ts)
  TEAM_MEMBER_NOT_FOUND: { status: 404, message: 'Team member not found' },
  TEAM_FULL: { status: 409, message: 'A shop can have at most 50 team members' },
  TEAM_SERVICE_UNKNOWN: {
    status: 400,
    message: 'One of the chosen services is not offered by this shop',
  },
  TEAM_AFFECTS_BOOKINGS: {
    status: 409,
    message: 'This change affects upcoming bookings. Reassign or cancel each of them first.',
  },
  TEAM_PHOTO_INVALID_TYPE: { status: 400, message: 'The photo must be a PNG, JPEG or WebP image' },
  TEAM_PHOTO_TOO_LARGE: { status: 413, message: 'The photo must be 5 MB or smaller' },
  TEAM_PHOTO_MISSING: { status: 400, message: 'Send one image in the "photo" field' },
  TEAM_PHOTO_NOT_FOUND: { status: 404, message: 'Photo not found' },
  SHOP_CHANGED_MEANWHILE: {
    status: 409,
    message: 'The shop was being changed at the same time. Please try again.',
  },
  TEAM_CHANGED_MEANWHILE: {
    status: 409,
    message: 'The team was being changed at the same time. Please try again.',
  },

  // shop profile and photos (issue 14, server/modules/shop-profile)
  PHOTO_INVALID_TYPE: { status: 400, message: 'Photos must be PNG, JPEG or WebP images.' },
  PHOTO_TOO_LARGE: { status: 413, message: 'Each photo must be 5 MB or smaller.' },
  PHOTO_TOO_MANY_PIXELS: { status: 400, message: 'This photo has too many pixels to process.' },
  PHOTOS_MISSING: { status: 400, message: 'Choose at least one photo to upload.' },
  PHOTOS_TOO_MANY: {
    status: 400,
    message: 'Upload at most 10 photos at a time, and one for a logo or a cover.',
  },
  PHOTO_LIMIT: { status: 409, message: 'The gallery holds at most 20 photos. Remove some first.' },
  PHOTO_UPLOAD_MALFORMED: { status: 400, message: 'Failed to upload photos' },
  PHOTO_NOT_FOUND: { status: 404, message: 'Photo not found' },
  PHOTO_ORDER_INVALID: {
    status: 409,
    message: 'The new order must list every photo exactly once. Reload and try again.',
  },

  // shop services editor (issue 14, server/modules/shop-services)
  SHOP_SERVICE_NOT_FOUND: { status: 404, message: 'Service not found' },
  SERVICE_IMAGE_INVALID_TYPE: {
    status: 400,
    message: 'The picture must be a PNG, JPEG or WebP image.',
  },
  SERVICE_IMAGE_TOO_LARGE: { status: 413, message: 'The picture must be 5 MB or smaller.' },
  SERVICE_IMAGE_TOO_MANY_PIXELS: {
    status: 400,
    message: 'This picture has too many pixels to process.',
  },
  SERVICE_IMAGE_MISSING: { status: 400, message: 'Choose one picture to upload.' },
  SERVICE_IMAGE_NOT_FOUND: { status: 404, message: 'Picture not found' },
  SHOP_SERVICE_HAS_BOOKINGS: {
    status: 409,
    message:
      'This service has {count, plural, one {# upcoming booking} other {# upcoming bookings}}, so it cannot be deleted. Disable it instead: no new bookings are taken.',
  },
  SHOP_SERVICE_ORDER_MISMATCH: {
    status: 409,
    message:
      "The new order must list each of the shop's services exactly once. Reload and try again.",
  },
  SHOP_SERVICE_LIMIT: { status: 409, message: 'A shop can offer at most {max} services.' },

  // blocked time (issue 15, server/modules/shop-blocks)
  BLOCK_OVERLAPS_BOOKINGS: {
    status: 409,
    message: 'Bookings are in the way of this blocked time. Move or cancel them first.',
  },
  BLOCK_OVERLAPS_BLOCK: { status: 409, message: 'Part of this time is already blocked.' },
  BLOCK_NOT_FOUND: { status: 404, message: 'Blocked time not found' },
  BLOCK_LIMIT: { status: 409, message: 'A shop can have at most {max} upcoming blocked times.' },

  // walk-ins and recurring series (issue 15, server/modules/shop-walk-ins, server/modules/booking-series)
  CUSTOMER_NOT_FOUND: { status: 404, message: 'Customer not found' },
  SERIES_NOT_FOUND: { status: 404, message: 'Recurring booking not found' },

  // quick rebook (issue 17, server/modules/customer-history, src/domain/quick-rebook.ts)
  QUICK_REBOOK_FAILED: { status: 409, message: 'Failed to create quick rebooking' },
  NO_FREE_TIME: {
    status: 409,
    message: 'No free time was found 1 to 4 weeks ahead. Try another date.',
  },
  QUICK_REBOOK_NOT_ALLOWED: {
    status: 409,
    message: 'This booking is still to come. Only past bookings can be booked again.',
  },

  // sales and finance (issue 16, server/modules/sales, src/domain/sales*.ts)
  TRANSACTION_NOT_FOUND: { status: 404, message: 'Transaction not found' },
  TRANSACTION_STALE: {
    status: 409,
    message: 'This transaction was changed meanwhile. Reload it and try again.',
  },
  TRANSACTION_LOCKED: {
    status: 409,
    message: 'This transaction was reversed and can no longer be changed.',
  },
  PAYMENT_METHOD_DISABLED: { status: 400, message: 'The shop does not take this payment method.' },
  SHOP_REQUIRED: { status: 400, message: 'Choose a shop.' },
  /** a report that failed before its first byte (after it, the download is cut off instead) */
  EXPORT_FAILED: { status: 500, message: 'Export failed. Please try again.' },
});

export type ApiErrorCode = keyof typeof API_ERRORS;

export const API_ERROR_CODES = Object.keys(API_ERRORS) as ApiErrorCode[];

/** The catalog message id of a code's text. */
export const errorMessageId = (code: ApiErrorCode): string => `errors.${code}`;

export const isApiErrorCode = (value: unknown): value is ApiErrorCode =>
  typeof value === 'string' && Object.hasOwn(API_ERRORS, value);

/** Values for a code's `{placeholders}`. */
export type ErrorParams = Record<string, string | number>;

/**
 * The parameters of a query failure ('Invalid query parameter: month'): the names at fault, counted for the
 * plural.
 */
export const invalidQueryParams = (errors: Record<string, string>): ErrorParams => {
  const names = Object.keys(errors);
  return { count: names.length, names: names.join(', ') };
};

const compiled = new Map<string, IntlMessageFormat>();

/** A failure text (ICU syntax, as in the catalogs) with its placeholders filled; compiled formats are kept. */
export function formatErrorText(source: string, locale: string, params?: ErrorParams): string {
  const key = `${locale}\0${source}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(source, locale);
    compiled.set(key, format);
  }
  const text = format.format(params ?? {});
  return typeof text === 'string' ? text : String(text);
}

/** A code's English text, as the envelope carries it for English callers (and the MSW mocks for everyone). */
export const englishErrorMessage = (code: ApiErrorCode, params?: ErrorParams): string =>
  formatErrorText(API_ERRORS[code].message, 'en', params);
