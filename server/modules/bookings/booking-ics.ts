import type { Booking } from '../../../src/domain/booking';

/** The booking as an iCalendar file (RFC 5545). CONTRACT STUB — the jobs helper implements it with the `ics` package. */
export function bookingCalendarFile(
  booking: Booking,
  options: { publicUrl: string; method?: 'PUBLISH' | 'CANCEL' },
): string {
  void booking;
  void options;
  return '';
}
