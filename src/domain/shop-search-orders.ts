import { compareShopNames } from './search';
import type { SearchableShop } from './shop-filters';

/**
 * The sorts that do not depend on the request (search.ts RULES), computed once per catalog snapshot as arrays
 * of entry indexes; ties always broken by id ascending (code-unit order).
 */
export type StaticOrderName =
  'rating' | 'reviews' | 'price_low' | 'price_high' | 'newest' | 'alphabetical';

type Compare = (a: SearchableShop, b: SearchableShop) => number;

const byId: Compare = (a, b) => (a.shop.id < b.shop.id ? -1 : a.shop.id > b.shop.id ? 1 : 0);
const hasServices = (e: SearchableShop) => e.shop.services.length > 0;
/** shops without services last (price sorts) */
const servicesFirst: Compare = (a, b) => Number(hasServices(b)) - Number(hasServices(a));

export const STATIC_ORDER_COMPARES: Record<StaticOrderName, Compare> = {
  rating: (a, b) => b.shop.rating - a.shop.rating || b.shop.reviewCount - a.shop.reviewCount,
  reviews: (a, b) => b.shop.reviewCount - a.shop.reviewCount || b.shop.rating - a.shop.rating,
  price_low: (a, b) =>
    servicesFirst(a, b) ||
    (hasServices(a) && hasServices(b) ? a.shop.priceRange.min - b.shop.priceRange.min : 0),
  price_high: (a, b) =>
    servicesFirst(a, b) ||
    (hasServices(a) && hasServices(b) ? b.shop.priceRange.max - a.shop.priceRange.max : 0),
  newest: (a, b) => Date.parse(b.shop.createdAt) - Date.parse(a.shop.createdAt),
  alphabetical: (a, b) => compareShopNames(a.shop.name, b.shop.name),
};

export function staticOrders(
  entries: readonly SearchableShop[],
): Record<StaticOrderName, Int32Array> {
  const indexes = entries.map((_, i) => i);
  return Object.fromEntries(
    (Object.keys(STATIC_ORDER_COMPARES) as StaticOrderName[]).map((name) => {
      const compare = STATIC_ORDER_COMPARES[name];
      const sorted = [...indexes].sort(
        (a, b) => compare(entries[a]!, entries[b]!) || byId(entries[a]!, entries[b]!),
      );
      return [name, Int32Array.from(sorted)];
    }),
  ) as Record<StaticOrderName, Int32Array>;
}

/**
 * `order` (entry indexes sorted by `compare`, then id) after the entries at `changed` positions were replaced,
 * added or removed: the unchanged entries keep their relative order, so the changed ones are taken out and put
 * back each by a binary search. Linear in the entries (one copy), no sort.
 */
export function reorderedAfter(
  order: Int32Array,
  entries: readonly SearchableShop[],
  changed: readonly number[],
  compare: Compare,
): Int32Array {
  const n = entries.length;
  const moved = new Set(changed);
  const kept: number[] = [];
  for (const i of order) if (!moved.has(i) && i < n) kept.push(i);
  const before = (a: number, b: number) =>
    compare(entries[a]!, entries[b]!) || byId(entries[a]!, entries[b]!);
  for (const i of changed) {
    if (i >= n) continue;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(kept[middle]!, i) < 0) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, i);
  }
  return Int32Array.from(kept);
}
