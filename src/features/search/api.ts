import type { BusinessTypeCounts, SearchSuggestion, ShopSearchResult } from '@/domain/search';
import { api } from '@/lib/api';

/** The search page's calls (spec 02 §7 "Search"). */

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
