import type { ShopContent } from './shop-content';
import { compileSchedule, type CompiledSchedule } from './opening-hours';
import {
  SERVICE_FILTER_IDS,
  SERVICE_FILTERS,
  normalizeSearchText,
  type ServiceFilter,
  type ShopSearchCriteria,
} from './search';
import {
  BUSINESS_TYPES,
  SHOP_FEATURES,
  type BusinessType,
  type Shop,
  type ShopFeature,
  type SpecialDate,
  type WorkingHours,
} from './shop';

/**
 * Per-shop filter data, computed once when the search index is built (not per request): bit masks for type,
 * features and service filters, the price range, the normalised location text and the parsed schedule.
 * The rules are those of the header comment of src/domain/search.ts.
 */

/** A public shop without the per-request parts (open status, distance, favourite, availability). */
export type CatalogShop = Omit<Shop, 'status' | 'distance' | 'isFavorite' | 'hasAvailability'>;

/** What the search engine indexes: the public shop plus what the filters need. */
export interface SearchableShop {
  shop: CatalogShop;
  /** null when the shop has not set working hours (status 'unknown') */
  hours: WorkingHours | null;
  /** every stored special date (the engine shows today-and-later in the shop's zone) */
  specialDates: readonly SpecialDate[];
  /** the services' keys (`mensHaircut`, `manicure`, …), any case */
  serviceKeys: readonly string[];
  /** every language's texts (`shopTexts(entry)` in shop-content.ts lists them for the index); absent = `shop`'s */
  content?: ShopContent;
}

export interface ShopFilterData {
  typeBit: number;
  featureBits: number;
  serviceBits: number;
  rating: number;
  /** null for a shop without services (passes every price filter) */
  price: { min: number; max: number } | null;
  /** normalised city, address and zip code, for a `location` text the gazetteer does not know */
  placeText: string;
  /** null when the shop has no working hours */
  schedule: CompiledSchedule | null;
}

const bitOf = <T extends string>(list: readonly T[], value: T): number => {
  const index = list.indexOf(value);
  return index < 0 ? 0 : 1 << index;
};

/** Which service filters a shop satisfies: a service key in the filter's keys or a name containing a word. */
export function serviceFilterBits(
  serviceKeys: readonly string[],
  serviceNames: readonly string[],
): number {
  const keys = new Set(serviceKeys.map((k) => k.toLowerCase()));
  const names = serviceNames.map(normalizeSearchText);
  let bits = 0;
  SERVICE_FILTER_IDS.forEach((id, i) => {
    const filter = SERVICE_FILTERS[id];
    const byKey = filter.keys.some((k) => keys.has(k.toLowerCase()));
    const byWord = !byKey && filter.words.some((w) => names.some((n) => n.includes(w)));
    if (byKey || byWord) bits |= 1 << i;
  });
  return bits;
}

export function filterDataOf(entry: SearchableShop): ShopFilterData {
  const { shop } = entry;
  let featureBits = 0;
  for (const feature of SHOP_FEATURES)
    if (shop.features[feature]) featureBits |= bitOf(SHOP_FEATURES, feature);
  return {
    typeBit: bitOf(BUSINESS_TYPES, shop.businessType),
    featureBits,
    serviceBits: serviceFilterBits(
      entry.serviceKeys,
      shop.services.map((s) => s.name),
    ),
    rating: shop.rating,
    price: shop.services.length > 0 ? { min: shop.priceRange.min, max: shop.priceRange.max } : null,
    placeText: normalizeSearchText(
      [shop.location.city, shop.location.address, shop.location.zipCode].join('\n'),
    ),
    schedule: entry.hours ? compileSchedule(entry.hours, entry.specialDates) : null,
  };
}

/** The request's static filters as masks, so a shop is checked with a few comparisons. */
export interface StaticFilter {
  typeMask: number;
  featureMask: number;
  serviceMask: number;
  minRating: number | null;
  minPrice: number;
  maxPrice: number;
}

export function staticFilterOf(criteria: ShopSearchCriteria): StaticFilter {
  return {
    typeMask: criteria.businessTypes.reduce(
      (mask, type: BusinessType) => mask | bitOf(BUSINESS_TYPES, type),
      0,
    ),
    featureMask: criteria.features.reduce(
      (mask, feature: ShopFeature) => mask | bitOf(SHOP_FEATURES, feature),
      0,
    ),
    serviceMask: criteria.services.reduce(
      (mask, id: ServiceFilter) => mask | bitOf(SERVICE_FILTER_IDS, id),
      0,
    ),
    minRating: criteria.minRating ?? null,
    minPrice: criteria.minPrice ?? 0,
    maxPrice: criteria.maxPrice ?? Number.POSITIVE_INFINITY,
  };
}

/** Type, rating, price overlap, features (all) and services (any). */
export function passesStaticFilter(data: ShopFilterData, filter: StaticFilter): boolean {
  if (filter.typeMask !== 0 && (data.typeBit & filter.typeMask) === 0) return false;
  if (filter.minRating !== null && data.rating < filter.minRating) return false;
  if (data.price && (data.price.max < filter.minPrice || data.price.min > filter.maxPrice))
    return false;
  if ((data.featureBits & filter.featureMask) !== filter.featureMask) return false;
  if (filter.serviceMask !== 0 && (data.serviceBits & filter.serviceMask) === 0) return false;
  return true;
}
