export { I18nProvider } from './i18n-provider';
export { localeAtom, changeLocaleAtom } from './locale-atom';
export {
  detectLocale,
  initialLocale,
  isLocale,
  INTL_LOCALES,
  LANGUAGE_STORAGE_KEY,
} from './locale';
export { loadCatalog, getCatalog, loadCatalogSection } from './messages';
export { CATALOG_SECTIONS, type CatalogSection } from './catalog-sections';
export { CatalogSectionProvider } from './catalog-section-provider';
