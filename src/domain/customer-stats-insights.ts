import { periodOf } from './availability';
import { weekdayIndex } from './availability-plan';
import { DAY_PERIODS, type DayPeriod } from './booking';
import {
  CUSTOMER_STATS_LIMITS,
  type CustomerBookingEntry,
  type CustomerHistoryBooking,
  type CustomerInsights,
  type CustomerTopService,
  type CustomerTopShop,
} from './customer-stats-types';
import { parseTime } from './opening-hours';
import { daysBetween, percentOf } from './sales-periods';
import { WEEKDAYS } from './shop';
import { countsAsBooked, revenueCentsOf } from './shop-dashboard-figures';

/**
 * The analytics' rankings and insights (issue 17; customer-stats.ts says what counts as a booking, a visit and
 * spent). Ties are broken so both the server and the mocks answer the same: counts first, then the calendar's
 * order (Monday first, morning first, the earlier month), then names.
 */

/** What a booking counts as spent, in cents (customer-stats.ts says what counts). */
export const spentCentsOf = (
  booking: Pick<CustomerHistoryBooking, 'id' | 'date' | 'startAt' | 'status' | 'priceCents'> & {
    feeCents?: number | null;
  },
): number => revenueCentsOf({ ...booking, customerId: '', feeCents: booking.feeCents ?? null });

export const isVisit = (booking: { status: string }): boolean => booking.status === 'completed';

/** The most frequent key; ties go to the one first in `order`; null when nothing was counted. */
function mostFrequent<K extends string>(keys: readonly K[], order: readonly K[]): K | null {
  const counts = new Map<K, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  let best: K | null = null;
  for (const key of order)
    if ((counts.get(key) ?? 0) > (best === null ? 0 : (counts.get(best) ?? 0))) best = key;
  return best;
}

/** Latest first, so a renamed service or shop is named as it was last booked. */
const latestFirst = <T extends { startAt: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => b.startAt - a.startAt);

const byCountThenName = <T extends { name: string; id: string }>(
  count: (item: T) => number,
): ((a: T, b: T) => number) => {
  return (a, b) =>
    count(b) - count(a) || a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : 1);
};

/** The top 5 services of the period's bookings (not cancelled nor rejected), with their share of all. */
export function topServicesOf(bookings: readonly CustomerHistoryBooking[]): CustomerTopService[] {
  const byId = new Map<string, { id: string; name: string; count: number }>();
  let total = 0;
  for (const booking of latestFirst(bookings.filter((b) => countsAsBooked(b.status))))
    for (const line of booking.services) {
      total += 1;
      const seen = byId.get(line.id);
      if (seen) seen.count += 1;
      else byId.set(line.id, { id: line.id, name: line.name, count: 1 });
    }
  return [...byId.values()]
    .sort(byCountThenName((service) => service.count))
    .slice(0, CUSTOMER_STATS_LIMITS.topServices)
    .map((service) => ({ ...service, percentage: percentOf(service.count, total) ?? 0 }));
}

/** The top 3 shops by visits. */
export function topShopsOf(visits: readonly CustomerHistoryBooking[]): CustomerTopShop[] {
  const byId = new Map<string, CustomerTopShop>();
  for (const visit of latestFirst(visits)) {
    const seen = byId.get(visit.shopId);
    if (seen) seen.visits += 1;
    else
      byId.set(visit.shopId, {
        id: visit.shopId,
        name: visit.shopName,
        location: visit.shopAddress,
        visits: 1,
      });
  }
  return [...byId.values()]
    .sort(byCountThenName((shop) => shop.visits))
    .slice(0, CUSTOMER_STATS_LIMITS.topShops);
}

const PERIOD_ORDER = Object.keys(DAY_PERIODS) as DayPeriod[];

/** The last completed visit's date up to today (any period), or null. */
export function lastVisitDate(
  entries: readonly Pick<CustomerBookingEntry, 'date' | 'status'>[],
  today: string,
): string | null {
  let last: string | null = null;
  for (const entry of entries)
    if (isVisit(entry) && entry.date <= today && (!last || entry.date > last)) last = entry.date;
  return last;
}

/** The month (YYYY-MM) with the most spent, the earlier of equals; null when nothing was spent. */
function highestMonthOf(
  bookings: readonly CustomerHistoryBooking[],
): CustomerInsights['highestMonth'] {
  const byMonth = new Map<string, number>();
  for (const booking of bookings) {
    const cents = spentCentsOf(booking);
    if (cents > 0)
      byMonth.set(booking.date.slice(0, 7), (byMonth.get(booking.date.slice(0, 7)) ?? 0) + cents);
  }
  let best: { month: string; spentCents: number } | null = null;
  for (const month of [...byMonth.keys()].sort()) {
    const spentCents = byMonth.get(month)!;
    if (!best || spentCents > best.spentCents) best = { month, spentCents };
  }
  return best;
}

export function customerInsightsOf(input: {
  /** the period's bookings */
  current: readonly CustomerHistoryBooking[];
  /** every booking of the customer, in short */
  entries: readonly CustomerBookingEntry[];
  today: string;
}): CustomerInsights {
  const booked = input.current.filter((booking) => countsAsBooked(booking.status));
  const visits = input.current.filter(isVisit);
  const last = lastVisitDate(input.entries, input.today);
  const visitCents = visits.reduce((sum, visit) => sum + visit.priceCents, 0);
  return {
    mostActiveWeekday: mostFrequent(
      booked.map((booking) => WEEKDAYS[weekdayIndex(booking.date)]!),
      WEEKDAYS,
    ),
    preferredTimeOfDay: mostFrequent(
      booked.map((booking) => periodOf(parseTime(booking.time) ?? 0)),
      PERIOD_ORDER,
    ),
    daysSinceLastVisit: last === null ? null : daysBetween(last, input.today),
    averagePerVisitCents: visits.length === 0 ? null : Math.round(visitCents / visits.length),
    highestMonth: highestMonthOf(input.current),
  };
}
