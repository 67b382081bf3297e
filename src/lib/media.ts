import { useCallback, useSyncExternalStore } from 'react';

/** How the server's first view answers media queries (src/app/ssr/viewport-media.ts); none in a browser. */
let serverMatcher: ((query: string) => boolean) | null = null;

/** Sets how queries are answered without a browser; returns a function that puts the previous one back. */
export function answerMediaWith(matcher: ((query: string) => boolean) | null): () => void {
  const previous = serverMatcher;
  serverMatcher = matcher;
  return () => {
    serverMatcher = previous;
  };
}

export function matchesMedia(query: string): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function')
    return serverMatcher?.(query) ?? false;
  return window.matchMedia(query).matches;
}

/** Live answer to a media query (false where matchMedia is missing, unless the server's first view says). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchesMedia(query),
    () => matchesMedia(query),
  );
}

/** Below the spec's 768 px mobile breakpoint. */
export const MOBILE_QUERY = '(max-width: 767.98px)';
