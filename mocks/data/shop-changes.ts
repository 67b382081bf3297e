import type { Shop } from '@/domain/shop';

/**
 * What happened to the mock catalogue since it was seeded: shops that became public (an admin approved them,
 * or an owner completed their setup) and shops whose owner changed them. `shopCatalogue()` applies these on top
 * of the seeds, and every answer built from the catalogue (the search index, suggestions, details) is rebuilt
 * when `mockCatalogVersion()` moves, as the server's catalog follows its changes.
 */
const joined = new Map<string, Shop>();
const changed = new Map<string, (shop: Shop) => Shop>();
let version = 0;

/** A shop that became public after the seed (it is listed from now on). */
export function addMockShop(shop: Shop): void {
  joined.set(shop.id, shop);
  version += 1;
}

/** Changes one shop from now on (the update is applied after any earlier ones). */
export function changeMockShop(id: string, update: (shop: Shop) => Shop): void {
  const earlier = changed.get(id);
  changed.set(id, earlier ? (shop) => update(earlier(shop)) : update);
  version += 1;
}

/** The catalogue as changed: seeded shops with their updates, then the shops that joined. */
export function applyMockShopChanges(seeded: Shop[]): Shop[] {
  if (joined.size === 0 && changed.size === 0) return seeded;
  return [...seeded, ...joined.values()].map((shop) => changed.get(shop.id)?.(shop) ?? shop);
}

/** Moves on every change: caches built from the catalogue compare it. */
export function mockCatalogVersion(): number {
  return version;
}

/** Back to the seeded catalogue (tests, between cases). */
export function resetMockShopChanges(): void {
  joined.clear();
  changed.clear();
  version += 1;
}
