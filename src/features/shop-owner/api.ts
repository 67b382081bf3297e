import type { ManagedShop, ManagedShopsPage } from '@/domain/managed-shops';
import { api } from '@/lib/api';

/** The shops the shop area manages: an owner's own; for an admin, a page of any shop matching `q`. */
export function fetchManagedShops(
  params: { q?: string; page?: number } = {},
  signal?: AbortSignal,
): Promise<ManagedShopsPage> {
  const searchParams: Record<string, string | number> = {};
  if (params.q) searchParams.q = params.q;
  if (params.page && params.page > 1) searchParams.page = params.page;
  return api.get<ManagedShopsPage>('shops/managed', { searchParams, signal });
}

/** One managed shop (its owner or an admin; anyone else gets 404 SHOP_NOT_FOUND). */
export async function fetchManagedShop(shopId: string, signal?: AbortSignal): Promise<ManagedShop> {
  return (
    await api.get<{ shop: ManagedShop }>(`shops/managed/${encodeURIComponent(shopId)}`, { signal })
  ).shop;
}
