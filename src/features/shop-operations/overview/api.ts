import type { PerformancePeriod, ShopDashboard, ShopPerformance } from '@/domain/shop-dashboard';
import { api } from '@/lib/api';

/**
 * The overview's two reads (server/modules/shop-dashboard, spec 03 §7). `refresh` asks the server to compute the
 * figures afresh instead of answering from its short cache (60 s dashboard, 180 s performance): the refresh button
 * and a live hint that the figures changed send it.
 */
export function fetchShopDashboard(
  shopId: string,
  { refresh = false, signal }: { refresh?: boolean; signal?: AbortSignal } = {},
) {
  return api.get<ShopDashboard>(`shops/${shopId}/dashboard`, {
    signal,
    searchParams: refresh ? { refresh: 'true' } : {},
  });
}

export function fetchShopPerformance(
  shopId: string,
  period: PerformancePeriod,
  { refresh = false, signal }: { refresh?: boolean; signal?: AbortSignal } = {},
) {
  return api.get<ShopPerformance>(`shops/${shopId}/performance`, {
    signal,
    searchParams: refresh ? { period, refresh: 'true' } : { period },
  });
}
