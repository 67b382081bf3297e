import { useQuery, type QueryKey, type QueryClient } from '@tanstack/react-query';
import { DASHBOARD_STALE_MINUTES, type PerformancePeriod } from '@/domain/shop-dashboard';
import { shopOpsKeys } from '../query-keys';
import { fetchShopDashboard, fetchShopPerformance } from './api';

/** spec 03 §4 "Dashboard caching": figures younger than 5 minutes are not asked for again unless refreshed */
const STALE_MS = DASHBOARD_STALE_MINUTES * 60_000;

/**
 * An invalidated query is one somebody asked to refresh: the refresh buttons (the tab's and the shell's, which
 * invalidate `shopOpsKeys.shop`) and the live connection's "the figures changed" hints. Those refetches tell the
 * server to recompute, so nobody is answered from its cache with figures they know to be old.
 */
const wasInvalidated = (client: QueryClient, key: QueryKey) =>
  client.getQueryState(key)?.isInvalidated === true;

/**
 * The dashboard, cached under `shopOpsKeys.dashboard(shopId)` exactly as the server's `ShopDashboard`: the live
 * connection patches that entry in place (a new booking, a changed count), so nothing else may reshape it.
 */
export function useShopDashboard(shopId: string) {
  return useQuery({
    queryKey: shopOpsKeys.dashboard(shopId),
    queryFn: ({ signal, queryKey, client }) =>
      fetchShopDashboard(shopId, { signal, refresh: wasInvalidated(client, queryKey) }),
    staleTime: STALE_MS,
  });
}

/** One period's charts and trends; each period is its own cache entry, so switching back is instant. */
export function useShopPerformance(shopId: string, period: PerformancePeriod) {
  return useQuery({
    queryKey: shopOpsKeys.performance(shopId, period),
    queryFn: ({ signal, queryKey, client }) =>
      fetchShopPerformance(shopId, period, { signal, refresh: wasInvalidated(client, queryKey) }),
    staleTime: STALE_MS,
  });
}
