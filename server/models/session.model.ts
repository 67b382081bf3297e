import { Schema, model } from 'mongoose';

/**
 * A signed-in session: one refresh-token family. `_id` is the random session id carried in the refresh cookie
 * (`<sessionId>.<secret>`) and in the access token's `sid`, so rotation and the per-request liveness check are
 * `_id` reads, the only reads FerretDB pushes down. Only a sha256 of the current secret is stored.
 */
const sessionSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    /** sha256 (base64url) of the current refresh secret; replaced at every rotation */
    tokenHash: { type: String, required: true },
    /** sha256 of the secret the last rotation replaced, and when: it may still be presented for a few seconds */
    previousTokenHash: { type: String, default: null },
    rotatedAt: { type: Date, default: null },
    /** how many times the refresh token was rotated */
    generation: { type: Number, required: true, default: 0 },
    createdAt: { type: Date, required: true },
    lastUsedAt: { type: Date, required: true },
    /** idle end (last use + idle TTL), slid on every refresh/extend; the session ends at min(this, absolute) */
    expiresAt: { type: Date, required: true },
    absoluteExpiresAt: { type: Date, required: true },
    revokedAt: { type: Date, default: null },
    /** 'logout' | 'reuse' | 'password-reset' | 'revoked' … (for audits) */
    revokedReason: { type: String, default: null },
    userAgent: { type: String, default: '' },
    ip: { type: String, default: '' },
  },
  { versionKey: false, collection: 'sessions' },
);

// Revoking all of a user's sessions (password reset, account deletion) filters by user.
sessionSchema.index({ userId: 1 });

export const SessionModel = model('Session', sessionSchema);
