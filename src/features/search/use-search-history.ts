import { useCallback, useState } from 'react';
import type { SearchHistoryItem } from '@/domain/search';
import { addSearchHistory, parseSearchHistory } from '@/domain/search-history';
import { STORAGE_KEYS } from '@/lib/storage-keys';

function readHistory(): SearchHistoryItem[] {
  // the server's first view has no device storage: no history yet
  if (typeof localStorage === 'undefined') return [];
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.searchHistory);
    return raw ? parseSearchHistory(JSON.parse(raw)) : [];
  } catch (error) {
    // unreadable cached data is ignored (spec 02 §8)
    console.warn('Ignoring unreadable search history', error);
    return [];
  }
}

/** Searches remembered on this device (localStorage `search_history`). */
export function useSearchHistory() {
  const [history, setHistory] = useState(readHistory);
  const add = useCallback((query: string, resultsCount: number) => {
    setHistory((current) => {
      const next = addSearchHistory(current, query, resultsCount);
      try {
        localStorage.setItem(STORAGE_KEYS.searchHistory, JSON.stringify(next));
      } catch {
        // storage full or disabled: the list still works for this visit
      }
      return next;
    });
  }, []);
  return { history, add };
}
