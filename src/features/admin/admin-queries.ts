import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminShopSummary, ApprovalStatus } from '@/domain/admin';
import { invalidateCatalogQueries } from '@/lib/catalog-cache';
import { approveShop, fetchAdminShops, rejectShop } from './api';

/** The admin area's query keys and queries: the review list per approval status. */
export const adminKeys = {
  all: ['admin'] as const,
  shops: (status: ApprovalStatus) => [...adminKeys.all, 'shops', status] as const,
};

export const adminShopsQuery = (status: ApprovalStatus) =>
  queryOptions({
    queryKey: adminKeys.shops(status),
    queryFn: ({ signal }) => fetchAdminShops(status, signal),
  });

/**
 * Approve or reject a shop under review: it leaves the list it was in at once, and the other lists (where it
 * lands) are asked again when shown; so are the catalog's answers (search, shop details, featured shops),
 * which the review changed.
 */
export function useReviewShop(status: ApprovalStatus) {
  const client = useQueryClient();
  const reviewed = (shop: AdminShopSummary) => {
    client.setQueryData<{ items: AdminShopSummary[]; total: number }>(
      adminKeys.shops(status),
      (list) =>
        list && { items: list.items.filter((s) => s.id !== shop.id), total: list.total - 1 },
    );
    void client.invalidateQueries({
      queryKey: [...adminKeys.all, 'shops'],
      predicate: (query) => query.queryKey[2] !== status,
    });
    void invalidateCatalogQueries(client);
  };
  const approve = useMutation({
    mutationFn: (shop: AdminShopSummary) => approveShop(shop.id),
    onSuccess: (_answer, shop) => reviewed(shop),
  });
  const reject = useMutation({
    mutationFn: ({ shop, reason }: { shop: AdminShopSummary; reason: string }) =>
      rejectShop(shop.id, reason),
    onSuccess: (_answer, { shop }) => reviewed(shop),
  });
  return { approve: approve.mutateAsync, reject: reject.mutateAsync };
}
