import { isUpcomingAt } from './booking';
import {
  customerInsightsOf,
  isVisit,
  spentCentsOf,
  topServicesOf,
  topShopsOf,
} from './customer-stats-insights';
import {
  bucketIndexOf,
  customerBuckets,
  customerRanges,
  inRange,
  trendUnitOfPeriod,
} from './customer-stats-periods';
import type {
  CustomerBookingEntry,
  CustomerHistoryBooking,
  CustomerStats,
  CustomerStatsPeriod,
  CustomerTrendPoint,
} from './customer-stats-types';
import { daysBetween, percentChange } from './sales-periods';
import { averageRating, countsAsBooked } from './shop-dashboard-figures';

// the answers' types, for the client beside the rules that make them
export type { AppointmentHistoryPage, CustomerStats } from './customer-stats-types';

/**
 * A customer's analytics from their own bookings (spec 02 §2.5 "Analytics"; issue 17), pure so the server and the
 * mocks compute them alike. Periods and calendars: customer-stats-periods.ts.
 *
 * Decisions (the spec's analytics were sample data):
 * - the period's bookings are those dated in it that were not cancelled nor rejected (a no-show was booked and
 *   held its time), as the shop's own figures count them (shop-dashboard-figures.ts);
 * - spent is what the shops' revenue counts for the customer: a completed booking's price, and a cancellation or
 *   no-show fee recorded on a cancelled or no-show booking; a confirmed booking is not spent until the shop
 *   completes it (it may still be cancelled), tips are the shop's business;
 * - a visit is a completed booking: the frequency, the top shops, the average per visit and the days since the
 *   last visit read visits only;
 * - the visit frequency is the average number of weeks between the period's visit days;
 * - the average rating is over the stars the customer gave the period's bookings.
 */

export interface CustomerStatsInput {
  period: CustomerStatsPeriod;
  /** the customer's bookings dated in the period and the one before it (others are ignored) */
  bookings: readonly CustomerHistoryBooking[];
  /** every booking of the customer, in short: the upcoming count and the last visit */
  entries: readonly CustomerBookingEntry[];
  /** the customer's shop-local today (customerToday) */
  today: string;
  now: Date;
}

const sumOf = <T>(items: readonly T[], value: (item: T) => number): number =>
  items.reduce((sum, item) => sum + value(item), 0);

/** Average weeks between distinct visit days, one decimal; null with fewer than two. */
export function visitFrequencyWeeks(visitDates: readonly string[]): number | null {
  const days = [...new Set(visitDates)].sort();
  if (days.length < 2) return null;
  const gapDays = daysBetween(days[0]!, days[days.length - 1]!) / (days.length - 1);
  return Math.round((gapDays / 7) * 10) / 10;
}

/** The period's bookings and spending per week or month, every bucket listed (empty ones as 0). */
export function customerTrendsOf(
  bookings: readonly CustomerHistoryBooking[],
  period: CustomerStatsPeriod,
  today: string,
): CustomerTrendPoint[] {
  const { range } = customerRanges(period, today);
  const buckets = customerBuckets(range, trendUnitOfPeriod(period));
  const points = buckets.map((bucket) => ({
    start: bucket.from,
    end: bucket.to,
    bookings: 0,
    spentCents: 0,
  }));
  for (const booking of bookings) {
    if (!inRange(booking.date, range)) continue;
    const point = points[bucketIndexOf(buckets, booking.date)]!;
    if (countsAsBooked(booking.status)) point.bookings += 1;
    point.spentCents += spentCentsOf(booking);
  }
  return points;
}

/** GET /api/customer/stats: the figures of one period (see the header for what counts). */
export function customerStatsOf(input: CustomerStatsInput): CustomerStats {
  const { period, today } = input;
  const { range, previousRange } = customerRanges(period, today);
  const current = input.bookings.filter((booking) => inRange(booking.date, range));
  const before = input.bookings.filter((booking) => inRange(booking.date, previousRange));
  const totalBookings = current.filter((booking) => countsAsBooked(booking.status)).length;
  const totalSpentCents = sumOf(current, spentCentsOf);
  const previous = {
    totalBookings: before.filter((booking) => countsAsBooked(booking.status)).length,
    totalSpentCents: sumOf(before, spentCentsOf),
  };
  const visits = current.filter(isVisit);
  const ratings = current.flatMap((booking) => (booking.rating === null ? [] : [booking.rating]));
  const nowMs = input.now.getTime();
  return {
    period,
    range,
    previousRange,
    totalBookings,
    totalSpentCents,
    previous,
    bookingsTrend: percentChange(totalBookings, previous.totalBookings),
    spendingTrend: percentChange(totalSpentCents, previous.totalSpentCents),
    visits: visits.length,
    averageVisitFrequencyWeeks: visitFrequencyWeeks(visits.map((visit) => visit.date)),
    averageRating: averageRating(ratings),
    ratingsCount: ratings.length,
    trendUnit: trendUnitOfPeriod(period),
    trends: customerTrendsOf(current, period, today),
    topServices: topServicesOf(current),
    topShops: topShopsOf(visits),
    insights: customerInsightsOf({ current, entries: input.entries, today }),
    upcomingCount: input.entries.filter((entry) => isUpcomingAt(entry.status, entry.endAt, nowMs))
      .length,
  };
}
