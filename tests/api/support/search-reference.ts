import { haversineKm, roundKm, type LatLng } from '../../../src/domain/geo';
import {
  AVAILABILITY_DAYS,
  compareShopNames,
  DEFAULT_RADIUS_KM,
  fuzzyDistance,
  normalizeSearchText,
  SERVICE_FILTERS,
  searchTokens,
  type ShopSearchCriteria,
} from '../../../src/domain/search';
import { ratingOf, type RawCatalog, type RawService, type RawShop } from './search-catalog';
import { isOpenAt, isOpenWithin } from './search-clock';

/**
 * Brute-force shop search, written from the RULES in the header of src/domain/search.ts and nothing else:
 * every shop is checked against every rule, then sorted and sliced. Slow and obvious on purpose.
 */

export interface ReferenceContext {
  now: Date;
  /** the test's stand-in gazetteer: a place's position, or null when the text is not a place */
  geocode: (text: string) => LatLng | null;
}

export interface ReferenceOrigin extends LatLng {
  radiusKm: number | null;
}

export interface ReferenceResult {
  /** every match in the expected order; null order (`ordered: false`) for text relevance */
  ids: string[];
  /** false when the order is the engine's own text score (relevance with text): compare as a set */
  ordered: boolean;
  total: number;
  totalPages: number;
  /** the expected page's ids (only meaningful when ordered) */
  pageIds: string[];
  origin: ReferenceOrigin | null;
  /** expected `distance` per matching shop when there is an origin */
  distances: Map<string, number | null>;
  /** some match needed the typo allowance (a query term matched a word only within edits) */
  fuzzy: boolean;
  /** why a shop is not in the result (for readable failures) */
  why(id: string): string[];
}

/** Plain Levenshtein distance (insert, delete, substitute), stopping early once past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

export function termMatches(term: string, word: string): boolean {
  if (word.startsWith(term)) return true;
  const max = fuzzyDistance(term);
  return max > 0 && editDistance(term, word, max) <= max;
}

interface View {
  shop: RawShop;
  services: RawService[];
  rating: number;
  reviewCount: number;
  price: { min: number; max: number } | null;
  position: LatLng | null;
}

function viewOf(shop: RawShop, services: RawService[]): View {
  const prices = services.map((s) => s.priceCents / 100);
  const { latitude, longitude } = shop.location;
  return {
    shop,
    services,
    ...ratingOf(shop.ratings),
    price: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
    position:
      typeof latitude === 'number' && typeof longitude === 'number'
        ? { latitude, longitude }
        : null,
  };
}

function byId(a: View, b: View): number {
  return a.shop._id < b.shop._id ? -1 : a.shop._id > b.shop._id ? 1 : 0;
}

export function referenceSearch(
  catalog: RawCatalog,
  criteria: ShopSearchCriteria,
  context: ReferenceContext,
): ReferenceResult {
  const activeServices = new Map<string, RawService[]>();
  for (const service of catalog.services) {
    if (service.active)
      activeServices.set(service.shopId, [...(activeServices.get(service.shopId) ?? []), service]);
  }

  // Position: coordinates win; a found place is an origin with a default radius; an unknown place filters by address.
  let origin: ReferenceOrigin | null = null;
  let addressText: string | null = null;
  if (criteria.coordinates) {
    origin = { ...criteria.coordinates, radiusKm: criteria.radiusKm ?? null };
  } else if (criteria.location) {
    const place = context.geocode(criteria.location);
    if (place) origin = { ...place, radiusKm: criteria.radiusKm ?? DEFAULT_RADIUS_KM };
    else addressText = normalizeSearchText(criteria.location);
  }
  const queryTokens = criteria.search ? searchTokens(criteria.search) : [];
  const hasText = criteria.search !== undefined;

  const reasons = new Map<string, string[]>();
  const matches: View[] = [];
  const distances = new Map<string, number | null>();
  const fuzzyShops = new Set<string>();

  for (const shop of catalog.shops) {
    const view = viewOf(shop, activeServices.get(shop._id) ?? []);
    const failed: string[] = [];
    const fail = (rule: string) => failed.push(rule);

    if (shop.approvalStatus !== 'approved') fail(`approval ${shop.approvalStatus}`);

    if (queryTokens.length > 0) {
      const words = [
        ...searchTokens(shop.name),
        ...searchTokens(shop.description),
        ...view.services.flatMap((s) => searchTokens(s.name)),
      ];
      const missing = queryTokens.filter((term) => !words.some((word) => termMatches(term, word)));
      if (missing.length) fail(`text: no word matches ${missing.join(', ')}`);
      else if (queryTokens.some((term) => !words.some((word) => word.startsWith(term))))
        fuzzyShops.add(shop._id);
    }

    if (origin) {
      const km = view.position ? haversineKm(origin, view.position) : null;
      distances.set(shop._id, km === null ? null : roundKm(km));
      if (origin.radiusKm !== null && (km === null || km > origin.radiusKm))
        fail(`outside ${origin.radiusKm} km (${km === null ? 'no coordinates' : `${km} km`})`);
    } else if (addressText !== null) {
      const { city, address, zipCode } = shop.location;
      if (![city, address, zipCode].some((part) => normalizeSearchText(part).includes(addressText)))
        fail(`address does not contain "${addressText}"`);
    }

    if (criteria.businessTypes.length && !criteria.businessTypes.includes(shop.businessType))
      fail(`type ${shop.businessType}`);
    if (criteria.minRating !== undefined && view.rating < criteria.minRating)
      fail(`rating ${view.rating}`);
    if (view.price) {
      if (view.price.max < (criteria.minPrice ?? 0)) fail(`price max ${view.price.max}`);
      if (criteria.maxPrice !== undefined && view.price.min > criteria.maxPrice)
        fail(`price min ${view.price.min}`);
    }
    for (const feature of criteria.features) if (!shop.features[feature]) fail(`no ${feature}`);
    if (criteria.openNow && !isOpenAt(shop, context.now)) fail('not open now');
    if (criteria.hasAvailability && !isOpenWithin(shop, context.now, AVAILABILITY_DAYS))
      fail(`no open hours in ${AVAILABILITY_DAYS} days`);
    if (criteria.services.length) {
      const offered = criteria.services.some((filter) => {
        const { keys, words } = SERVICE_FILTERS[filter];
        return view.services.some(
          (s) =>
            (s.serviceKey !== null && (keys as readonly string[]).includes(s.serviceKey)) ||
            words.some((w) => normalizeSearchText(s.name).includes(w)),
        );
      });
      if (!offered) fail(`offers none of ${criteria.services.join(', ')}`);
    }

    if (failed.length) reasons.set(shop._id, failed);
    else matches.push(view);
  }

  const ratingOrder = (a: View, b: View) =>
    b.rating - a.rating || b.reviewCount - a.reviewCount || byId(a, b);
  let ordered = true;
  let compare: (a: View, b: View) => number;
  const relevance = () => {
    if (hasText) ordered = false;
    return ratingOrder;
  };
  switch (criteria.sortBy) {
    case 'distance':
      if (origin) {
        compare = (a, b) => {
          const da = distances.get(a.shop._id) ?? null;
          const db = distances.get(b.shop._id) ?? null;
          if (da === null || db === null)
            return (da === null ? 1 : 0) - (db === null ? 1 : 0) || byId(a, b);
          return da - db || byId(a, b);
        };
      } else compare = relevance();
      break;
    case 'rating':
      compare = ratingOrder;
      break;
    case 'reviews':
      compare = (a, b) => b.reviewCount - a.reviewCount || b.rating - a.rating || byId(a, b);
      break;
    case 'price_low':
      compare = (a, b) =>
        (a.price ? 0 : 1) - (b.price ? 0 : 1) ||
        (a.price && b.price ? a.price.min - b.price.min : 0) ||
        byId(a, b);
      break;
    case 'price_high':
      compare = (a, b) =>
        (a.price ? 0 : 1) - (b.price ? 0 : 1) ||
        (a.price && b.price ? b.price.max - a.price.max : 0) ||
        byId(a, b);
      break;
    case 'newest':
      compare = (a, b) => b.shop.createdAt.getTime() - a.shop.createdAt.getTime() || byId(a, b);
      break;
    case 'alphabetical':
      compare = (a, b) => compareShopNames(a.shop.name, b.shop.name) || byId(a, b);
      break;
    default:
      compare = relevance();
  }
  matches.sort(compare);

  const ids = matches.map((v) => v.shop._id);
  const start = (criteria.page - 1) * criteria.limit;
  return {
    ids,
    ordered,
    total: ids.length,
    totalPages: Math.ceil(ids.length / criteria.limit),
    pageIds: ids.slice(start, start + criteria.limit),
    origin,
    fuzzy: ids.some((id) => fuzzyShops.has(id)),
    distances: origin ? new Map(ids.map((id) => [id, distances.get(id) ?? null])) : new Map(),
    why: (id) => reasons.get(id) ?? (ids.includes(id) ? ['matches'] : ['not in the catalog']),
  };
}
