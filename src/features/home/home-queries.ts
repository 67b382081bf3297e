import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Place } from '@/domain/geocoding';
import type { Shop } from '@/domain/shop';
import { takePageAnswer } from '@/lib/page-data';
import { fetchFeaturedShops, fetchPlaces, type FeaturedShopsQuery } from './api';

/** The home page's query keys and queries. */
export const homeKeys = {
  all: ['home'] as const,
  featured: (query: FeaturedShopsQuery) => [...homeKeys.all, 'featured', query] as const,
  places: (text: string) => [...homeKeys.all, 'places', text] as const,
};

/** How many places the "Where" field offers under "Current position". */
export const PLACE_SUGGESTIONS_MAX = 6;
/** Typing pauses this long before the gazetteer is asked (one request per pause, not per key). */
const PLACE_INPUT_PAUSE_MS = 200;

export const placesQuery = (text: string) =>
  queryOptions({
    queryKey: homeKeys.places(text),
    queryFn: ({ signal }) => fetchPlaces(text, PLACE_SUGGESTIONS_MAX, signal),
    // the gazetteer does not change while the page is open
    staleTime: Infinity,
  });

const NO_PLACES: Place[] = [];

/**
 * The cities and neighbourhoods for what is typed in the home widget's "Where" (GET /api/geocoding/search):
 * asked once typing pauses; none for an empty field; while the next answer is on its way the last one stays.
 */
export function usePlaceSuggestions(typed: string) {
  const text = typed.trim();
  const [asked, setAsked] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text), PLACE_INPUT_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = text !== '' && asked !== '';
  const result = useQuery({ ...placesQuery(asked), enabled, placeholderData: keepPreviousData });
  return {
    // the same list while nothing changed, so what reports it (place-suggestions-source.tsx) reports once
    places: enabled ? (result.data ?? NO_PLACES) : NO_PLACES,
    loading: text !== '' && (asked !== text || result.isFetching),
  };
}

export const featuredShopsQuery = ({ limit, latitude, longitude }: FeaturedShopsQuery) =>
  queryOptions({
    queryKey: homeKeys.featured({ limit, latitude, longitude }),
    queryFn: ({ signal }) => fetchFeaturedShops({ limit, latitude, longitude }, signal),
    // home's page carries the answer without a position (server/http/page-data.ts): the server's first view
    // already shows those cards, and the app starts from them instead of drawing them again when they arrive
    initialData: () =>
      latitude === undefined && limit !== undefined
        ? takePageAnswer<{ shops: Shop[] }>('shops/featured', { limit: String(limit) })?.shops
        : undefined,
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
