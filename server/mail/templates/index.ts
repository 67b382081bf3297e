import { SUPPORTED_LOCALES, DEFAULT_LOCALE, type Locale } from '../../../src/domain/constants';
import type { MailRequest, MailTemplateName, MailTemplates } from '../mailer';
import {
  accountDeletedMail,
  passwordChangedMail,
  passwordResetMail,
  welcomeMail,
} from './account-mail';
import { renderLayout, type RenderedMail } from './layout';
import type { MailCopy } from './mail-copy';
import { shopApprovedMail, shopRejectedMail } from './shop-review-mail';

export { escapeHtml, type RenderedMail } from './layout';

/** Every template, so adding a name to MailTemplates without its copy fails to compile. */
const MAIL_COPY: { [T in MailTemplateName]: MailCopy<MailTemplates[T]> } = {
  welcome: welcomeMail,
  'password-reset': passwordResetMail,
  'password-changed': passwordChangedMail,
  'shop-approved': shopApprovedMail,
  'shop-rejected': shopRejectedMail,
  'account-deleted': accountDeletedMail,
};

export const MAIL_TEMPLATE_NAMES = Object.keys(MAIL_COPY) as MailTemplateName[];

/** A locale from a stored account may predate the supported list: fall back rather than fail to send. */
function supportedLocale(locale: string): Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(locale)
    ? (locale as Locale)
    : DEFAULT_LOCALE;
}

/** Subject, plain text and HTML of one email in the recipient's language; links are absolute. */
export function renderMail<T extends MailTemplateName>(
  request: Pick<MailRequest<T>, 'template' | 'locale' | 'data'>,
  publicUrl: string,
): RenderedMail {
  const locale = supportedLocale(request.locale);
  const copy = MAIL_COPY[request.template] as MailCopy<MailTemplates[T]>;
  const base = publicUrl.replace(/\/+$/, '');
  return renderLayout(copy[locale](request.data, { publicUrl: base }), { locale, publicUrl: base });
}
