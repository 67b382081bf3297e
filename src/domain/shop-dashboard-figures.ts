import type { BookingStatus } from './booking';
import { ACTIVE_BOOKING_STATUSES } from './booking';
import { addDays } from './opening-hours';
import type {
  ChartPoint,
  ComparedFigure,
  PerformanceChart,
  PerformancePeriod,
  ShopDashboardMetrics,
  ShopPerformance,
} from './shop-dashboard';
import { localDate, zonedInstantMs } from './zoned-time';

/**
 * The overview's figures (issue 15), pure so the server and the mocks compute them the same way. Everything is
 * counted on shop-local calendar dates: a booking's `date` is already shop-local, and "today" is the shop-local
 * date of now, so a period is a plain range of dates and DST only matters where an instant must be placed in it
 * (now, and a review's `createdAt`), which `rangeInstants` resolves with the zone's real offsets.
 *
 * Decisions (spec 03 leaves them open):
 * - revenue counts COMPLETED bookings only (a checked-in customer has not paid yet; confirmed ones may still be
 *   cancelled), plus the cancellation or no-show fee recorded on a cancelled or no-show booking; rejected ones
 *   never. Revenue belongs to the booking's date, not to when it was paid.
 * - a "booking" of a period is one dated in it whose status is not cancelled nor rejected (a no-show was booked
 *   and held its time, so it counts); customers are the distinct customers of those bookings.
 * - pending bookings are those still awaiting the shop's answer dated today or later.
 */

/** A booking as the figures need it (a list index entry carries exactly this, see BookingIndexEntry). */
export interface FigureBooking {
  id: string;
  customerId: string;
  /** shop-local YYYY-MM-DD */
  date: string;
  /** epoch ms */
  startAt: number;
  status: string;
  priceCents?: number;
  /** a recorded cancellation or no-show fee */
  feeCents?: number | null;
  /** epoch ms the booking was made (0 when unknown) */
  createdAt?: number;
}

/** Shop-local dates, both inclusive. */
export interface DateRange {
  from: string;
  to: string;
}

const NOT_BOOKED: readonly string[] = ['cancelled', 'rejected'] satisfies BookingStatus[];
const FEE_STATUSES: readonly string[] = ['cancelled', 'no-show'] satisfies BookingStatus[];

export const countsAsBooked = (status: string): boolean => !NOT_BOOKED.includes(status);

/** What a booking brought in, in cents (see the header for the rule). */
export function revenueCentsOf(booking: FigureBooking): number {
  if (booking.status === 'completed') return booking.priceCents ?? 0;
  if (FEE_STATUSES.includes(booking.status)) return booking.feeCents ?? 0;
  return 0;
}

export const euro = (cents: number): number => Math.round(cents) / 100;

const monthStart = (date: string): string => `${date.slice(0, 7)}-01`;

/** Month `YYYY-MM-01` moved by whole months. */
function addMonths(firstOfMonth: string, months: number): string {
  const y = Number(firstOfMonth.slice(0, 4));
  const m = Number(firstOfMonth.slice(5, 7)) - 1 + months;
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

/** Monday of the week of a date (weeks run Monday to Sunday). */
export function weekStart(date: string): string {
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** The calendar period of this kind that holds `today`. */
export function periodRange(period: PerformancePeriod, today: string): DateRange {
  switch (period) {
    case 'week': {
      const from = weekStart(today);
      return { from, to: addDays(from, 6) };
    }
    case 'month': {
      const from = monthStart(today);
      return { from, to: addDays(addMonths(from, 1), -1) };
    }
    case 'quarter': {
      const month = Number(today.slice(5, 7));
      const from = `${today.slice(0, 4)}-${String(month - ((month - 1) % 3)).padStart(2, '0')}-01`;
      return { from, to: addDays(addMonths(from, 3), -1) };
    }
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
  }
}

/** The period of the same kind just before `range` (the week, month, quarter or year before). */
export function previousRange(period: PerformancePeriod, range: DateRange): DateRange {
  return periodRange(period, addDays(range.from, -1));
}

/** [start, end) instants of a range of shop-local dates: its first midnight to the midnight after it. */
export function rangeInstants(
  range: DateRange,
  timeZone: string,
): { fromMs: number; toMs: number } {
  // midnight exists on every day in the zones we serve (DST changes happen at 02:00 / 03:00)
  return {
    fromMs: zonedInstantMs(range.from, 0, timeZone) ?? NaN,
    toMs: zonedInstantMs(addDays(range.to, 1), 0, timeZone) ?? NaN,
  };
}

const inRange = (date: string, range: DateRange): boolean => date >= range.from && date <= range.to;

/** Change from previous to current in percent, one decimal; null when there was nothing before. */
export function compared(current: number, previous: number): ComparedFigure {
  return {
    current,
    previous,
    change: previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10,
  };
}

/** Average of ratings, one decimal; null without any. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}

/** The dashboard's counts at `now` (today and the week, month of the shop-local today). */
export function dashboardCounts(
  bookings: readonly FigureBooking[],
  now: number,
  timeZone: string,
): Omit<ShopDashboardMetrics, 'customerSatisfaction' | 'reviewCount' | 'lastUpdated'> & {
  pendingBookings: number;
} {
  const today = localDate(now, timeZone);
  const week = periodRange('week', today);
  const month = periodRange('month', today);
  let todayBookings = 0;
  let weeklyRevenueCents = 0;
  let monthlyBookings = 0;
  let pendingBookings = 0;
  for (const booking of bookings) {
    const booked = countsAsBooked(booking.status);
    if (booked && booking.date === today) todayBookings += 1;
    if (booked && inRange(booking.date, month)) monthlyBookings += 1;
    if (inRange(booking.date, week)) weeklyRevenueCents += revenueCentsOf(booking);
    if (booking.status === 'pending' && booking.date >= today) pendingBookings += 1;
  }
  return {
    todayBookings,
    weeklyRevenueCents,
    weeklyRevenue: euro(weeklyRevenueCents),
    monthlyBookings,
    pendingBookings,
  };
}

const byCreatedDesc = (a: FigureBooking, b: FigureBooking): number =>
  (b.createdAt ?? 0) - (a.createdAt ?? 0) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The `limit` most recently made bookings, newest first. */
export function recentOf<T extends FigureBooking>(bookings: readonly T[], limit: number): T[] {
  return [...bookings].sort(byCreatedDesc).slice(0, limit);
}

/** The next `limit` bookings still holding their time that start at or after now, soonest first. */
export function upcomingOf<T extends FigureBooking>(
  bookings: readonly T[],
  now: number,
  limit: number,
): T[] {
  return bookings
    .filter(
      (b) => b.startAt >= now && (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(b.status),
    )
    .sort((a, b) => a.startAt - b.startAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, limit);
}

/** Bucket starts of a range: each day, or each month for a year. */
export function bucketsOf(period: PerformancePeriod, range: DateRange): string[] {
  const buckets: string[] = [];
  if (period === 'year') {
    for (let month = range.from; month <= range.to; month = addMonths(month, 1))
      buckets.push(month);
    return buckets;
  }
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) buckets.push(day);
  return buckets;
}

interface Tally {
  revenueCents: number[];
  bookings: number[];
  customers: Set<string>[];
  allCustomers: Set<string>;
  totalRevenueCents: number;
  totalBookings: number;
}

/** The bookings of one range counted per bucket (bucket i = i-th day, or i-th month for a year). */
function tally(
  bookings: readonly FigureBooking[],
  period: PerformancePeriod,
  range: DateRange,
): Tally {
  const buckets = bucketsOf(period, range);
  const index = new Map(
    buckets.map((start, i) => [period === 'year' ? start.slice(0, 7) : start, i]),
  );
  const out: Tally = {
    revenueCents: buckets.map(() => 0),
    bookings: buckets.map(() => 0),
    customers: buckets.map(() => new Set<string>()),
    allCustomers: new Set(),
    totalRevenueCents: 0,
    totalBookings: 0,
  };
  for (const booking of bookings) {
    if (!inRange(booking.date, range)) continue;
    const i = index.get(period === 'year' ? booking.date.slice(0, 7) : booking.date);
    if (i === undefined) continue;
    const revenue = revenueCentsOf(booking);
    out.revenueCents[i]! += revenue;
    out.totalRevenueCents += revenue;
    if (!countsAsBooked(booking.status)) continue;
    out.bookings[i]! += 1;
    out.totalBookings += 1;
    out.customers[i]!.add(booking.customerId);
    out.allCustomers.add(booking.customerId);
  }
  return out;
}

/**
 * Points pair the i-th bucket of this period with the i-th of the previous one; where the previous period is
 * shorter (February after January) its missing buckets are 0, where it is longer its extra days count in the
 * totals only.
 */
function chartOf(
  buckets: readonly string[],
  current: readonly number[],
  previous: readonly number[],
  total: ComparedFigure,
): PerformanceChart {
  const points: ChartPoint[] = buckets.map((date, i) => ({
    date,
    current: current[i] ?? 0,
    previous: previous[i] ?? 0,
  }));
  return { total, points };
}

export type PerformanceFigures = Pick<ShopPerformance, 'range' | 'previousRange'> & {
  charts: NonNullable<ShopPerformance['charts']>;
  /** revenue and bookings; satisfaction comes from the reviews (satisfactionTrend) */
  trends: { revenue: ComparedFigure; bookings: ComparedFigure };
};

/** Charts and trends of the period of this kind holding the shop-local today, against the one before. */
export function performanceFigures(
  bookings: readonly FigureBooking[],
  period: PerformancePeriod,
  today: string,
): PerformanceFigures {
  const range = periodRange(period, today);
  const before = previousRange(period, range);
  const now = tally(bookings, period, range);
  const then = tally(bookings, period, before);
  const buckets = bucketsOf(period, range);
  const revenue = compared(euro(now.totalRevenueCents), euro(then.totalRevenueCents));
  const count = compared(now.totalBookings, then.totalBookings);
  const customers = compared(now.allCustomers.size, then.allCustomers.size);
  return {
    range,
    previousRange: before,
    charts: {
      revenue: chartOf(buckets, now.revenueCents.map(euro), then.revenueCents.map(euro), revenue),
      bookings: chartOf(buckets, now.bookings, then.bookings, count),
      customers: chartOf(
        buckets,
        now.customers.map((set) => set.size),
        then.customers.map((set) => set.size),
        customers,
      ),
    },
    trends: { revenue, bookings: count },
  };
}

/** Average rating of the reviews made in each range (0 when none), compared. */
export function satisfactionTrend(
  reviews: readonly { rating: number; createdAt: number }[],
  current: { fromMs: number; toMs: number },
  previous: { fromMs: number; toMs: number },
): ComparedFigure {
  const within = (span: { fromMs: number; toMs: number }) =>
    reviews
      .filter((r) => r.createdAt >= span.fromMs && r.createdAt < span.toMs)
      .map((r) => r.rating);
  return compared(averageRating(within(current)) ?? 0, averageRating(within(previous)) ?? 0);
}
