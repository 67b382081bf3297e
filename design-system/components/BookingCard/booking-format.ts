import type { IntlShape } from 'react-intl';

/**
 * Formatting shared by the booking components. A booking's `date` and `time` are the shop's wall clock, so
 * they are formatted as written (through UTC) and never shifted into the viewer's zone; instants such as the
 * free-cancellation deadline are formatted in the shop's zone.
 */

/** 'YYYY-MM-DD' → "Friday 12 June 2026" (long) or "Fri 12 Jun" (short) in the current language. */
export function formatBookingDate(
  intl: IntlShape,
  date: string,
  style: 'long' | 'short' = 'long',
): string {
  const at = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return intl.formatDate(
    at,
    style === 'long'
      ? { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
      : { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' },
  );
}

/** 'HH:MM' shop-local → "10:30" / "10:30 AM" per language, without a zone shift. */
export function formatBookingTime(intl: IntlShape, time: string): string {
  const at = new Date(`1970-01-01T${time}:00Z`);
  if (Number.isNaN(at.getTime())) return time;
  return intl.formatTime(at, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
}

/** An ISO instant shown in the shop's zone: "12 June 2026 at 10:30". */
export function formatInstant(intl: IntlShape, iso: string, timeZone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  try {
    return intl.formatDate(at, { timeZone, dateStyle: 'long', timeStyle: 'short' });
  } catch {
    // an unknown zone name: the viewer's zone is better than nothing
    return intl.formatDate(at, { dateStyle: 'long', timeStyle: 'short' });
  }
}

/** Euro amounts (the UI shows euro; the API sends euro next to cents). */
export function formatEuro(intl: IntlShape, amount: number): string {
  return intl.formatNumber(amount, { style: 'currency', currency: 'EUR' });
}
