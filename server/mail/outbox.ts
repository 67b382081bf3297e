import { Types } from 'mongoose';
import * as yup from 'yup';
import { SUPPORTED_LOCALES, type Locale } from '../../src/domain/constants';
import { isId } from '../../src/domain/ids';
import { QUERY_ERRORS } from '../../src/domain/shop-query';
import { insertOneInBatch } from '../db/write-batch';
import { OutboxModel, type OutboxDoc } from '../models/outbox.model';
import { normalizeEmail } from '../models/user.model';
import type { AnyMailTemplateName, OutboxAttachment, OutboxMessage } from './mailer';
import { mimeSourceOf } from './mime';

/** The development outbox: emails stored in the `outbox` collection instead of being sent. */

export const OUTBOX_LIMIT_DEFAULT = 50;
export const OUTBOX_LIMIT_MAX = 200;

/** GET /api/dev/outbox?to=&limit= */
export const outboxQuerySchema = yup
  .object({
    to: yup.string().trim().max(254, 'validation.tooLong').optional(),
    limit: yup
      .number()
      .typeError(QUERY_ERRORS.number)
      .integer(QUERY_ERRORS.integer)
      .min(1, QUERY_ERRORS.range)
      .max(OUTBOX_LIMIT_MAX, QUERY_ERRORS.range)
      .default(OUTBOX_LIMIT_DEFAULT),
  })
  .noUnknown();
export type OutboxQuery = yup.InferType<typeof outboxQuerySchema>;

/** A stored email with the MIME source (GET /api/dev/outbox/:id, the .eml download). */
export interface OutboxMessageWithRaw extends OutboxMessage {
  raw: string;
}

/** An attachment as stored: what the API shows, and its text (for the source built on reading). */
type StoredAttachment = OutboxAttachment & { content?: string };

type OutboxLean = Omit<OutboxDoc, 'template' | 'locale' | 'attachments' | 'raw'> & {
  template: string;
  locale: string;
  attachments?: StoredAttachment[];
  /** the MIME source, in messages stored before it was built on reading */
  raw?: string | null;
};

function toOutboxMessage(doc: OutboxLean): OutboxMessage {
  return {
    id: doc._id.toString(),
    to: doc.to,
    from: doc.from,
    subject: doc.subject,
    text: doc.text,
    html: doc.html,
    template: doc.template as AnyMailTemplateName,
    locale: doc.locale as Locale,
    // messages stored before attachments were recorded have none
    attachments: (doc.attachments ?? []).map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      size: file.size,
    })),
    createdAt: doc.createdAt.toISOString(),
  };
}

type NewOutboxMessage = Omit<OutboxMessage, 'id' | 'createdAt' | 'attachments'> & {
  messageId: string;
  attachments: (OutboxAttachment & { content: string })[];
};

const REQUIRED = ['to', 'from', 'subject', 'text', 'html', 'template', 'messageId'] as const;

/**
 * The message as OutboxModel would store it (its schema's checks: the required texts present, a supported
 * locale, the address trimmed and lower-case; an ObjectId and `createdAt`, also the message's Date), built directly: a mongoose document
 * per email cost a few tenths of a millisecond of CPU, twice per booking create (the customer's and the owner's).
 */
function storedMessage(message: NewOutboxMessage): OutboxLean {
  const invalid: string[] = REQUIRED.filter((field) => !message[field]);
  if (!SUPPORTED_LOCALES.includes(message.locale)) invalid.push('locale');
  if (invalid.length > 0) throw new Error(`outbox message invalid: ${invalid.join(', ')}`);
  return {
    _id: new Types.ObjectId(),
    to: message.to.trim().toLowerCase(),
    from: message.from,
    subject: message.subject,
    text: message.text,
    html: message.html,
    template: message.template,
    locale: message.locale,
    messageId: message.messageId,
    attachments: message.attachments.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      size: file.size,
      content: file.content,
    })),
    createdAt: new Date(),
  };
}

export async function storeInOutbox(message: NewOutboxMessage): Promise<OutboxMessage> {
  const stored = storedMessage(message);
  // with the other messages being stored at the same moment (a booking rush): one insert for them all
  await insertOneInBatch(OutboxModel, stored as unknown as Record<string, unknown>);
  return toOutboxMessage(stored);
}

/** Newest first; `to` matches the normalised address exactly. */
export async function listOutbox(query: OutboxQuery): Promise<OutboxMessage[]> {
  const filter = query.to ? { to: normalizeEmail(query.to) } : {};
  const docs = await OutboxModel.find(filter, { raw: 0 })
    .sort({ _id: -1 })
    .limit(query.limit)
    .lean<OutboxLean[]>();
  return docs.map(toOutboxMessage);
}

/** One message by id, or null (also for ids that cannot be an outbox id). */
export async function findOutboxMessage(id: string): Promise<OutboxMessageWithRaw | null> {
  // only an ObjectId we issued can name a message; anything else would make mongoose throw a CastError
  if (!isId('outboxMessage', id)) return null;
  const doc = await OutboxModel.findById(id).lean<OutboxLean>();
  return doc ? { ...toOutboxMessage(doc), raw: doc.raw ?? (await sourceOf(doc)) } : null;
}

/**
 * The MIME source of a stored message, built now by nodemailer from its stored parts, with the Message-ID and
 * Date it was stored with (mail/index.ts): what SMTP would have carried when it was sent.
 */
function sourceOf(doc: OutboxLean): Promise<string> {
  return mimeSourceOf({
    from: doc.from,
    to: doc.to,
    subject: doc.subject,
    text: doc.text,
    html: doc.html,
    template: doc.template,
    attachments: (doc.attachments ?? []).map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: file.content ?? '',
    })),
    messageId: doc.messageId,
    date: new Date(doc.createdAt),
  });
}

/** Empties the outbox; returns how many messages were removed. */
export async function clearOutbox(): Promise<number> {
  const result = await OutboxModel.deleteMany({});
  return result.deletedCount;
}
