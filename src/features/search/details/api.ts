import type { ShopService } from '@/domain/search';
import type { Shop } from '@/domain/shop';
import { api } from '@/lib/api';

/** The details modal's calls (spec 02 §2.3); each returns the envelope's data or throws ApiError. */
export async function fetchShopDetails(shopId: string, signal?: AbortSignal): Promise<Shop> {
  return (await api.get<{ shop: Shop }>(`shops/${encodeURIComponent(shopId)}`, { signal })).shop;
}

export async function fetchShopServices(
  shopId: string,
  signal?: AbortSignal,
): Promise<ShopService[]> {
  return (
    await api.get<{ services: ShopService[] }>(`shops/${encodeURIComponent(shopId)}/services`, {
      signal,
    })
  ).services;
}
