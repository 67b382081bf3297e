import type { Locale } from './constants';
import type { PageData } from './page-data';

/**
 * What the server's first view of a page (server/http/first-view.ts) must know of this device to look like the
 * app's own first render there: the app keeps these choices in localStorage, which a server never sees, so the
 * app mirrors them in two cookies. The view is drawn in the default look (light, standard contrast and text
 * size, no custom colours); a device in another look gets no view (the page waits for the app, as it would
 * without one) rather than a light page that turns dark.
 */
export const FIRST_VIEW_COOKIES = {
  /** the look when it is not the default one (`dark`, `spa-light+contrast`, …); absent for the default */
  look: 'orabella-look',
  /** the interface language chosen on this device */
  language: 'orabella-language',
} as const;

export interface LookChoices {
  /** the colour scheme the theme resolves to (`system` already resolved) */
  scheme: string;
  highContrast: boolean;
  largeText: boolean;
  customColours: boolean;
}

/** The look's cookie value, or null for the default look (the one the first view is drawn in). */
export function lookCookieValue(look: LookChoices): string | null {
  const parts = [
    look.scheme,
    ...(look.highContrast ? ['contrast'] : []),
    ...(look.largeText ? ['large-text'] : []),
    ...(look.customColours ? ['custom'] : []),
  ];
  return parts.length === 1 && look.scheme === 'light' ? null : parts.join('+');
}

/** A `Cookie` header's value of `name`, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || null;
  }
  return null;
}

export const isFirstViewLocale = (value: string | null): value is Locale =>
  value === 'en' || value === 'it';

/** A page's first view: its markup for `#root`, its styles for the head. */
export interface FirstView {
  styles: string;
  html: string;
}

/** What the server asks of its build of the app for a first view (src/app/ssr/entry-server.tsx). */
export interface FirstViewRequest {
  /** path and query, as the address bar shows them */
  url: string;
  locale: Locale;
  /** the page's first answers (server/http/page-data.ts), also sent in the page */
  pageData: PageData;
  /** the viewport width to lay the page out for (a phone's or a desktop's, from the request) */
  viewportWidth: number;
  /** the render is abandoned after this */
  signal: AbortSignal;
}
