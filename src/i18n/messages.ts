import type { Locale } from '@/domain/constants';
import { CATALOG_SECTIONS, type CatalogSection } from './catalog-sections';

export type Messages = Record<string, string>;

type Loader = () => Promise<{ default: Messages }>;

/**
 * Each language's catalog is split in parts (catalog-sections.ts), each its own chunk: only the active
 * language is downloaded, and the long page copy only when a page that shows it opens.
 */
const loaders: Record<Locale, Record<CatalogSection, Loader>> = {
  en: {
    core: () => import('virtual:catalog/en/core'),
    pages: () => import('virtual:catalog/en/pages'),
    'below-fold': () => import('virtual:catalog/en/below-fold'),
  },
  it: {
    core: () => import('virtual:catalog/it/core'),
    pages: () => import('virtual:catalog/it/pages'),
    'below-fold': () => import('virtual:catalog/it/below-fold'),
  },
};

/** A promise that records its outcome the way React's `use()` reads it, so a loaded part renders at once. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

const parts = new Map<string, Tracked<Messages>>();

/**
 * Loads (once) a catalog part. Always the same promise per part, so components can call `use()` on it
 * on every render; a failed load is forgotten so the next render tries again.
 */
export function loadCatalogSection(locale: Locale, section: CatalogSection): Promise<Messages> {
  const key = `${locale}/${section}`;
  let promise = parts.get(key);
  if (!promise) {
    const tracked: Tracked<Messages> = loaders[locale][section]().then((module) => module.default);
    tracked.status = 'pending';
    tracked.then(
      (value) => {
        tracked.status = 'fulfilled';
        tracked.value = value;
      },
      () => {
        tracked.status = 'rejected';
        parts.delete(key);
      },
    );
    parts.set(key, tracked);
    promise = tracked;
  }
  return promise;
}

/** A catalog part if already loaded. */
export function getCatalogSection(locale: Locale, section: CatalogSection): Messages | undefined {
  const promise = parts.get(`${locale}/${section}`);
  return promise?.status === 'fulfilled' ? promise.value : undefined;
}

/** The messages every screen needs, if already loaded. */
export const getCatalog = (locale: Locale) => getCatalogSection(locale, 'core');

/**
 * Loads the messages every screen needs, plus any other part already in use in some language, so a
 * language switch shows no message ids. Resolves to the core messages.
 */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  const inUse = CATALOG_SECTIONS.filter(
    (section) => section !== 'core' && [...parts.keys()].some((key) => key.endsWith(`/${section}`)),
  );
  await Promise.all(inUse.map((section) => loadCatalogSection(locale, section)));
  return loadCatalogSection(locale, 'core');
}
