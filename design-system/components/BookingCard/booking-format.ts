import type { IntlShape } from 'react-intl';
import {
  formatCalendarDate,
  formatClockTime,
  formatInstant as formatDomainInstant,
} from '@/domain/clock-format';

/**
 * Formatting shared by the booking components, through the one rule in src/domain/clock-format.ts. A booking's
 * `date` and `time` are the shop's wall clock, so they are formatted as written (through UTC) and never shifted
 * into the viewer's zone; instants such as the free-cancellation deadline are formatted in the shop's zone.
 */

/** 'YYYY-MM-DD' → "Friday 12 June 2026" (long) or "Fri 12 Jun" (short) in the current language. */
export function formatBookingDate(
  intl: IntlShape,
  date: string,
  style: 'long' | 'short' = 'long',
): string {
  return formatCalendarDate(intl.locale, date, style);
}

/** 'HH:MM' shop-local → "10:30" (src/domain/clock-format.ts decides the clock), without a zone shift. */
export function formatBookingTime(intl: IntlShape, time: string): string {
  return formatClockTime(intl.locale, time);
}

/** An ISO instant shown in the shop's zone: "12 June 2026 at 10:30". */
export function formatInstant(intl: IntlShape, iso: string, timeZone: string): string {
  return formatDomainInstant(intl.locale, iso, timeZone);
}

/** Euro amounts (the UI shows euro; the API sends euro next to cents). */
export function formatEuro(intl: IntlShape, amount: number): string {
  return intl.formatNumber(amount, { style: 'currency', currency: 'EUR' });
}
