import { infiniteQueryOptions } from '@tanstack/react-query';
import { ACTIVITY_PAGE_DEFAULT, type ShopActivityPage } from '@/domain/shop-activity';
import { api } from '@/lib/api';
import { shopAdminKeys } from '../shop-admin-keys';

/** One page of the shop's audit trail, newest first (GET /api/shops/:id/activity; owner or admin). */
export function fetchShopActivity(
  shopId: string,
  page: number,
  signal?: AbortSignal,
): Promise<ShopActivityPage> {
  return api.get<ShopActivityPage>(`shops/${encodeURIComponent(shopId)}/activity`, {
    searchParams: { page, limit: ACTIVITY_PAGE_DEFAULT },
    signal,
  });
}

/** Below the shop's root key: the shell's refresh (and any editor's save) brings the list up to date. */
export const shopActivityQuery = (shopId: string) =>
  infiniteQueryOptions({
    queryKey: [...shopAdminKeys.shop(shopId), 'activity'] as const,
    queryFn: ({ pageParam, signal }) => fetchShopActivity(shopId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ShopActivityPage) =>
      last.page < last.totalPages ? last.page + 1 : undefined,
  });
