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
import { queryTerms, stemOf, undoubled } from '../../../src/domain/search-text';
import { SEARCH_STOP_WORDS, TREATMENT_VOCABULARY } from '../../../src/domain/treatment-vocabulary';
import { ratingOf, type RawCatalog, type RawService, type RawShop } from './search-catalog';
import { isOpenAt } from './search-clock';
import { referenceNextFree } from './search-next-free';

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
  /** the origin is a place named in the search text */
  textPlace: boolean;
  /** some match needed the treatment vocabulary (a term matched no word of the shop, only a concept) */
  concept: boolean;
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

/** Levenshtein plus a swap of two neighbouring letters as one edit (full table, no early exit). */
export function swapDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1)
    for (let j = 1; j <= b.length; j += 1) {
      d[i]![j] = Math.min(
        d[i - 1]![j]! + 1,
        d[i]![j - 1]! + 1,
        d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

const vocabularyWords = (concept: (typeof TREATMENT_VOCABULARY)[number]) =>
  [...concept.it, ...concept.en].map((w) => searchTokens(w).join(''));

/** How a query term names a vocabulary concept: 'exact' (prefix or stem), 'typo', or null. */
function namesConcept(
  term: string,
  concept: (typeof TREATMENT_VOCABULARY)[number],
): 'exact' | 'typo' | null {
  const words = vocabularyWords(concept);
  if (words.some((w) => (term.length >= 3 && w.startsWith(term)) || stemOf(w) === stemOf(term)))
    return 'exact';
  const max = fuzzyDistance(term);
  const single = (w: string) => undoubled(stemOf(w));
  return (term.length >= 4 && words.some((w) => single(w) === single(term))) ||
    (max > 0 && words.some((w) => swapDistance(term, w) <= max))
    ? 'typo'
    : null;
}

/** The concepts a shop has: type, service key or category, or a service name word (or joined pair). */
function hasConcept(view: View, concept: (typeof TREATMENT_VOCABULARY)[number]): boolean {
  if (concept.businessTypes?.includes(view.shop.businessType)) return true;
  const words = vocabularyWords(concept);
  return view.services.some((s) => {
    if (
      s.serviceKey &&
      concept.serviceKeys?.some((k) => k.toLowerCase() === s.serviceKey!.toLowerCase())
    )
      return true;
    if (concept.serviceCategories?.includes(s.category)) return true;
    const tokens = searchTokens(s.name);
    return tokens.some(
      (t, i) => words.includes(t) || (i + 1 < tokens.length && words.includes(t + tokens[i + 1])),
    );
  });
}

const isVocabularyToken = (token: string) =>
  TREATMENT_VOCABULARY.some((c) => vocabularyWords(c).some((w) => stemOf(w) === stemOf(token)));

/**
 * The place a text names (no coordinates, no location): the longest then leftmost run of 1–3 words, not
 * starting or ending with a stop word, without a vocabulary word, of 3 letters or more, that the gazetteer
 * knows (the stand-in knows one city); none when the text names a shop, unless the text is that city alone.
 */
function placeInText(
  text: string,
  names: string[][],
  geocode: (text: string) => LatLng | null,
): { place: LatLng; rest: string } | null {
  const tokens = searchTokens(text);
  const namesShop = names.some((name) => tokens.every((t) => name.some((w) => w.startsWith(t))));
  for (let size = Math.min(3, tokens.length); size >= 1; size -= 1)
    for (let start = 0; start + size <= tokens.length; start += 1) {
      const run = tokens.slice(start, start + size);
      if (SEARCH_STOP_WORDS.has(run[0]!) || SEARCH_STOP_WORDS.has(run[size - 1]!)) continue;
      if (run.some(isVocabularyToken) || run.join('').length < 3) continue;
      const place = geocode(run.join(' '));
      if (!place) continue;
      const others = [...tokens.slice(0, start), ...tokens.slice(start + size)];
      const rest = others.every((t) => SEARCH_STOP_WORDS.has(t)) ? '' : others.join(' ');
      // the stand-in's one place is a city: alone (a single word, nothing else to search) it beats a shop name
      if (namesShop && !(size === 1 && rest === '')) return null;
      return { place, rest };
    }
  return null;
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
  let search = criteria.search;
  const inText =
    !criteria.coordinates && !criteria.location && search
      ? placeInText(
          search,
          catalog.shops
            .filter((s) => s.approvalStatus === 'approved')
            .map((s) => searchTokens(s.name)),
          context.geocode,
        )
      : null;
  if (inText) {
    origin = { ...inText.place, radiusKm: criteria.radiusKm ?? DEFAULT_RADIUS_KM };
    search = inText.rest || undefined;
  } else if (criteria.coordinates) {
    origin = { ...criteria.coordinates, radiusKm: criteria.radiusKm ?? null };
  } else if (criteria.location) {
    const place = context.geocode(criteria.location);
    if (place) origin = { ...place, radiusKm: criteria.radiusKm ?? DEFAULT_RADIUS_KM };
    else addressText = normalizeSearchText(criteria.location);
  }
  const queryTokens = search ? queryTerms(search) : [];
  const hasText = search !== undefined;

  const reasons = new Map<string, string[]>();
  const matches: View[] = [];
  const distances = new Map<string, number | null>();
  const nextFreeAt = new Map<string, number | null>();
  const fuzzyShops = new Set<string>();
  const conceptShops = new Set<string>();

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
      const concept = (term: string, how: 'exact' | 'typo' | null) =>
        TREATMENT_VOCABULARY.some((c) => {
          const named = namesConcept(term, c);
          return named !== null && (how === null || named === how) && hasConcept(view, c);
        });
      const missing = queryTokens.filter(
        (term) => !words.some((word) => termMatches(term, word)) && !concept(term, null),
      );
      if (missing.length) fail(`text: neither a word nor a concept matches ${missing.join(', ')}`);
      if (!missing.length && queryTokens.some((term) => !words.some((w) => termMatches(term, w))))
        conceptShops.add(shop._id);
      if (
        !missing.length &&
        queryTokens.some(
          (term) => !words.some((word) => word.startsWith(term)) && !concept(term, 'exact'),
        )
      )
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
    const nextFree = referenceNextFree(shop, activeServices.get(shop._id) ?? [], context.now);
    nextFreeAt.set(shop._id, nextFree);
    if (criteria.hasAvailability && nextFree === null)
      fail(`no free time in ${AVAILABILITY_DAYS} days`);
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
    case 'next_available':
      compare = (a, b) => {
        const na = nextFreeAt.get(a.shop._id) ?? null;
        const nb = nextFreeAt.get(b.shop._id) ?? null;
        return (na ?? Infinity) - (nb ?? Infinity) || byId(a, b);
      };
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
    textPlace: inText !== null,
    concept: ids.some((id) => conceptShops.has(id)),
    distances: origin ? new Map(ids.map((id) => [id, distances.get(id) ?? null])) : new Map(),
    why: (id) => reasons.get(id) ?? (ids.includes(id) ? ['matches'] : ['not in the catalog']),
  };
}
