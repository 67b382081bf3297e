import { hasAnyOpenDay, minutesIn, parseTime, weekdayIn } from '@/domain/opening-hours';
import type { Shop } from '@/domain/shop';

/**
 * The result card's hours line (spec 02 §2.1): 'Open until {end}', 'Opens at {start}', 'Closed' (today's
 * hours are over), 'Closed today' (no hours today, or a special closed date), or nothing known.
 */
export type ResultHours =
  | { kind: 'openUntil'; end: string }
  | { kind: 'opensAt'; start: string }
  | { kind: 'closed' }
  | { kind: 'closedToday' }
  | { kind: 'unavailable' };

function todayIn(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

export function resultHours(
  shop: Pick<Shop, 'workingHours' | 'timeZone' | 'specialDates'>,
  now: Date = new Date(),
): ResultHours {
  if (!shop.workingHours || !hasAnyOpenDay(shop.workingHours)) return { kind: 'unavailable' };
  const zone = shop.timeZone;
  const minutes = minutesIn(now, zone);
  const special = shop.specialDates?.find((d) => d.date === todayIn(now, zone));
  const today = special
    ? special.isClosed || !special.start || !special.end
      ? null
      : { start: special.start, end: special.end }
    : shop.workingHours[weekdayIn(now, zone)]?.isOpen
      ? shop.workingHours[weekdayIn(now, zone)]
      : null;
  if (!today) return { kind: 'closedToday' };
  const start = parseTime(today.start);
  const end = parseTime(today.end);
  if (start === null || end === null) return { kind: 'unavailable' };
  if (minutes < start) return { kind: 'opensAt', start: today.start };
  // an overnight window (end before start) is open until its end the next day
  if (end < start || minutes < end) return { kind: 'openUntil', end: today.end };
  return { kind: 'closed' };
}
