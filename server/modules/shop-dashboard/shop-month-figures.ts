import { DASHBOARD_LIST_SIZE } from '../../../src/domain/shop-dashboard';
import {
  summarizeMonth,
  type FigureBooking,
  type MonthSummary,
} from '../../../src/domain/shop-dashboard-figures';
import { decodeKey, shopDirectoryId, shopMonthIndexId } from '../../models/booking-index.model';
import { bookingIndexesReady } from '../bookings/booking-index-backfill';
import { shopBookings, type IndexedBooking } from '../bookings/booking-index';
import { readIndexDocs, type IndexDoc } from '../bookings/booking-index-store';

/**
 * The shop's month summaries (src/domain/shop-dashboard-figures.ts) from its month index documents, each
 * summarised once and reused while the document is unchanged: the index store replaces a document's `entries`
 * map on every write and never changes it in place (booking-index-store.ts), so the map's identity says whether
 * a summary is current. A month with a change in flight (a `pending` entry) is read through shopBookings, which
 * reads those bookings themselves, and is not kept. A booking moving between months may for a moment be counted
 * in both (its old entry is removed right after its new one is written); the next read is right.
 */

/** A figure that knows the index entry it came from (to load the booking whole for the lists). */
export type EntryFigure = FigureBooking & { entry: IndexedBooking };

const summaries = new WeakMap<object, MonthSummary>();

export const figureOf = (entry: IndexedBooking): EntryFigure => ({
  entry,
  id: entry.id,
  customerId: entry.customerId,
  date: entry.date,
  startAt: entry.startAt,
  status: entry.status,
  priceCents: entry.priceCents ?? 0,
  feeCents: entry.feeCents ?? null,
  // entries written before the dashboard existed carry `at` (when written) at best
  createdAt: entry.createdAt || entry.at || 0,
});

async function summaryOf(
  shopId: string,
  month: string,
  doc: IndexDoc | null,
): Promise<MonthSummary> {
  const entries = doc?.entries ?? {};
  const known = summaries.get(entries);
  if (known) return known;
  const list = Object.entries(entries);
  if (list.some(([, entry]) => entry.pending !== undefined)) {
    const day = `${month}-01`;
    const resolved = await shopBookings([shopId], { from: day, to: `${month}-31` });
    return summarizeMonth(month, resolved.map(figureOf), DASHBOARD_LIST_SIZE);
  }
  const summary = summarizeMonth(
    month,
    list.map(([key, entry]) => figureOf({ ...entry, id: decodeKey(key), source: doc!._id })),
    DASHBOARD_LIST_SIZE,
  );
  summaries.set(entries, summary);
  return summary;
}

/** Summaries of the shop's months (only those from `fromMonth` to `toMonth` when given), by `_id` reads. */
export async function shopMonthSummaries(
  shopId: string,
  range: { fromMonth?: string; toMonth?: string } = {},
): Promise<MonthSummary[]> {
  await bookingIndexesReady();
  const [directory] = await readIndexDocs([shopDirectoryId(shopId)]);
  const months = Object.keys(directory?.months ?? {})
    .map(decodeKey)
    .filter(
      (month) =>
        (!range.fromMonth || month >= range.fromMonth) &&
        (!range.toMonth || month <= range.toMonth),
    )
    .sort();
  const docs = await readIndexDocs(months.map((month) => shopMonthIndexId(shopId, month)));
  return Promise.all(months.map((month, i) => summaryOf(shopId, month, docs[i] ?? null)));
}
