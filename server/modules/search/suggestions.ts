import type { Place } from '../../../src/domain/geocoding';
import type { SearchSuggestion } from '../../../src/domain/search';
import type { Geocoder } from '../geocoding/geocoder';
import type { ShopCatalog } from '../shops/shop-catalog';
import { SuggestionIndex } from './suggestion-index';

type Snapshot = Awaited<ReturnType<ShopCatalog['current']>>;

function placeSuggestion(place: Place): SearchSuggestion {
  return {
    kind: 'place',
    id: place.id,
    label: place.label,
    detail: place.province ? `${place.province}, ${place.country}` : place.country,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

/**
 * Up to `limit` suggestions: shops, then services, then places. Each kind gets a share (4/3/3 of 10) and
 * the places a kind leaves unused go to the others, so a place name still fills the list with places.
 */
export function mixSuggestions(
  shops: SearchSuggestion[],
  services: SearchSuggestion[],
  places: SearchSuggestion[],
  limit: number,
): SearchSuggestion[] {
  const lists = [shops, services, places];
  const quota = [Math.ceil(limit * 0.4), Math.floor(limit * 0.3)];
  quota.push(limit - (quota[0] ?? 0) - (quota[1] ?? 0));
  const taken = lists.map((list, k) => Math.min(list.length, quota[k] ?? 0));
  let spare = limit - taken.reduce((a, b) => a + b, 0);
  for (let k = 0; k < lists.length && spare > 0; k++) {
    const more = Math.min(spare, (lists[k]?.length ?? 0) - (taken[k] ?? 0));
    taken[k] = (taken[k] ?? 0) + more;
    spare -= more;
  }
  return lists.flatMap((list, k) => list.slice(0, taken[k]));
}

/**
 * Suggestions served from memory: a prefix index over the catalog snapshot (rebuilt when the catalog reloads,
 * never a collection scan) plus the geocoder's places.
 */
export function createSuggestions(deps: { catalog: ShopCatalog; geocoder: Geocoder }) {
  let indexed: { snapshot: Snapshot; index: SuggestionIndex } | null = null;
  const indexFor = (snapshot: Snapshot) => {
    if (indexed?.snapshot !== snapshot)
      indexed = { snapshot, index: new SuggestionIndex(snapshot.entries) };
    return indexed.index;
  };
  // Build eagerly on every reload so the first request after a change does not pay for it.
  deps.catalog.onReload((snapshot) => indexFor(snapshot));

  return async function suggest(query: string, limit: number): Promise<SearchSuggestion[]> {
    const [snapshot, places] = await Promise.all([
      deps.catalog.current(),
      // A failing external geocoder leaves shops and services to suggest.
      deps.geocoder.suggest(query, limit).catch(() => [] as Place[]),
    ]);
    const index = indexFor(snapshot);
    return mixSuggestions(
      index.shopSuggestions(query, limit),
      index.serviceSuggestions(query, limit),
      places.map(placeSuggestion),
      limit,
    );
  };
}
