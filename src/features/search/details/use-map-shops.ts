import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchOrigin } from '@/domain/search';
import { searchRequestParams, type SearchCriteria } from '@/domain/search-url';
import type { Shop } from '@/domain/shop';
import { searchShops } from '../api';
import { searchKeys } from '../search-queries';
import { MAP_PAGE_SIZE, mergeMapPages, remainingMapPages } from './map-paging';

export interface MapShops {
  /** every match up to MAP_RESULTS_CAP, in the search's order */
  shops: Shop[];
  /** every match, including those past the cap */
  total: number;
  origin: SearchOrigin | null;
}

/** The search's results for the map: page 1 in the largest page size, then the rest (up to the cap) at once. */
async function fetchMapShops(criteria: SearchCriteria, signal: AbortSignal): Promise<MapShops> {
  const first = await searchShops(searchRequestParams(criteria, 1, MAP_PAGE_SIZE), signal);
  const rest = await Promise.all(
    remainingMapPages(first.totalPages).map((page) =>
      searchShops(searchRequestParams(criteria, page, MAP_PAGE_SIZE), signal),
    ),
  );
  return {
    shops: mergeMapPages([first.shops, ...rest.map((page) => page.shops)]),
    total: first.total,
    origin: first.origin,
  };
}

export const mapShopsKey = (criteria: SearchCriteria) =>
  [...searchKeys.all, 'map', searchRequestParams(criteria, 1, MAP_PAGE_SIZE)] as const;

/**
 * Every shop matching the criteria, for the map (under `searchKeys.all`, so whatever refreshes the search
 * refreshes it too). Never fresh, like the list: open status and the catalog move. While new criteria load,
 * the previous pins stay.
 */
export function useMapShops(criteria: SearchCriteria) {
  const query = useQuery({
    queryKey: mapShopsKey(criteria),
    queryFn: ({ signal }) => fetchMapShops(criteria, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  return {
    data: query.data ?? null,
    loading: query.isFetching,
    failed: query.isError && !query.isFetching,
    retry: () => void query.refetch(),
  };
}
