import { searchTokens, type SearchSuggestion } from '../../../src/domain/search';
import type { CatalogEntry } from '../shops/shop.mapper';

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
 * Prefix index over one catalog snapshot: shop names and the distinct service names public shops offer
 * (with how many shops offer each). Accent-insensitive; rebuilt when the catalog reloads.
 */
export class SuggestionIndex {
  private readonly shops: CatalogEntry[];
  private readonly shopKeys: Key[] = [];
  private readonly services: ServiceName[] = [];
  private readonly serviceKeys: Key[] = [];

  constructor(entries: readonly CatalogEntry[]) {
    this.shops = [...entries];
    const services = new Map<string, { label: string; shops: Set<string> }>();
    this.shops.forEach((entry, i) => {
      wordStarts(entry.shop.name).forEach((key, w) =>
        this.shopKeys.push({ key, item: i, whole: w === 0 }),
      );
      for (const service of entry.shop.services) {
        const name = searchTokens(service.name).join(' ');
        if (!name) continue;
        const known = services.get(name);
        if (known) known.shops.add(entry.shop.id);
        else services.set(name, { label: service.name.trim(), shops: new Set([entry.shop.id]) });
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
      .map(([i, quality]) => ({ entry: this.shops[i] as CatalogEntry, quality }))
      .sort(
        (a, b) =>
          a.quality - b.quality ||
          b.entry.shop.rating - a.entry.shop.rating ||
          b.entry.shop.reviewCount - a.entry.shop.reviewCount ||
          a.entry.shop.name.localeCompare(b.entry.shop.name) ||
          (a.entry.shop.id < b.entry.shop.id ? -1 : 1),
      )
      .slice(0, limit)
      .map(({ entry }) => ({
        kind: 'shop' as const,
        id: entry.shop.id,
        label: entry.shop.name,
        detail: entry.shop.location.city || null,
        shopId: entry.shop.id,
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
