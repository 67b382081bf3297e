import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  SEARCH_PAGE_SIZE,
  SUGGESTIONS_LIMIT,
  SUGGESTIONS_MIN_CHARS,
  type BusinessTypeCounts,
  type SearchOrigin,
  type ShopSearchResult,
  type ShopService,
} from '@/domain/search';
import { searchRequestParams, type SearchCriteria } from '@/domain/search-url';
import type { Shop } from '@/domain/shop';
import { ApiError } from '@/lib/api';
import { hasErrorCode } from '@/lib/error-code';
import { pageAnswerStaleTime, takePageAnswer } from '@/lib/page-data';
import { QUERY_STALE_MS } from '@/lib/query-client';
import {
  fetchBusinessTypeCounts,
  fetchShop,
  fetchShopServices,
  fetchSuggestions,
  searchShops,
} from './api';

/**
 * The catalog's query keys and queries. A shop and its services are cached once under `shopKeys`, so the
 * details modal and the booking page of the same shop share one answer.
 */
export const shopKeys = {
  all: ['shops'] as const,
  detail: (shopId: string) => [...shopKeys.all, shopId] as const,
  services: (shopId: string) => [...shopKeys.all, shopId, 'services'] as const,
};

export const searchKeys = {
  all: ['search'] as const,
  results: (criteria: SearchCriteria) =>
    [...searchKeys.all, 'results', searchRequestParams(criteria, 1, SEARCH_PAGE_SIZE)] as const,
  suggestions: (query: string, limit: number) =>
    [...searchKeys.all, 'suggestions', query, limit] as const,
  businessTypeCounts: () => [...searchKeys.all, 'business-type-counts'] as const,
};

/** The API path of a shop's reads, as src/features/search/api.ts asks for them (and the page data keys them). */
const shopPath = (shopId: string) => `shops/${encodeURIComponent(shopId)}`;

/** The booking page's shop and services start from the answers in its HTML, when the server sent them. */
export const shopQuery = (shopId: string) =>
  queryOptions({
    queryKey: shopKeys.detail(shopId),
    queryFn: ({ signal }) => fetchShop(shopId, signal),
    initialData: () => takePageAnswer<{ shop: Shop }>(shopPath(shopId))?.shop,
  });

export const shopServicesQuery = (shopId: string) =>
  queryOptions({
    queryKey: shopKeys.services(shopId),
    queryFn: ({ signal }) => fetchShopServices(shopId, signal),
    initialData: () =>
      takePageAnswer<{ services: ShopService[] }>(`${shopPath(shopId)}/services`)?.services,
  });

export const suggestionsQuery = (query: string, limit: number) =>
  queryOptions({
    queryKey: searchKeys.suggestions(query, limit),
    queryFn: ({ signal }) => fetchSuggestions(query, limit, signal),
  });

/**
 * The counts move when a shop joins or leaves the catalog (an approval, a completed setup). Never fresh, like
 * the results: the kept counts show at once and are asked again, so none outlives a catalog change.
 */
export const businessTypeCountsQuery = () =>
  queryOptions({
    queryKey: searchKeys.businessTypeCounts(),
    queryFn: ({ signal }) => fetchBusinessTypeCounts(signal),
    initialData: () => takePageAnswer<BusinessTypeCounts>('shops/business-types')?.counts,
    staleTime: pageAnswerStaleTime(QUERY_STALE_MS, 0),
  });

/**
 * Pages of results for the criteria; the next page is asked for only while there is one. Never fresh: going
 * back to earlier criteria shows their results at once and asks again (open now, ratings and free times move).
 */
export const searchResultsQuery = (criteria: SearchCriteria) =>
  infiniteQueryOptions({
    queryKey: searchKeys.results(criteria),
    // the first page of the search the page opened with may be in its HTML (src/domain/page-data.ts)
    initialData: () => {
      const first = takePageAnswer<ShopSearchResult>(
        'shops/search',
        searchRequestParams(criteria, 1, SEARCH_PAGE_SIZE),
      );
      return first ? { pages: [first], pageParams: [1] } : undefined;
    },
    staleTime: pageAnswerStaleTime(QUERY_STALE_MS, 0),
    queryFn: ({ pageParam, signal }) =>
      searchShops(searchRequestParams(criteria, pageParam, SEARCH_PAGE_SIZE), signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (page < last.totalPages ? page + 1 : undefined),
  });

/** Spec 02 §8: a failed search shows the server's message, else this. */
export const SEARCH_FAILED = 'Failed to search shops';

export interface ShopSearchState {
  status: 'idle' | 'loading' | 'success' | 'error';
  shops: Shop[];
  total: number;
  totalPages: number;
  page: number;
  origin: SearchOrigin | null;
  error: string | null;
  loadingMore: boolean;
  loadMoreError: string | null;
}

function messageOf(error: unknown): string {
  return error instanceof ApiError && error.status > 0 && error.message
    ? error.message
    : SEARCH_FAILED;
}

/**
 * The results of the search page (spec 02 §4 "Search") for the criteria, or idle while `enabled` is false: a
 * new search starts at page 1 (the previous results stay on the map while it loads); Load More appends the
 * next page, is refused while loading or on the last page, and on failure keeps the page where it was.
 */
export function useShopSearch(criteria: SearchCriteria, enabled: boolean) {
  const query = useInfiniteQuery({
    ...searchResultsQuery(criteria),
    enabled,
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages ?? [];
  const last = pages.at(-1);
  const shops = pages.flatMap((p) => p.shops);
  const base = {
    shops,
    total: last?.total ?? 0,
    totalPages: last?.totalPages ?? 0,
    page: pages.length,
    origin: last?.origin ?? null,
    error: null,
    loadingMore: false,
    loadMoreError: null,
  };
  let state: ShopSearchState;
  if (!enabled) state = { ...base, status: 'idle', shops: [], total: 0, totalPages: 0, page: 0 };
  else if (query.isPlaceholderData || (query.isPending && query.isFetching))
    state = { ...base, status: 'loading' };
  else if (query.data && !query.isPlaceholderData)
    state = {
      ...base,
      status: 'success',
      loadingMore: query.isFetchingNextPage,
      loadMoreError: query.isFetchNextPageError ? messageOf(query.error) : null,
    };
  else if (query.isError && !query.isFetching)
    state = { ...base, status: 'error', shops: [], error: messageOf(query.error) };
  else state = { ...base, status: 'loading', shops: [] };

  const loadMore = () => {
    if (state.status !== 'success' || state.loadingMore || !query.hasNextPage) return;
    void query.fetchNextPage();
  };
  return { state, loadMore, retry: () => void query.refetch() };
}

/** Waits for a pause in typing so each keystroke does not become a request. */
const TYPING_PAUSE_MS = 150;

function usePaused(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** Suggestions for the typed text, from SUGGESTIONS_MIN_CHARS characters (spec 02 §5); failures show none. */
export function useSuggestions(text: string) {
  const typed = text.trim();
  const query = usePaused(typed);
  const enabled = typed.length >= SUGGESTIONS_MIN_CHARS;
  const result = useQuery({
    ...suggestionsQuery(query, SUGGESTIONS_LIMIT),
    enabled: enabled && query === typed,
    retry: false,
  });
  const current = enabled && query === typed && !result.isPending;
  return { suggestions: current ? (result.data ?? []) : [], loading: enabled && !current };
}

/** Approved shops per business type (filters panel, welcome state); null while loading or after a failure. */
export function useBusinessTypeCounts() {
  return useQuery(businessTypeCountsQuery()).data ?? null;
}

export type ShopDetailsState =
  | { status: 'idle' }
  | { status: 'loading'; shop: Shop | null }
  | { status: 'ready'; shop: Shop }
  | { status: 'notFound' }
  | { status: 'error'; shop: Shop | null; message: string };

/**
 * The shop and its services for the open details modal. `initialShop` (the result card's copy) is shown while
 * the full shop loads; services load alongside and are null until they arrive (an empty list if they fail).
 */
export function useShopDetails(shopId: string | null, initialShop?: Shop) {
  const shop = useQuery({ ...shopQuery(shopId ?? ''), enabled: shopId !== null });
  const services = useQuery({ ...shopServicesQuery(shopId ?? ''), enabled: shopId !== null });
  const initial = initialShop && initialShop.id === shopId ? initialShop : null;

  let state: ShopDetailsState;
  if (!shopId) state = { status: 'idle' };
  else if (shop.data && !shop.isError) state = { status: 'ready', shop: shop.data };
  else if (shop.isError && !shop.isFetching)
    state = hasErrorCode(shop.error, 'SHOP_NOT_FOUND')
      ? { status: 'notFound' }
      : { status: 'error', shop: initial, message: shop.error.message };
  else state = { status: 'loading', shop: initial };

  const retry = () => {
    void shop.refetch();
    if (services.isError) void services.refetch();
  };
  const serviceList = services.data ?? (services.isError && !services.isFetching ? [] : null);
  return { state, services: shopId ? serviceList : null, retry };
}
