import type { LatLng } from './geo';
import { DEFAULT_RADIUS_KM, type SearchOrigin, type ShopSearchCriteria } from './search';

/** A place the gazetteer found for a search's `location` text. */
export interface FoundPlace extends LatLng {
  label: string;
  /** a city, or a district of one (a city named in the search text wins over a shop's name) */
  kind?: 'city' | 'district';
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

/** A place named in the search text (`placeInText`) and the words left for the text search. */
export interface TextPlace {
  place: FoundPlace;
  rest: string;
}

/** Whether the search text may name the place (search.ts RULES "Position"): no coordinates, no location. */
export function textMayNamePlace(
  criteria: Pick<ShopSearchCriteria, 'coordinates' | 'location' | 'search'>,
): boolean {
  return !criteria.coordinates && !criteria.location && !!criteria.search;
}

/**
 * The search as the engine runs it: the criteria, the origin and the unknown place text. A place named in the
 * text (only when `textMayNamePlace`) is the origin exactly as the same `location` would be, and leaves the
 * search text without its words (no text search when nothing is left).
 */
export function searchPlanOf(
  criteria: ShopSearchCriteria,
  place: FoundPlace | null,
  inText: TextPlace | null,
): { criteria: ShopSearchCriteria; origin: SearchOrigin | null; placeText?: string } {
  if (!inText || !textMayNamePlace(criteria))
    return { criteria, ...searchOriginOf(criteria, place) };
  const { search: _search, ...rest } = criteria;
  const narrowed: ShopSearchCriteria = inText.rest ? { ...rest, search: inText.rest } : rest;
  return {
    criteria: narrowed,
    origin: {
      latitude: inText.place.latitude,
      longitude: inText.place.longitude,
      name: inText.place.label,
      radiusKm: criteria.radiusKm ?? DEFAULT_RADIUS_KM,
    },
  };
}
