import { createEvent, type EventStatus } from 'ics';
import type { Booking, BookingStatus } from './booking';

/**
 * The booking as an iCalendar file (RFC 5545), for the confirmation email and
 * `GET /api/bookings/:id/calendar.ics`. The UID never changes and SEQUENCE grows with every change, so a
 * calendar that imported the first file replaces the event (a reschedule moves it, a cancellation removes it)
 * instead of adding a second one.
 */

export type CalendarMethod = 'PUBLISH' | 'CANCEL';

/** A cancelled or rejected booking's file cancels the event in the calendar that imported it. */
export const calendarMethodFor = (status: BookingStatus): CalendarMethod =>
  status === 'cancelled' || status === 'rejected' ? 'CANCEL' : 'PUBLISH';

function eventStatus(status: BookingStatus, method: CalendarMethod): EventStatus {
  if (method === 'CANCEL') return 'CANCELLED';
  switch (status) {
    case 'pending':
      return 'TENTATIVE';
    case 'cancelled':
    case 'rejected':
    case 'no-show':
      return 'CANCELLED';
    default:
      return 'CONFIRMED';
  }
}

export function bookingCalendarUid(bookingId: string): string {
  return `${bookingId}@orabella`;
}

export function bookingCalendarFilename(reference: string): string {
  return `orabella-${reference}.ics`;
}

export function bookingCalendarFile(
  booking: Booking,
  options: { publicUrl: string; method?: CalendarMethod },
): string {
  const method = options.method ?? 'PUBLISH';
  const bookingsUrl = `${options.publicUrl.replace(/\/+$/, '')}/bookings`;
  const services = booking.services.map((line) => line.name).join(', ') || booking.serviceName;
  const { error, value } = createEvent({
    productId: 'orabella/bookings',
    method,
    uid: bookingCalendarUid(booking.id),
    sequence: booking.history.length,
    // instants in UTC ("Z"): calendars show them in the reader's zone, whatever the shop's zone is
    start: Date.parse(booking.startAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(booking.endAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${services} — ${booking.shopName}`,
    location: booking.shopAddress,
    description: `Orabella booking ${booking.reference}\n${bookingsUrl}`,
    url: bookingsUrl,
    status: eventStatus(booking.status, method),
    busyStatus: method === 'CANCEL' ? 'FREE' : 'BUSY',
    created: Date.parse(booking.createdAt),
    lastModified: Date.parse(booking.updatedAt),
  });
  if (error || !value) throw error ?? new Error('Could not build the calendar file');
  return value;
}
