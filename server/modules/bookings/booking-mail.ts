import type { Booking } from '../../../src/domain/booking';
import { serviceLineName } from '../../../src/domain/booking-record';
import type { Locale } from '../../../src/domain/constants';
import type { MailAttachment, MailRequest } from '../../mail';
import type { BookingMailDetails } from '../../mail/mailer';
import type { BookingRecord } from '../../models/booking.model';
import type { BookingChange } from './booking-events';
import {
  bookingCalendarFile,
  bookingCalendarFilename,
  type CalendarMethod,
} from '../../../src/domain/booking-ics';

/** Builds the customer's booking emails (template data + calendar attachment) from a booking. */

const pad = (n: number) => String(n).padStart(2, '0');

/** "HH:MM" + minutes, on the same day (bookings never cross midnight). */
function endTimeOf(time: string, durationMinutes: number): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const end = Math.min(hours * 60 + minutes + durationMinutes, 24 * 60);
  return `${pad(Math.floor(end / 60))}:${pad(end % 60)}`;
}

export function mailDetailsOfBooking(booking: Booking): BookingMailDetails {
  return {
    name: booking.customerName,
    shopName: booking.shopName,
    shopAddress: booking.shopAddress,
    date: booking.date,
    startTime: booking.startTime,
    endTime: booking.endTime,
    timeZone: booking.shopTimeZone,
    services: booking.services.map((line) => line.name),
    totalCents: booking.priceCents,
    reference: booking.reference,
  };
}

/** Same details from the stored document (the reminder job reads it without the DTO mapper). */
export function mailDetailsOfRecord(
  record: Pick<
    BookingRecord,
    | 'customerName'
    | 'shopName'
    | 'shopAddress'
    | 'shopTimeZone'
    | 'date'
    | 'time'
    | 'durationMinutes'
    | 'services'
    | 'priceCents'
    | 'reference'
  >,
  /** the language of the email (the booking's customerLocale) */
  locale: Locale = 'en',
): BookingMailDetails {
  return {
    name: record.customerName,
    shopName: record.shopName,
    shopAddress: record.shopAddress,
    date: record.date,
    startTime: record.time,
    endTime: endTimeOf(record.time, record.durationMinutes),
    timeZone: record.shopTimeZone,
    services: record.services.map((line) => serviceLineName(line, locale)),
    totalCents: record.priceCents,
    reference: record.reference,
  };
}

export function calendarAttachment(
  booking: Booking,
  publicUrl: string,
  method: CalendarMethod = 'PUBLISH',
): MailAttachment {
  return {
    filename: bookingCalendarFilename(booking.reference),
    content: bookingCalendarFile(booking, { publicUrl, method }),
    // the method parameter lets mail clients offer "add" or "remove" without opening the file
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

/** The email for a new booking: confirmed at once, or requested (waiting for the shop). Both carry the .ics. */
export function createdMail(booking: Booking, locale: Locale, publicUrl: string): MailRequest {
  return {
    to: booking.customerEmail,
    locale,
    template: booking.status === 'pending' ? 'booking-requested' : 'booking-confirmed',
    data: mailDetailsOfBooking(booking),
    attachments: [calendarAttachment(booking, publicUrl)],
  };
}

/** Changes that put the appointment in the calendar again (new time or now confirmed). */
const PUBLISH_ACTIONS = new Set(['confirm', 'reschedule']);
/** Changes that take it out. */
const CANCEL_ACTIONS = new Set(['cancel', 'reject']);

/**
 * The email for a change, or null when the customer is not told (a notes edit; the customer's own changes
 * still get one, as a receipt with the calendar update).
 */
export function updatedMail(
  booking: Booking,
  change: Pick<BookingChange, 'action' | 'actor' | 'previous' | 'reason' | 'locale'>,
  publicUrl: string,
): MailRequest | null {
  if (change.action === 'notes') return null;
  const moved = change.previous.date !== booking.date || change.previous.time !== booking.startTime;
  if (change.previous.status === booking.status && !moved) return null;
  const attachments = PUBLISH_ACTIONS.has(change.action)
    ? [calendarAttachment(booking, publicUrl, 'PUBLISH')]
    : CANCEL_ACTIONS.has(change.action)
      ? [calendarAttachment(booking, publicUrl, 'CANCEL')]
      : [];
  return {
    to: booking.customerEmail,
    locale: change.locale,
    template: 'booking-updated',
    data: {
      ...mailDetailsOfBooking(booking),
      action: change.action,
      by: change.actor,
      status: booking.status,
      previous: moved ? { date: change.previous.date, startTime: change.previous.time } : null,
      reason: change.reason,
      cancellationFeeCents: booking.status === 'cancelled' ? feeCents(booking) : null,
    },
    attachments,
  };
}

/** The recorded fee in cents (the DTO carries euro). */
function feeCents(booking: Booking): number | null {
  return booking.cancellationFee === null ? null : Math.round(booking.cancellationFee * 100);
}

export function reminderMail(
  record: Parameters<typeof mailDetailsOfRecord>[0] & {
    customerEmail: string;
    customerLocale: Locale;
    reminderHours: number | null;
  },
): MailRequest<'booking-reminder'> {
  return {
    to: record.customerEmail,
    locale: record.customerLocale,
    template: 'booking-reminder',
    data: {
      ...mailDetailsOfRecord(record, record.customerLocale),
      hoursBefore: record.reminderHours ?? 24,
    },
  };
}
