import type { Locale } from '../../../src/domain/constants';
import { SALES_LIMITS } from '../../../src/domain/sales';
import { salesDashboardOf, type SalesDashboard } from '../../../src/domain/sales-dashboard';
import type { SalesRanges } from '../../../src/domain/sales-periods';
import { summarizeSalesMonth, type MonthSales } from '../../../src/domain/sales-summaries';
import type { BucketDoc } from './sale-buckets';
import { hasPending, monthBuckets, recordsOf, shopSaleMonths } from './sales-store';

/**
 * The sales dashboard from the shop's month buckets: each month is summarised once (src/domain/
 * sales-summaries.ts) and reused while its bucket's `entries` map is the same object (the bucket store replaces
 * the map on every write, never changes it in place), so an answer over two years of a busy shop combines 24
 * summaries. A month with a write in flight is summarised from its resolved records and not kept.
 */
const summaries = new WeakMap<object, MonthSales>();

async function summaryOf(month: string, doc: BucketDoc | null): Promise<MonthSales> {
  const entries = doc?.entries;
  const known = entries ? summaries.get(entries) : undefined;
  if (known) return known;
  if (hasPending(doc)) return summarizeSalesMonth(month, await recordsOf(doc), SALES_LIMITS.recent);
  const summary = summarizeSalesMonth(month, Object.values(entries ?? {}), SALES_LIMITS.recent);
  if (entries) summaries.set(entries, summary);
  return summary;
}

/** Summaries of every month of the shop up to `toMonth` (repeat customers look back before the period). */
export async function shopSalesSummaries(shopId: string, toMonth: string): Promise<MonthSales[]> {
  const months = await shopSaleMonths(shopId, { to: `${toMonth}-31` });
  const docs = await monthBuckets(shopId, months);
  return Promise.all(months.map((month, i) => summaryOf(month, docs[i] ?? null)));
}

export async function salesDashboard(
  shop: { shopId: string; timeZone: string },
  ranges: SalesRanges,
  language: Locale,
  now: number,
): Promise<SalesDashboard> {
  const months = await shopSalesSummaries(shop.shopId, ranges.range.to.slice(0, 7));
  return salesDashboardOf(months, ranges, shop, language, now);
}
