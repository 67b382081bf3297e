import { around } from 'geokdbush';
import KDBush from 'kdbush';
import type { Locale } from '../../../src/domain/constants';
import { knownPosition, type LatLng } from '../../../src/domain/geo';
import type { RecommendableShop } from '../../../src/domain/recommendations';
import { localizeServices } from '../../../src/domain/shop-content';
import type { CatalogSnapshot } from '../shops/shop-catalog';
import type { CatalogEntry } from '../shops/shop.mapper';

/**
 * The catalog's shops near a point, for recommendations: a KDBush tree of the public shops' positions, built once
 * per catalog snapshot (a few ms at 10,000 shops) and kept with it, so a request reads only the shops around the
 * customer's own instead of going through the whole catalog.
 */
interface GeoIndex {
  tree: KDBush;
  entries: CatalogEntry[];
}

const indexes = new WeakMap<CatalogSnapshot, GeoIndex>();

/** a little wider than asked: the scoring checks the exact distance */
const SLACK_KM = 0.5;

function geoIndexOf(snapshot: CatalogSnapshot): GeoIndex {
  let index = indexes.get(snapshot);
  if (!index) {
    const entries = snapshot.entries.filter((entry) => knownPosition(entry.shop.location));
    const tree = new KDBush(Math.max(1, entries.length));
    for (const entry of entries) {
      const position = knownPosition(entry.shop.location)!;
      tree.add(position.longitude, position.latitude);
    }
    // KDBush needs one item; an empty catalog's is never mapped back
    if (entries.length === 0) tree.add(0, 0);
    tree.finish();
    index = { tree, entries };
    indexes.set(snapshot, index);
  }
  return index;
}

/** The public shops within `radiusKm` (roughly) of any of the points, each once. */
export function entriesNear(
  snapshot: CatalogSnapshot,
  points: readonly LatLng[],
  radiusKm: number,
): CatalogEntry[] {
  const { tree, entries } = geoIndexOf(snapshot);
  if (entries.length === 0) return [];
  const found = new Set<number>();
  for (const point of points)
    for (const item of around(tree, point.longitude, point.latitude, Infinity, radiusKm + SLACK_KM))
      found.add(item);
  return [...found].sort((a, b) => a - b).map((item) => entries[item]!);
}

/** A catalog entry as the scoring reads it, service names in `language`. */
export function recommendableOf(entry: CatalogEntry, language: Locale): RecommendableShop {
  const { shop } = entry;
  return {
    id: shop.id,
    name: shop.name,
    businessType: shop.businessType,
    city: shop.location.city,
    rating: shop.rating,
    reviewCount: shop.reviewCount,
    photo: shop.photos[0] ?? null,
    latitude: shop.location.latitude,
    longitude: shop.location.longitude,
    services: localizeServices(shop.services, entry.content, language).map((service) => ({
      id: service.id,
      name: service.name,
      category: service.category,
      price: service.price,
      duration: service.duration,
    })),
  };
}
