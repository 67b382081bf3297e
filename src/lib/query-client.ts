import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { ApiError } from './api';

/**
 * The data-fetching layer's one QueryClient (ARCHITECTURE "Server state on the client"): how often a failed
 * read is tried again and how long an answer counts as fresh are decided here, once, for every feature.
 */

/** A read that got no answer or a server failure is tried this many more times before the error shows. */
export const QUERY_RETRIES = 2;

/** Data younger than this is shown without asking again (a live event or a mutation still refreshes it). */
export const QUERY_STALE_MS = 30_000;

/**
 * Retry only what a second try can fix: no answer (offline, timeout) or the server failing (5xx, 503
 * while it starts). A 4xx is the server's considered answer (not found, not allowed, bad input, too many
 * attempts): asking again gives the same answer, only later.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  if (error instanceof ApiError) return error.isNetworkError || error.status >= 500;
  // not from the API client (a bug in a queryFn): another try will not help
  return false;
}

/** 1 s, then 2 s: long enough for a restarting server, short enough that the error state is not late. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 4000);

/**
 * A client with the app's defaults. The app makes one (src/app/providers.tsx); every component test and
 * story makes a fresh one so no cached answer leaks between them, and passes `{ retry: false }` so an error
 * state shows at once instead of after the retries.
 */
export function createQueryClient(overrides: { retry?: false } = {}): QueryClient {
  const config: QueryClientConfig = {
    defaultOptions: {
      queries: {
        retry: overrides.retry ?? shouldRetry,
        retryDelay,
        staleTime: QUERY_STALE_MS,
        // back on the tab after a while: stale data (older than QUERY_STALE_MS) is asked for again
        refetchOnWindowFocus: true,
      },
      // a write is never repeated behind the user's back (booking has its own idempotent retry)
      mutations: { retry: false },
    },
  };
  return new QueryClient(config);
}
