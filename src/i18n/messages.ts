import type { Locale } from '@/domain/constants';
import type { CatalogSection } from './catalog-sections';

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
  },
  it: {
    core: () => import('virtual:catalog/it/core'),
    pages: () => import('virtual:catalog/it/pages'),
  },
};

const loaded = new Map<string, Messages>();
const pending = new Map<string, Promise<Messages>>();

/** A catalog part if already loaded. */
export function getCatalogSection(locale: Locale, section: CatalogSection): Messages | undefined {
  return loaded.get(`${locale}/${section}`);
}

/** Loads (once) and returns a catalog part. */
export function loadCatalogSection(locale: Locale, section: CatalogSection): Promise<Messages> {
  const key = `${locale}/${section}`;
  const ready = loaded.get(key);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(key);
  if (!promise) {
    promise = loaders[locale][section]().then((module) => {
      loaded.set(key, module.default);
      pending.delete(key);
      return module.default;
    });
    pending.set(key, promise);
  }
  return promise;
}

/** The messages every screen needs, if already loaded. */
export const getCatalog = (locale: Locale) => getCatalogSection(locale, 'core');

/** Loads the messages every screen needs, and any other part already in use, so a switch shows no ids. */
export function loadCatalog(locale: Locale): Promise<Messages> {
  const inUse = [...loaded.keys()]
    .map((key) => key.split('/')[1] as CatalogSection)
    .filter((section) => section !== 'core');
  return Promise.all([...new Set(inUse)].map((s) => loadCatalogSection(locale, s))).then(() =>
    loadCatalogSection(locale, 'core'),
  );
}
