import type { BookingActorRole, BookingStatus } from '../../src/domain/booking';
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
  /** to the OLD address after the sign-in email changed (security notice); `newEmail` is shown masked */
  'email-changed': { name: string; newEmail: string };
}
export type MailTemplateName = keyof MailTemplates;

/** What every booking email shows (shop-local date and time, with the shop's zone). */
export interface BookingMailDetails {
  /** the customer's name */
  name: string;
  shopName: string;
  shopAddress: string;
  /** YYYY-MM-DD, shop-local */
  date: string;
  /** HH:MM, shop-local */
  startTime: string;
  endTime: string;
  /** IANA zone of the shop, e.g. Europe/Rome */
  timeZone: string;
  services: string[];
  totalCents: number;
  /** e.g. ORA-7K2M9Q */
  reference: string;
}

/**
 * Booking emails to the customer (issue 5). Kept apart from MailTemplates, whose unit test lists its names
 * exactly; `renderMail` and `Mailer.send` take both.
 */
export interface BookingMailTemplates {
  /** the booking was confirmed at once (shop confirms automatically) */
  'booking-confirmed': BookingMailDetails;
  /** the booking waits for the shop to confirm it */
  'booking-requested': BookingMailDetails;
  /** a status change or a reschedule */
  'booking-updated': BookingMailDetails & {
    /** what happened: a BookingAction ('confirm', 'cancel', 'reschedule', …) */
    action: string;
    by: BookingActorRole;
    status: BookingStatus;
    /** date and time before a reschedule; null otherwise */
    previous: { date: string; startTime: string } | null;
    reason: string | null;
    /** recorded for a late cancellation */
    cancellationFeeCents: number | null;
  };
  /** some hours before the appointment */
  'booking-reminder': BookingMailDetails & { hoursBefore: number };
}
export type BookingMailTemplateName = keyof BookingMailTemplates;

/** Booking emails to the shop's owner (issue 15): a customer or the system made, moved or cancelled a booking. */
export interface ShopMailTemplates {
  'shop-booking': BookingMailDetails & {
    /** the owner's name, for the greeting (`name` stays the customer's) */
    ownerName: string;
    /** booking_created | booking_cancelled | booking_rescheduled | booking_updated */
    kind: string;
    by: BookingActorRole;
    status: BookingStatus;
    /** date and time before a move; null otherwise */
    previous: { date: string; startTime: string } | null;
    reason: string | null;
    customerEmail: string;
    customerPhone: string;
  };
}

export type AllMailTemplates = MailTemplates & BookingMailTemplates & ShopMailTemplates;
export type AnyMailTemplateName = keyof AllMailTemplates;

export interface MailRequest<T extends AnyMailTemplateName = AnyMailTemplateName> {
  to: string;
  locale: Locale;
  template: T;
  data: AllMailTemplates[T];
  /** files sent with the email (e.g. a booking's .ics); text content, encoded by nodemailer */
  attachments?: MailAttachment[];
}

/** A file attached to an email. `content` is the file's text (UTF-8). */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** What the outbox keeps about an attachment (the bytes themselves are in the raw MIME). */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** bytes (UTF-8) */
  size: number;
}

/** An email as stored in the development outbox (and returned by GET /api/dev/outbox). */
export interface OutboxMessage {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  template: AnyMailTemplateName;
  locale: Locale;
  attachments: OutboxAttachment[];
  createdAt: string;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, else 'outbox' (stored in the database) */
  readonly transport: 'smtp' | 'outbox';
  /** Renders and sends (or stores) one email. Rejects only when the transport fails. */
  send<T extends AnyMailTemplateName>(request: MailRequest<T>): Promise<void>;
}
