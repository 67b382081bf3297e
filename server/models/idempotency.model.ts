import { Schema, model } from 'mongoose';

/**
 * One submitted booking request per `Idempotency-Key`: `_id` = `<userId>:<key>`, inserted before anything else
 * (a unique insert, so two retries racing cannot both create). A failed attempt deletes its record so a retry
 * runs afresh; a successful one keeps it so retries get the first booking back.
 */
const idempotencySchema = new Schema(
  {
    _id: { type: String, required: true },
    bookingId: { type: String, required: true },
    /** sha-256 of the validated request: the same key with another request is refused (422) */
    requestHash: { type: String },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'idempotency' },
);

export const IdempotencyModel = model('Idempotency', idempotencySchema);
