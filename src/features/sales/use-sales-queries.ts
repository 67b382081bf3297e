import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaleListQuery, SaleCreateInput, SaleUpdateInput } from '@/domain/sales-schema';
import {
  createSale,
  deleteSale,
  fetchBookingAnalytics,
  fetchSalesDashboard,
  fetchSaleTransactions,
  updateSale,
} from './api';
import { salesKeys } from './query-keys';
import type { SalesRangeParams } from './sales-range';

/**
 * The sales reads and writes through the data layer. Each period is its own cache entry (switching back is
 * instant; the previous period's figures stay on screen while the next load). Every write invalidates the
 * shop's sales queries, so the dashboard, the list and the finance tab follow.
 */

export function useSalesDashboard(shopId: string, range: SalesRangeParams) {
  return useQuery({
    queryKey: salesKeys.dashboard(shopId, range),
    queryFn: ({ signal }) => fetchSalesDashboard(shopId, range, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBookingAnalytics(shopId: string, range: SalesRangeParams, enabled = true) {
  return useQuery({
    queryKey: salesKeys.analytics(shopId, range),
    queryFn: ({ signal }) => fetchBookingAnalytics(shopId, range, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSaleTransactions(shopId: string, query: Partial<SaleListQuery>) {
  return useQuery({
    queryKey: salesKeys.transactions(shopId, query),
    queryFn: ({ signal }) => fetchSaleTransactions(shopId, query, signal),
    placeholderData: keepPreviousData,
  });
}

function useSalesWrite<I, O>(shopId: string, write: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => client.invalidateQueries({ queryKey: salesKeys.shop(shopId) }),
  });
}

export const useCreateSale = (shopId: string) =>
  useSalesWrite(shopId, (input: SaleCreateInput) => createSale(shopId, input));

export const useUpdateSale = (shopId: string) =>
  useSalesWrite(shopId, ({ id, changes }: { id: string; changes: SaleUpdateInput }) =>
    updateSale(id, changes),
  );

export const useDeleteSale = (shopId: string) => useSalesWrite(shopId, deleteSale);
