import type { LatLng } from './geo';
import { DEFAULT_RADIUS_KM, type SearchOrigin, type ShopSearchCriteria } from './search';

/** A place the gazetteer found for a search's `location` text. */
export interface FoundPlace extends LatLng {
  label: string;
}

/**
 * Where a search is centred (search.ts RULES "Position"): `coordinates` win over `location`; a found place is the
 * origin with DEFAULT_RADIUS_KM unless a radius is given; a place not found filters by its text instead.
 */
export function searchOriginOf(
  criteria: Pick<ShopSearchCriteria, 'coordinates' | 'location' | 'radiusKm'>,
  place: FoundPlace | null,
): { origin: SearchOrigin | null; placeText?: string } {
  if (criteria.coordinates) {
    return {
      origin: {
        latitude: criteria.coordinates.latitude,
        longitude: criteria.coordinates.longitude,
        name: null,
        radiusKm: criteria.radiusKm ?? null,
      },
    };
  }
  if (!criteria.location) return { origin: null };
  if (place) {
    return {
      origin: {
        latitude: place.latitude,
        longitude: place.longitude,
        name: place.label,
        radiusKm: criteria.radiusKm ?? DEFAULT_RADIUS_KM,
      },
    };
  }
  return { origin: null, placeText: criteria.location };
}
