import type { BookingAnalytics } from '@/domain/booking-analytics';
import type {
  SaleDeleteResult,
  SaleTransaction,
  SaleTransactionPage,
  SaleTransactionResult,
} from '@/domain/sales';
import type { SalesDashboard } from '@/domain/sales-dashboard';
import type { SaleCreateInput, SaleListQuery, SaleUpdateInput } from '@/domain/sales-schema';
import { api } from '@/lib/api';
import { rangeSearchParams, type SalesRangeParams } from './sales-range';

/**
 * The sales calls (server/modules/sales, spec 03 §7 Sales): the dashboard, the bookings' analytics, the
 * transactions list and its writes. Every call names the shop, so an owner of several shops and an admin see
 * the one they chose.
 */

const TRANSACTIONS = 'sales/transactions';
const one = (id: string) => `${TRANSACTIONS}/${encodeURIComponent(id)}`;

export function fetchSalesDashboard(
  shopId: string,
  range: SalesRangeParams,
  signal?: AbortSignal,
): Promise<SalesDashboard> {
  return api.get<SalesDashboard>('sales/dashboard', {
    signal,
    searchParams: { shopId, ...rangeSearchParams(range) },
  });
}

export function fetchBookingAnalytics(
  shopId: string,
  range: SalesRangeParams,
  signal?: AbortSignal,
): Promise<BookingAnalytics> {
  return api.get<BookingAnalytics>('analytics/bookings', {
    signal,
    searchParams: { shopId, ...rangeSearchParams(range) },
  });
}

/** Only the filters that are set go in the query (the server reads absent as "any"). */
export function transactionSearchParams(
  shopId: string,
  query: Partial<SaleListQuery>,
): Record<string, string> {
  const params: Record<string, string> = { shopId };
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== null && String(value).trim() !== '')
      params[name] = String(value).trim();
  return params;
}

export function fetchSaleTransactions(
  shopId: string,
  query: Partial<SaleListQuery>,
  signal?: AbortSignal,
): Promise<SaleTransactionPage> {
  return api.get<SaleTransactionPage>(TRANSACTIONS, {
    signal,
    searchParams: transactionSearchParams(shopId, query),
  });
}

export async function createSale(shopId: string, input: SaleCreateInput): Promise<SaleTransaction> {
  return (await api.post<SaleTransactionResult>(TRANSACTIONS, { ...input, shopId })).transaction;
}

/** The changed fields plus the `updatedAt` last read (a stale one is refused with 409 TRANSACTION_STALE). */
export async function updateSale(id: string, changes: SaleUpdateInput): Promise<SaleTransaction> {
  return (await api.put<SaleTransactionResult>(one(id), changes)).transaction;
}

export function deleteSale(id: string): Promise<SaleDeleteResult> {
  return api.delete<SaleDeleteResult>(one(id));
}
