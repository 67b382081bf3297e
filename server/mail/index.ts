import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { normalizeEmail } from '../models/user.model';
import type { AnyMailTemplateName, Mailer, MailRequest } from './mailer';
import { storeInOutbox } from './outbox';
import { renderMail } from './templates';

export type { Mailer, MailAttachment, MailRequest } from './mailer';

/** Lets someone reading a raw message (or an SMTP log) see which template produced it. */
const TEMPLATE_HEADER = 'X-Orabella-Template';

/**
 * Emails through nodemailer: over SMTP when SMTP_URL is set, otherwise into the database outbox. The outbox
 * still has nodemailer build the full MIME message (stream transport), so what developers see at /dev/outbox is
 * what SMTP would have carried, not a mock.
 */
export function createMailer({ config, logger }: { config: Config; logger: Logger }): Mailer {
  const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const stream = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  return {
    transport: smtp ? 'smtp' : 'outbox',

    async send<T extends AnyMailTemplateName>(request: MailRequest<T>): Promise<void> {
      const rendered = renderMail(request, config.publicUrl);
      const to = normalizeEmail(request.to);
      const attachments = request.attachments ?? [];
      const envelope = {
        from: config.mailFrom,
        to,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        headers: { [TEMPLATE_HEADER]: request.template },
        attachments: attachments.map((file) => ({
          filename: file.filename,
          content: file.content,
          contentType: file.contentType,
        })),
      };
      if (smtp) {
        const info = await smtp.sendMail(envelope);
        // no address in production logs: the message id is enough to trace it in the SMTP server's logs
        logger.info(
          { template: request.template, messageId: info.messageId },
          'mail sent over SMTP',
        );
        return;
      }
      const info = await stream.sendMail(envelope);
      const stored = await storeInOutbox({
        to,
        from: config.mailFrom,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        template: request.template,
        locale: request.locale,
        raw: info.message.toString('utf8'),
        messageId: info.messageId,
        attachments: attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          size: Buffer.byteLength(file.content, 'utf8'),
        })),
      });
      logger.info(
        { to, template: request.template, outboxId: stored.id },
        'mail stored in the outbox',
      );
    },
  };
}
