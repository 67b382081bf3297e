import { WEEKDAYS, type DayHours, type TimeRange, type WorkingHours } from './shop';

/**
 * A weekday's opening ranges (issue 14: "weekly days open/closed with one or more time ranges"), read the same way
 * by the engine, search, the editors, the server's mappers and the mocks.
 *
 * Stored documents come in two shapes: `{ isOpen, ranges: [{ start, end }, …] }` (written since days have several
 * ranges) and `{ isOpen, start, end }` (written before; it is that one range). Every reader goes through
 * `dayRanges`/`readWorkingHours`, so the old documents keep working without a migration, and every write stores
 * the new shape.
 */

/** The most ranges one day may have (a split day is two; four covers a day with three pauses). */
export const DAY_RANGES_MAX = 4;

const isText = (value: unknown): value is string => typeof value === 'string';

function isRange(value: unknown): value is TimeRange {
  return (
    !!value &&
    typeof value === 'object' &&
    isText((value as TimeRange).start) &&
    isText((value as TimeRange).end)
  );
}

/**
 * The ranges of a day in either stored shape, in start order ('HH:MM' strings order as times); [] for anything
 * else. The day's open switch is not read here: a closed day may keep ranges for when it opens again.
 */
export function dayRanges(day: unknown): TimeRange[] {
  if (!day || typeof day !== 'object') return [];
  const { ranges, start, end } = day as { ranges?: unknown; start?: unknown; end?: unknown };
  // a `ranges` list wins; an empty one next to `start`/`end` is a store's default on an old document
  if (Array.isArray(ranges) && (ranges.length > 0 || !isText(start) || !isText(end)))
    return sortRanges(ranges.filter(isRange).map((r) => ({ start: r.start, end: r.end })));
  return isText(start) && isText(end) ? [{ start, end }] : [];
}

/** Ranges in start order (a copy). */
export function sortRanges(ranges: readonly TimeRange[]): TimeRange[] {
  return [...ranges].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

/** A stored day in the current shape (a missing or malformed one is closed). */
export function readDayHours(stored: unknown): DayHours {
  const isOpen = !!stored && (stored as { isOpen?: unknown }).isOpen === true;
  return { isOpen, ranges: dayRanges(stored) };
}

/**
 * A stored week in the current shape, every weekday present; null when there is none (not set, or an empty
 * object a store may leave behind).
 */
export function readWorkingHours(stored: unknown): WorkingHours | null {
  if (!stored || typeof stored !== 'object') return null;
  const week = stored as Record<string, unknown>;
  if (!WEEKDAYS.some((day) => week[day])) return null;
  return Object.fromEntries(WEEKDAYS.map((day) => [day, readDayHours(week[day])])) as WorkingHours;
}

/** The ranges of a day that is open; [] when it is closed. */
export function openRanges(day: unknown): TimeRange[] {
  return !!day && (day as { isOpen?: unknown }).isOpen === true ? dayRanges(day) : [];
}
