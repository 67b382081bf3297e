import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagedShop } from '@/domain/managed-shops';
import { fetchManagedShop, fetchManagedShops } from './api';

/**
 * The shell's own queries: which shops the user manages, and the summary (status, checklist) of the one shown.
 * The settings editors' data sits below `shopAdminKeys.shop(id)` (shop-setup); the refresh button invalidates
 * both.
 */
export const shopOwnerKeys = {
  all: ['shop-owner'] as const,
  list: (q: string) => [...shopOwnerKeys.all, 'managed', q] as const,
  shop: (shopId: string) => [...shopOwnerKeys.all, 'shop', shopId] as const,
};

export const managedShopsQuery = (q = '') =>
  queryOptions({
    queryKey: shopOwnerKeys.list(q),
    queryFn: ({ signal }) => fetchManagedShops({ q }, signal),
  });

export const managedShopQuery = (shopId: string) =>
  queryOptions({
    queryKey: shopOwnerKeys.shop(shopId),
    queryFn: ({ signal }) => fetchManagedShop(shopId, signal),
  });

/** The signed-in user's shops (an owner's all; an admin's first page of a search). */
export function useManagedShops(q = '', enabled = true) {
  return useQuery({ ...managedShopsQuery(q), enabled, placeholderData: keepPreviousData });
}

/** The summary of the shop shown; `known` (from the list) paints at once while it is fetched. */
export function useManagedShop(shopId: string | null, known?: ManagedShop) {
  return useQuery({
    ...managedShopQuery(shopId ?? ''),
    enabled: shopId !== null,
    placeholderData: known,
  });
}
