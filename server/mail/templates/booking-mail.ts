import type { BookingStatus } from '../../../src/domain/booking';
import { formatCalendarDate, formatClockTime } from '../../../src/domain/clock-format';
import type { Locale } from '../../../src/domain/constants';
import { PATHS } from '../../../src/domain/links';
import type { BookingMailDetails, BookingMailTemplateName, BookingMailTemplates } from '../mailer';
import type { MailContent } from './layout';
import { mailMoney } from './mail-money';
import type { MailCopy } from './mail-copy';

/**
 * Booking emails to the customer: confirmed, requested (waiting for the shop), updated (status change or
 * reschedule) and the reminder. Every one lists the same details, in the shop's local time with the zone named,
 * because the customer may read it somewhere else (the app shows shop-local times too).
 */

function formatDate(date: string, locale: Locale): string {
  // a wall-clock date: formatted as a calendar day, so no zone shifts it to the day before
  return formatCalendarDate(locale, date, 'long');
}

/** A shop-local 'HH:MM' by the same clock rule as the app (src/domain/clock-format.ts). */
function clock(time: string, locale: Locale): string {
  return formatClockTime(locale, time);
}

const formatMoney = mailMoney;

const WORDS = {
  en: {
    shop: 'Where',
    address: 'Address',
    when: 'When',
    services: 'Services',
    total: 'Total',
    reference: 'Booking reference',
    time: (d: BookingMailDetails) =>
      `${formatDate(d.date, 'en')}, ${clock(d.startTime, 'en')}–${clock(d.endTime, 'en')} (${d.timeZone} time)`,
    view: 'View my bookings',
    greeting: (name: string) => `Hi ${name},`,
  },
  it: {
    shop: 'Dove',
    address: 'Indirizzo',
    when: 'Quando',
    services: 'Servizi',
    total: 'Totale',
    reference: 'Codice prenotazione',
    time: (d: BookingMailDetails) =>
      `${formatDate(d.date, 'it')}, ${clock(d.startTime, 'it')}–${clock(d.endTime, 'it')} (ora di ${d.timeZone})`,
    view: 'Vedi le mie prenotazioni',
    greeting: (name: string) => `Ciao ${name},`,
  },
} as const;

const STATUS: Record<Locale, Record<BookingStatus, string>> = {
  en: {
    pending: 'waiting for confirmation',
    confirmed: 'confirmed',
    'checked-in': 'checked in',
    completed: 'completed',
    cancelled: 'cancelled',
    'no-show': 'marked as missed',
    rescheduled: 'rescheduled',
    rejected: 'declined',
  },
  it: {
    pending: 'in attesa di conferma',
    confirmed: 'confermata',
    'checked-in': 'con check-in effettuato',
    completed: 'completata',
    cancelled: 'cancellata',
    'no-show': 'segnata come mancata',
    rescheduled: 'spostata',
    rejected: 'rifiutata',
  },
};

/** The detail lines every booking email carries, one paragraph each. */
function detailLines(data: BookingMailDetails, locale: Locale): string[] {
  const w = WORDS[locale];
  return [
    `${w.shop}: ${data.shopName}`,
    `${w.address}: ${data.shopAddress}`,
    `${w.when}: ${w.time(data)}`,
    `${w.services}: ${data.services.join(', ')}`,
    `${w.total}: ${formatMoney(data.totalCents, locale)}`,
    `${w.reference}: ${data.reference}`,
  ];
}

function bookingMail(
  locale: Locale,
  data: BookingMailDetails,
  publicUrl: string,
  parts: { subject: string; intro: string[]; quote?: MailContent['quote']; footnote?: string },
): MailContent {
  return {
    subject: parts.subject,
    greeting: WORDS[locale].greeting(data.name),
    paragraphs: [...parts.intro, ...detailLines(data, locale)],
    quote: parts.quote,
    action: { label: WORDS[locale].view, url: `${publicUrl}${PATHS.bookings}` },
    footnote: parts.footnote,
  };
}

export const bookingConfirmedMail: MailCopy<BookingMailTemplates['booking-confirmed']> = {
  en: (data, { publicUrl }) =>
    bookingMail('en', data, publicUrl, {
      subject: `Booking confirmed: ${data.shopName}, ${formatDate(data.date, 'en')} at ${clock(data.startTime, 'en')}`,
      intro: [`Your booking at ${data.shopName} is confirmed. See you there!`],
      footnote: 'The attached calendar file adds the appointment to your calendar.',
    }),
  it: (data, { publicUrl }) =>
    bookingMail('it', data, publicUrl, {
      subject: `Prenotazione confermata: ${data.shopName}, ${formatDate(data.date, 'it')} alle ${clock(data.startTime, 'it')}`,
      intro: [`La tua prenotazione da ${data.shopName} è confermata. Ti aspettiamo!`],
      footnote: "Il file di calendario allegato aggiunge l'appuntamento al tuo calendario.",
    }),
};

export const bookingRequestedMail: MailCopy<BookingMailTemplates['booking-requested']> = {
  en: (data, { publicUrl }) =>
    bookingMail('en', data, publicUrl, {
      subject: `Booking request sent to ${data.shopName}`,
      intro: [
        `We sent your booking request to ${data.shopName}. The shop confirms bookings itself: we will email you as soon as it answers.`,
      ],
      footnote: 'The attached calendar file holds the time for you until then.',
    }),
  it: (data, { publicUrl }) =>
    bookingMail('it', data, publicUrl, {
      subject: `Richiesta di prenotazione inviata a ${data.shopName}`,
      intro: [
        `Abbiamo inviato la tua richiesta di prenotazione a ${data.shopName}. Il salone conferma le prenotazioni di persona: ti scriveremo appena risponde.`,
      ],
      footnote: "Il file di calendario allegato ti tiene l'orario in agenda fino ad allora.",
    }),
};

type UpdatedData = BookingMailTemplates['booking-updated'];

/** What changed, in a sentence, from the customer's point of view. */
function updateSentence(data: UpdatedData, locale: Locale): { subject: string; intro: string } {
  const shop = data.shopName;
  const byShop = data.by === 'shop' || data.by === 'admin';
  const en = locale === 'en';
  switch (data.action) {
    case 'confirm':
      return en
        ? { subject: `${shop} confirmed your booking`, intro: `${shop} confirmed your booking.` }
        : {
            subject: `${shop} ha confermato la tua prenotazione`,
            intro: `${shop} ha confermato la tua prenotazione.`,
          };
    case 'reject':
      return en
        ? {
            subject: `${shop} could not accept your booking`,
            intro: `We are sorry: ${shop} could not accept your booking. The time is free again.`,
          }
        : {
            subject: `${shop} non ha potuto accettare la tua prenotazione`,
            intro: `Ci dispiace: ${shop} non ha potuto accettare la tua prenotazione. L'orario è di nuovo libero.`,
          };
    case 'cancel':
      if (byShop)
        return en
          ? {
              subject: `${shop} cancelled your booking`,
              intro: `We are sorry: ${shop} cancelled your booking.`,
            }
          : {
              subject: `${shop} ha cancellato la tua prenotazione`,
              intro: `Ci dispiace: ${shop} ha cancellato la tua prenotazione.`,
            };
      return en
        ? {
            subject: `Booking cancelled: ${shop}`,
            intro: `Your booking at ${shop} has been cancelled, as you asked.`,
          }
        : {
            subject: `Prenotazione cancellata: ${shop}`,
            intro: `La tua prenotazione da ${shop} è stata cancellata, come hai chiesto.`,
          };
    case 'reschedule': {
      const from = data.previous
        ? `${formatDate(data.previous.date, locale)} ${clock(data.previous.startTime, locale)}`
        : '';
      const to = `${formatDate(data.date, locale)} ${clock(data.startTime, locale)}`;
      return en
        ? {
            subject: `Booking moved: ${shop}, ${to}`,
            intro: from
              ? `Your booking at ${shop} has moved from ${from} to ${to}.`
              : `Your booking at ${shop} has moved to ${to}.`,
          }
        : {
            subject: `Prenotazione spostata: ${shop}, ${to}`,
            intro: from
              ? `La tua prenotazione da ${shop} è stata spostata da ${from} a ${to}.`
              : `La tua prenotazione da ${shop} è stata spostata a ${to}.`,
          };
    }
    default: {
      const status = STATUS[locale][data.status];
      return en
        ? {
            subject: `Your booking at ${shop} is ${status}`,
            intro: `Your booking at ${shop} is now ${status}.`,
          }
        : {
            subject: `La tua prenotazione da ${shop} è ${status}`,
            intro: `La tua prenotazione da ${shop} ora è ${status}.`,
          };
    }
  }
}

function updatedMail(locale: Locale): BookingMailCopy<'booking-updated'> {
  return (data, { publicUrl }) => {
    const { subject, intro } = updateSentence(data, locale);
    const en = locale === 'en';
    const fee =
      data.cancellationFeeCents !== null && data.cancellationFeeCents > 0
        ? en
          ? `A cancellation fee of ${formatMoney(data.cancellationFeeCents, locale)} applies: the booking was cancelled after the free-cancellation time.`
          : `Si applica una penale di cancellazione di ${formatMoney(data.cancellationFeeCents, locale)}: la prenotazione è stata cancellata oltre il termine di cancellazione gratuita.`
        : null;
    const calendar =
      data.action === 'reschedule'
        ? en
          ? 'The attached calendar file moves the appointment in your calendar.'
          : "Il file di calendario allegato sposta l'appuntamento nel tuo calendario."
        : ['cancel', 'reject'].includes(data.action)
          ? en
            ? 'The attached calendar file removes the appointment from your calendar.'
            : "Il file di calendario allegato toglie l'appuntamento dal tuo calendario."
          : undefined;
    return bookingMail(locale, data, publicUrl, {
      subject,
      intro: fee ? [intro, fee] : [intro],
      quote: data.reason ? { label: en ? 'Reason' : 'Motivo', text: data.reason } : undefined,
      footnote: calendar,
    });
  };
}

type BookingMailCopy<T extends BookingMailTemplateName> = MailCopy<BookingMailTemplates[T]>[Locale];

export const bookingUpdatedMail: MailCopy<UpdatedData> = {
  en: updatedMail('en'),
  it: updatedMail('it'),
};

export const bookingReminderMail: MailCopy<BookingMailTemplates['booking-reminder']> = {
  en: (data, { publicUrl }) =>
    bookingMail('en', data, publicUrl, {
      subject: `Reminder: ${data.shopName}, ${formatDate(data.date, 'en')} at ${clock(data.startTime, 'en')}`,
      intro: [
        `A reminder: your appointment at ${data.shopName} is in about ${data.hoursBefore} hours.`,
      ],
      footnote:
        'Need to change it? Open your bookings to reschedule or cancel, as the shop’s policy allows.',
    }),
  it: (data, { publicUrl }) =>
    bookingMail('it', data, publicUrl, {
      subject: `Promemoria: ${data.shopName}, ${formatDate(data.date, 'it')} alle ${clock(data.startTime, 'it')}`,
      intro: [
        `Ti ricordiamo che il tuo appuntamento da ${data.shopName} è tra circa ${data.hoursBefore} ore.`,
      ],
      footnote:
        'Devi cambiarlo? Apri le tue prenotazioni per spostarlo o cancellarlo, secondo le regole del salone.',
    }),
};

/** Every booking template, so adding a name to BookingMailTemplates without its copy fails to compile. */
export const BOOKING_MAIL_COPY: {
  [T in BookingMailTemplateName]: MailCopy<BookingMailTemplates[T]>;
} = {
  'booking-confirmed': bookingConfirmedMail,
  'booking-requested': bookingRequestedMail,
  'booking-updated': bookingUpdatedMail,
  'booking-reminder': bookingReminderMail,
};
