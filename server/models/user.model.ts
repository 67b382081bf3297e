import { Schema, model, type InferSchemaType } from 'mongoose';
import { USER_ROLES } from '../../src/domain/auth';

export const ACCOUNT_STATUSES = ['active', 'pending', 'rejected'] as const;

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
    seedHash: { type: String },
  },
  { timestamps: true, versionKey: false, collection: 'users' },
);

userSchema.index({ email: 1 }, { unique: true });

export type UserDoc = InferSchemaType<typeof userSchema> & {
  _id: string;
  createdAt: Date;
  updatedAt: Date;
};
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

export type LoginIdentityDoc = InferSchemaType<typeof loginIdentitySchema> & { _id: string };
export const LoginIdentityModel = model('LoginIdentity', loginIdentitySchema);
