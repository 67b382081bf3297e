import type { Place } from '../../../src/domain/geocoding';
import type { SearchSuggestion } from '../../../src/domain/search';
import { SuggestionIndex, suggestionsFor } from '../../../src/domain/search-suggestions';
import type { Geocoder } from '../geocoding/geocoder';
import type { ShopCatalog } from '../shops/shop-catalog';

type Snapshot = Awaited<ReturnType<ShopCatalog['current']>>;

/**
 * Suggestions served from memory: a prefix index over the catalog snapshot (rebuilt when the catalog reloads,
 * never a collection scan) plus the geocoder's places.
 */
export function createSuggestions(deps: { catalog: ShopCatalog; geocoder: Geocoder }) {
  let indexed: { snapshot: Snapshot; index: SuggestionIndex } | null = null;
  const indexFor = (snapshot: Snapshot) => {
    if (indexed?.snapshot !== snapshot)
      indexed = {
        snapshot,
        // every language's service names (the entry's content), so "tagl" suggests "Taglio uomo"
        index: new SuggestionIndex(
          snapshot.entries.map((entry) => entry.shop),
          (shop) => snapshot.byId.get(shop.id)?.content,
        ),
      };
    return indexed.index;
  };
  // Build ahead of the first request after a change, but after the change's own work (a shop's change swaps one
  // entry in a few milliseconds; this rebuild costs hundreds at 10k shops) and once for a burst of changes.
  let scheduled = false;
  deps.catalog.onReload(() => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      void deps.catalog.current().then(indexFor, () => undefined);
    });
  });

  return async function suggest(query: string, limit: number): Promise<SearchSuggestion[]> {
    const [snapshot, places] = await Promise.all([
      deps.catalog.current(),
      // A failing external geocoder leaves shops and services to suggest.
      deps.geocoder.suggest(query, limit).catch(() => [] as Place[]),
    ]);
    return suggestionsFor(indexFor(snapshot), places, query, limit);
  };
}
