import { useEffect, useState } from 'react';
import { SUGGESTIONS_LIMIT, SUGGESTIONS_MIN_CHARS, type SearchSuggestion } from '@/domain/search';
import { fetchSuggestions } from './api';

/** Waits for a pause in typing so each keystroke does not become a request. */
const TYPING_PAUSE_MS = 150;

/** Suggestions for the typed text, from SUGGESTIONS_MIN_CHARS characters (spec 02 §5); failures show none. */
export function useSuggestions(text: string) {
  const query = text.trim();
  const enabled = query.length >= SUGGESTIONS_MIN_CHARS;
  const [state, setState] = useState<{ query: string; suggestions: SearchSuggestion[] }>({
    query: '',
    suggestions: [],
  });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(query, SUGGESTIONS_LIMIT, controller.signal)
        .then((suggestions) => setState({ query, suggestions }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('Suggestions failed', error);
          setState({ query, suggestions: [] });
        });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [enabled, query]);
  const current = enabled && state.query === query;
  return { suggestions: current ? state.suggestions : [], loading: enabled && !current };
}
