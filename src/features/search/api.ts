import type {
  BusinessTypeCounts,
  SearchSuggestion,
  ShopSearchResult,
  ShopService,
} from '@/domain/search';
import type { Shop } from '@/domain/shop';
import { api } from '@/lib/api';

/** The catalog's calls (spec 02 §7 "Search", "Shops"); each returns the envelope's data or throws ApiError. */

export function searchShops(
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<ShopSearchResult> {
  return api.get<ShopSearchResult>('shops/search', { searchParams: params, signal });
}

export async function fetchSuggestions(
  query: string,
  limit: number,
  signal?: AbortSignal,
): Promise<SearchSuggestion[]> {
  const data = await api.get<{ suggestions: SearchSuggestion[] }>('search/suggestions', {
    searchParams: { query, limit: String(limit) },
    signal,
  });
  return data.suggestions;
}

export async function fetchBusinessTypeCounts(
  signal?: AbortSignal,
): Promise<BusinessTypeCounts['counts']> {
  const data = await api.get<BusinessTypeCounts>('shops/business-types', { signal });
  return data.counts;
}

/** GET /api/shops/{id} → data.shop (the details modal and the booking page share it) */
export async function fetchShop(shopId: string, signal?: AbortSignal): Promise<Shop> {
  return (await api.get<{ shop: Shop }>(`shops/${encodeURIComponent(shopId)}`, { signal })).shop;
}

/** GET /api/shops/{id}/services → data.services */
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
