import type { BusinessType, Shop } from './shop';
import type { ServiceImage } from './service-images';

/** The answers of the search and shop-list endpoints (types only; src/domain/search.ts re-exports them). */

/** Where the search was centred, when it had a position (a resolved place or the caller's coordinates). */
export interface SearchOrigin {
  latitude: number;
  longitude: number;
  /** the place's label, or null for raw coordinates */
  name: string | null;
  radiusKm: number | null;
}

/** `GET /api/shops/search` → data */
export interface ShopSearchResult {
  shops: Shop[];
  total: number;
  totalPages: number;
  page: number;
  limit: number;
  origin: SearchOrigin | null;
}

/** `GET /api/shops?page&limit` → data (approved shops, best rated first) */
export interface ShopListResult {
  shops: Shop[];
  total: number;
  totalPages: number;
  page: number;
  limit: number;
}

/** `GET /api/shops/business-types` → data { counts }: approved shops per business type (filter panel, welcome state). */
export interface BusinessTypeCounts {
  counts: Record<BusinessType, number>;
}

/** Full service as `GET /api/shops/{id}/services` returns it (spec 02 §3 Service). */
export interface ShopService {
  id: string;
  name: string;
  description: string;
  /** minutes */
  duration: number;
  /** euro */
  price: number;
  category: { id: string; name: string; color: string };
  includes: string[];
  requirements: string[];
  /** the owner's picture of it (src/domain/service-images.ts); null when none */
  image: ServiceImage | null;
  /** bookable online now (enabled and online booking on); absent in older fixtures = bookable */
  bookable?: boolean;
  /** booking settings (spec 03): minimum notice in hours, how many days ahead (absent = the defaults) */
  minNoticeHours?: number;
  maxAdvanceDays?: number;
}

/** `GET /api/search/suggestions?query&limit` → data { suggestions } */
export type SuggestionKind = 'shop' | 'service' | 'place';
export interface SearchSuggestion {
  kind: SuggestionKind;
  /** shop id, service filter id or service name, place id */
  id: string;
  /** what to show and, chosen, what to search (a place goes to `location`) */
  label: string;
  /** second line: a shop's city, a service's shop count, a place's province/country */
  detail: string | null;
  /** for a shop: open its details; for a place: its position */
  shopId?: string;
  latitude?: number;
  longitude?: number;
}
/** `GET /api/search/popular` → data { searches } from recorded searches (most searched first) */
export interface PopularSearch {
  query: string;
  count: number;
}

/** A remembered search on this device (spec 02 §3 "Search history item"). */
export interface SearchHistoryItem {
  query: string;
  timestamp: string;
  resultsCount: number;
}
