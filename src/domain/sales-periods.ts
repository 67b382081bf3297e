import { addDays } from './opening-hours';
import { weekStart, type DateRange } from './shop-dashboard-figures';
import { DEFAULT_SALES_PERIOD, SALES_PERIODS, type SalesPeriod } from './sales';
import { localDate, wallMidnightMs, zoneOffsetMinutes } from './zoned-time';

/**
 * The sales dashboard's and the bookings analytics' periods (spec 03 §2, §9: today, week, month, year, default
 * month; or startDate/endDate), on the shop's calendar: a transaction belongs to the shop-local date of its
 * instant, fixed when it is written (sales-records.ts), so a period is a plain range of local dates and DST never
 * moves a sale to another day (a March month in Europe/Rome has 743 hours and 31 dates).
 *
 * Decisions (the spec leaves them open):
 * - a calendar period runs from its first day to today (week: Monday on; month: the 1st on; year: 1 January
 *   on), so its figures are "to date" and its trends stop at today;
 * - its comparison is the previous period of the same length: from the previous calendar period's first day,
 *   as many days as this one has so far (the 1st–28th of last month against the 1st–28th of this one), never
 *   reaching into this period (March's 31 days compare with February's 28 or 29);
 * - a custom range compares with the same number of days just before it.
 */

export type { SalesPeriod } from './sales';

export type { DateRange } from './shop-dashboard-figures';

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (dates YYYY-MM-DD; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((wallMidnightMs(to) - wallMidnightMs(from)) / DAY_MS);
}

/** Days in a range, both ends included. */
export const rangeDays = (range: DateRange): number => daysBetween(range.from, range.to) + 1;

/** The first day of the calendar period of this kind holding `date`. */
export function periodStart(period: SalesPeriod, date: string): string {
  switch (period) {
    case 'today':
      return date;
    case 'week':
      return weekStart(date);
    case 'month':
      return `${date.slice(0, 7)}-01`;
    case 'year':
      return `${date.slice(0, 4)}-01-01`;
  }
}

export interface SalesRanges {
  /** 'custom' when startDate/endDate were given */
  period: SalesPeriod | 'custom';
  range: DateRange;
  previousRange: DateRange;
}

/**
 * The range asked for and the one it is compared with (see the header). `today`: the shop-local date of now.
 * Dates given win over a period (the schema checks they come together and in order).
 */
export function salesRanges(
  query: { period?: string | null; startDate?: string | null; endDate?: string | null },
  today: string,
): SalesRanges {
  if (query.startDate && query.endDate) {
    const range = { from: query.startDate, to: query.endDate };
    const days = rangeDays(range);
    return {
      period: 'custom',
      range,
      previousRange: { from: addDays(range.from, -days), to: addDays(range.from, -1) },
    };
  }
  const period = (SALES_PERIODS as readonly string[]).includes(query.period ?? '')
    ? (query.period as SalesPeriod)
    : DEFAULT_SALES_PERIOD;
  const range = { from: periodStart(period, today), to: today };
  const previousFrom = periodStart(period, addDays(range.from, -1));
  const sameLength = addDays(previousFrom, rangeDays(range) - 1);
  const lastBefore = addDays(range.from, -1);
  return {
    period,
    range,
    previousRange: { from: previousFrom, to: sameLength < lastBefore ? sameLength : lastBefore },
  };
}

/** The shop-local date and hour (0–23) of an instant (across DST: the zone's offset at that instant). */
export function localDateHour(atMs: number, timeZone: string): { date: string; hour: number } {
  const wall = atMs + zoneOffsetMinutes(atMs, timeZone) * 60_000;
  return { date: localDate(atMs, timeZone), hour: new Date(wall).getUTCHours() };
}

/** The months (YYYY-MM) a range touches, in order. */
export function monthsOf(range: DateRange): string[] {
  const months: string[] = [];
  let year = Number(range.from.slice(0, 4));
  let month = Number(range.from.slice(5, 7));
  const last = range.to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) return months;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** Trends run per day up to two months, per week (Monday to Sunday, cut at the range's ends) beyond. */
export const TREND_DAYS_MAX = 62;
export type TrendUnit = 'day' | 'week';
export const trendUnitOf = (range: DateRange): TrendUnit =>
  rangeDays(range) <= TREND_DAYS_MAX ? 'day' : 'week';

/** The first date of each trend bucket of a range. */
export function trendBuckets(range: DateRange, unit: TrendUnit): string[] {
  const starts: string[] = [];
  for (let day = range.from; day <= range.to;) {
    starts.push(day);
    day = unit === 'day' ? addDays(day, 1) : addDays(weekStart(day), 7);
  }
  return starts;
}

/** The bucket (its first date) a date falls in: starts sorted, date within the range. */
export function bucketOf(starts: readonly string[], date: string): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= date) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * Revenue by period pairs this range with the previous one bucket by bucket: per hour of a single day, per day
 * up to two months, per calendar month beyond.
 */
export type ComparisonUnit = 'hour' | 'day' | 'month';
export function comparisonUnitOf(range: DateRange): ComparisonUnit {
  const days = rangeDays(range);
  return days === 1 ? 'hour' : days <= TREND_DAYS_MAX ? 'day' : 'month';
}

/** The keys of a range's comparison buckets: 'HH' hours, dates, or 'YYYY-MM' months. */
export function comparisonKeys(range: DateRange, unit: ComparisonUnit): string[] {
  if (unit === 'hour') return Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
  if (unit === 'month') return monthsOf(range);
  return trendBuckets(range, 'day');
}

/** Change from previous to current in percent, one decimal; null when there was nothing before. */
export function percentChange(current: number, previous: number): number | null {
  return previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;
}

/** part of whole in percent, one decimal; null when the whole is 0. */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}
