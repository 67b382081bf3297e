import { RECENT_SEARCHES_SHOWN, SEARCH_HISTORY_CAP, type SearchHistoryItem } from './search';

/**
 * Searches remembered on this device (spec 02 §3 "Search history item", §5, §9): blank queries are ignored,
 * the same query (case-insensitive) replaces its older entry, newest first, at most SEARCH_HISTORY_CAP kept
 * and RECENT_SEARCHES_SHOWN shown. Pure.
 */

export function addSearchHistory(
  history: readonly SearchHistoryItem[],
  query: string,
  resultsCount: number,
  now: Date = new Date(),
): SearchHistoryItem[] {
  const text = query.trim();
  if (!text) return [...history];
  const key = text.toLowerCase();
  const rest = history.filter((item) => item.query.trim().toLowerCase() !== key);
  return [{ query: text, timestamp: now.toISOString(), resultsCount }, ...rest].slice(
    0,
    SEARCH_HISTORY_CAP,
  );
}

/** The recent searches the search box offers. */
export function recentSearches(history: readonly SearchHistoryItem[]): SearchHistoryItem[] {
  return history.slice(0, RECENT_SEARCHES_SHOWN);
}

/** Stored history read back: anything unreadable or malformed is dropped (spec 02 §8). */
export function parseSearchHistory(raw: unknown): SearchHistoryItem[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(
      (item): item is SearchHistoryItem =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as SearchHistoryItem).query === 'string' &&
        (item as SearchHistoryItem).query.trim().length > 0 &&
        typeof (item as SearchHistoryItem).timestamp === 'string' &&
        typeof (item as SearchHistoryItem).resultsCount === 'number',
    )
    .slice(0, SEARCH_HISTORY_CAP);
}
