import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_PAGE_SIZE, type SearchOrigin, type ShopSearchResult } from '@/domain/search';
import { searchRequestParams, type SearchCriteria } from '@/domain/search-url';
import type { Shop } from '@/domain/shop';
import { ApiError } from '@/lib/api';
import { searchShops } from './api';

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

const IDLE: ShopSearchState = {
  status: 'idle',
  shops: [],
  total: 0,
  totalPages: 0,
  page: 0,
  origin: null,
  error: null,
  loadingMore: false,
  loadMoreError: null,
};

function messageOf(error: unknown): string {
  return error instanceof ApiError && error.status > 0 && error.message
    ? error.message
    : SEARCH_FAILED;
}

/**
 * The results of the search page (spec 02 §4 "Search"): a new search resets to page 1 and clears the error;
 * Load More asks for the next page and appends it, is refused while loading or on the last page, and on
 * failure keeps the page where it was. A newer search cancels the older request.
 */
export function useShopSearch() {
  const [state, setState] = useState<ShopSearchState>(IDLE);
  const stateRef = useRef(state);
  stateRef.current = state;
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const renew = () => {
    controller.current?.abort();
    controller.current = new AbortController();
    return controller.current.signal;
  };

  const search = useCallback(async (criteria: SearchCriteria): Promise<ShopSearchResult | null> => {
    const signal = renew();
    setState((s) => ({
      ...s,
      status: 'loading',
      error: null,
      loadingMore: false,
      loadMoreError: null,
    }));
    try {
      const result = await searchShops(searchRequestParams(criteria, 1, SEARCH_PAGE_SIZE), signal);
      if (signal.aborted) return null;
      setState({
        ...IDLE,
        status: 'success',
        shops: result.shops,
        total: result.total,
        totalPages: result.totalPages,
        page: 1,
        origin: result.origin,
      });
      return result;
    } catch (error) {
      if (signal.aborted) return null;
      console.warn('Search failed', error);
      setState({ ...IDLE, status: 'error', error: messageOf(error) });
      return null;
    }
  }, []);

  const loadMore = useCallback(async (criteria: SearchCriteria) => {
    const current = stateRef.current;
    if (current.status !== 'success' || current.loadingMore || current.page >= current.totalPages)
      return;
    const signal = renew();
    const next = current.page + 1;
    setState((s) => ({ ...s, loadingMore: true, loadMoreError: null }));
    try {
      const result = await searchShops(
        searchRequestParams(criteria, next, SEARCH_PAGE_SIZE),
        signal,
      );
      if (signal.aborted) return;
      setState((s) => ({
        ...s,
        shops: [...s.shops, ...result.shops],
        total: result.total,
        totalPages: result.totalPages,
        page: next,
        loadingMore: false,
      }));
    } catch (error) {
      if (signal.aborted) return;
      console.warn('Load more failed', error);
      setState((s) => ({ ...s, loadingMore: false, loadMoreError: messageOf(error) }));
    }
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    setState(IDLE);
  }, []);

  return { state, search, loadMore, reset };
}
