import { Schema, model, type InferSchemaType, type Types } from 'mongoose';
import { SUPPORTED_LOCALES } from '../../src/domain/constants';

/**
 * An email stored instead of sent (no SMTP_URL: development, tests, demos), shown at /dev/outbox.
 * `_id` is an ObjectId: it grows with time within a process, so sorting by `_id` lists newest first.
 * There is no TTL (FerretDB has none); DELETE /api/dev/outbox clears it.
 */
const outboxSchema = new Schema(
  {
    /** normalised recipient */
    to: { type: String, required: true, lowercase: true, trim: true },
    from: { type: String, required: true },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: { type: String, required: true },
    template: { type: String, required: true },
    locale: { type: String, enum: SUPPORTED_LOCALES, required: true },
    /**
     * the MIME message nodemailer built, byte for byte what SMTP would have carried; messages stored since it is
     * built on reading (server/mail/outbox.ts, from the parts below, the Message-ID and `createdAt` as Date) have none
     */
    raw: { type: String },
    messageId: { type: String, default: '' },
    /** what was attached (name, type, size) and its text (for the source built on reading) */
    attachments: {
      type: [
        {
          _id: false,
          filename: { type: String, required: true },
          contentType: { type: String, required: true },
          size: { type: Number, required: true },
          content: { type: String },
        },
      ],
      default: [],
    },
  },
  {
    timestamps: { createdAt: true, updatedAt: false },
    versionKey: false,
    collection: 'outbox',
  },
);

// On MongoDB this serves "the mail to one address, newest first" (FerretDB scans, which is fine for a dev outbox).
outboxSchema.index({ to: 1, _id: -1 });

export type OutboxDoc = InferSchemaType<typeof outboxSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
};
export const OutboxModel = model('Outbox', outboxSchema);
