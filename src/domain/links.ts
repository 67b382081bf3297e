/**
 * Every page path of the app and every link into it, in one place (spec 01 §2, spec 02): the route table, the
 * route guard, the features, the app shell and the tests build addresses only through here, so a path or a
 * query parameter changes once. Design-system components never build links: they are handed these hrefs.
 * Pure; the parameter names are the ones the pages read (the search page through search-url.ts).
 */

/** The app's fixed page paths. */
export const PATHS = {
  home: '/',
  search: '/search',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  bookings: '/bookings',
  favorites: '/favorites',
  profile: '/profile',
  /** the signed-in user's home, whatever the role */
  dashboard: '/dashboard',
  customerDashboard: '/customer/dashboard',
  shopDashboard: '/shop/dashboard',
  shopPersonal: '/shop/personal',
  shopSettings: '/shop/settings',
  shopSalesDashboard: '/shop/sales/dashboard',
  shopSalesManualEntry: '/shop/sales/manual-entry',
  /** every transaction, paged and filtered (issue 16; the spec names the dashboard's 'View all' only) */
  shopSalesTransactions: '/shop/sales/transactions',
  adminShops: '/admin/shops',
  businessPending: '/business-pending',
  businessRejected: '/business-rejected',
  responsiveDemo: '/responsive-demo',
  // the static content pages
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  accessibility: '/accessibility',
  contact: '/contact',
  support: '/support',
  supportReport: '/support/report',
  feedback: '/feedback',
  referralTerms: '/referral/terms',
  services: '/services',
  loyalty: '/loyalty',
} as const;

/** The static content pages: path → the page's message prefix under `pages.*`. */
export const CONTENT_PATHS = {
  [PATHS.about]: 'about',
  [PATHS.privacy]: 'privacy',
  [PATHS.terms]: 'terms',
  [PATHS.cookies]: 'cookies',
  [PATHS.accessibility]: 'accessibility',
  [PATHS.contact]: 'contact',
  [PATHS.support]: 'support',
  [PATHS.supportReport]: 'report',
  [PATHS.feedback]: 'feedback',
  [PATHS.referralTerms]: 'referralTerms',
  [PATHS.services]: 'services',
  [PATHS.loyalty]: 'loyalty',
} as const;

/** Paths with a shop in them, as the route table declares them. */
export const SHOP_ROUTES = {
  /** the booking page */
  booking: '/booking/:shopId',
  /** the shop card's book link (kept for links already out there) → the booking page */
  book: '/book/:shopId',
  /** shared shop links → the details panel over the search results */
  shop: '/shop/:shopId',
  shops: '/shops/:shopId',
} as const;

type QueryValues = Record<string, string | null | undefined>;

/** `path?query`, leaving out empty values (and the `?` when nothing is left). */
function withQuery(path: string, values: QueryValues): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** What a link into /search may say (spec 02 §2.1); the page reads it with `criteriaFromParams`. */
export interface SearchLink {
  /** free text */
  q?: string;
  /** a category id (`haircut`) or a service menu (`hairServices`) */
  category?: string;
  /** a service key (`mensHaircut`); its words become the search text */
  service?: string;
  /** a typed place, or the "your location" value */
  location?: string;
  /** quick filter ids (`openNow`, `topRated`, …) */
  filters?: readonly string[];
  view?: 'list' | 'map';
  /** a shop whose details panel opens over the results */
  shop?: string;
}

/** `/search?…` */
export function searchHref({ filters, ...link }: SearchLink = {}): string {
  return withQuery(PATHS.search, { ...link, filters: filters?.join(',') });
}

/** `/search?category=haircut` */
export const categoryHref = (category: string): string => searchHref({ category });

/** `/search?category=hairServices&service=mensHaircut` (the header's service menu) */
export const serviceSearchHref = (category: string, service: string): string =>
  searchHref({ category, service });

/** A shop's details: a panel over the search results (spec 02 §2.3), `/search?shop={id}`. */
export const shopDetailsHref = (shopId: string): string => searchHref({ shop: shopId });

const withShop = (pattern: string, shopId: string) =>
  pattern.replace(':shopId', encodeURIComponent(shopId));

/** `/book/{shopId}`: the shop card's book link (spec 01), which leads on to the booking page. */
export const bookHref = (shopId: string): string => withShop(SHOP_ROUTES.book, shopId);

/** `/shop/{shopId}`: a shop's shareable address (the shop card's details link), which opens its details. */
export const shopHref = (shopId: string): string => withShop(SHOP_ROUTES.shop, shopId);

/** What the booking page reads from its address (spec 02 §2.4). */
export interface BookingLink {
  /** a service to preselect */
  service?: string;
  /** a booking being moved (from My bookings) */
  reschedule?: string;
  /** a booking just placed: the page shows its confirmation */
  confirmed?: string;
  /** YYYY-MM-DD and HH:MM to preselect while free */
  date?: string;
  time?: string;
}

/** `/booking/{shopId}?…` */
export function bookingHref(shopId: string, link: BookingLink = {}): string {
  return withQuery(withShop(SHOP_ROUTES.booking, shopId), { ...link });
}

/** `/booking/service/{serviceId}`: resolves to the shop's booking page with the service chosen. */
export const SERVICE_BOOKING_ROUTE = '/booking/service/:serviceId';
export const serviceBookingHref = (serviceId: string): string =>
  `/booking/service/${encodeURIComponent(serviceId)}`;

/** Why a guest is sent to sign in; the login page says so and comes back to `returnTo`. */
export interface LoginLink {
  /** a same-site path to come back to (checked by `safeReturnTo` on the way back) */
  returnTo?: string;
  action?: 'booking' | 'favorite';
  /** the shop a favourite is for */
  shopId?: string;
}

/** `/login?returnTo=…&action=…` */
export const loginHref = (link: LoginLink = {}): string => withQuery(PATHS.login, { ...link });

/** The password-reset email's link: the page reads `token`. */
export const resetPasswordHref = (token: string): string =>
  withQuery(PATHS.resetPassword, { token });

/** Sign in, then back to this shop's booking page (spec 02 §2.4). */
export const bookingSignInHref = (shopId: string): string =>
  loginHref({ returnTo: bookingHref(shopId), action: 'booking' });

/**
 * What a sales page reads from its address (issue 16): the shop (an owner of several shops, an admin; absent: an
 * owner's first) and the period (`today`…`year`) or a custom range (`from`, `to`: YYYY-MM-DD).
 */
export interface SalesLink {
  shop?: string;
  period?: string;
  from?: string;
  to?: string;
}

/** `/shop/sales/dashboard?…` */
export const salesDashboardHref = (link: SalesLink = {}): string =>
  withQuery(PATHS.shopSalesDashboard, { ...link });

/** `/shop/sales/transactions?…` (the list reads the same range) */
export const salesTransactionsHref = (link: SalesLink = {}): string =>
  withQuery(PATHS.shopSalesTransactions, { ...link });

/** `/shop/sales/manual-entry?shop=…` */
export const manualSaleHref = (shop?: string): string =>
  withQuery(PATHS.shopSalesManualEntry, { shop });

/** The shop area at one tab: `/shop/personal?shop=…#finance` */
export const shopAreaHref = (shop?: string, tab?: string): string =>
  `${withQuery(PATHS.shopPersonal, { shop })}${tab ? `#${tab}` : ''}`;
