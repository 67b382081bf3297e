import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CustomerStats, CustomerStatsPeriod } from '@/domain/customer-stats-types';
import { api } from '@/lib/api';

/** GET /api/customer/stats?period=…: the signed-in customer's own figures for one period. */
export function fetchCustomerStats(
  period: CustomerStatsPeriod,
  signal?: AbortSignal,
): Promise<CustomerStats> {
  return api.get<CustomerStats>('customer/stats', { searchParams: { period }, signal });
}

/** Every period's figures of one customer (the dashboard's refresh asks for them again). */
export const customerStatsKey = (userId: string) =>
  ['customer-dashboard', userId, 'stats'] as const;

/**
 * Keyed by the signed-in customer and the period, so another sign-in never sees the previous customer's figures.
 * While a new period loads, the previous one stays on screen (marked busy) instead of blinking to skeletons.
 */
export const customerStatsQuery = (userId: string, period: CustomerStatsPeriod) =>
  queryOptions({
    queryKey: [...customerStatsKey(userId), period] as const,
    queryFn: ({ signal }) => fetchCustomerStats(period, signal),
    placeholderData: keepPreviousData,
  });
