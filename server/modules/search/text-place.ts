import { placeInText, placeRunsOf } from '../../../src/domain/search-text';
import type { TextPlace } from '../../../src/domain/shop-search-origin';
import type { Geocoder } from '../geocoding/geocoder';

/**
 * The place a search text names (src/domain/search-text.ts `placeInText`), looked up in the gazetteer: every
 * candidate run is asked for first (the lookups are asynchronous), then the domain rule picks.
 */
export async function findTextPlace(
  text: string,
  geocoder: Partial<Pick<Geocoder, 'placeNamed'>> | undefined,
  namesShop: (text: string) => boolean,
): Promise<TextPlace | null> {
  const placeNamed = geocoder?.placeNamed;
  if (!placeNamed) return null;
  const runs = placeRunsOf(text);
  if (runs.length === 0) return null;
  // a gazetteer that cannot answer leaves the text a text search (it must never fail the search)
  const lookup = (name: string) => placeNamed(name).catch(() => null);
  const found = new Map(
    await Promise.all(runs.map(async (run) => [run.name, await lookup(run.name)] as const)),
  );
  const named = placeInText(text, (name) => found.get(name) ?? null, namesShop);
  if (!named) return null;
  const { latitude, longitude, label, kind } = named.place;
  return { place: { latitude, longitude, label, kind }, rest: named.rest };
}
