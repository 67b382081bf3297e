import { queryTerms } from './search-text';

/**
 * Per-snapshot memos that keep the search's per-request cost low at 10k+ shops: scoring a common word (a few
 * thousand matches) costs tens of milliseconds, and evaluating every shop's opening hours one to two; both
 * answers are the same for the next request with the same words, or in the same minute.
 */

/** Text matches of one query: entry indexes by score descending, ties by id, and their scores. */
export interface TextMatches {
  order: Int32Array;
  scores: Float64Array;
}

const TEXT_CACHE_SIZE = 500;

export class TextMatchCache {
  private readonly cache = new Map<string, TextMatches>();

  constructor(
    /** the index's hits for the query terms (every term must match) */
    private readonly search: (terms: string[]) => { id: unknown; score: number }[],
    /** rank of each entry by id, for the tie-break */
    private readonly idRank: Int32Array,
  ) {}

  /** Matches for the query's terms (the same terms in the same order give the same answer). */
  matches(query: string): TextMatches {
    const terms = queryTerms(query);
    const key = terms.join(' ');
    const cached = this.cache.get(key);
    if (cached) {
      // least recently used goes first when the cache is full
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const hits = this.search(terms);
    const order = Int32Array.from(hits, (hit) => hit.id as number);
    const scoreOf = new Float64Array(this.idRank.length);
    for (const hit of hits) scoreOf[hit.id as number] = hit.score;
    order.sort((a, b) => scoreOf[b]! - scoreOf[a]! || this.idRank[a]! - this.idRank[b]!);
    const result: TextMatches = { order, scores: Float64Array.from(order, (i) => scoreOf[i]!) };
    this.cache.set(key, result);
    if (this.cache.size > TEXT_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    return result;
  }
}

/**
 * A per-shop yes/no that depends only on the current minute (open now, opens in the coming days): computed for
 * every shop the first time a request asks in a given minute, then read.
 */
export class MinuteFlags {
  private minute = Number.NaN;
  private flags: Uint8Array | null = null;

  constructor(
    private readonly size: number,
    private readonly compute: (i: number, now: Date) => boolean,
  ) {}

  at(now: Date): Uint8Array {
    const minute = Math.floor(now.getTime() / 60_000);
    if (this.flags && minute === this.minute) return this.flags;
    const flags = new Uint8Array(this.size);
    for (let i = 0; i < this.size; i += 1) flags[i] = this.compute(i, now) ? 1 : 0;
    this.flags = flags;
    this.minute = minute;
    return flags;
  }
}
