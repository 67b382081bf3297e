import type { UserRole } from './auth';
import type { Locale } from './constants';
import { allow, refuse, type Decision } from './decision';
import { textsOf } from './localized-text';
import { countsInRevenue, centsToEuro, type SaleRecord, type SaleTransactionPage } from './sales';
import { toSaleTransaction } from './sales-records';
import type { SaleListQuery } from './sales-schema';

/**
 * GET /api/sales/transactions (filters, order, pages) and which shop a sales request is about, for the server
 * and the mocks alike.
 */

/**
 * The shop a sales request is about: the one named (`shopId`) if the caller may manage it; else an owner's
 * first shop (the shell's order: by name, then id). An admin must name one. A shop the caller may not manage
 * answers like one that does not exist (404 SHOP_NOT_FOUND); customers never get here (403 at the guard).
 */
export function salesShopChoice(
  role: UserRole,
  requested: string | undefined,
  managed: readonly { id: string; name: string }[],
): Decision<string> {
  if (role === 'admin') return requested ? allow(requested) : refuse('SHOP_REQUIRED');
  if (requested) {
    return managed.some((shop) => shop.id === requested)
      ? allow(requested)
      : refuse('SHOP_NOT_FOUND');
  }
  const first = [...managed].sort(
    (a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  )[0];
  return first ? allow(first.id) : refuse('SHOP_NOT_FOUND');
}

/** Lower case without accents, so "méche" finds "Meche". */
const fold = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Who bought, to tell repeat customers (sales-summaries.ts): the email when known (the same person buying at the
 * counter and through a booking), else the phone's digits, else the booking's customer; null when anonymous.
 */
export function customerKeyOf(
  record: Pick<SaleRecord, 'customerEmail' | 'customerPhone' | 'customerId'>,
): string | null {
  const email = record.customerEmail.trim().toLowerCase();
  if (email) return `e:${email}`;
  const digits = record.customerPhone.replace(/\D/g, '');
  if (digits.length >= 6) return `p:${digits}`;
  return record.customerId ? `u:${record.customerId}` : null;
}

/** Whether a record passes the list's filters (dates inclusive, shop-local). */
export function matchesSaleQuery(record: SaleRecord, query: SaleListQuery): boolean {
  if (query.startDate && record.date < query.startDate) return false;
  if (query.endDate && record.date > query.endDate) return false;
  if (query.paymentMethod && record.paymentMethod !== query.paymentMethod) return false;
  if (query.category && !record.items.some((item) => item.category === query.category))
    return false;
  if (query.source && record.source !== query.source) return false;
  if (query.type && record.type !== query.type) return false;
  if (query.status && record.status !== query.status) return false;
  if (query.q) {
    const needle = fold(query.q.trim());
    const haystack = [
      ...record.items.flatMap((item) => textsOf(item.name)),
      record.customerName,
      record.customerEmail,
      record.customerPhone,
      record.notes,
      record.description,
      record.id,
    ];
    if (!haystack.some((text) => fold(text).includes(needle))) return false;
  }
  return true;
}

/** Newest first: by the sale's instant, then by id (a stable order across pages). */
export const newestFirst = (a: SaleRecord, b: SaleRecord): number =>
  b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** One page of a shop's records (all of them, or those of the months the query spans). */
export function pageOfSales(
  records: readonly SaleRecord[],
  query: SaleListQuery,
  shop: { shopId: string; timeZone: string },
  language: Locale,
): SaleTransactionPage {
  const matching = records.filter((record) => matchesSaleQuery(record, query)).sort(newestFirst);
  const revenueCents = matching.reduce(
    (sum, record) => (countsInRevenue(record) ? sum + record.totalCents : sum),
    0,
  );
  const start = (query.page - 1) * query.limit;
  return {
    shopId: shop.shopId,
    timeZone: shop.timeZone,
    items: matching
      .slice(start, start + query.limit)
      .map((record) => toSaleTransaction(record, language)),
    total: matching.length,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(matching.length / query.limit),
    revenue: centsToEuro(revenueCents),
    revenueCents,
  };
}
