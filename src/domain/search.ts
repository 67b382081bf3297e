import * as yup from 'yup';
import { QUERY_ERRORS, parseCoordinates } from './shop-query';
import { BUSINESS_TYPES, type BusinessType, type ShopFeature } from './shop';

/**
 * Shop search (spec 02 §2.1, §3 "Search request parameters", §9): the request, its rules and the answer.
 * Shared by the server's in-process index, the MSW mocks and the /search page.
 *
 * Rules (the server, the mocks and the property test's brute-force reference all follow these):
 * - Only approved shops are public.
 * - `search` text: split into terms with `queryTerms` (search-text.ts: `searchTokens`, two tokens that together
 *   make a vocabulary word joined, stop words left out unless nothing else is left). Every term must match (AND):
 *   either some token of the shop's name, descriptions or service names in any language (shopTexts), as a prefix
 *   of it or within `fuzzyDistance(term)` edits; or the term names a concept of the treatment vocabulary
 *   (treatment-vocabulary.ts; `conceptsOfTerm`: a vocabulary word starts with the term (≥ 3 letters), has its
 *   stem (`stemOf`), has it with doubled letters single (≥ 4 letters: `undoubled`, "masagio") or is within
 *   `fuzzyDistance(term)` edits counting a swap of two letters as one) that the shop has (`shopConceptBits`:
 *   its type, a service key or category the concept lists, or a service name in any language with one of the
 *   concept's words).
 * - A place in the text: with neither `coordinates` nor `location`, a run of the text's words that the gazetteer
 *   knows by that exact name (a city or a city's district; `placeInText`: longest runs first, then leftmost; no
 *   vocabulary word in it) is the search's place exactly as the same `location` would be, and the text search
 *   is the other words (none, or only stop words: no text search). A text that names a shop (every word a
 *   prefix of a word of one shop's name) is not read as a place, unless it is the single word of a city.
 * - Position: `coordinates` ("lat,lng", or JSON text with latitude and longitude: parseCoordinates) wins over
 *   `location` text. A `location` text is looked up in the
 *   gazetteer; when found it is the origin with a default radius of DEFAULT_RADIUS_KM. When not found, shops
 *   whose normalised city, address or zip code contains the normalised text match (no origin, no distance).
 *   Radius = `radiusKm` ?? `distance` (the header's distance filter) ?? (DEFAULT_RADIUS_KM for a place, none
 *   for coordinates). Within the radius means haversine ≤ radius (inclusive); shops without coordinates are
 *   outside any radius. With an origin every shop carries `distance` (km, 2 decimals; null without coordinates).
 * - `businessType`: the shop's type is in the list. `minRating`: rating ≥ minRating.
 * - Price overlap: a shop without services passes; else shop.priceRange.max ≥ minPrice (default 0) and
 *   shop.priceRange.min ≤ maxPrice (default unbounded). minPrice > maxPrice is a 400 on `minPrice`.
 * - `features`: every listed feature is true (filter ids map through FEATURE_FILTERS).
 * - `openNow`: the shop's status is 'open' now in its time zone (working hours, special dates win).
 * - `hasAvailability`: the shop has a free bookable time (`nextFreeSlot`, next-free-slot.ts: the first available
 *   slot of its shortest service bookable online, taken cells counted, on a shop-local date from today through
 *   today + AVAILABILITY_DAYS). The shop's `hasAvailability` field says the same.
 * - `services`: the shop offers at least one of the listed service filters (SERVICE_FILTERS: a service whose
 *   serviceKey is in `keys` or whose normalised name contains one of `words`).
 * - Sorting, ties always broken by id ascending:
 *   relevance — with text, text score descending; without text, rating desc, then reviewCount desc;
 *   distance — ascending, shops without a distance last (without an origin: as relevance);
 *   rating — rating desc, then reviewCount desc; reviews — reviewCount desc, then rating desc;
 *   price_low — priceRange.min asc; price_high — priceRange.max desc (shops without services last in both);
 *   newest — createdAt desc; alphabetical — name with `compareShopNames`;
 *   next_available — the next free time (as `hasAvailability`) ascending, shops without one last.
 * - Paging: `total` counts every match, `totalPages` = ceil(total / limit) (0 when none); a page past the end
 *   is empty with the same totals.
 */

export const SEARCH_SORTS = [
  'relevance',
  'distance',
  'rating',
  'price_low',
  'price_high',
  'newest',
  'alphabetical',
  'reviews',
  'next_available',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** what the search header's sort menu offers (spec 02 §2.1, and the next free time: issue 13) */
export const HEADER_SORTS: readonly SearchSort[] = [
  'relevance',
  'distance',
  'rating',
  'price_low',
  'price_high',
  'next_available',
];

export const SEARCH_LIMIT_DEFAULT = 20;
export const SEARCH_LIMIT_MAX = 50;
export const SEARCH_PAGE_SIZE = 12;
export const NEARBY_LIMIT = 10;
export const NEARBY_RADIUS_KM = 5;
export const TOP_RATED_LIMIT = 10;
export const SHOP_LIST_LIMIT_DEFAULT = 10;
export const DEFAULT_RADIUS_KM = 10;
export const MAX_RADIUS_KM = 500;
export const AVAILABILITY_DAYS = 7;
export const SEARCH_TEXT_MAX = 200;

export const SUGGESTIONS_MIN_CHARS = 2;
export const SUGGESTIONS_LIMIT = 10;
export const SUGGESTION_BLUR_DELAY_MS = 200;
export const RECENT_SEARCHES_SHOWN = 5;
export const SEARCH_HISTORY_CAP = 20;
export const POPULAR_SEARCHES_LIMIT = 10;

export const PRICE_FILTER_MIN = 0;
export const PRICE_FILTER_MAX = 500;
export const PRICE_FILTER_STEP = 10;
export const RATING_CHOICES = [3, 4, 5] as const;
export const DISTANCE_CHOICES_KM = [5, 10, 25, 50] as const;
export const MAP_RADIUS_OPTIONS_KM = [1, 2, 5, 10, 15, 25, 50] as const;
export const MAP_DEFAULT_RADIUS_KM = 10;
export const MAP_HEIGHT_PX = 600;
export const MAP_ZOOM = { store: 12, page: 13, user: 15, fitMax: 15, tileMax: 19 } as const;
export const MAP_FIT_PADDING_PX = 50;
export const DETAILS_PHOTOS_SHOWN = 6;
export const RESULT_CARD_FEATURES_SHOWN = 4;
export const QUICK_SERVICE_CHIPS = ['haircut', 'manicure', 'facial', 'massage'] as const;
/** the welcome state's four popular categories (counts come from the API) */
export const WELCOME_CATEGORIES = ['haircut', 'spa', 'nails', 'barbershop'] as const;

/** `category` query parameter → business types (spec 02 §2.1) */
export const CATEGORY_BUSINESS_TYPES: Readonly<Record<string, readonly BusinessType[]>> = {
  haircut: ['salon', 'barbershop'],
  hairServices: ['salon', 'barbershop'],
  nails: ['nail_salon'],
  nailServices: ['nail_salon'],
  spa: ['spa'],
  bodyServices: ['spa'],
  barbershop: ['barbershop'],
  skincare: ['spa', 'beauty_clinic'],
  faceServices: ['spa', 'beauty_clinic'],
  massage: ['massage'],
};

/** Feature filter ids of the filters panel (spec 02 §2.1) → shop features. The API also accepts the feature names. */
export const FEATURE_FILTERS = {
  parking: 'parking',
  wifi: 'wifi',
  wheelchair: 'wheelchairAccessible',
  credit_cards: 'creditCards',
  online_booking: 'onlineBooking',
  walk_ins: 'walkInsWelcome',
} as const satisfies Record<string, ShopFeature>;
export type FeatureFilter = keyof typeof FEATURE_FILTERS;

/** `filters` URL ids (spec 02 §2.1); nearMe is accepted and ignored */
export const URL_FILTERS = [
  'openNow',
  'hasAvailability',
  'highRated',
  'nearMe',
  'parking',
  'wifi',
  'creditCards',
  'wheelchairAccessible',
] as const;
export type UrlFilter = (typeof URL_FILTERS)[number];
export const HIGH_RATED_MIN = 4;

/** Service filter ids (spec 02 §2.1) and how a shop's service matches them. */
export const SERVICE_FILTERS = {
  haircut: {
    keys: ['mensHaircut', 'womensHaircut', 'kidsHaircut'],
    words: ['haircut', 'taglio', 'cut'],
  },
  hair_color: {
    keys: ['coloring', 'highlights'],
    words: ['color', 'colour', 'colore', 'balayage'],
  },
  hair_styling: { keys: ['styling'], words: ['styling', 'piega', 'blow'] },
  manicure: { keys: ['manicure', 'frenchManicure', 'gel', 'acrylic'], words: ['manicure'] },
  pedicure: { keys: ['pedicure'], words: ['pedicure'] },
  facial: { keys: ['facial', 'deepCleansing', 'antiAging', 'acneTreatment'], words: ['facial'] },
  massage: {
    keys: ['massage', 'hotStone', 'aromatherapy', 'reflexology'],
    words: ['massage', 'massaggio'],
  },
  waxing: { keys: ['waxing'], words: ['wax', 'ceretta'] },
  eyebrows: { keys: ['eyebrows'], words: ['brow', 'sopracciglia'] },
  eyelashes: { keys: ['eyelashes'], words: ['lash', 'ciglia'] },
  makeup: { keys: ['makeup'], words: ['makeup', 'trucco'] },
  skin_care: { keys: ['facial', 'deepCleansing', 'antiAging', 'acneTreatment'], words: ['skin'] },
} as const satisfies Record<string, { keys: readonly string[]; words: readonly string[] }>;
export type ServiceFilter = keyof typeof SERVICE_FILTERS;
export const SERVICE_FILTER_IDS = Object.keys(SERVICE_FILTERS) as ServiceFilter[];

/** Lower-case, strip accents (è → e), so "Città" and "citta" match. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Normalised tokens of a text: runs of letters and digits. */
export function searchTokens(text: string): string[] {
  return normalizeSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
}

/** Edits a query term may be away from a word and still match: none under 4 letters, 1 up to 7, else 2. */
export function fuzzyDistance(term: string): number {
  return term.length < 4 ? 0 : term.length < 8 ? 1 : 2;
}

/**
 * Built on the first comparison, not when the module loads: the first collator loads the browser's collation data
 * (10-15 ms here), and every page that reads a search constant imports this module as it starts.
 */
let nameCollator: Intl.Collator | undefined;
/** The alphabetical sort's name order. */
export function compareShopNames(a: string, b: string): number {
  nameCollator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return nameCollator.compare(a, b);
}

function commaList<T extends string>(allowed: readonly T[], aliases: Record<string, T> = {}) {
  return yup
    .string()
    .max(1000, QUERY_ERRORS.range)
    .optional()
    .test('list', QUERY_ERRORS.range, (value) => {
      if (value === undefined) return true;
      return value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
        .every((v) => (allowed as readonly string[]).includes(v) || v in aliases);
    })
    .transform((value: unknown) => value);
}

/** Splits a validated comma list, mapping aliases. */
export function splitList<T extends string>(
  value: string | undefined,
  aliases: Record<string, T> = {},
): T[] {
  if (!value) return [];
  const out = new Set<T>();
  for (const raw of value.split(',')) {
    const v = raw.trim();
    if (v) out.add((aliases[v] ?? v) as T);
  }
  return [...out];
}

const numberParam = () => yup.number().typeError(QUERY_ERRORS.number);
const booleanParam = () =>
  yup
    .boolean()
    .typeError(QUERY_ERRORS.range)
    .transform((value: unknown, original: unknown) =>
      original === 'true' || original === '1'
        ? true
        : original === 'false' || original === '0'
          ? false
          : value,
    );

const FEATURE_NAMES = Object.values(FEATURE_FILTERS);
const FEATURE_ALIASES = FEATURE_FILTERS as Record<string, ShopFeature>;

/** `GET /api/shops/search` query (spec 02 §3). Invalid → 400 naming the parameter. */
export const shopSearchQuerySchema = yup
  .object({
    page: numberParam().integer(QUERY_ERRORS.integer).min(1, QUERY_ERRORS.range).default(1),
    limit: numberParam()
      .integer(QUERY_ERRORS.integer)
      .min(1, QUERY_ERRORS.range)
      .max(SEARCH_LIMIT_MAX, QUERY_ERRORS.range)
      .default(SEARCH_LIMIT_DEFAULT),
    search: yup.string().max(SEARCH_TEXT_MAX, QUERY_ERRORS.range).optional(),
    location: yup.string().max(SEARCH_TEXT_MAX, QUERY_ERRORS.range).optional(),
    coordinates: yup
      .string()
      .max(SEARCH_TEXT_MAX, QUERY_ERRORS.range)
      .optional()
      .test(
        'coordinates',
        QUERY_ERRORS.range,
        (v) => v === undefined || parseCoordinates(v) !== null,
      ),
    radiusKm: numberParam()
      .moreThan(0, QUERY_ERRORS.range)
      .max(MAX_RADIUS_KM, QUERY_ERRORS.range)
      .optional(),
    distance: numberParam()
      .moreThan(0, QUERY_ERRORS.range)
      .max(MAX_RADIUS_KM, QUERY_ERRORS.range)
      .optional(),
    businessType: commaList(BUSINESS_TYPES),
    minRating: numberParam().min(0, QUERY_ERRORS.range).max(5, QUERY_ERRORS.range).optional(),
    minPrice: numberParam().min(0, QUERY_ERRORS.range).optional(),
    maxPrice: numberParam().min(0, QUERY_ERRORS.range).optional(),
    features: commaList(FEATURE_NAMES, FEATURE_ALIASES),
    openNow: booleanParam().optional(),
    hasAvailability: booleanParam().optional(),
    services: commaList(SERVICE_FILTER_IDS),
    sortBy: yup.string().oneOf(SEARCH_SORTS, QUERY_ERRORS.range).default('relevance'),
  })
  .test('price-order', QUERY_ERRORS.range, function (value) {
    if (
      value.minPrice !== undefined &&
      value.maxPrice !== undefined &&
      value.minPrice > value.maxPrice
    )
      return this.createError({ path: 'minPrice', message: QUERY_ERRORS.range });
    return true;
  })
  .noUnknown();
export type ShopSearchQuery = yup.InferType<typeof shopSearchQuerySchema>;

/** The query after validation, lists split and aliases resolved: what the search engine takes. */
export interface ShopSearchCriteria {
  page: number;
  limit: number;
  search?: string;
  location?: string;
  coordinates?: { latitude: number; longitude: number };
  radiusKm?: number;
  businessTypes: BusinessType[];
  minRating?: number;
  minPrice?: number;
  maxPrice?: number;
  features: ShopFeature[];
  openNow: boolean;
  hasAvailability: boolean;
  services: ServiceFilter[];
  sortBy: SearchSort;
}

export function toSearchCriteria(query: ShopSearchQuery): ShopSearchCriteria {
  const coordinates = query.coordinates ? parseCoordinates(query.coordinates) : null;
  const search = query.search?.trim();
  const location = query.location?.trim();
  return {
    page: query.page,
    limit: query.limit,
    ...(search ? { search } : {}),
    ...(location ? { location } : {}),
    ...(coordinates ? { coordinates } : {}),
    ...((query.radiusKm ?? query.distance) !== undefined
      ? { radiusKm: query.radiusKm ?? query.distance }
      : {}),
    businessTypes: splitList<BusinessType>(query.businessType),
    ...(query.minRating !== undefined ? { minRating: query.minRating } : {}),
    ...(query.minPrice !== undefined ? { minPrice: query.minPrice } : {}),
    ...(query.maxPrice !== undefined ? { maxPrice: query.maxPrice } : {}),
    features: splitList<ShopFeature>(query.features, FEATURE_ALIASES),
    openNow: query.openNow ?? false,
    hasAvailability: query.hasAvailability ?? false,
    services: splitList<ServiceFilter>(query.services),
    sortBy: query.sortBy as SearchSort,
  };
}

export const shopListQuerySchema = yup
  .object({
    page: numberParam().integer(QUERY_ERRORS.integer).min(1, QUERY_ERRORS.range).default(1),
    limit: numberParam()
      .integer(QUERY_ERRORS.integer)
      .min(1, QUERY_ERRORS.range)
      .max(SEARCH_LIMIT_MAX, QUERY_ERRORS.range)
      .default(SHOP_LIST_LIMIT_DEFAULT),
  })
  .noUnknown();

const latitudeParam = () => numberParam().min(-90, QUERY_ERRORS.range).max(90, QUERY_ERRORS.range);
const longitudeParam = () =>
  numberParam().min(-180, QUERY_ERRORS.range).max(180, QUERY_ERRORS.range);

/** `GET /api/shops/nearby?latitude&longitude` → data { shops } (≤ NEARBY_LIMIT within NEARBY_RADIUS_KM, nearest first) */
export const nearbyQuerySchema = yup
  .object({
    latitude: latitudeParam().required(QUERY_ERRORS.number),
    longitude: longitudeParam().required(QUERY_ERRORS.number),
  })
  .noUnknown();

/** `GET /api/shops/top-rated` → data { shops } (≤ TOP_RATED_LIMIT, rating desc, reviewCount desc, id) */

/** `GET /api/search/suggestions?query&limit` → data { suggestions } */
export const suggestionsQuerySchema = yup
  .object({
    query: yup
      .string()
      .trim()
      .min(SUGGESTIONS_MIN_CHARS, QUERY_ERRORS.range)
      .max(SEARCH_TEXT_MAX, QUERY_ERRORS.range)
      .required(QUERY_ERRORS.range),
    limit: numberParam()
      .integer(QUERY_ERRORS.integer)
      .min(1, QUERY_ERRORS.range)
      .max(SUGGESTIONS_LIMIT, QUERY_ERRORS.range)
      .default(SUGGESTIONS_LIMIT),
  })
  .noUnknown();

export { parseCoordinates } from './shop-query';
export type {
  SearchOrigin,
  ShopSearchResult,
  ShopListResult,
  BusinessTypeCounts,
  ShopService,
  SuggestionKind,
  SearchSuggestion,
  PopularSearch,
  SearchHistoryItem,
} from './search-types';
