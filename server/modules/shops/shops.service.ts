import type { LatLng } from '../../../src/domain/geo';
import {
  NEARBY_LIMIT,
  NEARBY_RADIUS_KM,
  TOP_RATED_LIMIT,
  type BusinessTypeCounts,
  type ShopListResult,
  type ShopSearchCriteria,
  type ShopSearchResult,
  type ShopService,
} from '../../../src/domain/search';
import type { Locale } from '../../../src/domain/constants';
import type { Shop } from '../../../src/domain/shop';
import { localizeServices, localizeShop } from '../../../src/domain/shop-content';
import { ShopSearchIndex } from '../../../src/domain/shop-search-engine';
import {
  searchPlanOf,
  textMayNamePlace,
  type FoundPlace,
} from '../../../src/domain/shop-search-origin';
import type { FeaturedShopsQuery } from '../../../src/domain/shop-query';
import { ApiError } from '../../http/api-error';
import { okBody } from '../../http/ok';
import type { Geocoder } from '../geocoding/geocoder';
import { createNextFreeMemo, type NextFreeMemo } from '../search/next-free';
import { findTextPlace } from '../search/text-place';
import { SearchResponseCache } from './search-response-cache';
import type { CatalogSnapshot, ShopCatalog } from './shop-catalog';

export interface ShopsServiceOptions {
  catalog: ShopCatalog;
  /** resolves a search's `location` text to a place, and recognises a place named in its text */
  geocoder?: Pick<Geocoder, 'search'> & Partial<Pick<Geocoder, 'placeNamed'>>;
  /** told about every text search and how many shops it found (popular searches) */
  onSearch?: (query: string, resultsCount: number) => void;
  /** injectable clock for tests */
  now?: () => Date;
  /** each shop's next free time (`hasAvailability`, `next_available`); default: over the day sheets in memory */
  nextFree?: NextFreeMemo;
}

export type ShopsService = ReturnType<typeof createShopsService>;

/**
 * Public shop reads, served from the in-memory catalog and its search index (built once per snapshot, when the
 * snapshot loads; requests never scan the collection). Status, availability and distance are per request.
 */
export function createShopsService({
  catalog,
  geocoder,
  onSearch,
  now = () => new Date(),
  nextFree = createNextFreeMemo(),
}: ShopsServiceOptions) {
  let built: { snapshot: CatalogSnapshot; index: ShopSearchIndex } | null = null;
  const indexFor = (snapshot: CatalogSnapshot): ShopSearchIndex => {
    if (built?.snapshot !== snapshot) {
      const { entries } = snapshot;
      // a snapshot derived from the one indexed (a shop's change) updates that index instead of building anew;
      // never from a newer one (a slow request's older snapshot gets its own)
      const previous =
        built && snapshot.version >= built.snapshot.version ? built.index : undefined;
      built = {
        snapshot,
        // the engine stays synchronous: it reads the memo, which computes only missing or stale answers
        index: ShopSearchIndex.build(entries, nextFree.provider(entries), previous),
      };
    }
    return built.index;
  };
  // build as soon as a snapshot loads, so the first request after a reload does not pay for it
  catalog.onReload((snapshot) => {
    indexFor(snapshot);
    // and the shops' next free times too, in the background (a search computes any still missing)
    void nextFree.fill(snapshot.entries, now).catch(() => undefined);
  });
  const currentIndex = async () => {
    const snapshot = await catalog.current();
    await nextFree.ready();
    return indexFor(snapshot);
  };
  const answers = new SearchResponseCache();

  /**
   * Shops as served in `language`: the catalog holds them in English (else Italian) with every language's
   * texts beside (`content`); the caller's language is applied per answer (src/domain/shop-content.ts).
   */
  async function inLanguage(language: Locale): Promise<(shop: Shop) => Shop> {
    const snapshot = await catalog.current();
    return (shop) => localizeShop(shop, snapshot.byId.get(shop.id)?.content, language);
  }

  async function search(
    criteria: ShopSearchCriteria,
    language: Locale = 'en',
  ): Promise<ShopSearchResult> {
    const index = await currentIndex();
    const place =
      !criteria.coordinates && criteria.location ? await placeFor(criteria.location) : null;
    const inText = textMayNamePlace(criteria)
      ? await findTextPlace(criteria.search!, geocoder, (text) => index.namesShop(text))
      : null;
    const { origin, placeText, criteria: planned } = searchPlanOf(criteria, place, inText);
    const result = index.search(planned, {
      now: now(),
      origin,
      ...(placeText ? { placeText } : {}),
    });
    record(criteria.search ?? null, result.total);
    const localize = await inLanguage(language);
    return { ...result, shops: result.shops.map(localize) };
  }

  function record(text: string | null, total: number): void {
    if (!text || !onSearch) return;
    try {
      onSearch(text, total);
    } catch {
      // recording popular searches must never fail a search
    }
  }

  async function placeFor(text: string): Promise<FoundPlace | null> {
    if (!geocoder) return null;
    const [place] = await geocoder.search(text, 1);
    return place
      ? { latitude: place.latitude, longitude: place.longitude, label: place.label }
      : null;
  }

  return {
    catalog,

    /** Top-rated approved shops (spec 01 "Featured shops"), with distance when a position is given. */
    async featured(query: FeaturedShopsQuery, language: Locale = 'en'): Promise<Shop[]> {
      const index = await currentIndex();
      const localize = await inLanguage(language);
      const origin: LatLng | undefined =
        query.latitude !== undefined && query.longitude !== undefined
          ? { latitude: query.latitude, longitude: query.longitude }
          : undefined;
      return index.topRated(query.limit, now(), origin).map(localize);
    },

    async byId(id: string, language: Locale = 'en'): Promise<Shop> {
      const shop = (await currentIndex()).get(id, now());
      if (!shop) throw new ApiError('SHOP_NOT_FOUND');
      return (await inLanguage(language))(shop);
    },

    /** The shop when it is public, else null (favourites keep non-public shops). */
    async findById(id: string, language: Locale = 'en'): Promise<Shop | null> {
      const shop = (await currentIndex()).get(id, now());
      return shop ? (await inLanguage(language))(shop) : null;
    },

    /** GET /api/shops/search (rules: src/domain/search.ts). */
    search,

    /**
     * The search's success envelope as JSON text, reused for the same query string while the catalog and the
     * minute are unchanged. `criteriaOf` validates (and may throw) only when the answer is not at hand.
     */
    async searchJson(
      queryString: string,
      criteriaOf: () => Promise<ShopSearchCriteria>,
      language: Locale = 'en',
    ): Promise<string> {
      const generation = await currentIndex();
      const minute = Math.floor(now().getTime() / 60_000);
      // the same query in another language is another answer (its texts differ)
      // and an answer from before a booking changed a day sheet may show a taken time as free
      const key = `${language}:${nextFree.version}:${queryString}`;
      const hit = answers.get(key, generation, minute);
      if (hit) {
        record(hit.text, hit.total);
        return hit.json;
      }
      const criteria = await criteriaOf();
      const result = await search(criteria, language);
      const json = JSON.stringify(okBody(result));
      answers.set(key, {
        generation,
        minute,
        json,
        text: criteria.search ?? null,
        total: result.total,
      });
      return json;
    },

    async list(page: number, limit: number, language: Locale = 'en'): Promise<ShopListResult> {
      const result = (await currentIndex()).list(page, limit, now());
      const localize = await inLanguage(language);
      return { ...result, shops: result.shops.map(localize) };
    },

    async nearby(origin: LatLng, language: Locale = 'en'): Promise<Shop[]> {
      const shops = (await currentIndex()).nearby(origin, NEARBY_RADIUS_KM, NEARBY_LIMIT, now());
      return shops.map(await inLanguage(language));
    },

    async topRated(language: Locale = 'en'): Promise<Shop[]> {
      const shops = (await currentIndex()).topRated(TOP_RATED_LIMIT, now());
      return shops.map(await inLanguage(language));
    },

    async businessTypes(): Promise<BusinessTypeCounts> {
      return (await currentIndex()).businessTypeCounts();
    },

    /** A public shop's active services, in menu order, from the catalog. */
    async services(id: string, language: Locale = 'en'): Promise<ShopService[]> {
      const entry = await catalog.get(id);
      if (!entry) throw new ApiError('SHOP_NOT_FOUND');
      return localizeServices(entry.serviceDetails, entry.content, language);
    },
  };
}
