import { Schema, model, type InferSchemaType } from 'mongoose';
import { BUSINESS_TYPES, SHOP_FEATURES, WEEKDAYS } from '../../src/domain/shop';
import { DEFAULT_TIME_ZONE } from '../../src/domain/opening-hours';
import { SUPPORTED_LOCALES } from '../../src/domain/constants';
import { STAFF_COLOURS } from '../../src/domain/shop-team';

/** Longest text in one language of a shop-written field (descriptions are the longest). */
const LOCALIZED_TEXT_MAX = 2000;

/**
 * A text the shop writes, per language: `{ en?, it? }` (src/domain/localized-text.ts). Mixed, because documents
 * written before content was bilingual hold a plain string, which the read rule takes as English; new writes
 * store the object.
 */
export function localizedTextField(options: { required?: boolean } = {}) {
  return {
    type: Schema.Types.Mixed,
    ...(options.required ? { required: true } : { default: () => ({}) }),
    validate: {
      validator: (value: unknown) => isStoredText(value, options.required === true),
      message: 'expected { en?, it? } texts',
    },
  };
}

function isStoredText(value: unknown, required: boolean): boolean {
  const fits = (text: unknown) => typeof text === 'string' && text.length <= LOCALIZED_TEXT_MAX;
  if (typeof value === 'string') return fits(value) && (!required || value.trim() !== '');
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value as Record<string, unknown>);
  const known = entries.every(
    ([key, text]) => (SUPPORTED_LOCALES as readonly string[]).includes(key) && fits(text),
  );
  return known && (!required || entries.some(([, text]) => (text as string).trim() !== ''));
}

export const SHOP_CATEGORIES = ['hair', 'spa', 'barber', 'nails'] as const;
/** Marketplace approval of a shop (not to be confused with the open/closed `status` the API computes). */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const END_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

const timeRangeSchema = new Schema(
  {
    start: { type: String, required: true, match: TIME },
    end: { type: String, required: true, match: END_TIME },
  },
  { _id: false },
);

/**
 * A weekday: open or closed, with its ranges in order (src/domain/day-ranges.ts). Days written before a day had
 * several ranges hold one `start`/`end` instead; every read goes through `readWorkingHours`, which takes both, and
 * every write stores `ranges` (so no migration is needed). `ranges` has no default: an old day reads as it was.
 */
const dayHoursSchema = new Schema(
  {
    isOpen: { type: Boolean, required: true },
    ranges: { type: [timeRangeSchema], default: undefined },
    start: { type: String, match: TIME },
    end: { type: String, match: END_TIME },
  },
  { _id: false },
);

const specialDateSchema = new Schema(
  {
    /** YYYY-MM-DD in the shop's time zone */
    date: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
    isClosed: { type: Boolean, default: false },
    start: { type: String, default: null, match: TIME },
    end: { type: String, default: null, match: END_TIME },
    /** the note shown with the date, per language */
    description: localizedTextField(),
  },
  { _id: false },
);

const breakSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    days: { type: [{ type: String, enum: WEEKDAYS }], default: [] },
    start: { type: String, required: true, match: TIME },
    end: { type: String, required: true, match: END_TIME },
  },
  { _id: false },
);

/** Review counters per star (field names cannot be digits-only keys everywhere, so words). */
export const RATING_COUNTER_FIELDS = {
  1: 'one',
  2: 'two',
  3: 'three',
  4: 'four',
  5: 'five',
} as const;
const ratingCountersSchema = new Schema(
  Object.fromEntries(
    Object.values(RATING_COUNTER_FIELDS).map((field) => [
      field,
      { type: Number, default: 0, min: 0 },
    ]),
  ),
  { _id: false },
);

function workingHoursSchemaOf() {
  return new Schema(
    Object.fromEntries(WEEKDAYS.map((day) => [day, { type: dayHoursSchema, required: true }])),
    { _id: false },
  );
}
const workingHoursSchema = workingHoursSchemaOf();

/** A team member's days away, inclusive shop-local dates; the note is the owner's (never public). */
const timeOffSchema = new Schema(
  {
    from: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
    to: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
    note: { type: String, default: '', maxlength: 200 },
  },
  { _id: false },
);

/**
 * A team member (spec 03): `_id` is a slug unique within the shop, used in slot claims and day sheets.
 * `serviceIds` empty = performs every service; `workingHours` absent = the shop's hours.
 */
const staffSchema = new Schema(
  {
    _id: { type: String, required: true, match: /^[a-z0-9][a-z0-9-]{0,59}$/ },
    name: { type: String, required: true, trim: true },
    /** what they do ("Senior stylist"), per language; empty = not shown */
    role: localizedTextField(),
    photo: { type: String, default: null },
    /** the calendar's colour (src/domain/shop-team.ts STAFF_COLOURS); absent = the team's default */
    colour: { type: String, enum: [...STAFF_COLOURS], required: false },
    serviceIds: { type: [String], default: [] },
    workingHours: { type: workingHoursSchemaOf(), required: false },
    /** whole days away (src/domain/shop-team.ts): the booking engine gives them no slots */
    timeOff: { type: [timeOffSchema], default: [] },
  },
  { _id: false },
);

/**
 * Where the shop is. Every part is optional/defaulted because a shop exists from its owner's registration,
 * before the address is set; coordinates stay null until geocoded, and such a shop gets no distance.
 */
const locationSchema = new Schema(
  {
    address: { type: String, default: '', trim: true },
    city: { type: String, default: '', trim: true },
    state: { type: String, trim: true },
    zipCode: { type: String, default: '', trim: true },
    country: { type: String, default: 'IT' },
    latitude: { type: Number, default: null, min: -90, max: 90 },
    longitude: { type: Number, default: null, min: -180, max: 180 },
    /** the owner placed the pin on the map (shop profile): a later address change is not geocoded over it */
    pinnedByOwner: { type: Boolean, default: false },
  },
  { _id: false },
);

const featuresSchema = new Schema(
  Object.fromEntries(SHOP_FEATURES.map((feature) => [feature, { type: Boolean, default: false }])),
  { _id: false },
);

const policiesSchema = new Schema(
  {
    cancellation: {
      allowedHours: { type: Number, default: 24 },
      feePercentage: { type: Number, default: 0 },
    },
    reschedule: {
      allowedHours: { type: Number, default: 24 },
      maxReschedules: { type: Number, default: 2 },
    },
    /** money in cents on the server */
    noShow: { feeCents: { type: Number, default: 0 }, maxNoShows: { type: Number, default: 3 } },
  },
  { _id: false },
);

/**
 * A shop. `_id` is a readable, deterministic slug (e.g. `salone-aurora-roma`): point lookups by `_id` are the
 * only reads that reach FerretDB's storage engine, and the public catalog is served from memory.
 */
const shopSchema = new Schema(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true, trim: true },
    /** per language `{ en?, it? }`; a plain string from before is English */
    description: localizedTextField(),
    businessType: { type: String, enum: BUSINESS_TYPES, required: true },
    category: { type: String, enum: SHOP_CATEGORIES, required: true },
    phone: { type: String, default: '' },
    email: { type: String, default: '', lowercase: true, trim: true },
    location: { type: locationSchema, default: () => ({}) },
    photos: { type: [String], default: [] },
    // shop profile (spec 03 "Shop profile"); limits are those of src/domain/shop-profile.ts
    website: { type: String, default: '', maxlength: 200 },
    instagram: { type: String, default: '', maxlength: 31 },
    specialties: { type: [String], default: [] },
    languages: { type: [String], default: [] },
    paymentMethods: { type: [String], default: [] },
    socialLinks: { type: Schema.Types.Mixed, default: () => ({}) },
    currency: { type: String, default: 'EUR' },
    certifications: { type: [String], default: [] },
    awards: { type: [String], default: [] },
    yearsOfExperience: { type: Number, default: null, min: 0, max: 100 },
    /** the app-served logo URL (shop photos), null when none */
    logo: { type: String, default: null },
    /**
     * The shop's uploaded photos `{ id, role }` in the owner's order, and the version of the photo chain they
     * show (server/models/shop-photo.model.ts): `photos` and `logo` are derived from them in the same write.
     */
    photoSet: { type: [{ _id: false, id: String, role: String, url: String }], default: [] },
    photoVersion: { type: Number, default: 0 },
    /**
     * The shop's services' `_id`s in the order customers see them, so one shop's menu is read by `_id` (no scan
     * of the services collection). Kept by the services editor (`$push`/`$pull`/`$set`); backfilled once for
     * shops stored before it (server/modules/shops/shop-service-ids.ts).
     */
    serviceIds: { type: [String], default: undefined },
    /**
     * How many reviews gave each number of stars, kept current with `$inc` when a review is recorded; the API
     * derives rating, review count and distribution from it (never typed in).
     */
    ratings: { type: ratingCountersSchema, default: () => ({}) },
    /** absent until the owner sets hours: the API then reports status 'unknown' */
    workingHours: { type: workingHoursSchema, required: false },
    /** dates with their own hours or closed (spec 03 "Special dates"); they win over the weekday's hours */
    specialDates: { type: [specialDateSchema], default: [] },
    /** named breaks (e.g. lunch) on some weekdays; kept for the booking engine's slots */
    breaks: { type: [breakSchema], default: [] },
    /** the team (spec 03); empty = the shop works as one chair */
    staff: { type: [staffSchema], default: [] },
    /** new bookings are confirmed at once (true) or wait for the shop (false) */
    autoConfirm: { type: Boolean, default: true },
    /** the owner's notification preferences (spec 03 §7 personal-area-settings; sms and push are stored choices) */
    notificationSettings: {
      email: { type: Boolean, default: true },
      sms: { type: Boolean, default: false },
      push: { type: Boolean, default: false },
      newBookings: { type: Boolean, default: true },
    },
    features: { type: featuresSchema, default: () => ({}) },
    policies: { type: policiesSchema, default: () => ({}) },
    timeZone: { type: String, default: DEFAULT_TIME_ZONE },
    approvalStatus: { type: String, enum: APPROVAL_STATUSES, default: 'pending' },
    ownerId: { type: String, default: null },
    /** the admin's reason when approvalStatus is 'rejected' */
    rejectionReason: { type: String, default: null },
    /** when an admin last approved or rejected the shop */
    reviewedAt: { type: Date, default: null },
    /** set by the demo seed: hash of the seed input, so re-seeding writes only what changed */
    seedHash: { type: String },
  },
  { timestamps: true, versionKey: false, collection: 'shops' },
);

shopSchema.index({ approvalStatus: 1 });
shopSchema.index({ 'location.latitude': 1, 'location.longitude': 1 });
shopSchema.index({ ownerId: 1 });

export type ShopDoc = InferSchemaType<typeof shopSchema> & {
  _id: string;
  createdAt: Date;
  updatedAt: Date;
};
export const ShopModel = model('Shop', shopSchema);
