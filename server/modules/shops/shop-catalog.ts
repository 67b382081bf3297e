import type { Logger } from 'pino';
import { ServiceModel } from '../../models/service.model';
import { ShopModel } from '../../models/shop.model';
import { toCatalogEntry, type CatalogEntry } from './shop.mapper';

export type CatalogLoader = () => Promise<CatalogEntry[]>;

/** Reads every approved shop and its active services: two collection reads, once per (re)load. */
export const loadCatalogFromDatabase: CatalogLoader = async () => {
  const [shops, services] = await Promise.all([
    ShopModel.find({ approvalStatus: 'approved' }).lean(),
    ServiceModel.find(
      { active: true },
      {
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
      },
    ).lean(),
  ]);
  const byShop = new Map<string, typeof services>();
  for (const service of services) {
    const list = byShop.get(service.shopId);
    if (list) list.push(service);
    else byShop.set(service.shopId, [service]);
  }
  return shops.map((shop) =>
    toCatalogEntry(shop as Parameters<typeof toCatalogEntry>[0], byShop.get(shop._id) ?? []),
  );
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
  private readonly invalidationListeners = new Set<() => void>();

  constructor(private readonly options: ShopCatalogOptions = {}) {
    this.loader = options.loader ?? loadCatalogFromDatabase;
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
        const byRating = [...entries].sort(
          (a, b) =>
            b.shop.rating - a.shop.rating ||
            b.shop.reviewCount - a.shop.reviewCount ||
            a.shop.name.localeCompare(b.shop.name),
        );
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

  onInvalidate(listener: () => void): () => void {
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
