import { Schema, model } from 'mongoose';
import { ACCOUNT_STATUSES, USER_ROLES } from '../../src/domain/auth';
import { DEFAULT_ACCOUNT_SETTINGS } from '../../src/domain/profile';
import { bumpStampsOnWrite } from '../db/stamped-copies';

export { ACCOUNT_STATUSES };

/** Lower-cased, trimmed: the one form of an email the database ever sees. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A person's account (profile fields); how they sign in lives in LoginIdentity. */
const userSchema = new Schema(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true, trim: true },
    /** normalised */
    email: { type: String, required: true, lowercase: true, trim: true },
    phone: { type: String, default: '' },
    role: { type: String, enum: USER_ROLES, required: true, default: 'customer' },
    status: { type: String, enum: ACCOUNT_STATUSES, required: true, default: 'active' },
    /** the account's language (emails, app default) */
    language: { type: String, enum: ['en', 'it'], default: 'en' },
    /** server-generated name of the avatar in the `avatars` collection, or null */
    avatarFile: { type: String, default: null },
    /**
     * number of the avatar-version claim `avatarFile` belongs to (avatar.model.ts); set together with avatarFile,
     * absent until the first upload. May lag behind the newest claim, never run ahead of it.
     */
    avatarVersion: { type: Number },
    /** picture URL from a verified social profile (kept, not served: the CSP allows only our own images) */
    socialPictureUrl: { type: String, default: null },
    address: { type: String, default: '' },
    city: { type: String, default: '' },
    postalCode: { type: String, default: '' },
    country: { type: String, default: '' },
    state: { type: String, default: '' },
    preferredServices: { type: [String], default: [] },
    communicationPrefs: {
      email: { type: Boolean, default: true },
      sms: { type: Boolean, default: false },
      marketing: { type: Boolean, default: false },
    },
    bookingPrefs: {
      reminderTime: { type: Number, enum: [24, 12, 6, 2], default: 24 },
      preferredTime: {
        type: String,
        enum: ['morning', 'afternoon', 'evening', 'anytime'],
        default: 'anytime',
      },
    },
    /** customers only */
    dateOfBirth: { type: String, default: '' },
    allergies: { type: [String], default: [] },
    medicalConditions: { type: String, default: '' },
    emergencyContact: {
      name: { type: String, default: '' },
      phone: { type: String, default: '' },
    },
    /** when the medical info above last changed through PUT /api/customer/medical-info (absent until then) */
    medicalInfoUpdatedAt: { type: Date },
    /**
     * Customer preferences the profile form does not have (spec 02 §3; served by server/modules/customer-preferences
     * as communicationPrefs.reminders and bookingPrefs.autoConfirm / sameProvider). Kept apart from
     * communicationPrefs and bookingPrefs so GET /api/users/profile keeps its shape; no defaults stored: absent
     * values read as the spec's defaults (src/domain/customer-preferences.ts).
     */
    customerPrefs: {
      reminders: { type: Boolean },
      autoConfirm: { type: Boolean },
      sameProvider: { type: Boolean },
    },
    /** spec 02 §3 privacySettings; shareProfile lets the shops the customer books with see their medical info */
    privacySettings: {
      shareProfile: { type: Boolean },
      allowReviews: { type: Boolean },
      dataRetention: { type: Boolean },
    },
    /** recommendation ids the customer dismissed (bounded: DISMISSED_RECOMMENDATIONS_MAX); absent until the first */
    dismissedRecommendations: { type: [String], default: undefined },
    /** shops only */
    businessType: { type: String, default: '' },
    taxId: { type: String, default: '' },
    description: { type: String, default: '' },
    /** account settings (spec 02 §3); language lives above */
    settings: {
      notifications: {
        bookingConfirmations: {
          type: Boolean,
          default: DEFAULT_ACCOUNT_SETTINGS.notifications.bookingConfirmations,
        },
        promotions: { type: Boolean, default: DEFAULT_ACCOUNT_SETTINGS.notifications.promotions },
        reminders: { type: Boolean, default: DEFAULT_ACCOUNT_SETTINGS.notifications.reminders },
        newBookings: { type: Boolean, default: DEFAULT_ACCOUNT_SETTINGS.notifications.newBookings },
      },
      privacy: {
        profileVisible: { type: Boolean, default: DEFAULT_ACCOUNT_SETTINGS.privacy.profileVisible },
        showEmail: { type: Boolean, default: DEFAULT_ACCOUNT_SETTINGS.privacy.showEmail },
        showPhone: { type: Boolean, default: DEFAULT_ACCOUNT_SETTINGS.privacy.showPhone },
      },
      timezone: { type: String, default: DEFAULT_ACCOUNT_SETTINGS.timezone },
    },
    /** set when the account was deleted: personal data is gone, only this anonymised shell stays */
    deletedAt: { type: Date, default: null },
    seedHash: { type: String },
  },
  { timestamps: true, versionKey: false, collection: 'users' },
);

userSchema.index({ email: 1 }, { unique: true });

/**
 * Every write of a user through the model bumps `user:<id>` (or `user:*`), so the copies served from memory
 * (server/modules/auth/user-documents.ts) never outlive it.
 */
export const USER_STAMPS_PREFIX = 'user:';
bumpStampsOnWrite(userSchema, USER_STAMPS_PREFIX);

export const UserModel = model('User', userSchema);

/** `_id` of the password login identity of an email. */
export const emailIdentityId = (email: string): string => `email:${normalizeEmail(email)}`;

/**
 * How someone signs in, keyed by a deterministic `_id` so login is one `_id` lookup (the only read FerretDB
 * pushes down): `email:<normalised email>` for passwords; later `google:<sub>`, `facebook:<id>`.
 * Inserting a second identity with the same key fails with E11000, which makes sign-up race-free.
 */
const loginIdentitySchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    provider: { type: String, enum: ['password', 'google', 'facebook'], required: true },
    /** bcrypt hash, for provider 'password' */
    passwordHash: { type: String },
    seedHash: { type: String },
  },
  { timestamps: true, versionKey: false, collection: 'login_identities' },
);

loginIdentitySchema.index({ userId: 1 });

export const LoginIdentityModel = model('LoginIdentity', loginIdentitySchema);
