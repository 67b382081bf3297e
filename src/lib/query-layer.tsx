import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';

/**
 * The data layer's code (TanStack Query's client and the app's settings for it, src/lib/query-client.ts) is not
 * in the entry chunk: home's first paint asks for no data, and it was about 10 KB of gzip there. Every other
 * page loads it beside its own code (src/app/preload-route.ts), home right after its first paint. The app keeps
 * one client for its lifetime, made when the code arrives.
 */

let client: QueryClient | null = null;
let loading: Promise<QueryClient> | null = null;

/** The app's query client, its code loaded once; a failed load (offline) is forgotten so the next call tries again. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(
    (module) => (client ??= module.createQueryClient()),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The app's query client if its code has loaded, else null (never starts a load). */
export function loadedQueryClient(): QueryClient | null {
  return client;
}

/**
 * Renders its children with a query client: the one already provided (the app's once loaded, a test's or a
 * story's), else it suspends until the app's has loaded (a load failure goes to the nearest error boundary).
 * Put around anything that reads server state and may render before the client is there: home's lower
 * sections, the place suggestions, a page opened from home in the first instant.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  const value = provided ?? client;
  // Suspense's promise contract rather than use(): once loaded, the retry reads the client synchronously and
  // calls nothing (as src/i18n/catalog-section-provider.tsx does).
  if (!value) throw loadQueryClient();
  // Always the same element, whichever client it holds: switching to the provided one later remounts nothing.
  return <QueryClientContext.Provider value={value}>{children}</QueryClientContext.Provider>;
}
