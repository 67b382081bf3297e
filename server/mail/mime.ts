import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { MailAttachment } from './mailer';

/** Lets someone reading a raw message (or an SMTP log) see which template produced it. */
const TEMPLATE_HEADER = 'X-Orabella-Template';

/** What a message is made of: nodemailer builds the MIME source from exactly this. */
export interface MessageParts {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  attachments: MailAttachment[];
  /** set for a message built later (the outbox): the same Message-ID and Date whenever it is built */
  messageId?: string;
  date?: Date;
}

/** nodemailer's message options for these parts (SMTP sends them; the outbox builds its source from them). */
export function envelopeOf(parts: MessageParts) {
  return {
    from: parts.from,
    to: parts.to,
    subject: parts.subject,
    text: parts.text,
    html: parts.html,
    headers: { [TEMPLATE_HEADER]: parts.template },
    attachments: parts.attachments.map((file) => ({
      filename: file.filename,
      content: file.content,
      contentType: file.contentType,
    })),
    ...(parts.messageId ? { messageId: parts.messageId } : {}),
    ...(parts.date ? { date: parts.date } : {}),
  };
}

/** A Message-ID as nodemailer makes one: `<random@the sender's domain>`. */
export function newMessageId(from: string): string {
  const domain = /@([^\s>]+)/.exec(from)?.[1] ?? 'localhost';
  return `<${randomUUID()}@${domain}>`;
}

const stream = nodemailer.createTransport({
  streamTransport: true,
  buffer: true,
  newline: 'unix',
});

/** The MIME source nodemailer builds for these parts, as SMTP would carry it. */
export async function mimeSourceOf(parts: MessageParts): Promise<string> {
  const info = await stream.sendMail(envelopeOf(parts));
  return info.message.toString('utf8');
}
