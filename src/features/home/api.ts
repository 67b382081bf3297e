import type { GeocodingSearchResult, Place } from '@/domain/geocoding';
import type { Shop } from '@/domain/shop';
import { api } from '@/lib/api';
import { hasErrorCode } from '@/lib/error-code';

export interface FeaturedShopsQuery {
  /** 1..50 */
  limit?: number;
  /** with longitude: the server adds `distance` (km) to each shop */
  latitude?: number;
  longitude?: number;
}

/** GET /api/shops/featured → data.shops */
export async function fetchFeaturedShops(
  query: FeaturedShopsQuery = {},
  signal?: AbortSignal,
): Promise<Shop[]> {
  const searchParams = new URLSearchParams();
  if (query.limit !== undefined) searchParams.set('limit', String(query.limit));
  if (query.latitude !== undefined && query.longitude !== undefined) {
    searchParams.set('latitude', String(query.latitude));
    searchParams.set('longitude', String(query.longitude));
  }
  const data = await api.get<{ shops: Shop[] }>('shops/featured', { searchParams, signal });
  return data.shops;
}

/** GET /api/geocoding/search?address=&limit= → data.results (cities and neighbourhoods, best first); none → []. */
export async function fetchPlaces(
  text: string,
  limit: number,
  signal?: AbortSignal,
): Promise<Place[]> {
  const searchParams = new URLSearchParams({ address: text, limit: String(limit) });
  try {
    const data = await api.get<GeocodingSearchResult>('geocoding/search', { searchParams, signal });
    return data.results;
  } catch (failure) {
    if (hasErrorCode(failure, 'LOCATION_NOT_FOUND')) return [];
    throw failure;
  }
}
