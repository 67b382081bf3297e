import { formatCalendarDate, formatClockTime } from '../../../src/domain/clock-format';
import type { Locale } from '../../../src/domain/constants';
import { PATHS } from '../../../src/domain/links';
import type { ShopMailTemplates } from '../mailer';
import type { MailContent } from './layout';
import { mailMoney } from './mail-money';
import type { MailCopy } from './mail-copy';

/**
 * The email to a shop's owner when a customer (or the system, or an admin) makes, moves or cancels one of the
 * shop's bookings (issue 15), in the owner's language, with the shop-local time and the customer's contact so
 * the owner can act without opening the app.
 */

type Data = ShopMailTemplates['shop-booking'];

const when = (date: string, time: string, locale: Locale) =>
  `${formatCalendarDate(locale, date, 'long')} ${formatClockTime(locale, time)}`;

const money = mailMoney;

const WORDS = {
  en: {
    greeting: (name: string) => `Hi ${name},`,
    customer: 'Customer',
    contact: 'Contact',
    when: 'When',
    services: 'Services',
    total: 'Total',
    reference: 'Booking reference',
    zone: (zone: string) => `(${zone} time)`,
    reason: 'Reason',
    open: 'Open your shop area',
    by: { customer: 'the customer', admin: 'an Orabella admin', system: 'Orabella', shop: 'you' },
    footnote:
      'You get these emails because booking emails are on in your shop’s notification settings.',
  },
  it: {
    greeting: (name: string) => `Ciao ${name},`,
    customer: 'Cliente',
    contact: 'Contatti',
    when: 'Quando',
    services: 'Servizi',
    total: 'Totale',
    reference: 'Codice prenotazione',
    zone: (zone: string) => `(ora di ${zone})`,
    reason: 'Motivo',
    open: 'Apri l’area del tuo salone',
    by: {
      customer: 'il cliente',
      admin: 'un amministratore Orabella',
      system: 'Orabella',
      shop: 'tu',
    },
    footnote:
      'Ricevi queste email perché le email sulle prenotazioni sono attive nelle impostazioni di notifica del salone.',
  },
} as const;

function headline(data: Data, locale: Locale): { subject: string; intro: string } {
  const at = when(data.date, data.startTime, locale);
  const who = data.name;
  const by = WORDS[locale].by[data.by];
  const en = locale === 'en';
  switch (data.kind) {
    case 'booking_created':
      return data.status === 'pending'
        ? en
          ? {
              subject: `Booking request from ${who}: ${at}`,
              intro: `${who} asked to book at ${data.shopName}. The booking waits for you to confirm or reject it.`,
            }
          : {
              subject: `Richiesta di prenotazione da ${who}: ${at}`,
              intro: `${who} ha chiesto di prenotare da ${data.shopName}. La prenotazione aspetta che tu la confermi o la rifiuti.`,
            }
        : en
          ? { subject: `New booking: ${who}, ${at}`, intro: `${who} booked at ${data.shopName}.` }
          : {
              subject: `Nuova prenotazione: ${who}, ${at}`,
              intro: `${who} ha prenotato da ${data.shopName}.`,
            };
    case 'booking_cancelled':
      return en
        ? {
            subject: `Booking cancelled: ${who}, ${at}`,
            intro: `The booking of ${who} on ${at} was cancelled by ${by}. The time is free again.`,
          }
        : {
            subject: `Prenotazione cancellata: ${who}, ${at}`,
            intro: `La prenotazione di ${who} del ${at} è stata cancellata da ${by}. L’orario è di nuovo libero.`,
          };
    case 'booking_rescheduled': {
      const from = data.previous ? when(data.previous.date, data.previous.startTime, locale) : null;
      return en
        ? {
            subject: `Booking moved: ${who}, ${at}`,
            intro: from
              ? `The booking of ${who} was moved by ${by} from ${from} to ${at}.`
              : `The booking of ${who} was moved by ${by} to ${at}.`,
          }
        : {
            subject: `Prenotazione spostata: ${who}, ${at}`,
            intro: from
              ? `La prenotazione di ${who} è stata spostata da ${by} dal ${from} al ${at}.`
              : `La prenotazione di ${who} è stata spostata da ${by} al ${at}.`,
          };
    }
    default:
      return en
        ? {
            subject: `Booking changed: ${who}, ${at}`,
            intro: `The booking of ${who} on ${at} was changed by ${by}.`,
          }
        : {
            subject: `Prenotazione modificata: ${who}, ${at}`,
            intro: `La prenotazione di ${who} del ${at} è stata modificata da ${by}.`,
          };
  }
}

function ownerMail(locale: Locale) {
  return (data: Data, { publicUrl }: { publicUrl: string }): MailContent => {
    const w = WORDS[locale];
    const { subject, intro } = headline(data, locale);
    const contact = [data.customerEmail, data.customerPhone].filter(Boolean).join(' · ');
    return {
      subject,
      greeting: w.greeting(data.ownerName),
      paragraphs: [
        intro,
        `${w.customer}: ${data.name}`,
        ...(contact ? [`${w.contact}: ${contact}`] : []),
        `${w.when}: ${when(data.date, data.startTime, locale)}–${formatClockTime(locale, data.endTime)} ${w.zone(data.timeZone)}`,
        `${w.services}: ${data.services.join(', ')}`,
        `${w.total}: ${money(data.totalCents, locale)}`,
        `${w.reference}: ${data.reference}`,
      ],
      quote: data.reason ? { label: w.reason, text: data.reason } : undefined,
      action: { label: w.open, url: `${publicUrl}${PATHS.shopPersonal}` },
      footnote: w.footnote,
    };
  };
}

export const shopBookingMail: MailCopy<Data> = { en: ownerMail('en'), it: ownerMail('it') };

/** Every shop-owner template, so adding a name to ShopMailTemplates without its copy fails to compile. */
export const SHOP_OWNER_MAIL_COPY: {
  [T in keyof ShopMailTemplates]: MailCopy<ShopMailTemplates[T]>;
} = { 'shop-booking': shopBookingMail };
