import type { BookingStatus } from './booking';
import { ACTIVE_BOOKING_STATUSES } from './booking';
import { addDays } from './opening-hours';
import type {
  ChartPoint,
  ComparedFigure,
  PerformanceChart,
  PerformancePeriod,
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

/**
 * What one month of a shop's bookings adds to every figure, computed once per month: the server keeps it while
 * the month's index document is unchanged (server/modules/shop-dashboard/shop-month-figures.ts), so an answer
 * combines a few dozen summaries instead of counting 20,000 bookings.
 */
export interface MonthSummary {
  /** YYYY-MM */
  month: string;
  /** per shop-local date: revenue, bookings (not cancelled nor rejected), pending ones, distinct customers */
  days: Map<string, DaySummary>;
  revenueCents: number;
  booked: number;
  customers: Set<string>;
  /** the month's most recently made bookings, newest first (at most the list size) */
  recent: FigureBooking[];
  /** its bookings still holding their time, soonest first */
  active: FigureBooking[];
}

interface DaySummary {
  revenueCents: number;
  booked: number;
  pending: number;
  customers: Set<string>;
}

const isActive = (status: string): boolean =>
  (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(status);

const byCreatedDesc = (a: FigureBooking, b: FigureBooking): number =>
  (b.createdAt ?? 0) - (a.createdAt ?? 0) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

const bySoonest = (a: FigureBooking, b: FigureBooking): number =>
  a.startAt - b.startAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The `limit` most recently made bookings, newest first. */
export function recentOf<T extends FigureBooking>(bookings: readonly T[], limit: number): T[] {
  return [...bookings].sort(byCreatedDesc).slice(0, limit);
}

/** The summary of one month's bookings (all dated in `month`). */
export function summarizeMonth(
  month: string,
  bookings: readonly FigureBooking[],
  listSize: number,
): MonthSummary {
  const summary: MonthSummary = {
    month,
    days: new Map(),
    revenueCents: 0,
    booked: 0,
    customers: new Set(),
    recent: recentOf(bookings, listSize),
    active: [],
  };
  for (const booking of bookings) {
    let day = summary.days.get(booking.date);
    if (!day) {
      day = { revenueCents: 0, booked: 0, pending: 0, customers: new Set() };
      summary.days.set(booking.date, day);
    }
    const revenue = revenueCentsOf(booking);
    day.revenueCents += revenue;
    summary.revenueCents += revenue;
    if (booking.status === 'pending') day.pending += 1;
    if (isActive(booking.status)) summary.active.push(booking);
    if (!countsAsBooked(booking.status)) continue;
    day.booked += 1;
    day.customers.add(booking.customerId);
    summary.booked += 1;
    summary.customers.add(booking.customerId);
  }
  summary.active.sort(bySoonest);
  return summary;
}

/** Bookings grouped by the month of their date, each month summarised. */
export function summariesOf(bookings: readonly FigureBooking[], listSize: number): MonthSummary[] {
  const byMonth = new Map<string, FigureBooking[]>();
  for (const booking of bookings) {
    const month = booking.date.slice(0, 7);
    const list = byMonth.get(month);
    if (list) list.push(booking);
    else byMonth.set(month, [booking]);
  }
  return [...byMonth].map(([month, list]) => summarizeMonth(month, list, listSize));
}

export interface DashboardFigures {
  todayBookings: number;
  weeklyRevenueCents: number;
  weeklyRevenue: number;
  monthlyBookings: number;
  pendingBookings: number;
  /** the lists' bookings (loaded whole to answer) */
  recent: FigureBooking[];
  upcoming: FigureBooking[];
}

/** The dashboard at `now` from month summaries (today, this week and this month of the shop-local today). */
export function dashboardOf(
  months: readonly MonthSummary[],
  now: number,
  timeZone: string,
  listSize: number,
): DashboardFigures {
  const today = localDate(now, timeZone);
  const week = periodRange('week', today);
  const thisMonth = today.slice(0, 7);
  let weeklyRevenueCents = 0;
  let todayBookings = 0;
  let monthlyBookings = 0;
  let pendingBookings = 0;
  const upcoming: FigureBooking[] = [];
  // a booking starting from now on is dated today or later: past months hold none
  const ahead = months.filter((s) => s.month >= monthOfDate(week.from));
  for (const summary of [...ahead].sort((a, b) => (a.month < b.month ? -1 : 1))) {
    if (summary.month === thisMonth) monthlyBookings = summary.booked;
    for (const [date, day] of summary.days) {
      if (date === today) todayBookings = day.booked;
      if (inRange(date, week)) weeklyRevenueCents += day.revenueCents;
      if (date >= today) pendingBookings += day.pending;
    }
    for (const booking of summary.active) {
      if (upcoming.length >= listSize) break;
      if (booking.startAt >= now) upcoming.push(booking);
    }
  }
  return {
    todayBookings,
    weeklyRevenueCents,
    weeklyRevenue: euro(weeklyRevenueCents),
    monthlyBookings,
    pendingBookings,
    recent: recentOf(
      months.flatMap((summary) => summary.recent),
      listSize,
    ),
    upcoming,
  };
}

const monthOfDate = (date: string): string => date.slice(0, 7);

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
  customers: number[];
  allCustomers: Set<string>;
  totalRevenueCents: number;
  totalBookings: number;
}

/** One range counted per bucket (the i-th day, or the i-th month for a year) from month summaries. */
function tally(
  months: ReadonlyMap<string, MonthSummary>,
  period: PerformancePeriod,
  range: DateRange,
): Tally {
  const out: Tally = {
    revenueCents: [],
    bookings: [],
    customers: [],
    allCustomers: new Set(),
    totalRevenueCents: 0,
    totalBookings: 0,
  };
  for (const start of bucketsOf(period, range)) {
    const summary = months.get(monthOfDate(start));
    const part = period === 'year' ? summary : summary?.days.get(start);
    out.revenueCents.push(part?.revenueCents ?? 0);
    out.bookings.push(part?.booked ?? 0);
    out.customers.push(part?.customers.size ?? 0);
    out.totalRevenueCents += part?.revenueCents ?? 0;
    out.totalBookings += part?.booked ?? 0;
    for (const customer of part?.customers ?? []) out.allCustomers.add(customer);
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
export function performanceOf(
  months: readonly MonthSummary[],
  period: PerformancePeriod,
  today: string,
): PerformanceFigures {
  const byMonth = new Map(months.map((summary) => [summary.month, summary]));
  const range = periodRange(period, today);
  const before = previousRange(period, range);
  const now = tally(byMonth, period, range);
  const then = tally(byMonth, period, before);
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
      customers: chartOf(buckets, now.customers, then.customers, customers),
    },
    trends: { revenue, bookings: count },
  };
}

/** performanceOf straight from bookings (the mocks, and tests). */
export const performanceFigures = (
  bookings: readonly FigureBooking[],
  period: PerformancePeriod,
  today: string,
): PerformanceFigures => performanceOf(summariesOf(bookings, 0), period, today);

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
