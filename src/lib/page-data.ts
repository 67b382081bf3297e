import {
  PAGE_DATA_ELEMENT_ID,
  pageAnswerKey,
  parsePageData,
  type PageData,
} from '@/domain/page-data';

/**
 * The first answers the server put in the page (src/domain/page-data.ts), for the queries of the page's first
 * render to start from instead of asking the API once more.
 */
let answers: Map<string, unknown> | null = null;

/**
 * Reads the page's data block once, before the first render (main.tsx). Its answers are kept only when they
 * are in the language the app starts in; otherwise the page asks the API in its own.
 */
export function readPageData(locale: string, doc: Document = document): void {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  const data = parsePageData(element?.textContent);
  element?.remove();
  setPageAnswers(data && data.language === locale ? data : null);
}

/** Makes these the page's answers (the server's first view renders with them, src/app/ssr/entry-server.tsx). */
export function setPageAnswers(data: PageData | null): void {
  answers = data ? new Map(Object.entries(data.answers)) : null;
}

/**
 * The page's answer to `GET /api/<path>?<params>`, given once: a later query of the same read (after it was
 * dropped from the cache, or on another visit of the page within the app) asks the API.
 */
export function takePageAnswer<T>(path: string, params?: Record<string, string>): T | undefined {
  if (!answers) return undefined;
  const key = pageAnswerKey(path, params);
  const answer = answers.get(key);
  answers.delete(key);
  return answer as T | undefined;
}

/**
 * For a query's `staleTime`: a query whose data is still the page's answer (never fetched since: TanStack Query
 * counts fetched and set data, not initial data) is as fresh as an answer just received, whatever the query's
 * own stale time; otherwise `otherwise`. A query that shows no stale data at all (staleTime 0) would otherwise
 * ask again as it mounts.
 */
export const pageAnswerStaleTime =
  (fresh: number, otherwise: number) =>
  (query: { state: { dataUpdateCount: number; data: unknown } }): number =>
    query.state.data !== undefined && query.state.dataUpdateCount === 0 ? fresh : otherwise;
