/**
 * The search engine's request-side pieces and helpers (src/domain/shop-search-engine.ts): what a request brings,
 * its per-zone clocks, and how a new catalog snapshot differs from the previous one.
 */
import { localClock, type LocalClock } from './opening-hours';
import type { SearchOrigin, ShopSearchCriteria } from './search';
import type { StaticOrderName } from './shop-search-orders';
import type { SearchableShop } from './shop-filters';

export interface SearchContext {
  now: Date;
  /** where the search is centred (coordinates or a resolved place), with its radius */
  origin: SearchOrigin | null;
  /** a `location` text the gazetteer did not know: matched inside city, address and zip code */
  placeText?: string;
}

/** Shop-local clocks for one request: Intl runs once per time zone, not once per shop. */
export class RequestClock {
  private readonly clocks = new Map<string, LocalClock>();
  constructor(readonly now: Date) {}
  in(zone: string): LocalClock {
    let clock = this.clocks.get(zone);
    if (!clock) {
      clock = localClock(this.now, zone);
      this.clocks.set(zone, clock);
    }
    return clock;
  }
}

/**
 * An entry's next free bookable time (epoch ms) at `now`, null when none (src/domain/next-free-slot.ts). The
 * server passes its per-shop memo over the day sheets; without one, entries carrying `availability` and
 * `bookableServices` (the server's catalog entries) are judged with nothing booked, others have none.
 */
export type NextFreeProvider = (entry: number, now: Date) => number | null;

/** Inclusive radius: geokdbush's own haversine may round differently at the edge, so ask a hair wider, then check. */
export const RADIUS_SLACK_KM = 1e-6;

export function pagesOf(total: number, limit: number): number {
  return total === 0 ? 0 : Math.ceil(total / limit);
}

export const byId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Past this many changed entries a new index is built from scratch instead of updated (a shop's change touches one;
 * a whole reload gives new objects for every entry).
 */
const INCREMENTAL_MAX_CHANGES = 64;

/**
 * The entries that differ from `previous` by position (catalog snapshots keep unchanged entries' objects and
 * positions: server/modules/shops/shop-catalog.ts withShopEntry), or null when too many do.
 */
export function changedPositions(
  previous: readonly SearchableShop[],
  entries: readonly SearchableShop[],
): number[] | null {
  if (Math.abs(previous.length - entries.length) > INCREMENTAL_MAX_CHANGES) return null;
  const changed: number[] = [];
  const length = Math.max(previous.length, entries.length);
  for (let i = 0; i < length; i += 1)
    if (previous[i] !== entries[i]) {
      changed.push(i);
      if (changed.length > INCREMENTAL_MAX_CHANGES) return null;
    }
  return changed;
}

/**
 * Sorts entry indexes by a key (distance, next free time; null keys last), ties by shop id. Each key is computed
 * once, not once per comparison.
 */
export function sortByKeyThenId(
  matches: number[],
  idRank: Int32Array,
  keyOf: (i: number) => number | null,
): void {
  // one slot per entry (idRank has one per entry): typed-array reads in the comparator, no map lookups
  const key = new Float64Array(idRank.length);
  for (const i of matches) key[i] = keyOf(i) ?? Number.POSITIVE_INFINITY;
  matches.sort((a, b) => (key[a] !== key[b] ? key[a]! - key[b]! : 0) || idRank[a]! - idRank[b]!);
}

/**
 * The order a search is served in: relevance is the text order when there is text, else rating; distance needs an
 * origin (else as relevance); the other sorts are presorted orders or next availability.
 */
export function effectiveSort(
  sortBy: ShopSearchCriteria['sortBy'],
  hasText: boolean,
  hasOrigin: boolean,
): 'text' | 'distance' | 'next_available' | StaticOrderName {
  if (sortBy === 'distance' && hasOrigin) return 'distance';
  if (sortBy === 'relevance' || sortBy === 'distance') return hasText ? 'text' : 'rating';
  return sortBy;
}
