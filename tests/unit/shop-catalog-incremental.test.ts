import { describe, expect, it } from 'vitest';
import { benchShops } from '../../scripts/bench/search-catalog-seed';
import { withShopEntry, type CatalogSnapshot } from '../../server/modules/shops/shop-catalog';
import { toCatalogEntry, type CatalogEntry } from '../../server/modules/shops/shop.mapper';
import { toSearchCriteria, shopSearchQuerySchema } from '../../src/domain/search';
import { ShopSearchIndex } from '../../src/domain/shop-search-engine';

/**
 * A shop's change swaps its entry into a new snapshot and updates the search index from the previous one (text
 * in place, orders by moving the entry): every search must answer exactly as an index built from scratch over
 * the same entries.
 */
type Doc = Parameters<typeof toCatalogEntry>[0];
type Service = Parameters<typeof toCatalogEntry>[1][number];

function catalogOf(count: number): CatalogSnapshot {
  const { shops, services } = benchShops(0, count);
  const byShop = new Map<string, Service[]>();
  for (const service of services as unknown as Service[])
    byShop.set(service.shopId!, [...(byShop.get(service.shopId!) ?? []), service]);
  const entries = (shops as unknown as Doc[]).map((shop) =>
    toCatalogEntry(shop, byShop.get(shop._id) ?? []),
  );
  return {
    entries,
    byId: new Map(entries.map((e) => [e.shop.id, e])),
    byRating: [...entries].sort(
      (a, b) =>
        b.shop.rating - a.shop.rating ||
        b.shop.reviewCount - a.shop.reviewCount ||
        a.shop.name.localeCompare(b.shop.name),
    ),
    loadedAt: 0,
    version: 0,
  };
}

const now = new Date('2026-06-16T09:00:00Z');
const QUERIES: Record<string, string>[] = [
  {},
  { search: 'barber' },
  { search: 'Zafferano Moderno' },
  { search: 'taglio' },
  { sortBy: 'price_low' },
  { sortBy: 'price_high', limit: '50' },
  { sortBy: 'alphabetical', page: '3' },
  { sortBy: 'newest' },
  { sortBy: 'reviews' },
  { coordinates: '41.9,12.5', radiusKm: '5', sortBy: 'distance' },
  { coordinates: '45.46,9.19', sortBy: 'distance', limit: '50' },
  { businessType: 'spa', sortBy: 'rating' },
];

function answers(index: ShopSearchIndex) {
  return QUERIES.map((query) => {
    const criteria = toSearchCriteria(shopSearchQuerySchema.validateSync(query));
    const origin =
      criteria.coordinates !== undefined && criteria.coordinates !== null
        ? { ...criteria.coordinates, radiusKm: criteria.radiusKm ?? null, name: null }
        : null;
    const result = index.search(criteria, { now, origin });
    return { total: result.total, ids: result.shops.map((s) => s.id) };
  });
}

function changed(entry: CatalogEntry, name: string, latitude: number): CatalogEntry {
  return {
    ...entry,
    shop: {
      ...entry.shop,
      name,
      location: { ...entry.shop.location, latitude },
      rating: 5,
      reviewCount: 999,
    },
  };
}

describe('a shop change applied incrementally', () => {
  const base = catalogOf(1500);
  const stamp = { version: 1, loadedAt: 0 };

  it('keeps every other entry and its position; removal moves the last entry into the gap', () => {
    const target = base.entries[10]!;
    const renamed = withShopEntry(base, target.shop.id, changed(target, 'Nuovo Nome', 41.9), stamp);
    expect(renamed.entries).toHaveLength(base.entries.length);
    expect(renamed.entries[10]!.shop.name).toBe('Nuovo Nome');
    expect(renamed.entries.filter((e, i) => e !== base.entries[i])).toHaveLength(1);
    expect(renamed.byRating[0]!.shop.id).toBe(target.shop.id);

    const removed = withShopEntry(base, target.shop.id, null, stamp);
    expect(removed.entries).toHaveLength(base.entries.length - 1);
    expect(removed.entries[10]).toBe(base.entries.at(-1));
    expect(removed.byId.has(target.shop.id)).toBe(false);
    expect(removed.byRating).toHaveLength(base.entries.length - 1);
  });

  it('answers every search as a rebuilt index does, after an update, an addition and a removal', () => {
    let snapshot = base;
    let index = ShopSearchIndex.build(snapshot.entries);
    const steps: ((s: CatalogSnapshot) => CatalogSnapshot)[] = [
      (s) =>
        withShopEntry(
          s,
          s.entries[3]!.shop.id,
          changed(s.entries[3]!, 'Zafferano Moderno', 41.9),
          stamp,
        ),
      (s) => {
        const extra = catalogOf(1501).entries[1500]!;
        return withShopEntry(s, extra.shop.id, changed(extra, 'Barber Nuovo', 45.46), stamp);
      },
      (s) => withShopEntry(s, s.entries[7]!.shop.id, null, stamp),
      (s) => withShopEntry(s, s.entries[0]!.shop.id, null, stamp),
    ];
    for (const step of steps) {
      const before = index;
      const beforeAnswers = answers(before);
      snapshot = step(snapshot);
      index = ShopSearchIndex.build(snapshot.entries, undefined, before);
      const fresh = answers(ShopSearchIndex.build(snapshot.entries));
      answers(index).forEach((a, q) => expect(a, JSON.stringify(QUERIES[q])).toEqual(fresh[q]));
      // a request still holding the previous index is not broken by the shared text index
      expect(answers(before).map((a) => a.total).length).toBe(beforeAnswers.length);
    }
    expect(index.get('bench-1500', now)?.name).toBe('Barber Nuovo');
    expect(index.get(base.entries[7]!.shop.id, now)).toBeNull();
  });
});
