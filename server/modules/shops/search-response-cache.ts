/**
 * The search answer for a query string is the same until the catalog changes or the minute turns (open status,
 * availability and upcoming special dates are computed to the minute), so identical searches in the same minute
 * are answered with the JSON already produced: no validation, no index walk, no serialisation. Popular searches
 * and paging back and forth hit it; a near-me search from a new position misses and is computed as usual.
 */
const MAX_ENTRIES = 300;

interface CachedAnswer {
  generation: object;
  minute: number;
  json: string;
  /** for popular-search counting on a hit */
  text: string | null;
  total: number;
}

export class SearchResponseCache {
  private readonly entries = new Map<string, CachedAnswer>();

  get(key: string, generation: object, minute: number): CachedAnswer | null {
    const hit = this.entries.get(key);
    if (!hit) return null;
    this.entries.delete(key);
    if (hit.generation !== generation || hit.minute !== minute) return null;
    this.entries.set(key, hit); // most recently used last
    return hit;
  }

  set(key: string, answer: CachedAnswer): void {
    this.entries.delete(key);
    this.entries.set(key, answer);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }
}
