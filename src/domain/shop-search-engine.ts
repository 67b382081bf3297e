import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { haversineKm, knownPosition, roundKm, type LatLng } from './geo';
import { nextFreeWithoutBookings } from './next-free-slot';
import { scheduleStatus, upcomingSpecialDates, validTimeZone } from './opening-hours';
import {
  normalizeSearchText,
  type BusinessTypeCounts,
  type ShopListResult,
  type ShopSearchCriteria,
  type ShopSearchResult,
} from './search';
import {
  filterDataOf,
  passesStaticFilter,
  staticFilterOf,
  type SearchableShop,
  type ShopFilterData,
} from './shop-filters';
import { MinuteFlags, TextMatchCache } from './shop-search-cache';
import { queryTerms } from './search-text';
import {
  buildTextIndex,
  replaceTextDocs,
  searchTextIndex,
  textNamesShop,
  type ShopTextIndex,
} from './shop-search-text';
import {
  reorderedAfter,
  staticOrders,
  STATIC_ORDER_COMPARES,
  type StaticOrderName,
} from './shop-search-orders';
import { BUSINESS_TYPES, type Shop } from './shop';
import {
  byId,
  changedPositions,
  effectiveSort,
  pagesOf,
  RADIUS_SLACK_KM,
  RequestClock,
  sortByKeyThenId,
  type NextFreeProvider,
  type SearchContext,
} from './shop-search-request';

export { RequestClock, type NextFreeProvider, type SearchContext } from './shop-search-request';

/**
 * The shop search engine (rules: header comment of src/domain/search.ts), built once per catalog snapshot and
 * queried per request without scanning: MiniSearch for text, a KDBush tree for radius queries, per-shop filter
 * data and presorted orders. Pure and isomorphic: the server and the MSW mocks run the same code.
 */

export class ShopSearchIndex {
  private readonly data: ShopFilterData[];
  private readonly zones: string[];
  private readonly positions: (LatLng | null)[];
  private readonly text: ShopTextIndex;
  private readonly geo: KDBush;
  /** KDBush item → entry index */
  private readonly geoEntries: number[];
  private readonly orders: Record<StaticOrderName, Int32Array>;
  private readonly ranks: Record<StaticOrderName, Int32Array>;
  private readonly positionsById: Map<string, number>;
  private readonly typeCounts: BusinessTypeCounts;
  /** rank of each entry by id (the universal tie-break) */
  private readonly idRank: Int32Array;
  /** entry indexes by id */
  private readonly idOrder: Int32Array;
  /** entries without coordinates, by id (they come last in distance order) */
  private readonly withoutPosition: number[];
  private readonly textMatches: TextMatchCache;
  private readonly openFlags: MinuteFlags;
  private readonly nextFree: NextFreeProvider;
  /**
   * The shop id each text document currently stands for, shared (and changed in place) with the indexes updated
   * from this one, like the MiniSearch index itself: a request still holding an older index skips a hit whose
   * document now stands for another shop.
   */
  private readonly textOwners: string[];

  private constructor(
    readonly entries: readonly SearchableShop[],
    nextFree?: NextFreeProvider,
    previous?: ShopSearchIndex,
  ) {
    this.nextFree = nextFree ?? nextFreeWithoutBookings(entries);
    const changed = previous ? changedPositions(previous.entries, entries) : null;
    const n = entries.length;
    if (previous && changed) {
      // one shop changed: per-entry data of the others is kept, the text index is updated in place
      const keep = <T>(list: readonly T[], of: (e: SearchableShop) => T): T[] => {
        const out = list.slice(0, n);
        for (const i of changed) if (i < n) out[i] = of(entries[i]!);
        return out;
      };
      this.data = keep(previous.data, filterDataOf);
      this.zones = keep(previous.zones, (e) => validTimeZone(e.shop.timeZone));
      this.positions = keep(previous.positions, (e) => knownPosition(e.shop.location));
      this.text = previous.text;
      this.textOwners = previous.textOwners;
      replaceTextDocs(
        this.text,
        changed.map((i) => ({
          i,
          before: previous.entries[i] ?? null,
          after: entries[i] ?? null,
        })),
      );
      for (const i of changed) this.textOwners[i] = entries[i]?.shop.id ?? '';
      this.textOwners.length = n;
    } else {
      this.data = entries.map(filterDataOf);
      this.zones = entries.map((e) => validTimeZone(e.shop.timeZone));
      this.positions = entries.map((e) => knownPosition(e.shop.location));
      this.text = buildTextIndex(entries);
      this.textOwners = entries.map((e) => e.shop.id);
    }
    this.positionsById = new Map(entries.map((e, i) => [e.shop.id, i]));

    this.geoEntries = [];
    this.positions.forEach((p, i) => {
      if (p) this.geoEntries.push(i);
    });
    this.geo = new KDBush(Math.max(1, this.geoEntries.length));
    for (const i of this.geoEntries) {
      const p = this.positions[i]!;
      this.geo.add(p.longitude, p.latitude);
    }
    if (this.geoEntries.length === 0) this.geo.add(0, 0); // KDBush needs one item; never mapped back
    this.geo.finish();

    this.orders =
      previous && changed
        ? (Object.fromEntries(
            (Object.keys(previous.orders) as StaticOrderName[]).map((name) => [
              name,
              reorderedAfter(previous.orders[name], entries, changed, STATIC_ORDER_COMPARES[name]),
            ]),
          ) as Record<StaticOrderName, Int32Array>)
        : staticOrders(entries);
    this.ranks = Object.fromEntries(
      Object.entries(this.orders).map(([name, order]) => {
        const rank = new Int32Array(entries.length);
        order.forEach((entry, position) => (rank[entry] = position));
        return [name, rank];
      }),
    ) as Record<StaticOrderName, Int32Array>;

    this.idRank = new Int32Array(entries.length);
    const idOrder =
      previous && changed
        ? reorderedAfter(previous.idOrder, entries, changed, () => 0)
        : Int32Array.from(
            entries.map((_, i) => i).sort((a, b) => byId(entries[a]!.shop.id, entries[b]!.shop.id)),
          );
    this.idOrder = idOrder;
    idOrder.forEach((entry, rank) => (this.idRank[entry] = rank));
    this.textMatches = new TextMatchCache(
      (terms) =>
        searchTextIndex(this.text, terms).filter((hit) => {
          const i = hit.id as number;
          return i < n && this.textOwners[i] === entries[i]!.shop.id;
        }),
      this.idRank,
    );
    this.withoutPosition = entries
      .map((_, i) => i)
      .filter((i) => !this.positions[i])
      .sort((a, b) => this.idRank[a]! - this.idRank[b]!);
    // one clock per time zone for a whole recompute (Intl is the slow part), not one per shop
    let clockOf: RequestClock | null = null;
    const local = (i: number, now: Date) => {
      if (clockOf?.now !== now) clockOf = new RequestClock(now);
      return clockOf.in(this.zones[i]!);
    };
    this.openFlags = new MinuteFlags(entries.length, (i, now) => {
      const schedule = this.data[i]!.schedule;
      return !!schedule && scheduleStatus(schedule, local(i, now)) === 'open';
    });

    const counts = Object.fromEntries(
      BUSINESS_TYPES.map((t) => [t, 0]),
    ) as BusinessTypeCounts['counts'];
    for (const e of entries) counts[e.shop.businessType] += 1;
    this.typeCounts = { counts };
  }

  /** `nextFree`: the entries' next free times (the server's memo over its day sheets; see NextFreeProvider) */
  /**
   * `previous`: the index of the catalog snapshot this one was derived from. When only a few entries differ (a
   * shop's change), the index is updated from it: the MiniSearch index in place, the orders by moving the changed
   * entries, so a shop's change costs milliseconds at 10k shops instead of a rebuild. The previous index stays
   * usable for a request still holding it (its text hits are checked against the entries it holds).
   */
  static build(
    entries: readonly SearchableShop[],
    nextFree?: NextFreeProvider,
    previous?: ShopSearchIndex,
  ): ShopSearchIndex {
    return new ShopSearchIndex(entries, nextFree, previous);
  }

  get size(): number {
    return this.entries.length;
  }

  /** Entries within `radiusKm` (haversine, inclusive) of `origin`, nearest first (at most `limit`). */
  private within(origin: LatLng, radiusKm: number, limit = Infinity): number[] {
    if (this.geoEntries.length === 0) return [];
    const found = around(
      this.geo,
      origin.longitude,
      origin.latitude,
      limit,
      radiusKm + RADIUS_SLACK_KM,
    );
    const out: number[] = [];
    for (const item of found) {
      const i = this.geoEntries[item]!;
      if (haversineKm(origin, this.positions[i]!) <= radiusKm) out.push(i);
    }
    return out;
  }

  private distanceOf(i: number, origin: LatLng): number | null {
    const p = this.positions[i];
    return p ? roundKm(haversineKm(origin, p)) : null;
  }

  /** The public Shop for an entry at the request's time: status, availability, upcoming special dates, distance. */
  toShop(i: number, clock: RequestClock, origin?: LatLng | null): Shop {
    const entry = this.entries[i]!;
    const local = clock.in(this.zones[i]!);
    const schedule = this.data[i]!.schedule;
    const shop: Shop = {
      ...entry.shop,
      specialDates: upcomingSpecialDates(entry.specialDates, local.date),
      status: schedule ? scheduleStatus(schedule, local) : 'unknown',
      hasAvailability: this.nextFree(i, clock.now) !== null,
    };
    if (origin) shop.distance = this.distanceOf(i, origin);
    return shop;
  }

  search(criteria: ShopSearchCriteria, context: SearchContext): ShopSearchResult {
    const clock = new RequestClock(context.now);
    const origin = context.origin;
    const filter = staticFilterOf(criteria);
    const placeText = context.placeText ? normalizeSearchText(context.placeText) : '';

    // candidates from the indexes (text and/or radius); neither means "every shop"
    const hasText = !!criteria.search && queryTerms(criteria.search).length > 0;
    const text = hasText ? this.textMatches.matches(criteria.search!) : null;
    const inRadius =
      origin && origin.radiusKm !== null ? new Set(this.within(origin, origin.radiusKm)) : null;

    const open = criteria.openNow ? this.openFlags.at(context.now) : null;
    const available = !!criteria.hasAvailability;
    const accepts = (i: number): boolean =>
      passesStaticFilter(this.data[i]!, filter) &&
      (!placeText || this.data[i]!.placeText.includes(placeText)) &&
      (!open || open[i] === 1) &&
      (!available || this.nextFree(i, context.now) !== null);

    const sort = effectiveSort(criteria.sortBy, hasText, !!origin);

    const matches: number[] = [];
    if (text) {
      // already in text order
      for (const i of text.order) if ((!inRadius || inRadius.has(i)) && accepts(i)) matches.push(i);
    } else if (inRadius) {
      for (const i of inRadius) if (accepts(i)) matches.push(i);
    }

    if (sort === 'distance' && !text && !inRadius) {
      // every shop qualifies: find the page by walking outwards from the origin instead of sorting them all
      const start = (criteria.page - 1) * criteria.limit;
      const { page, total } = this.nearestPage(origin!, accepts, start + criteria.limit);
      return {
        shops: page.slice(start).map((i) => this.toShop(i, clock, origin)),
        total,
        totalPages: pagesOf(total, criteria.limit),
        page: criteria.page,
        limit: criteria.limit,
        origin,
      };
    }
    if (sort === 'distance') {
      const o = origin!;
      // shops without coordinates (distance null) go last
      sortByKeyThenId(matches, this.idRank, (i) => this.distanceOf(i, o));
    } else if (sort === 'next_available') {
      if (!text && !inRadius)
        for (let i = 0; i < this.entries.length; i += 1) if (accepts(i)) matches.push(i);
      // shops without a free time (key Infinity) go last
      sortByKeyThenId(matches, this.idRank, (i) => this.nextFree(i, context.now));
    } else if (sort !== 'text') {
      if (text || inRadius) {
        const rank = this.ranks[sort];
        matches.sort((a, b) => rank[a]! - rank[b]!);
      } else {
        // no index narrowed the set: walk the presorted order, no sorting needed
        for (const i of this.orders[sort]) if (accepts(i)) matches.push(i);
      }
    }

    const total = matches.length;
    const start = (criteria.page - 1) * criteria.limit;
    const shops = matches
      .slice(start, start + criteria.limit)
      .map((i) => this.toShop(i, clock, origin));
    return {
      shops,
      total,
      totalPages: pagesOf(total, criteria.limit),
      page: criteria.page,
      limit: criteria.limit,
      origin,
    };
  }

  /**
   * The first `want` accepted shops in distance order (rounded distance, then id; shops without coordinates last)
   * and how many are accepted in all. The tree yields nearest first by exact distance; everything tied with the
   * last one at the rounded (10 m) distance is fetched too, so the id tie-break is exact.
   */
  private nearestPage(
    origin: LatLng,
    accepts: (i: number) => boolean,
    want: number,
  ): { page: number[]; total: number } {
    let total = 0;
    for (let i = 0; i < this.entries.length; i += 1) if (accepts(i)) total += 1;
    const acceptsItem = (item: number) => accepts(this.geoEntries[item]!);
    const { longitude, latitude } = origin;
    let near: number[] = [];
    if (this.geoEntries.length > 0 && want > 0) {
      near = around(this.geo, longitude, latitude, want, Infinity, acceptsItem).map(
        (item) => this.geoEntries[item]!,
      );
      if (near.length === want) {
        const edge = this.distanceOf(near[near.length - 1]!, origin)!;
        near = around(this.geo, longitude, latitude, Infinity, edge + 0.006, acceptsItem).map(
          (item) => this.geoEntries[item]!,
        );
      }
    }
    sortByKeyThenId(near, this.idRank, (i) => this.distanceOf(i, origin));
    if (near.length < want)
      for (const i of this.withoutPosition) {
        if (near.length >= want) break;
        if (accepts(i)) near.push(i);
      }
    return { page: near.slice(0, want), total };
  }

  /** Approved shops, best rated first, one page. */
  list(page: number, limit: number, now: Date): ShopListResult {
    const clock = new RequestClock(now);
    const order = this.orders.rating;
    const start = (page - 1) * limit;
    const shops = Array.from(order.subarray(start, start + limit), (i) => this.toShop(i, clock));
    return { shops, total: order.length, totalPages: pagesOf(order.length, limit), page, limit };
  }

  /** Up to `limit` shops within `radiusKm`, nearest first, each with its distance. */
  nearby(origin: LatLng, radiusKm: number, limit: number, now: Date): Shop[] {
    const clock = new RequestClock(now);
    return this.within(origin, radiusKm, limit).map((i) => this.toShop(i, clock, origin));
  }

  /** The best rated shops (rating, then review count, then id), with distance when a position is given. */
  topRated(limit: number, now: Date, origin?: LatLng): Shop[] {
    const clock = new RequestClock(now);
    return Array.from(this.orders.rating.subarray(0, limit), (i) => this.toShop(i, clock, origin));
  }

  /** Every word of the text starts a word of one shop's name (the text names a shop, see placeInText). */
  namesShop(text: string): boolean {
    return textNamesShop(this.text, text);
  }

  businessTypeCounts(): BusinessTypeCounts {
    return { counts: { ...this.typeCounts.counts } };
  }

  /** One public shop at `now`, or null when it is not in the catalog. */
  get(id: string, now: Date): Shop | null {
    const i = this.positionsById.get(id);
    return i === undefined ? null : this.toShop(i, new RequestClock(now));
  }
}
