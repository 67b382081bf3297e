import type { Locale } from './constants';
import { addDays } from './opening-hours';
import { localized } from './localized-text';
import {
  SALES_CURRENCY,
  SALES_LIMITS,
  centsToEuro,
  type SaleCategory,
  type SalePaymentMethod,
  type SaleRecord,
  type SaleTransaction,
} from './sales';
import { newestFirst } from './sales-list';
import {
  bucketOf,
  comparisonKeys,
  comparisonUnitOf,
  monthsOf,
  percentChange,
  percentOf,
  trendBuckets,
  trendUnitOf,
  type ComparisonUnit,
  type DateRange,
  type SalesPeriod,
  type SalesRanges,
  type TrendUnit,
} from './sales-periods';
import { toSaleTransaction } from './sales-records';
import {
  addTally,
  emptyTally,
  salesSummariesOf,
  type DaySales,
  type MonthSales,
  type SalesTally,
  type ServiceSlice,
  type Slice,
} from './sales-summaries';

/**
 * GET /api/sales/dashboard (spec 03 §2 "Sales dashboard", §7, §9): real figures from the shop's transactions in
 * its time zone, compared with the previous period of the same length (sales-periods.ts). Only completed sales
 * and fees count in revenue; a reversed one does not, and its reversal record is listed, never counted.
 * Euro beside integer cents, as everywhere.
 */

export interface SalesSummary {
  revenue: number;
  revenueCents: number;
  /** transactions counted in revenue */
  transactions: number;
  /** revenue / transactions, to the cent; 0 without transactions */
  avgTicket: number;
  avgTicketCents: number;
  tips: number;
  tipsCents: number;
  discounts: number;
  discountsCents: number;
  tax: number;
  taxCents: number;
  /** no-show and late-cancellation fees (part of revenue) */
  fees: number;
  feesCents: number;
  /** distinct customers who bought (anonymous sales are not counted) */
  customers: number;
}

/** Percent change against the previous period, one decimal; null when the previous figure is 0. */
export interface SalesChange {
  revenue: number | null;
  transactions: number | null;
  avgTicket: number | null;
}

export interface SalesBreakdown<K> {
  key: K;
  count: number;
  revenue: number;
  revenueCents: number;
  /** percent of the period's revenue, one decimal (null when the revenue is 0) */
  share: number | null;
}

export interface TopService {
  serviceId: string | null;
  name: string;
  count: number;
  revenue: number;
  revenueCents: number;
}

export interface TrendPoint {
  /** the bucket's first date (YYYY-MM-DD) */
  date: string;
  revenue: number;
  revenueCents: number;
  transactions: number;
}

export interface ComparisonPoint {
  /** 'HH' (an hour of the day), a date, or 'YYYY-MM' */
  key: string;
  /** the matching bucket of the previous period ('' where it has none) */
  previousKey: string;
  current: number;
  currentCents: number;
  previous: number;
  previousCents: number;
}

export interface RepeatCustomers {
  /** distinct identified customers who bought in the period */
  customers: number;
  /** of them, those who bought more than once in it or had bought before it */
  repeat: number;
  /** percent, one decimal; null without customers */
  rate: number | null;
}

/** GET /api/sales/dashboard → data */
export interface SalesDashboard {
  shopId: string;
  timeZone: string;
  currency: typeof SALES_CURRENCY;
  period: SalesPeriod | 'custom';
  /** shop-local dates, inclusive */
  range: DateRange;
  previousRange: DateRange;
  summary: SalesSummary;
  previous: SalesSummary;
  change: SalesChange;
  /** the 5 best-selling services by revenue (then count, then name) */
  topServices: TopService[];
  trends: { unit: TrendUnit; points: TrendPoint[] };
  byCategory: SalesBreakdown<SaleCategory>[];
  byPaymentMethod: SalesBreakdown<SalePaymentMethod>[];
  revenueByPeriod: { unit: ComparisonUnit; points: ComparisonPoint[] };
  /** the 10 most recent transactions of the period (any kind, newest first) */
  transactions: SaleTransaction[];
  repeatCustomers: RepeatCustomers;
  /** ISO instant computed */
  lastUpdated: string;
}

type MonthIndex = ReadonlyMap<string, MonthSales>;

/** Calls `visit` for each day of the range that has transactions. */
function eachDay(
  months: MonthIndex,
  range: DateRange,
  visit: (date: string, day: DaySales) => void,
) {
  for (const month of monthsOf(range)) {
    const summary = months.get(month);
    if (!summary) continue;
    for (const [date, day] of summary.days)
      if (date >= range.from && date <= range.to) visit(date, day);
  }
}

interface RangeTotals extends SalesTally {
  categories: Map<SaleCategory, Slice>;
  methods: Map<SalePaymentMethod, Slice>;
  services: Map<string, ServiceSlice>;
  customers: Map<string, number>;
}

function mergeSlices<K, S extends Slice>(into: Map<K, S>, from: ReadonlyMap<K, S>): void {
  for (const [key, slice] of from) {
    const seen = into.get(key);
    if (seen) {
      seen.count += slice.count;
      seen.cents += slice.cents;
    } else into.set(key, { ...slice });
  }
}

function totalsOf(months: MonthIndex, range: DateRange): RangeTotals {
  const totals: RangeTotals = {
    ...emptyTally(),
    categories: new Map(),
    methods: new Map(),
    services: new Map(),
    customers: new Map(),
  };
  eachDay(months, range, (_date, day) => {
    addTally(totals, day);
    mergeSlices(totals.categories, day.categories);
    mergeSlices(totals.methods, day.methods);
    mergeSlices(totals.services, day.services);
    for (const [customer, count] of day.customers)
      totals.customers.set(customer, (totals.customers.get(customer) ?? 0) + count);
  });
  return totals;
}

const averageCents = (tally: SalesTally): number =>
  tally.count === 0 ? 0 : Math.round(tally.revenueCents / tally.count);

function summaryOf(totals: RangeTotals): SalesSummary {
  const avg = averageCents(totals);
  return {
    revenue: centsToEuro(totals.revenueCents),
    revenueCents: totals.revenueCents,
    transactions: totals.count,
    avgTicket: centsToEuro(avg),
    avgTicketCents: avg,
    tips: centsToEuro(totals.tipsCents),
    tipsCents: totals.tipsCents,
    discounts: centsToEuro(totals.discountsCents),
    discountsCents: totals.discountsCents,
    tax: centsToEuro(totals.taxCents),
    taxCents: totals.taxCents,
    fees: centsToEuro(totals.feesCents),
    feesCents: totals.feesCents,
    customers: totals.customers.size,
  };
}

function breakdown<K extends string>(
  slices: ReadonlyMap<K, Slice>,
  revenueCents: number,
): SalesBreakdown<K>[] {
  return [...slices]
    .filter(([, slice]) => slice.count > 0 || slice.cents !== 0)
    .map(([key, slice]) => ({
      key,
      count: slice.count,
      revenue: centsToEuro(slice.cents),
      revenueCents: slice.cents,
      share: percentOf(slice.cents, revenueCents),
    }))
    .sort(
      (a, b) => b.revenueCents - a.revenueCents || b.count - a.count || (a.key < b.key ? -1 : 1),
    );
}

function topServicesOf(
  services: ReadonlyMap<string, ServiceSlice>,
  language: Locale,
): TopService[] {
  return [...services.values()]
    .map((slice) => ({
      serviceId: slice.serviceId,
      name: localized(slice.name, language),
      count: slice.count,
      revenue: centsToEuro(slice.cents),
      revenueCents: slice.cents,
    }))
    .sort(
      (a, b) =>
        b.revenueCents - a.revenueCents || b.count - a.count || a.name.localeCompare(b.name),
    )
    .slice(0, SALES_LIMITS.topServices);
}

function trendsOf(months: MonthIndex, range: DateRange): SalesDashboard['trends'] {
  const unit = trendUnitOf(range);
  const starts = trendBuckets(range, unit);
  const points: TrendPoint[] = starts.map((date) => ({
    date,
    revenue: 0,
    revenueCents: 0,
    transactions: 0,
  }));
  eachDay(months, range, (date, day) => {
    const point = points[bucketOf(starts, date)]!;
    point.revenueCents += day.revenueCents;
    point.transactions += day.count;
  });
  for (const point of points) point.revenue = centsToEuro(point.revenueCents);
  return { unit, points };
}

/** Revenue per comparison bucket of a range (hours of its one day, its days, or its months). */
function bucketRevenue(months: MonthIndex, range: DateRange, unit: ComparisonUnit, keys: string[]) {
  const cents = keys.map(() => 0);
  eachDay(months, range, (date, day) => {
    if (unit === 'hour') day.hours.forEach((value, hour) => (cents[hour]! += value));
    else {
      const i = keys.indexOf(unit === 'month' ? date.slice(0, 7) : date);
      if (i >= 0) cents[i]! += day.revenueCents;
    }
  });
  return cents;
}

function comparisonOf(months: MonthIndex, ranges: SalesRanges): SalesDashboard['revenueByPeriod'] {
  const unit = comparisonUnitOf(ranges.range);
  const keys = comparisonKeys(ranges.range, unit);
  const previousKeys = comparisonKeys(ranges.previousRange, unit);
  const current = bucketRevenue(months, ranges.range, unit, keys);
  const previous = bucketRevenue(months, ranges.previousRange, unit, previousKeys);
  return {
    unit,
    points: keys.map((key, i) => ({
      key,
      previousKey: previousKeys[i] ?? '',
      current: centsToEuro(current[i] ?? 0),
      currentCents: current[i] ?? 0,
      previous: centsToEuro(previous[i] ?? 0),
      previousCents: previous[i] ?? 0,
    })),
  };
}

/** The newest `limit` records of the range, walking back from its last day. */
function recentOf(months: MonthIndex, range: DateRange, limit: number): SaleRecord[] {
  const found: SaleRecord[] = [];
  for (let date = range.to; date >= range.from && found.length < limit; date = addDays(date, -1))
    found.push(...(months.get(date.slice(0, 7))?.days.get(date)?.recent ?? []));
  return found.sort(newestFirst).slice(0, limit);
}

/**
 * Repeat customers: of those who bought in the range, the ones with more than one purchase in it or one
 * before it (at any earlier date the summaries hold).
 */
export function repeatCustomersOf(
  months: readonly MonthSales[],
  range: DateRange,
  customers: ReadonlyMap<string, number>,
): RepeatCustomers {
  const earlier = months.filter((summary) => summary.month <= range.from.slice(0, 7));
  let repeat = 0;
  for (const [customer, count] of customers) {
    if (count >= 2) repeat += 1;
    else if (earlier.some((summary) => (summary.firstSeen.get(customer) ?? '9999') < range.from))
      repeat += 1;
  }
  return { customers: customers.size, repeat, rate: percentOf(repeat, customers.size) };
}

/** The dashboard from month summaries (the server's, kept per month; or salesSummariesOf for the mocks). */
export function salesDashboardOf(
  summaries: readonly MonthSales[],
  ranges: SalesRanges,
  shop: { shopId: string; timeZone: string },
  language: Locale,
  now: number,
): SalesDashboard {
  const months = new Map(summaries.map((summary) => [summary.month, summary]));
  const current = totalsOf(months, ranges.range);
  const before = totalsOf(months, ranges.previousRange);
  const summary = summaryOf(current);
  const previous = summaryOf(before);
  return {
    shopId: shop.shopId,
    timeZone: shop.timeZone,
    currency: SALES_CURRENCY,
    period: ranges.period,
    range: ranges.range,
    previousRange: ranges.previousRange,
    summary,
    previous,
    change: {
      revenue: percentChange(summary.revenueCents, previous.revenueCents),
      transactions: percentChange(summary.transactions, previous.transactions),
      avgTicket: percentChange(summary.avgTicketCents, previous.avgTicketCents),
    },
    topServices: topServicesOf(current.services, language),
    trends: trendsOf(months, ranges.range),
    byCategory: breakdown(current.categories, current.revenueCents),
    byPaymentMethod: breakdown(current.methods, current.revenueCents),
    revenueByPeriod: comparisonOf(months, ranges),
    transactions: recentOf(months, ranges.range, SALES_LIMITS.recent).map((record) =>
      toSaleTransaction(record, language),
    ),
    repeatCustomers: repeatCustomersOf(summaries, ranges.range, current.customers),
    lastUpdated: new Date(now).toISOString(),
  };
}

/** salesDashboardOf straight from records (the mocks, tests). */
export const salesDashboardFromRecords = (
  records: readonly SaleRecord[],
  ranges: SalesRanges,
  shop: { shopId: string; timeZone: string },
  language: Locale,
  now: number,
): SalesDashboard =>
  salesDashboardOf(salesSummariesOf(records, SALES_LIMITS.recent), ranges, shop, language, now);
