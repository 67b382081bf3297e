import { BOOKING_HORIZON_MONTHS } from '@/domain/booking';
import { addDays, localClock } from '@/domain/opening-hours';

/** Calendar dates as the booking page needs them: shop-local, YYYY-MM-DD / YYYY-MM strings. */

export { addDays };

/** The shop's today (its zone, not the visitor's). */
export function shopLocalToday(timeZone: string, now = new Date()): string {
  return localClock(now, timeZone).date;
}

/** A YYYY-MM month moved by whole months. */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = (y ?? 1970) * 12 + ((m ?? 1) - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Until the calendar answers with its own bounds: today … today + the 3-month horizon (spec 02 §9). */
export function defaultMaxDate(today: string): string {
  const month = addMonths(today.slice(0, 7), BOOKING_HORIZON_MONTHS);
  const [y, m] = month.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y ?? 1970, m ?? 1, 0)).getUTCDate();
  const day = Math.min(Number(today.slice(8, 10)), lastDay);
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** The visitor's zone (Intl), for the "times are in the shop's zone" note. */
export function visitorTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}

/** "HH:MM" → minutes after midnight */
export function timeToMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}
