import { Schema, model } from 'mongoose';

/**
 * A one-time password-reset token. `_id` is the sha256 (base64url) of the token sent by email, so checking a
 * link is one `_id` read and the database never holds a usable token. Used tokens keep `usedAt`; expired ones
 * are left for a cleanup job (FerretDB has no TTL indexes).
 */
const passwordResetSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
  },
  {
    timestamps: { createdAt: true, updatedAt: false },
    versionKey: false,
    collection: 'password_resets',
  },
);

// A successful reset deletes the user's other outstanding tokens.
passwordResetSchema.index({ userId: 1 });

export const PasswordResetModel = model('PasswordReset', passwordResetSchema);
