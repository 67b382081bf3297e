import type { Booking } from './booking';

/**
 * "Add to Google Calendar" link for a booking (issue 5 confirmation screen). Google's template URL takes the
 * instants in UTC as `YYYYMMDDTHHMMSSZ/YYYYMMDDTHHMMSSZ`, so the event lands at the right moment whatever the
 * viewer's zone; `ctz` only tells Google which zone to display it in.
 */

export const GOOGLE_CALENDAR_TEMPLATE = 'https://calendar.google.com/calendar/render';

/** An ISO instant as Google's compact UTC form: 2026-05-04T08:30:00.000Z → 20260504T083000Z */
export function googleCalendarDate(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${iso}`);
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

export interface GoogleCalendarTexts {
  /** event title; default "<services> — <shop>" */
  title?: string;
  /** event description; default "Booking reference <ref>" plus the special requests */
  details?: string;
}

type CalendarBooking = Pick<
  Booking,
  | 'serviceName'
  | 'shopName'
  | 'shopAddress'
  | 'shopTimeZone'
  | 'startAt'
  | 'endAt'
  | 'reference'
  | 'specialRequests'
>;

export function googleCalendarUrl(
  booking: CalendarBooking,
  texts: GoogleCalendarTexts = {},
): string {
  const title = texts.title ?? `${booking.serviceName} — ${booking.shopName}`;
  const details =
    texts.details ??
    [`Booking reference ${booking.reference}`, booking.specialRequests.trim()]
      .filter(Boolean)
      .join('\n');
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: title,
    dates: `${googleCalendarDate(booking.startAt)}/${googleCalendarDate(booking.endAt)}`,
    details,
    location: [booking.shopName, booking.shopAddress].filter(Boolean).join(', '),
  });
  if (booking.shopTimeZone) params.set('ctz', booking.shopTimeZone);
  return `${GOOGLE_CALENDAR_TEMPLATE}?${params.toString()}`;
}
