import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFeaturedShops, type FeaturedShopsQuery } from './api';

/** The home page's query keys and queries. */
export const homeKeys = {
  all: ['home'] as const,
  featured: (query: FeaturedShopsQuery) => [...homeKeys.all, 'featured', query] as const,
};

export const featuredShopsQuery = ({ limit, latitude, longitude }: FeaturedShopsQuery) =>
  queryOptions({
    queryKey: homeKeys.featured({ limit, latitude, longitude }),
    queryFn: ({ signal }) => fetchFeaturedShops({ limit, latitude, longitude }, signal),
  });

export type FeaturedShopsStatus = 'idle' | 'loading' | 'success' | 'error';

/**
 * Featured shops for a query; `enabled: false` waits (e.g. for the device position). A changed query reads as
 * loading until it answers; Try again after an error shows loading again.
 */
export function useFeaturedShops(query: FeaturedShopsQuery, enabled = true) {
  const result = useQuery({ ...featuredShopsQuery(query), enabled });
  const status: FeaturedShopsStatus = !enabled
    ? 'idle'
    : result.isError && !result.isFetching
      ? 'error'
      : result.data && !result.isError
        ? 'success'
        : 'loading';
  return {
    status,
    shops: status === 'success' ? (result.data ?? []) : [],
    error: status === 'error' ? result.error : null,
    retry: () => void result.refetch(),
  };
}
