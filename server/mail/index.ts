import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Mailer } from './mailer';

export type { Mailer, MailRequest, MailTemplateName, OutboxMessage } from './mailer';

/** STUB (to be replaced): nodemailer over SMTP_URL, else the database outbox. */
export function createMailer({ config, logger }: { config: Config; logger: Logger }): Mailer {
  void config;
  return {
    transport: 'outbox',
    async send(request) {
      logger.info({ to: request.to, template: request.template }, 'mail (stub)');
    },
  };
}
