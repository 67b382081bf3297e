import { addMonths } from './availability-plan';
import { PERIOD_MONTHS, type CustomerStatsPeriod, type TrendUnit } from './customer-stats-types';
import { DEFAULT_SHOP_TIME_ZONE, addDays } from './opening-hours';
import { bucketOf, monthsOf, rangeDays, trendBuckets } from './sales-periods';
import type { DateRange } from './shop-dashboard-figures';
import { localDate } from './zoned-time';

/**
 * The customer analytics' calendar (issue 17). A customer books shops that may sit in different zones, so every
 * figure is counted on each booking's own shop-local date (which bookings carry), and "today" is read in the zone
 * of the shop the customer booked last (Europe/Rome, the app's default, before any booking): that is the
 * calendar their latest appointments live on.
 *
 * Decisions (the spec names the periods only):
 * - a period is rolling: 1M is the dates after the same day one month ago up to today (15 Feb–15 Mar is 16 Feb to
 *   15 Mar), 3M, 6M and 1Y likewise; months are calendar months (a day the shorter month lacks is its last day);
 * - it is compared with the same number of days just before it;
 * - its trends run per week (Monday to Sunday, cut at the range's ends) for 1M and 3M, per calendar month for 6M
 *   and 1Y.
 */

/** The shop-local today of the customer's calendar: in the zone of the shop booked last (by start). */
export function customerToday(
  bookings: readonly { startAt: number; timeZone?: string | null }[],
  now: Date,
): string {
  let latest: { startAt: number; timeZone?: string | null } | null = null;
  for (const booking of bookings)
    if (booking.timeZone && (!latest || booking.startAt > latest.startAt)) latest = booking;
  return localDate(now.getTime(), latest?.timeZone || DEFAULT_SHOP_TIME_ZONE);
}

export interface CustomerRanges {
  range: DateRange;
  previousRange: DateRange;
}

/** The period up to `today` and the same number of days just before it (see the header). */
export function customerRanges(period: CustomerStatsPeriod, today: string): CustomerRanges {
  const range = { from: addDays(addMonths(today, -PERIOD_MONTHS[period]), 1), to: today };
  const days = rangeDays(range);
  return {
    range,
    previousRange: { from: addDays(range.from, -days), to: addDays(range.from, -1) },
  };
}

export const trendUnitOfPeriod = (period: CustomerStatsPeriod): TrendUnit =>
  PERIOD_MONTHS[period] <= 3 ? 'week' : 'month';

/** The buckets of a range: each one's first and last date, cut at the range's ends. */
export function customerBuckets(range: DateRange, unit: TrendUnit): DateRange[] {
  const starts =
    unit === 'week'
      ? trendBuckets(range, 'week')
      : monthsOf(range).map((month, i) => (i === 0 ? range.from : `${month}-01`));
  return starts.map((from, i) => {
    const next = starts[i + 1];
    return { from, to: next ? addDays(next, -1) : range.to };
  });
}

/** The index of the bucket holding `date` (a date within the buckets' range). */
export const bucketIndexOf = (buckets: readonly DateRange[], date: string): number =>
  bucketOf(
    buckets.map((bucket) => bucket.from),
    date,
  );

export const inRange = (date: string, range: DateRange): boolean =>
  date >= range.from && date <= range.to;
