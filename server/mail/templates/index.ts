import { SUPPORTED_LOCALES, DEFAULT_LOCALE, type Locale } from '../../../src/domain/constants';
import type {
  AllMailTemplates,
  AnyMailTemplateName,
  BookingMailTemplateName,
  BookingMailTemplates,
  MailRequest,
  MailTemplateName,
  MailTemplates,
} from '../mailer';
import {
  accountDeletedMail,
  emailChangedMail,
  passwordChangedMail,
  passwordResetMail,
  welcomeMail,
} from './account-mail';
import { BOOKING_MAIL_COPY } from './booking-mail';
import { renderLayout, type RenderedMail } from './layout';
import type { MailCopy } from './mail-copy';
import { shopApprovedMail, shopRejectedMail } from './shop-review-mail';
import { SHOP_OWNER_MAIL_COPY } from './shop-owner-mail';

export { escapeHtml, type RenderedMail } from './layout';

/** Every template, so adding a name to MailTemplates without its copy fails to compile. */
const MAIL_COPY: { [T in MailTemplateName]: MailCopy<MailTemplates[T]> } = {
  welcome: welcomeMail,
  'password-reset': passwordResetMail,
  'password-changed': passwordChangedMail,
  'shop-approved': shopApprovedMail,
  'shop-rejected': shopRejectedMail,
  'account-deleted': accountDeletedMail,
  'email-changed': emailChangedMail,
};

/** The account and shop-review templates (MailTemplates). */
export const MAIL_TEMPLATE_NAMES = Object.keys(MAIL_COPY) as MailTemplateName[];

const ALL_COPY: { [T in AnyMailTemplateName]: MailCopy<AllMailTemplates[T]> } = {
  ...MAIL_COPY,
  ...BOOKING_MAIL_COPY,
  ...SHOP_OWNER_MAIL_COPY,
};

/** A locale from a stored account may predate the supported list: fall back rather than fail to send. */
function supportedLocale(locale: string): Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(locale)
    ? (locale as Locale)
    : DEFAULT_LOCALE;
}

/** Subject, plain text and HTML of one email in the recipient's language; links are absolute. */
export function renderMail<T extends MailTemplateName>(
  request: { template: T; locale: Locale; data: MailTemplates[T] },
  publicUrl: string,
): RenderedMail;
export function renderMail<T extends BookingMailTemplateName>(
  request: { template: T; locale: Locale; data: BookingMailTemplates[T] },
  publicUrl: string,
): RenderedMail;
export function renderMail<T extends AnyMailTemplateName>(
  request: Pick<MailRequest<T>, 'template' | 'locale' | 'data'>,
  publicUrl: string,
): RenderedMail;
export function renderMail<T extends AnyMailTemplateName>(
  request: Pick<MailRequest<T>, 'template' | 'locale' | 'data'>,
  publicUrl: string,
): RenderedMail {
  const locale = supportedLocale(request.locale);
  const copy = ALL_COPY[request.template] as MailCopy<AllMailTemplates[T]>;
  const base = publicUrl.replace(/\/+$/, '');
  return renderLayout(copy[locale](request.data, { publicUrl: base }), { locale, publicUrl: base });
}
