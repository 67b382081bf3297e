import type { Shop } from '@/domain/shop';
import { api } from '@/lib/api';

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
