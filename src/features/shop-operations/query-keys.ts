/**
 * Query keys of the shop's operations (issue 15), all below `['shop-ops', shopId]` so one invalidation refreshes
 * a shop's overview, calendar and bookings (the refresh button, a live event). The live connection
 * (live/) updates these caches in place.
 */
export const shopOpsKeys = {
  shop: (shopId: string) => ['shop-ops', shopId] as const,
  dashboard: (shopId: string) => ['shop-ops', shopId, 'dashboard'] as const,
  performance: (shopId: string, period: string) =>
    ['shop-ops', shopId, 'performance', period] as const,
  calendar: (shopId: string, from?: string, days?: number) =>
    from === undefined
      ? (['shop-ops', shopId, 'calendar'] as const)
      : (['shop-ops', shopId, 'calendar', from, days] as const),
  appointments: (shopId: string, filters?: Record<string, unknown>) =>
    filters === undefined
      ? (['shop-ops', shopId, 'appointments'] as const)
      : (['shop-ops', shopId, 'appointments', filters] as const),
  blocks: (shopId: string) => ['shop-ops', shopId, 'blocks'] as const,
};
