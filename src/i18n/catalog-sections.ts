/**
 * The catalogs (en.json, it.json) are one source each, shipped in three parts: `core`, needed by every screen
 * including home, `pages`, the long copy of content pages, the responsive demo, sign-in, the profile and
 * the admin screens, loaded with the first route that needs it, and `below-fold`, the copy of home's sections below
 * the fold, loaded with their code after the first paint. Route titles (`routes.`) but home's travel with the
 * pages, as the document title is set inside the page's part (src/app/layout/route-guard-outlet.tsx); a content
 * page's own title and intro travel with its copy: they were a quarter of home's messages.
 */
export const CATALOG_SECTIONS = ['core', 'pages', 'below-fold'] as const;
export type CatalogSection = (typeof CATALOG_SECTIONS)[number];

/** The part a page renders with beside the core: none for home, the long copy for every other page. */
export function pageCatalogSection(pathname: string): CatalogSection | null {
  return pathname === '/' ? null : 'pages';
}

/**
 * Copy only non-home routes show: content pages, the demo, the sign-in and recovery screens, the profile and
 * the admin's shop review (the session overlay and toasts use `session.` and `app.`, which stay in core).
 */
const DEFERRED_PREFIXES = [
  'pages.',
  'demo.',
  'auth.',
  'profile.',
  'admin.',
  'search.',
  'shopDetails.',
  'map.',
  'favorites.',
  'booking.',
  'bookings.',
  'bookingUi.',
  'shopOwner.',
  'shopSetup.',
  'shopOps.',
  'sales.',
  'customerDashboard.',
  // the not-found page's copy, and the toast samples only the design system's stories show
  'notFound.',
  'toast.sample.',
  // API failure texts: a screen that shows one loads this part; until then the server's text (already in the
  // caller's language) is shown
  'errors.',
];

/** Home's sections below the fold (src/features/home/components/home-below-fold.tsx). */
const HOME_BELOW_FOLD_PREFIXES = [
  'home.featured.',
  'home.stats.',
  'home.how.',
  'home.faq.',
  'home.testimonials.',
];

export function sectionOfMessage(key: string): CatalogSection {
  if (HOME_BELOW_FOLD_PREFIXES.some((prefix) => key.startsWith(prefix))) return 'below-fold';
  // every route's title but home's: the page meta is set inside the page's catalog part (route-guard-outlet.tsx)
  if (key.startsWith('routes.') && !key.startsWith('routes.home.')) return 'pages';
  // keys without a prefix are the account forms' validation and result texts (sign-in, profile, booking details)
  if (!key.includes('.')) return 'pages';
  return DEFERRED_PREFIXES.some((prefix) => key.startsWith(prefix)) ? 'pages' : 'core';
}
