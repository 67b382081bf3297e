import type { Locale } from './constants';

/**
 * The first answers of a page, sent inside its HTML (server/http/page-data.ts): the server that serves
 * `/search?…` or `/booking/:shopId` already knows which public reads the page makes as it first renders, so it
 * answers them in the document, and the page paints its results without a round trip after its code.
 *
 * The block is `<script type="application/json" id="orabella-page-data">` (data, never run: the CSP allows no
 * inline script). `answers` maps a read's key (pageAnswerKey) to what the API client would return for it: the
 * envelope's `data`. They are public catalog reads, the same for every caller, in `language`; the client uses
 * them only when it starts in that language.
 */
export const PAGE_DATA_ELEMENT_ID = 'orabella-page-data';

/**
 * Marks the server's first view of a page inside `#root` (server/http/first-view.ts): HTML the app renders over
 * (src/main.tsx), inert until then.
 */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

export interface PageData {
  language: Locale;
  answers: Record<string, unknown>;
}

/**
 * The key of a GET under /api/: the path as the client's API calls write it (`shops/search`, `shops/<id>`)
 * and the query parameters in the order given (both sides build them with the same domain function).
 */
export function pageAnswerKey(path: string, params?: Record<string, string>): string {
  const query = params ? new URLSearchParams(params).toString() : '';
  return query ? `${path}?${query}` : path;
}

/** A page data block as sent: `<` escaped, so no text in an answer can close the element. */
export function pageDataJson(data: PageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The block's text read back; null when it is missing or not a page data block. */
export function parsePageData(text: string | null | undefined): PageData | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PageData> | null;
    if (
      !value ||
      typeof value.language !== 'string' ||
      !value.answers ||
      typeof value.answers !== 'object'
    )
      return null;
    return { language: value.language, answers: value.answers };
  } catch {
    return null;
  }
}
