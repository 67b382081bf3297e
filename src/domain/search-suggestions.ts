import type { Place } from './geocoding';
import { searchTokens, type SearchSuggestion } from './search';
import type { Shop } from './shop';
import { shopTexts, type ShopContent } from './shop-content';

/**
 * Search suggestions (spec 01 search bar) for the server and the mocks alike: a prefix index over the shops,
 * the place suggestions of a geocoder's places, and how the three kinds share the list.
 */

/** What the index reads of a shop. */
type SuggestedShop = Pick<Shop, 'id' | 'name' | 'rating' | 'reviewCount' | 'location' | 'services'>;

interface Key {
  key: string;
  /** index into shops or services */
  item: number;
  /** the key is the whole name, not a later word of it */
  whole: boolean;
}

interface ServiceName {
  label: string;
  shops: number;
}

/** "Bella Vista Salon" → "bella vista salon", "vista salon", "salon": a prefix of any of them matches. */
function wordStarts(text: string): string[] {
  const words = searchTokens(text);
  return words.map((_, i) => words.slice(i).join(' '));
}

function sortKeys(keys: Key[]): Key[] {
  return keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.item - b.item));
}

/** Items whose key starts with the prefix → best match (0 whole name, 1 a later word), by binary search. */
function lookup(keys: readonly Key[], prefix: string): Map<number, number> {
  const found = new Map<number, number>();
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid]?.key ?? '') < prefix) lo = mid + 1;
    else hi = mid;
  }
  for (let k = lo; k < keys.length; k++) {
    const entry = keys[k];
    if (!entry?.key.startsWith(prefix)) break;
    const quality = entry.whole ? 0 : 1;
    const best = found.get(entry.item);
    if (best === undefined || quality < best) found.set(entry.item, quality);
  }
  return found;
}

/**
 * Prefix index over one catalog snapshot: shop names and the distinct service names public shops offer, in
 * every language their content has (with how many shops offer each: "Taglio uomo" for "tag", "Men's Haircut"
 * for "hair"). Accent-insensitive; rebuilt when the catalog reloads.
 */
export class SuggestionIndex<S extends SuggestedShop = SuggestedShop> {
  private readonly shops: SuggestedShop[];
  private readonly shopKeys: Key[] = [];
  private readonly services: ServiceName[] = [];
  private readonly serviceKeys: Key[] = [];

  /** `contentOf`: a shop's texts in every language (absent: its served service names only) */
  constructor(shops: readonly S[], contentOf?: (shop: S) => ShopContent | undefined) {
    this.shops = [...shops];
    const services = new Map<string, { label: string; shops: Set<string> }>();
    shops.forEach((shop, i) => {
      wordStarts(shop.name).forEach((key, w) =>
        this.shopKeys.push({ key, item: i, whole: w === 0 }),
      );
      const content = contentOf?.(shop);
      const { serviceNames } = shopTexts({
        shop: { name: shop.name, description: '', services: shop.services },
        ...(content ? { content } : {}),
      });
      for (const label of serviceNames) {
        const name = searchTokens(label).join(' ');
        if (!name) continue;
        const known = services.get(name);
        if (known) known.shops.add(shop.id);
        else services.set(name, { label: label.trim(), shops: new Set([shop.id]) });
      }
    });
    for (const [name, service] of services) {
      const item = this.services.push({ label: service.label, shops: service.shops.size }) - 1;
      wordStarts(name).forEach((key, w) => this.serviceKeys.push({ key, item, whole: w === 0 }));
    }
    sortKeys(this.shopKeys);
    sortKeys(this.serviceKeys);
  }

  /** Shops whose name (or a word of it) starts with the text: name starts first, then best rated. */
  shopSuggestions(text: string, limit: number): SearchSuggestion[] {
    const prefix = searchTokens(text).join(' ');
    if (!prefix) return [];
    return [...lookup(this.shopKeys, prefix)]
      .map(([i, quality]) => ({ shop: this.shops[i] as SuggestedShop, quality }))
      .sort(
        (a, b) =>
          a.quality - b.quality ||
          b.shop.rating - a.shop.rating ||
          b.shop.reviewCount - a.shop.reviewCount ||
          a.shop.name.localeCompare(b.shop.name) ||
          (a.shop.id < b.shop.id ? -1 : 1),
      )
      .slice(0, limit)
      .map(({ shop }) => ({
        kind: 'shop' as const,
        id: shop.id,
        label: shop.name,
        detail: shop.location.city || null,
        shopId: shop.id,
      }));
  }

  /** Service names starting with the text; detail = how many shops offer it (a number the client words). */
  serviceSuggestions(text: string, limit: number): SearchSuggestion[] {
    const prefix = searchTokens(text).join(' ');
    if (!prefix) return [];
    return [...lookup(this.serviceKeys, prefix)]
      .map(([i, quality]) => ({ service: this.services[i] as ServiceName, quality }))
      .sort(
        (a, b) =>
          a.quality - b.quality ||
          b.service.shops - a.service.shops ||
          a.service.label.localeCompare(b.service.label),
      )
      .slice(0, limit)
      .map(({ service }) => ({
        kind: 'service' as const,
        id: service.label,
        label: service.label,
        detail: String(service.shops),
      }));
  }
}

/** A geocoder's place as a suggestion (its province and country as the detail). */
export function placeSuggestion(place: Place): SearchSuggestion {
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
  shops: readonly SearchSuggestion[],
  services: readonly SearchSuggestion[],
  places: readonly SearchSuggestion[],
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

/** The suggestions for a text: the index's shops and services with the places, mixed. */
export function suggestionsFor(
  index: SuggestionIndex,
  places: readonly Place[],
  text: string,
  limit: number,
): SearchSuggestion[] {
  return mixSuggestions(
    index.shopSuggestions(text, limit),
    index.serviceSuggestions(text, limit),
    places.map(placeSuggestion),
    limit,
  );
}
