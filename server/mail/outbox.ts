import * as yup from 'yup';
import type { Locale } from '../../src/domain/constants';
import { isId } from '../../src/domain/ids';
import { QUERY_ERRORS } from '../../src/domain/shop-query';
import { createInBatch } from '../db/write-batch';
import { OutboxModel, type OutboxDoc } from '../models/outbox.model';
import { normalizeEmail } from '../models/user.model';
import type { AnyMailTemplateName, OutboxMessage } from './mailer';

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

type OutboxLean = Omit<OutboxDoc, 'template' | 'locale'> & { template: string; locale: string };

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

export async function storeInOutbox(
  message: Omit<OutboxMessage, 'id' | 'createdAt'> & { raw: string; messageId: string },
): Promise<OutboxMessage> {
  // with the other messages being stored at the same moment (a booking rush): one insert for them all
  const created = await createInBatch(OutboxModel, message);
  return toOutboxMessage(created as unknown as OutboxLean);
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
  return doc ? { ...toOutboxMessage(doc), raw: doc.raw } : null;
}

/** Empties the outbox; returns how many messages were removed. */
export async function clearOutbox(): Promise<number> {
  const result = await OutboxModel.deleteMany({});
  return result.deletedCount;
}
