import { shopToday } from '@/domain/availability';
import { openRanges } from '@/domain/day-ranges';
import { hasAnyOpenDay, minutesIn, parseTime, weekdayIn } from '@/domain/opening-hours';
import type { Shop, TimeRange } from '@/domain/shop';

/**
 * The result card's hours line (spec 02 §2.1): 'Open until {end}' (the current range's end), 'Opens at {start}'
 * (before opening, or in a gap between two ranges: the next one's start), 'Closed' (today's hours are over), 'Closed today' (no hours today, or a special closed date), or nothing known.
 */
export type ResultHours =
  | { kind: 'openUntil'; end: string }
  | { kind: 'opensAt'; start: string }
  | { kind: 'closed' }
  | { kind: 'closedToday' }
  | { kind: 'unavailable' };

export function resultHours(
  shop: Pick<Shop, 'workingHours' | 'timeZone' | 'specialDates'>,
  now: Date = new Date(),
): ResultHours {
  if (!shop.workingHours || !hasAnyOpenDay(shop.workingHours)) return { kind: 'unavailable' };
  const zone = shop.timeZone;
  const minutes = minutesIn(now, zone);
  const special = shop.specialDates?.find((d) => d.date === shopToday(now, zone));
  const today: TimeRange[] = special
    ? special.isClosed || !special.start || !special.end
      ? []
      : [{ start: special.start, end: special.end }]
    : openRanges(shop.workingHours[weekdayIn(now, zone)]);
  if (today.length === 0) return { kind: 'closedToday' };
  // in a gap between two ranges the shop opens again at the next one's start
  for (const range of today) {
    const start = parseTime(range.start);
    const end = parseTime(range.end);
    if (start === null || end === null) return { kind: 'unavailable' };
    if (minutes < start) return { kind: 'opensAt', start: range.start };
    // an overnight range (end before start) is open until its end the next day
    if (end < start || minutes < end) return { kind: 'openUntil', end: range.end };
  }
  return { kind: 'closed' };
}
