import { knownPosition, haversineKm, type LatLng } from './geo';

/**
 * What the dashboard's favourites tab shows (spec 02 §2.5): a text search, a filter (all, shops only, services
 * only, recent = added in the last month) and a sort (date added, name, rating, distance), then 6 shops and 8
 * services before "show more" (§9).
 */
export const FAVORITES_FILTERS = ['all', 'shops', 'services', 'recent'] as const;
export type FavoritesFilter = (typeof FAVORITES_FILTERS)[number];

export const FAVORITES_SORTS = ['dateAdded', 'name', 'rating', 'distance'] as const;
export type FavoritesSort = (typeof FAVORITES_SORTS)[number];

export const FAVORITES_SHOWN = { shops: 6, services: 8 } as const;

/** The fields the view reads from a favourite shop or service. */
export interface ViewableShop {
  name: string;
  rating: number;
  location: { city: string; address: string; latitude: number | null; longitude: number | null };
}
export interface ViewableFavorite {
  addedAt: string;
  notes: string;
  shop: ViewableShop | null;
  /** set on a favourite service */
  service?: { name: string; category: string } | null;
}

export interface FavoritesViewOptions {
  query: string;
  filter: FavoritesFilter;
  sort: FavoritesSort;
  now: Date;
  /** the customer's position; without it a distance sort orders by name */
  origin?: LatLng | null;
}

/** The moment "recent" starts: the same day and time one calendar month before now. */
export function recentSince(now: Date): Date {
  const since = new Date(now);
  since.setMonth(since.getMonth() - 1);
  return since;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const nameOf = (f: ViewableFavorite) => f.service?.name ?? f.shop?.name ?? '';

function matches(f: ViewableFavorite, words: string[]): boolean {
  if (words.length === 0) return true;
  const text = fold(
    [f.service?.name, f.service?.category, f.shop?.name, f.shop?.location.city, f.notes]
      .filter(Boolean)
      .join(' '),
  );
  return words.every((word) => text.includes(word));
}

function distanceOf(f: ViewableFavorite, origin: LatLng): number {
  const position = f.shop ? knownPosition(f.shop.location) : null;
  return position ? haversineKm(origin, position) : Number.POSITIVE_INFINITY;
}

/** Sorted copy; ties (and, for distance without a position, everything) by name, then newest. */
export function sortFavorites<T extends ViewableFavorite>(
  list: readonly T[],
  sort: FavoritesSort,
  origin?: LatLng | null,
): T[] {
  const byName = (a: T, b: T) => nameOf(a).localeCompare(nameOf(b));
  const byNewest = (a: T, b: T) => b.addedAt.localeCompare(a.addedAt);
  const compare = (a: T, b: T): number => {
    switch (sort) {
      case 'dateAdded':
        return byNewest(a, b) || byName(a, b);
      case 'rating':
        return (b.shop?.rating ?? -1) - (a.shop?.rating ?? -1) || byName(a, b);
      case 'distance':
        if (origin) {
          const d = distanceOf(a, origin) - distanceOf(b, origin);
          if (d !== 0 && !Number.isNaN(d)) return d;
        }
        return byName(a, b) || byNewest(a, b);
      case 'name':
        return byName(a, b) || byNewest(a, b);
    }
  };
  return [...list].sort(compare);
}

/** The shops and services the tab lists, filtered, searched and sorted (before "show more"). */
export function viewFavorites<S extends ViewableFavorite, V extends ViewableFavorite>(
  shops: readonly S[],
  services: readonly V[],
  options: FavoritesViewOptions,
): { shops: S[]; services: V[] } {
  const words = fold(options.query).split(/\s+/).filter(Boolean);
  const since = recentSince(options.now).toISOString();
  const keep = (f: ViewableFavorite) =>
    matches(f, words) && (options.filter !== 'recent' || f.addedAt >= since);
  return {
    shops:
      options.filter === 'services'
        ? []
        : sortFavorites(shops.filter(keep), options.sort, options.origin),
    services:
      options.filter === 'shops'
        ? []
        : sortFavorites(services.filter(keep), options.sort, options.origin),
  };
}
