import type { SaleListQuery } from '@/domain/sales-schema';
import type { SalesRangeParams } from './sales-range';

/**
 * Query keys of the sales pages and the finance tab (issue 16), all below `['sales', shopId]`, so one
 * invalidation (a sale added, changed or deleted; a booking completed; the shop area's refresh) refreshes every
 * figure and list of the shop.
 */
export const salesKeys = {
  shop: (shopId: string) => ['sales', shopId] as const,
  dashboard: (shopId: string, range: SalesRangeParams) =>
    ['sales', shopId, 'dashboard', range] as const,
  analytics: (shopId: string, range: SalesRangeParams) =>
    ['sales', shopId, 'analytics', range] as const,
  transactions: (shopId: string, query?: Partial<SaleListQuery>) =>
    query === undefined
      ? (['sales', shopId, 'transactions'] as const)
      : (['sales', shopId, 'transactions', query] as const),
};
