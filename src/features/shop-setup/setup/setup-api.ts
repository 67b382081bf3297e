import { queryOptions } from '@tanstack/react-query';
import type { ManagedShop } from '@/domain/managed-shops';
import { api } from '@/lib/api';
import { shopAdminKeys } from '../shop-admin-keys';

/** The shop's summary with its onboarding checklist (GET /api/shops/managed/:id; owner or admin). */
export async function fetchShopSetup(shopId: string, signal?: AbortSignal): Promise<ManagedShop> {
  return (
    await api.get<{ shop: ManagedShop }>(`shops/managed/${encodeURIComponent(shopId)}`, { signal })
  ).shop;
}

/** Below the shop's root key, so an editor's save or the shell's refresh brings the checklist up to date. */
export const shopSetupQuery = (shopId: string) =>
  queryOptions({
    queryKey: [...shopAdminKeys.shop(shopId), 'setup'] as const,
    queryFn: ({ signal }) => fetchShopSetup(shopId, signal),
    // asked again each time the Setup tab opens: the editors' saves (other tabs) are what change it
    staleTime: 0,
  });
