import {
  CATEGORY_BUSINESS_TYPES,
  HIGH_RATED_MIN,
  MAX_RADIUS_KM,
  SEARCH_SORTS,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  SERVICE_FILTER_IDS,
  type SearchSort,
  type ServiceFilter,
} from './search';
import { BUSINESS_TYPES, type BusinessType, type ShopFeature } from './shop';
import { YOUR_LOCATION } from './search-location';

/**
 * The /search page's criteria and how they travel (spec 02 §2.1, §3 "Header filter object", §5):
 * the address carries q, location, category, service, filters and view (rewritten by replacement), and — so a
 * reload or a shared link gives the same view — the rest of the header's state in extra parameters: `sort`,
 * `types` (business types not implied by the category), `rating`, `distance`, `price` ("min-max"), `services`
 * and `radius` (the map's). Pure.
 */

/** The location value that means "use the device position" (spec 02 §2.1). */
export { YOUR_LOCATION };

export type SearchView = 'list' | 'map';

/** The header's filter object (spec 02 §3). */
export interface SearchFilters {
  businessTypes: BusinessType[];
  priceRange: { min: number; max: number };
  /** 0 = none */
  minRating: number;
  /** km, null = none */
  distance: number | null;
  /** shop feature names (the panel's ids map through FEATURE_FILTERS) */
  features: ShopFeature[];
  openNow: boolean;
  hasAvailability: boolean;
  services: ServiceFilter[];
}

export interface SearchCriteria {
  text: string;
  /** a typed place, or YOUR_LOCATION while the device position is used */
  location: string;
  coordinates: { latitude: number; longitude: number } | null;
  /** the category the page was opened with, kept in the address while its business types are unchanged */
  category: string | null;
  /** the service the page was opened with, kept while the text is still its words */
  service: string | null;
  filters: SearchFilters;
  sortBy: SearchSort;
  view: SearchView;
  /** the map's radius once the user changed it (sent as radiusKm) */
  mapRadiusKm: number | null;
}

export const DEFAULT_SEARCH_FILTERS: SearchFilters = {
  businessTypes: [],
  priceRange: { min: PRICE_FILTER_MIN, max: PRICE_FILTER_MAX },
  minRating: 0,
  distance: null,
  features: [],
  openNow: false,
  hasAvailability: false,
  services: [],
};

export const EMPTY_SEARCH_CRITERIA: SearchCriteria = {
  text: '',
  location: '',
  coordinates: null,
  category: null,
  service: null,
  filters: DEFAULT_SEARCH_FILTERS,
  sortBy: 'relevance',
  view: 'list',
  mapRadiusKm: null,
};

/**
 * Home-page quick filters and other entry links use their own words: topRated is highRated, nearby is
 * nearMe (ignored: the location says where), instant is the instant-booking feature.
 */
const URL_FILTER_ALIASES: Record<string, string> = {
  topRated: 'highRated',
  nearby: 'nearMe',
  instant: 'instantBooking',
};

/** `filters` URL ids that are shop features (spec 02 §2.1) */
const URL_FEATURES: Record<string, ShopFeature> = {
  parking: 'parking',
  wifi: 'wifi',
  creditCards: 'creditCards',
  wheelchairAccessible: 'wheelchairAccessible',
  instantBooking: 'instantBooking',
  onlineBooking: 'onlineBooking',
  walkInsWelcome: 'walkInsWelcome',
};

/** Parameters this page adds to the spec's six. */
const EXTRA_PARAMS = [
  'sort',
  'types',
  'rating',
  'distance',
  'price',
  'services',
  'radius',
] as const;

function positiveNumber(value: string | null, max: number): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 && n <= max ? n : null;
}

function listParam<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  const out: T[] = [];
  for (const raw of (value ?? '').split(',')) {
    const v = raw.trim() as T;
    if (allowed.includes(v) && !out.includes(v)) out.push(v);
  }
  return out;
}

/** The extra parameters over criteria read from the spec's six. */
function withExtraParams(criteria: SearchCriteria, params: URLSearchParams): SearchCriteria {
  const filters = { ...criteria.filters };
  const sort = params.get('sort');
  const types = listParam(params.get('types'), BUSINESS_TYPES);
  if (types.length > 0) filters.businessTypes = types;
  const rating = positiveNumber(params.get('rating'), 5);
  if (rating !== null) filters.minRating = rating;
  filters.distance = positiveNumber(params.get('distance'), MAX_RADIUS_KM) ?? filters.distance;
  const price = /^(\d+)-(\d+)$/.exec(params.get('price') ?? '');
  if (price) {
    const min = Math.max(PRICE_FILTER_MIN, Number(price[1]));
    const max = Math.min(PRICE_FILTER_MAX, Number(price[2]));
    if (min <= max) filters.priceRange = { min, max };
  }
  const services = listParam(params.get('services'), SERVICE_FILTER_IDS);
  for (const service of services)
    if (!filters.services.includes(service)) filters.services = [...filters.services, service];
  return {
    ...criteria,
    filters,
    sortBy: (SEARCH_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as SearchSort)
      : criteria.sortBy,
    mapRadiusKm: positiveNumber(params.get('radius'), MAX_RADIUS_KM),
  };
}

function setExtraParams(params: URLSearchParams, criteria: SearchCriteria): void {
  const { filters } = criteria;
  if (criteria.sortBy !== 'relevance') params.set('sort', criteria.sortBy);
  if (filters.businessTypes.length > 0 && !categoryStillApplies(criteria))
    params.set('types', filters.businessTypes.join(','));
  if (filters.minRating > 0 && filters.minRating !== HIGH_RATED_MIN)
    params.set('rating', String(filters.minRating));
  if (filters.distance !== null) params.set('distance', String(filters.distance));
  if (priceChanged(filters))
    params.set('price', `${filters.priceRange.min}-${filters.priceRange.max}`);
  const categoryServices = categoryStillApplies(criteria)
    ? [CATEGORY_SERVICES[criteria.category!] ?? criteria.category]
    : [];
  const services = filters.services.filter((s) => !categoryServices.includes(s));
  if (services.length > 0) params.set('services', services.join(','));
  if (criteria.mapRadiusKm !== null) params.set('radius', String(criteria.mapRadiusKm));
}

/** Home widget categories without a business type of their own search by service instead. */
const CATEGORY_SERVICES: Record<string, ServiceFilter> = {
  eyebrows: 'eyebrows',
  coloring: 'hair_color',
};

/** "mensHaircut" → "mens Haircut" (spec 02 §2.1: the service's camel-case words become the search text) */
export function splitCamelCase(value: string): string {
  return value
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim();
}

function sameMembers<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/** The criteria an address describes (unknown values are ignored). */
export function criteriaFromParams(params: URLSearchParams): SearchCriteria {
  const q = params.get('q')?.trim() ?? '';
  const service = params.get('service')?.trim() || null;
  const category = params.get('category')?.trim() || null;
  const location = params.get('location')?.trim() ?? '';
  const filters: SearchFilters = { ...DEFAULT_SEARCH_FILTERS, features: [], services: [] };

  if (category) {
    const types = CATEGORY_BUSINESS_TYPES[category];
    if (types) filters.businessTypes = [...types];
    else if (CATEGORY_SERVICES[category]) filters.services = [CATEGORY_SERVICES[category]];
    else if ((SERVICE_FILTER_IDS as string[]).includes(category))
      filters.services = [category as ServiceFilter];
  }

  for (const raw of (params.get('filters') ?? '').split(',')) {
    const id = URL_FILTER_ALIASES[raw.trim()] ?? raw.trim();
    if (id === 'openNow') filters.openNow = true;
    else if (id === 'hasAvailability') filters.hasAvailability = true;
    else if (id === 'highRated') filters.minRating = HIGH_RATED_MIN;
    else if (URL_FEATURES[id] && !filters.features.includes(URL_FEATURES[id]))
      filters.features.push(URL_FEATURES[id]);
  }

  return withExtraParams(
    {
      ...EMPTY_SEARCH_CRITERIA,
      text: q || (service ? splitCamelCase(service) : ''),
      location,
      category:
        category && (CATEGORY_BUSINESS_TYPES[category] || filters.services.length)
          ? category
          : null,
      service,
      filters,
      view: params.get('view') === 'map' ? 'map' : 'list',
    },
    params,
  );
}

/** Whether the criteria still say what the category in the address says. */
function categoryStillApplies(criteria: SearchCriteria): boolean {
  const { category, filters } = criteria;
  if (!category) return false;
  const types = CATEGORY_BUSINESS_TYPES[category];
  if (types) return sameMembers(types, filters.businessTypes);
  const service = CATEGORY_SERVICES[category] ?? category;
  return filters.services.includes(service as ServiceFilter);
}

/**
 * The address for the criteria. `current` keeps parameters the search does not own (e.g. `shop`).
 * q carries the text unless it is still the opening service's words (then `service` stays).
 */
export function criteriaToParams(
  criteria: SearchCriteria,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const name of ['q', 'location', 'category', 'service', 'filters', 'view', ...EXTRA_PARAMS])
    params.delete(name);
  const text = criteria.text.trim();
  const serviceText = criteria.service ? splitCamelCase(criteria.service) : null;
  if (text && text === serviceText) params.set('service', criteria.service!);
  else if (text) params.set('q', text);
  const location = criteria.coordinates ? YOUR_LOCATION : criteria.location.trim();
  if (location) params.set('location', location);
  if (categoryStillApplies(criteria)) params.set('category', criteria.category!);
  const filters = urlFilterIds(criteria.filters);
  if (filters.length > 0) params.set('filters', filters.join(','));
  if (criteria.view !== 'list') params.set('view', criteria.view);
  setExtraParams(params, criteria);
  return params;
}

function urlFilterIds(filters: SearchFilters): string[] {
  const ids: string[] = [];
  if (filters.openNow) ids.push('openNow');
  if (filters.hasAvailability) ids.push('hasAvailability');
  if (filters.minRating === HIGH_RATED_MIN) ids.push('highRated');
  for (const [id, feature] of Object.entries(URL_FEATURES))
    if (filters.features.includes(feature)) ids.push(id);
  return ids;
}

/** Whether the price slider moved from 0–500 (only then is a price sent, spec 02 §5). */
export function priceChanged(filters: SearchFilters): boolean {
  return filters.priceRange.min !== PRICE_FILTER_MIN || filters.priceRange.max !== PRICE_FILTER_MAX;
}

/** How many filters are set: the Filters button's badge. */
export function activeFilterCount(filters: SearchFilters): number {
  return (
    filters.businessTypes.length +
    (priceChanged(filters) ? 1 : 0) +
    (filters.minRating > 0 ? 1 : 0) +
    (filters.distance !== null ? 1 : 0) +
    filters.features.length +
    (filters.openNow ? 1 : 0) +
    (filters.hasAvailability ? 1 : 0) +
    filters.services.length
  );
}

/** Anything to search for? Without it the page shows the welcome state and asks nothing. */
export function hasSearchCriteria(criteria: SearchCriteria): boolean {
  return Boolean(
    criteria.text.trim() ||
    criteria.location.trim() ||
    criteria.coordinates ||
    activeFilterCount(criteria.filters) > 0,
  );
}

/** `GET /api/shops/search` parameters (spec 02 §3): defaults (relevance, 0–500 price) are not sent. */
export function searchRequestParams(
  criteria: SearchCriteria,
  page: number,
  limit: number,
): Record<string, string> {
  const { filters } = criteria;
  const out: Record<string, string> = { page: String(page), limit: String(limit) };
  const text = criteria.text.trim();
  if (text) out.search = text;
  if (criteria.coordinates)
    out.coordinates = `${criteria.coordinates.latitude},${criteria.coordinates.longitude}`;
  else if (criteria.location.trim() && criteria.location.trim() !== YOUR_LOCATION)
    out.location = criteria.location.trim();
  if (criteria.mapRadiusKm !== null) out.radiusKm = String(criteria.mapRadiusKm);
  if (filters.businessTypes.length) out.businessType = filters.businessTypes.join(',');
  if (filters.minRating > 0) out.minRating = String(filters.minRating);
  if (priceChanged(filters)) {
    out.minPrice = String(filters.priceRange.min);
    // the slider's top means "500 and more": no upper bound
    if (filters.priceRange.max < PRICE_FILTER_MAX) out.maxPrice = String(filters.priceRange.max);
  }
  if (filters.distance !== null) out.distance = String(filters.distance);
  if (filters.features.length) out.features = filters.features.join(',');
  if (filters.openNow) out.openNow = 'true';
  if (filters.hasAvailability) out.hasAvailability = 'true';
  if (filters.services.length) out.services = filters.services.join(',');
  if (criteria.sortBy !== 'relevance') out.sortBy = criteria.sortBy;
  return out;
}

/** Toggles a value in a list, keeping the order of `order` when given. */
export function toggleIn<T>(list: readonly T[], value: T, order?: readonly T[]): T[] {
  const next = list.includes(value) ? list.filter((x) => x !== value) : [...list, value];
  return order ? order.filter((x) => next.includes(x)) : next;
}
