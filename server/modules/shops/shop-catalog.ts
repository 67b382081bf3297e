import type { Logger } from 'pino';
import { isShopPublic } from '../../../src/domain/shop-setup';
import { ServiceModel } from '../../models/service.model';
import { ShopModel } from '../../models/shop.model';
import { backfillShopServiceIds } from './shop-service-ids';
import { toCatalogEntry, type CatalogEntry } from './shop.mapper';

export type CatalogLoader = () => Promise<CatalogEntry[]>;
/**
 * One shop's entry read again after a change of it: null when it is not public (unknown, not approved, or not set
 * up: src/domain/shop-setup.ts), and it leaves the catalog.
 */
export type ShopEntryLoader = (shopId: string) => Promise<CatalogEntry | null>;

/** The service fields the catalog serves (both loaders read only these). */
const SERVICE_FIELDS = {
  name: 1,
  category: 1,
  durationMinutes: 1,
  priceCents: 1,
  sortOrder: 1,
  serviceKey: 1,
  shopId: 1,
  description: 1,
  includes: 1,
  requirements: 1,
  active: 1,
  onlineBooking: 1,
  minNoticeHours: 1,
  maxAdvanceDays: 1,
  imageId: 1,
} as const;

type LeanShopDoc = Parameters<typeof toCatalogEntry>[0] & { serviceIds?: string[] | null };
type LeanServiceDoc = Parameters<typeof toCatalogEntry>[1][number];

/**
 * The shop's entry when customers may see it. The menu follows the shop's `serviceIds` order when it has one
 * (the order the owner set), else the services' own sortOrder.
 */
function publicEntryOf(
  shop: LeanShopDoc,
  services: LeanServiceDoc[],
  requireSetup = true,
): CatalogEntry | null {
  const active = services.filter((service) => service.active !== false);
  const setup = {
    approvalStatus: shop.approvalStatus,
    services: active,
    workingHours: shop.workingHours as Parameters<typeof isShopPublic>[0]['workingHours'],
    location: shop.location,
    photos: shop.photos,
    specialDates: (shop as { specialDates?: { isClosed?: boolean | null }[] }).specialDates,
  };
  if (requireSetup ? !isShopPublic(setup) : shop.approvalStatus !== 'approved') return null;
  const order = shop.serviceIds ? new Map(shop.serviceIds.map((id, i) => [id, i])) : null;
  const menu = order
    ? active.map((service) => ({
        ...service,
        sortOrder: order.get(service._id) ?? order.size + (service.sortOrder ?? 0),
      }))
    : active;
  return toCatalogEntry(shop, menu);
}

/**
 * Reads every approved shop and its active services: two collection reads, once per (re)load. The first load of
 * a process also backfills `serviceIds` of shops stored before it existed (once per database).
 */
export function createDatabaseCatalogLoader(
  options: {
    /** false: every approved shop, set up or not (tests of the search engine's rules for incomplete data) */
    requireSetup?: boolean;
  } = {},
): CatalogLoader {
  return () => loadCatalog(options.requireSetup ?? true);
}

export const loadCatalogFromDatabase: CatalogLoader = createDatabaseCatalogLoader();

async function loadCatalog(requireSetup: boolean): Promise<CatalogEntry[]> {
  await backfillShopServiceIds();
  const [shops, services] = await Promise.all([
    ShopModel.find({ approvalStatus: 'approved' }).lean<LeanShopDoc[]>(),
    ServiceModel.find({ active: true }, SERVICE_FIELDS).lean<LeanServiceDoc[]>(),
  ]);
  const byShop = new Map<string, LeanServiceDoc[]>();
  for (const service of services) {
    const shopId = service.shopId ?? '';
    const list = byShop.get(shopId);
    if (list) list.push(service);
    else byShop.set(shopId, [service]);
  }
  return shops.flatMap(
    (shop) => publicEntryOf(shop, byShop.get(shop._id) ?? [], requireSetup) ?? [],
  );
}

/**
 * One shop read by `_id` and its services by `_id` (the shop's `serviceIds`): no collection scan. A shop stored
 * before `serviceIds` existed and not backfilled yet has its services found by shop (once; rare).
 */
export const loadShopEntryFromDatabase: ShopEntryLoader = async (shopId) => {
  const shop = await ShopModel.findById(shopId).lean<LeanShopDoc>();
  if (!shop || shop.approvalStatus !== 'approved') return null;
  const services = shop.serviceIds
    ? (
        await Promise.all(
          shop.serviceIds.map((id) =>
            ServiceModel.findById(id, SERVICE_FIELDS).lean<LeanServiceDoc>(),
          ),
        )
      ).filter((service): service is LeanServiceDoc => !!service && service.shopId === shopId)
    : await ServiceModel.find({ shopId }, SERVICE_FIELDS).lean<LeanServiceDoc[]>();
  return publicEntryOf(shop, services);
};

export interface CatalogSnapshot {
  entries: readonly CatalogEntry[];
  byId: ReadonlyMap<string, CatalogEntry>;
  /** approved shops, best rated first (rating, then review count, then name) */
  byRating: readonly CatalogEntry[];
  loadedAt: number;
  /** the catalog's change count when this load started: every change before it is in the snapshot */
  version: number;
}

export interface ShopCatalogOptions {
  loader?: CatalogLoader;
  /**
   * Reads one shop's entry after a change of it (`refreshShop`). Default: by `_id` from the database when the
   * loader is the default one; with a custom loader and none given, a shop's change reloads the whole catalog.
   */
  shopLoader?: ShopEntryLoader;
  logger?: Pick<Logger, 'info' | 'error'>;
  /** a snapshot older than this is refreshed in the background (changes made by other processes) */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * The public shop catalog, held in memory: loaded once, swapped atomically when shops change (`invalidate()`
 * from the code that changed them, or after `maxAgeMs` for changes made elsewhere). Requests never scan the
 * collection; later search (text, distance) builds its indexes from the same snapshot.
 *
 * Changes made by this instance or announced by others (catalog events) count as a new version: a read after
 * one waits for a snapshot loaded after it, so no answer is computed from (or cached with) a catalog older than
 * the change. Changes are rare (a review, an approval, a deleted account) and every read waiting shares one
 * reload. The periodic refresh only catches writes made outside any app instance (a seed script, a manual fix)
 * and is done in the background.
 */
const DEFAULT_MAX_AGE_MS = 10 * 60_000;
/** after a failed reload, reads are served the previous snapshot at once for this long (then wait again) */
const RETRY_AFTER_FAILURE_MS = 5_000;

/** Best rated first: rating, then review count, then name. */
const byRatingOrder = (a: CatalogEntry, b: CatalogEntry): number =>
  b.shop.rating - a.shop.rating ||
  b.shop.reviewCount - a.shop.reviewCount ||
  a.shop.name.localeCompare(b.shop.name);

/** `list` (sorted by byRatingOrder) with `entry` inserted in its place: a binary search, no sort. */
function insertedByRating(list: CatalogEntry[], entry: CatalogEntry): CatalogEntry[] {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (byRatingOrder(list[middle]!, entry) <= 0) low = middle + 1;
    else high = middle;
  }
  list.splice(low, 0, entry);
  return list;
}

/**
 * `base` with one shop's entry replaced, added (`entry` and no previous one) or removed (`entry` null). Every other
 * entry keeps its object and its position (a removed entry's place takes the last one), so the search engine and
 * the next-free memo find what changed by identity and update just that (src/domain/shop-search-engine.ts).
 */
export function withShopEntry(
  base: CatalogSnapshot,
  shopId: string,
  entry: CatalogEntry | null,
  stamp: { version: number; loadedAt: number },
): CatalogSnapshot {
  const old = base.byId.get(shopId);
  const entries = base.entries.slice();
  const byId = new Map(base.byId);
  let byRating = old ? base.byRating.filter((e) => e !== old) : base.byRating.slice();
  const position = old ? entries.indexOf(old) : -1;
  if (entry) {
    if (position >= 0) entries[position] = entry;
    else entries.push(entry);
    byId.set(shopId, entry);
    byRating = insertedByRating(byRating, entry);
  } else if (position >= 0) {
    const last = entries.pop()!;
    if (position < entries.length) entries[position] = last;
    byId.delete(shopId);
  }
  return { entries, byId, byRating, ...stamp };
}

export class ShopCatalog {
  private snapshot: CatalogSnapshot | null = null;
  private loading: Promise<CatalogSnapshot> | null = null;
  /** bumped by every invalidate() */
  private version = 0;
  /** the version the load in flight started at */
  private loadingVersion = -1;
  /** when the last reload after a change failed (null once one succeeds) */
  private failedAt: number | null = null;
  private readonly loader: CatalogLoader;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  private readonly listeners = new Set<(snapshot: CatalogSnapshot) => void>();
  private readonly invalidationListeners = new Set<(shopId?: string) => void>();
  private readonly shopLoader: ShopEntryLoader | null;
  /** the per-shop updates queued or running, one after the other (null when none) */
  private shopUpdates: Promise<void> | null = null;

  constructor(private readonly options: ShopCatalogOptions = {}) {
    this.loader = options.loader ?? loadCatalogFromDatabase;
    this.shopLoader = options.shopLoader ?? (options.loader ? null : loadShopEntryFromDatabase);
    this.maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
    this.now = options.now ?? Date.now;
  }

  private reload(): Promise<CatalogSnapshot> {
    // a change made while a load is running may not be in it: load again after it
    if (this.loading)
      return this.loadingVersion === this.version
        ? this.loading
        : this.loading.then(
            () => this.reload(),
            () => this.reload(),
          );
    const version = this.version;
    this.loadingVersion = version;
    const started = this.now();
    this.loading = this.loader()
      .then((loaded) => {
        // only approved shops are public, whatever the loader returned
        const entries = loaded.filter((e) => e.approvalStatus === 'approved');
        const byRating = [...entries].sort(byRatingOrder);
        const snapshot: CatalogSnapshot = {
          entries,
          byId: new Map(entries.map((e) => [e.shop.id, e])),
          byRating,
          loadedAt: this.now(),
          version,
        };
        this.snapshot = snapshot;
        this.options.logger?.info(
          { shops: entries.length, ms: this.now() - started },
          'shop catalog loaded',
        );
        for (const listener of this.listeners) listener(snapshot);
        return snapshot;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /**
   * The current snapshot, loading it the first time. After invalidate() a read waits for a snapshot loaded after
   * the change (requests arriving meanwhile share the same load). Only when that load fails is the previous
   * snapshot served (logged): for RETRY_AFTER_FAILURE_MS without waiting, so a database outage does not make
   * every search wait for a failing load, then the next read tries again.
   */
  async current(): Promise<CatalogSnapshot> {
    if (!this.snapshot) return this.reload();
    // a shop's change being applied: wait for it rather than reloading everything
    while (this.snapshot.version !== this.version && this.shopUpdates) await this.shopUpdates;
    if (this.snapshot.version !== this.version) {
      const stale = this.snapshot;
      if (this.failedAt !== null && this.now() - this.failedAt < RETRY_AFTER_FAILURE_MS)
        return stale;
      try {
        const fresh = await this.reload();
        this.failedAt = null;
        return fresh;
      } catch (error) {
        this.failedAt = this.now();
        this.options.logger?.error({ err: error }, 'shop catalog reload failed');
        return stale;
      }
    }
    if (this.now() - this.snapshot.loadedAt > this.maxAgeMs) {
      this.reload().catch((error: unknown) =>
        this.options.logger?.error({ err: error }, 'shop catalog refresh failed'),
      );
    }
    return this.snapshot;
  }

  /** The number of changes so far (a snapshot whose `version` is lower predates the latest one). */
  get changeCount(): number {
    return this.version;
  }

  async byRating(): Promise<readonly CatalogEntry[]> {
    return (await this.current()).byRating;
  }

  async get(id: string): Promise<CatalogEntry | undefined> {
    return (await this.current()).byId.get(id);
  }

  /**
   * Call after changing shops or services: the next read loads a fresh snapshot. Local changes are announced
   * (`onInvalidate`, so other instances reload too); `{ fromPeer: true }` is another instance's announcement.
   */
  invalidate(options: { fromPeer?: boolean } = {}): void {
    this.version += 1;
    if (!options.fromPeer) for (const listener of this.invalidationListeners) listener();
  }

  /**
   * Call after changing one shop or its services: reads that shop again (by `_id`) and swaps its entry into a new
   * snapshot, instead of reloading every shop. Counts as a change like invalidate() (reads wait for it; copies
   * keyed on changeCount are dropped) and is announced with the shop's id, so peers refresh just that shop.
   * Resolves when this instance serves the change; if reading the shop fails, the next read reloads everything.
   */
  refreshShop(shopId: string, options: { fromPeer?: boolean } = {}): Promise<void> {
    this.version += 1;
    const version = this.version;
    if (!options.fromPeer) for (const listener of this.invalidationListeners) listener(shopId);
    // nothing loaded yet (the first load reads it), or no way to read one shop (the next read reloads)
    if (!this.snapshot || !this.shopLoader) return Promise.resolve();
    const shopLoader = this.shopLoader;
    const previous = this.shopUpdates ?? Promise.resolve();
    const run = previous.then(async () => {
      // a whole reload in flight replaces the snapshot: apply this change on top of it
      if (this.loading) await this.loading.catch(() => undefined);
      try {
        const entry = await shopLoader(shopId);
        const base = this.snapshot;
        if (!base) return;
        // the new snapshot holds every change up to this one only if the base held every one before it
        const covered =
          base.version >= version ? base.version : base.version === version - 1 ? version : null;
        const next = withShopEntry(
          base,
          shopId,
          entry && entry.approvalStatus === 'approved' ? entry : null,
          { version: covered ?? base.version, loadedAt: base.loadedAt },
        );
        this.snapshot = next;
        for (const listener of this.listeners) listener(next);
      } catch (error) {
        this.options.logger?.error({ err: error, shopId }, 'shop catalog entry refresh failed');
      }
    });
    this.shopUpdates = run;
    void run.then(() => {
      if (this.shopUpdates === run) this.shopUpdates = null;
    });
    return run;
  }

  /** `listener` gets the shop's id when the change was refreshShop(id), nothing for a whole invalidate(). */
  onInvalidate(listener: (shopId?: string) => void): () => void {
    this.invalidationListeners.add(listener);
    return () => this.invalidationListeners.delete(listener);
  }

  /** Load now (at start-up, so the first request does not wait). */
  async warm(): Promise<number> {
    return (await this.reload()).entries.length;
  }

  onReload(listener: (snapshot: CatalogSnapshot) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
