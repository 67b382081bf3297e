import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { Locale } from '@/domain/constants';
import { loadCatalogSection, pageCatalogSection } from '@/i18n';
import { preloadApiClient } from '@/lib/api-transport';
import { loadQueryClient } from '@/lib/query-layer';
import { appRoutes } from './routes';

const hasPreload = (type: unknown): type is { preload: () => Promise<void> } =>
  typeof type === 'object' &&
  type !== null &&
  typeof (type as { preload?: unknown }).preload === 'function';

/**
 * Loads what the page at `pathname` suspends on in its first render (its code, its catalog part), so the app's
 * first commit shows the page itself rather than the header over a loading placeholder (src/lib/lazy-page.ts).
 * Never rejects: what failed here is loaded again, and reported, when the page renders.
 */
export async function preloadRoute(pathname: string, locale: Locale): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  const element = matches[matches.length - 1]?.route.element;
  const section = pageCatalogSection(pathname);
  // Every page but home asks for its data in its first render: its HTTP client and the data layer load beside
  // its code instead of after it (one round trip before the first request).
  const home = pathname === '/';
  if (!home) preloadApiClient();
  await Promise.all([
    isValidElement(element) && hasPreload(element.type) ? element.type.preload() : null,
    section ? loadCatalogSection(locale, section) : null,
    home ? null : loadQueryClient(),
  ]).catch(() => undefined);
}
