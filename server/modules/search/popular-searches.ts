import type { Logger } from 'pino';
import type { PopularSearch } from '../../../src/domain/search';
import { isDuplicateKey } from '../../models/claim.model';
import { SearchCountModel } from '../../models/search-count.model';

/** Recorded searches (text the public searched for, with results), counted per normalised query. */
export interface PopularSearches {
  /** called by the search endpoint for every text search; must not throw or slow the request */
  record(query: string, resultsCount: number): void;
  top(limit: number): Promise<PopularSearch[]>;
  /** writes the buffered counts now (the timer does it every few seconds; tests and shutdown call it) */
  flush(): Promise<void>;
  /** flushes and stops the timer */
  close(): Promise<void>;
}

export interface PopularSearchesOptions {
  logger?: Pick<Logger, 'warn'>;
  /** how often buffered counts are written (default 5 s) */
  flushEveryMs?: number;
  /** how old the cached top list may get before it is read again (default 60 s) */
  refreshEveryMs?: number;
  now?: () => number;
}

export const POPULAR_QUERY_MAX = 60;
/** distinct unflushed queries kept at most, so a flood of random texts cannot grow memory without bound */
const BUFFER_MAX = 5000;
/** documents read for the cached list: far more than shown, so buffered counts merge in sensibly */
const CACHE_READ = 500;

/** trim, collapse spaces, lower-case; null for what is not counted (blank or longer than 60) */
export function normalisePopularQuery(query: string): string | null {
  const text = query.trim().replace(/\s+/g, ' ').toLowerCase();
  return text.length === 0 || text.length > POPULAR_QUERY_MAX ? null : text;
}

/**
 * Counts searches without a write per request: counts gather in memory and are written every few seconds as one
 * `$inc` upsert per distinct query; `top()` reads the small collection at most once a minute and adds what is
 * still in memory (and what was flushed since), so a search shows up at once on this instance.
 */
export function createPopularSearches(options: PopularSearchesOptions = {}): PopularSearches {
  const flushEveryMs = options.flushEveryMs ?? 5000;
  const refreshEveryMs = options.refreshEveryMs ?? 60_000;
  const now = options.now ?? Date.now;
  let pending = new Map<string, number>();
  let cached: { counts: Map<string, number>; loadedAt: number } | null = null;
  let loading: Promise<void> | null = null;
  let flushing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;

  const addTo = (map: Map<string, number>, query: string, n: number) =>
    map.set(query, (map.get(query) ?? 0) + n);

  async function write(query: string, n: number, at: Date): Promise<void> {
    const update = () =>
      SearchCountModel.updateOne(
        { _id: query },
        { $inc: { count: n }, $set: { lastSearchedAt: at } },
        { upsert: true },
      );
    try {
      await update();
    } catch (error) {
      // Two instances creating the same query at once: one insert loses, and the document now exists.
      if (!isDuplicateKey(error)) throw error;
      await update();
    }
  }

  async function flushBatch(): Promise<void> {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const at = new Date(now());
    for (const [query, n] of batch) {
      try {
        await write(query, n, at);
        if (cached) addTo(cached.counts, query, n);
      } catch (error) {
        // Keep the count for the next flush rather than lose it.
        if (pending.size < BUFFER_MAX || pending.has(query)) addTo(pending, query, n);
        options.logger?.warn({ err: error }, 'popular searches flush failed');
      }
    }
  }

  function flush(): Promise<void> {
    flushing = flushing.then(flushBatch, flushBatch);
    return flushing;
  }

  function startTimer() {
    if (timer) return;
    timer = setInterval(() => void flush(), flushEveryMs);
    timer.unref(); // never keeps the process (or a test run) alive
  }

  async function refresh(): Promise<void> {
    try {
      const docs = await SearchCountModel.find({}, { count: 1 })
        .sort({ count: -1, _id: 1 })
        .limit(CACHE_READ)
        .lean<{ _id: string; count: number }[]>();
      cached = { counts: new Map(docs.map((d) => [d._id, d.count])), loadedAt: now() };
    } catch (error) {
      options.logger?.warn({ err: error }, 'popular searches read failed');
      // Keep the stale list; try again at the next refresh interval.
      if (cached) cached.loadedAt = now();
    }
  }

  return {
    record(query, resultsCount) {
      try {
        if (!(resultsCount > 0)) return;
        const text = normalisePopularQuery(query);
        if (!text) return;
        if (pending.size >= BUFFER_MAX && !pending.has(text)) return;
        addTo(pending, text, 1);
        startTimer();
      } catch {
        // Counting is a nicety: it never fails the search.
      }
    },

    async top(limit) {
      if (!cached || now() - cached.loadedAt > refreshEveryMs) {
        loading ??= refresh().finally(() => {
          loading = null;
        });
        await loading;
      }
      const merged = new Map(cached?.counts ?? []);
      for (const [query, n] of pending) addTo(merged, query, n);
      return [...merged]
        .map(([query, count]) => ({ query, count }))
        .sort((a, b) => b.count - a.count || (a.query < b.query ? -1 : a.query > b.query ? 1 : 0))
        .slice(0, limit);
    },

    flush,

    async close() {
      if (timer) clearInterval(timer);
      timer = null;
      await flush();
    },
  };
}
