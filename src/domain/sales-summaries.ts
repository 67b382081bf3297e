import type { StoredText } from './localized-text';
import {
  countsInRevenue,
  type SaleCategory,
  type SalePaymentMethod,
  type SaleRecord,
} from './sales';
import { customerKeyOf, newestFirst } from './sales-list';

/**
 * What one month of a shop's transactions adds to every dashboard figure, per shop-local date, computed once per
 * month: the server keeps it while the month's bucket document is unchanged (server/modules/sales), so a
 * dashboard over two years of a busy shop (50,000 transactions) combines a few hundred day summaries instead of
 * counting every transaction again. The mocks summarise their array the same way.
 */

export interface Slice {
  count: number;
  cents: number;
}

export interface ServiceSlice extends Slice {
  serviceId: string | null;
  name: StoredText;
}

/** Money of the transactions that count in revenue (completed sales and fees). */
export interface SalesTally {
  revenueCents: number;
  /** transactions counted */
  count: number;
  tipsCents: number;
  discountsCents: number;
  taxCents: number;
  /** fee transactions' totals (part of revenue) */
  feesCents: number;
}

export interface DaySales extends SalesTally {
  /** revenue per shop-local hour (0–23) */
  hours: number[];
  categories: Map<SaleCategory, Slice>;
  methods: Map<SalePaymentMethod, Slice>;
  /** per service (id, else name): sold how often, for how much of the revenue */
  services: Map<string, ServiceSlice>;
  /** customer key (sales-list.ts customerKeyOf) → completed sales that day */
  customers: Map<string, number>;
  /** the day's newest transactions of any kind, newest first (at most the list size) */
  recent: SaleRecord[];
}

export interface MonthSales {
  /** YYYY-MM */
  month: string;
  days: Map<string, DaySales>;
  /** customer key → the first date in this month they bought something */
  firstSeen: Map<string, string>;
}

export const emptyTally = (): SalesTally => ({
  revenueCents: 0,
  count: 0,
  tipsCents: 0,
  discountsCents: 0,
  taxCents: 0,
  feesCents: 0,
});

/** Adds b's money to a (in place). */
export function addTally(a: SalesTally, b: SalesTally): void {
  a.revenueCents += b.revenueCents;
  a.count += b.count;
  a.tipsCents += b.tipsCents;
  a.discountsCents += b.discountsCents;
  a.taxCents += b.taxCents;
  a.feesCents += b.feesCents;
}

/**
 * `total` cents shared in proportion to `weights` (largest remainder: the parts are whole cents and add up to
 * the total exactly); equal shares when every weight is 0.
 */
export function allocateCents(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const positive = weights.map((w) => (Number.isFinite(w) && w > 0 ? w : 0));
  const sum = positive.reduce((a, b) => a + b, 0);
  const shares = sum === 0 ? weights.map(() => 1) : positive;
  const whole = sum === 0 ? weights.length : sum;
  const exact = shares.map((w) => (total * w) / whole);
  const parts = exact.map((value) => Math.floor(value));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, i) => ({ i, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left -= 1) parts[order[k]!.i]! += 1;
  return parts;
}

/** The key a service is grouped by in the top services: its id, else its name (any language, folded). */
export function serviceKeyOf(item: { serviceId: string | null; name: StoredText }): string {
  if (item.serviceId) return `s:${item.serviceId}`;
  const name = typeof item.name === 'string' ? item.name : (item.name?.en ?? item.name?.it ?? '');
  return `n:${name.trim().toLowerCase()}`;
}

function emptyDay(): DaySales {
  return {
    ...emptyTally(),
    hours: Array.from({ length: 24 }, () => 0),
    categories: new Map(),
    methods: new Map(),
    services: new Map(),
    customers: new Map(),
    recent: [],
  };
}

function addSlice<K>(map: Map<K, Slice>, key: K, cents: number, count = 1): void {
  const slice = map.get(key);
  if (slice) {
    slice.count += count;
    slice.cents += cents;
  } else map.set(key, { count, cents });
}

/** Counts one record into its day. */
function addRecord(day: DaySales, record: SaleRecord): void {
  if (!countsInRevenue(record)) return;
  const total = record.totalCents;
  day.revenueCents += total;
  day.count += 1;
  day.tipsCents += record.tipCents;
  day.discountsCents += record.discountCents;
  day.taxCents += record.taxCents;
  if (record.type === 'fee') day.feesCents += total;
  day.hours[record.hour] = (day.hours[record.hour] ?? 0) + total;
  addSlice(day.methods, record.paymentMethod, total);
  const shares = allocateCents(
    total,
    record.items.map((item) => item.amountCents),
  );
  const categories = new Set<SaleCategory>();
  record.items.forEach((item, i) => {
    const cents = shares[i] ?? 0;
    // a transaction counts once per category, its revenue shared between its services
    addSlice(day.categories, item.category, cents, categories.has(item.category) ? 0 : 1);
    categories.add(item.category);
    if (record.type !== 'sale') return;
    const key = serviceKeyOf(item);
    const service = day.services.get(key);
    if (service) {
      service.count += 1;
      service.cents += cents;
    } else day.services.set(key, { count: 1, cents, serviceId: item.serviceId, name: item.name });
  });
  if (record.type === 'sale') {
    const customer = customerKeyOf(record);
    if (customer) day.customers.set(customer, (day.customers.get(customer) ?? 0) + 1);
  }
}

/** The summary of one month's records (all dated in `month`). */
export function summarizeSalesMonth(
  month: string,
  records: readonly SaleRecord[],
  listSize: number,
): MonthSales {
  const summary: MonthSales = { month, days: new Map(), firstSeen: new Map() };
  const byDay = new Map<string, SaleRecord[]>();
  for (const record of records) {
    let day = summary.days.get(record.date);
    if (!day) {
      day = emptyDay();
      summary.days.set(record.date, day);
      byDay.set(record.date, []);
    }
    byDay.get(record.date)!.push(record);
    addRecord(day, record);
  }
  for (const [date, list] of byDay)
    summary.days.get(date)!.recent = list.sort(newestFirst).slice(0, listSize);
  for (const date of [...summary.days.keys()].sort())
    for (const customer of summary.days.get(date)!.customers.keys())
      if (!summary.firstSeen.has(customer)) summary.firstSeen.set(customer, date);
  return summary;
}

/** Records grouped by the month of their date, each month summarised (the mocks, tests). */
export function salesSummariesOf(records: readonly SaleRecord[], listSize: number): MonthSales[] {
  const byMonth = new Map<string, SaleRecord[]>();
  for (const record of records) {
    const month = record.date.slice(0, 7);
    const list = byMonth.get(month);
    if (list) list.push(record);
    else byMonth.set(month, [record]);
  }
  return [...byMonth]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([month, list]) => summarizeSalesMonth(month, list, listSize));
}
