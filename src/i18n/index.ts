export { I18nProvider } from './i18n-provider';
export { localeAtom, changeLocaleAtom } from './locale-atom';
export { initialLocale } from './locale';
export { loadCatalog, loadCatalogSection } from './messages';
export { CATALOG_SECTIONS, pageCatalogSection } from './catalog-sections';
export { CatalogSectionProvider } from './catalog-section-provider';
