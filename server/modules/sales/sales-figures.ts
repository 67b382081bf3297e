import type { Locale } from '../../../src/domain/constants';
import { SALES_LIMITS } from '../../../src/domain/sales';
import { salesDashboardOf, type SalesDashboard } from '../../../src/domain/sales-dashboard';
import type { SalesRanges } from '../../../src/domain/sales-periods';
import { summarizeSalesMonth, type MonthSales } from '../../../src/domain/sales-summaries';
import { localDate } from '../../../src/domain/zoned-time';
import { SaleMonthSummaryModel, saleMonthSummaryId } from '../../models/sale-month-summary.model';
import { decodeMonthSales, encodeMonthSales } from './month-summary-codec';
import type { BucketDoc } from './sale-buckets';
import { hasPending, monthBuckets, monthRevisions, recordsOf } from './sales-store';
import { WeightedLru } from './weighted-lru';

/**
 * The sales dashboard from month summaries (src/domain/sales-summaries.ts): an answer over two years of a busy
 * shop combines 24 of them.
 * - A past month's summary is stored (sale-month-summary.model.ts, by `_id`) with the month's revision in the
 *   shop's directory, and used while the revision is the same: after a restart a dashboard reads 24 small
 *   documents, not 24 buckets of 2,000 transactions (12–17 s on FerretDB). Missing or stale (a transaction of
 *   the month was written since), it is rebuilt from the month's bucket and stored again.
 * - The current month (and any later) changes all day: it is summarised from its bucket, kept in memory while
 *   the bucket's `entries` map is the same object (the bucket store replaces the map on every write), not stored.
 * - A month with a write in flight is summarised from its resolved records and neither kept nor stored.
 */
const fromBuckets = new WeakMap<object, MonthSales>();

/**
 * Stored summaries read or built by this process, by `_id` with their revision. Weighed by what they hold: a
 * day's newest transactions are full records (~2 KB each, like the buckets' copies), the maps' entries far less.
 * About 60 MB at 2.5 KB a record: two years of three busy shops; past that, summaries come from the database.
 */
const SUMMARY_WEIGHT_MAX = 25_000;
/** Past months read (or rebuilt) side by side. */
const PAST_MONTHS_AT_ONCE = 4;
const stored = new WeightedLru<{ rev: string; summary: MonthSales }>(SUMMARY_WEIGHT_MAX);

function weightOf(summary: MonthSales): number {
  let records = 0;
  let keys = summary.firstSeen.size;
  for (const day of summary.days.values()) {
    records += day.recent.length;
    keys += day.customers.size + day.services.size;
  }
  return 1 + records + Math.ceil(keys / 20);
}

async function bucketSummary(month: string, doc: BucketDoc | null): Promise<MonthSales> {
  const entries = doc?.entries;
  const known = entries ? fromBuckets.get(entries) : undefined;
  if (known) return known;
  if (hasPending(doc)) return summarizeSalesMonth(month, await recordsOf(doc), SALES_LIMITS.recent);
  const summary = summarizeSalesMonth(month, Object.values(entries ?? {}), SALES_LIMITS.recent);
  if (entries) fromBuckets.set(entries, summary);
  return summary;
}

/** A past month's summary: from memory or its stored document when current, else rebuilt and stored. */
async function pastMonthSummary(shopId: string, month: string, rev: string): Promise<MonthSales> {
  const id = saleMonthSummaryId(shopId, month);
  const kept = stored.get(id);
  if (kept?.rev === rev) return kept.summary;
  const doc = await SaleMonthSummaryModel.findById(id).lean<{ rev: string; data: string }>();
  if (doc?.rev === rev) {
    const summary = decodeMonthSales(doc.data);
    stored.set(id, { rev, summary }, weightOf(summary));
    return summary;
  }
  const [bucket] = await monthBuckets(shopId, [month]);
  const summary = await bucketSummary(month, bucket ?? null);
  if (hasPending(bucket ?? null)) return summary;
  // labelled with the revision read before the bucket: a write since then leaves it stale, never wrong. Storing
  // is for the next restart: when it fails (two first dashboards racing to insert it) this answer stands
  await SaleMonthSummaryModel.updateOne(
    { _id: id },
    { $set: { rev, data: encodeMonthSales(summary), builtAt: new Date() } },
    { upsert: true },
  ).catch(() => undefined);
  stored.set(id, { rev, summary }, weightOf(summary));
  return summary;
}

/**
 * Summaries of every month of the shop up to `toMonth` (repeat customers look back before the period); months
 * before `currentMonth` (the shop's, today) from their stored summaries.
 */
export async function shopSalesSummaries(
  shopId: string,
  toMonth: string,
  currentMonth: string,
): Promise<MonthSales[]> {
  const revisions = await monthRevisions(shopId);
  const months = [...revisions.keys()].filter((month) => month <= toMonth).sort();
  const past = months.filter((month) => month < currentMonth);
  const current = months.filter((month) => month >= currentMonth);
  const summaries: MonthSales[] = [];
  // a few past months at a time, yielding between: decoding them (or, the first time, summarising their
  // buckets) must not hold the event loop while other requests (a health check) wait
  for (let i = 0; i < past.length; i += PAST_MONTHS_AT_ONCE) {
    const batch = past.slice(i, i + PAST_MONTHS_AT_ONCE);
    summaries.push(
      ...(await Promise.all(
        batch.map((month) => pastMonthSummary(shopId, month, revisions.get(month)!)),
      )),
    );
    if (i + PAST_MONTHS_AT_ONCE < past.length) await new Promise((done) => setImmediate(done));
  }
  const buckets = await monthBuckets(shopId, current);
  summaries.push(
    ...(await Promise.all(current.map((month, i) => bucketSummary(month, buckets[i] ?? null)))),
  );
  return summaries;
}

/** Drops the summaries kept in memory (a test's "restart"; the stored ones stay). */
export function forgetSalesSummaries(): void {
  stored.clear();
}

export async function salesDashboard(
  shop: { shopId: string; timeZone: string },
  ranges: SalesRanges,
  language: Locale,
  now: number,
): Promise<SalesDashboard> {
  const today = localDate(now, shop.timeZone);
  const months = await shopSalesSummaries(
    shop.shopId,
    ranges.range.to.slice(0, 7),
    today.slice(0, 7),
  );
  return salesDashboardOf(months, ranges, shop, language, now);
}
