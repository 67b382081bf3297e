import type { Locale } from '../../src/domain/constants';

/**
 * Every email the app sends, with the data its template needs. Templates exist in English and Italian,
 * as plain text and HTML (server/mail/templates); the recipient's language picks one.
 */
export interface MailTemplates {
  /** after sign-up */
  welcome: { name: string; role: 'customer' | 'shop' };
  /** forgot password: `resetUrl` carries the one-time token; valid `expiresInMinutes` */
  'password-reset': { name: string; resetUrl: string; expiresInMinutes: number };
  /** after a password change or reset (security notice) */
  'password-changed': { name: string };
  /** an admin approved the owner's shop */
  'shop-approved': { name: string; shopName: string; loginUrl: string };
  /** an admin rejected the owner's shop, with the reason */
  'shop-rejected': { name: string; shopName: string; reason: string };
  /** after the account was deleted */
  'account-deleted': { name: string };
}
export type MailTemplateName = keyof MailTemplates;

export interface MailRequest<T extends MailTemplateName = MailTemplateName> {
  to: string;
  locale: Locale;
  template: T;
  data: MailTemplates[T];
}

/** An email as stored in the development outbox (and returned by GET /api/dev/outbox). */
export interface OutboxMessage {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  template: MailTemplateName;
  locale: Locale;
  createdAt: string;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, else 'outbox' (stored in the database) */
  readonly transport: 'smtp' | 'outbox';
  /** Renders and sends (or stores) one email. Rejects only when the transport fails. */
  send<T extends MailTemplateName>(request: MailRequest<T>): Promise<void>;
}
