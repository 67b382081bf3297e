/** Business constants from the specs (01 §9, 02 §9). One place, imported by client, server and mocks. */

export const SUPPORTED_LOCALES = ['en', 'it'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const CURRENCY = 'EUR';

export const MENU_HIDE_DELAY_MS = 150;
export const PASSWORD_MIN_REGISTER = 6;
export const PASSWORD_MIN_RESET = 8;
export const NAME_MIN = 2;
export const REDIRECT_AFTER_REGISTRATION_MS = 2000;
export const RESEND_COUNTDOWN_S = 60;
export const SESSION_WARNING_TOTAL_S = 300;
export const GEOLOCATION_OPTIONS = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
};
export const NEARBY_KM = 2;
export const CARD_SERVICES_SHOWN = 3;
export const CARD_FEATURES_SHOWN = 3;
export const IMAGE_UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;
export const MOBILE_BREAKPOINT_PX = 768;
export const MOBILE_NAV_HIDE_SCROLL_PX = 100;
export const THEME_TRANSITION_MS = 300;
export const FEATURED_SKELETON_COUNT = 6;

/** Toast durations, spec 02 §9 */
export const TOAST_DURATION_MS = {
  default: 3000,
  error: 5000,
  bookingConfirmed: 4000,
  favoriteAdded: 2000,
  connectionRestored: 2000,
  manual: 4000,
} as const;
export type ToastKind = keyof typeof TOAST_DURATION_MS;
export const TOAST_REMOVAL_MS = 300;

export const EARTH_RADIUS_KM = 6371;
export const DEFAULT_MAP_CENTER = { latitude: 41.9028, longitude: 12.4964 };

/** Header service menus (spec 01 "Header"): category param → service keys */
export const SERVICE_MENUS = {
  hairServices: [
    'mensHaircut',
    'womensHaircut',
    'kidsHaircut',
    'styling',
    'coloring',
    'highlights',
    'treatments',
  ],
  nailServices: ['manicure', 'pedicure', 'gel', 'acrylic', 'nailArt', 'frenchManicure'],
  bodyServices: ['massage', 'waxing', 'bodyTreatments', 'aromatherapy', 'hotStone', 'reflexology'],
  faceServices: [
    'facial',
    'deepCleansing',
    'antiAging',
    'acneTreatment',
    'eyebrows',
    'eyelashes',
    'makeup',
  ],
} as const;
export type ServiceMenuId = keyof typeof SERVICE_MENUS;

/** Home search widget service types (spec 01 "Search widget") */
export const SEARCH_WIDGET_SERVICES = [
  'haircut',
  'nails',
  'spa',
  'skincare',
  'barbershop',
  'eyebrows',
  'coloring',
  'massage',
] as const;
export type SearchWidgetService = (typeof SEARCH_WIDGET_SERVICES)[number];

export const QUICK_FILTERS = ['openNow', 'topRated', 'instant', 'nearby'] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];

/** Home category cards → /search?category={id}; also the footer's categories */
export const HOME_CATEGORIES = [
  'haircut',
  'nails',
  'spa',
  'barbershop',
  'skincare',
  'massage',
] as const;

/** Featured shops filter tabs on the home page */
export const FEATURED_TABS = ['all', 'hair', 'spa', 'barber', 'nails', 'nearby'] as const;
export type FeaturedTab = (typeof FEATURED_TABS)[number];
