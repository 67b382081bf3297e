/**
 * Every key this app keeps in the browser, in one list: the cookies page shows it to users,
 * so nothing is stored that is not listed here.
 */
export const STORAGE_KEYS = {
  language: 'user-language',
  themeConfig: 'theme-config',
  theme: 'theme',
  themeUserSet: 'theme-config-user-set',
  session: 'orabella-session',
  pendingFavorite: 'orabella-pending-favorite',
  pendingBooking: 'orabella-pending-booking',
  searchHistory: 'search_history',
} as const;

export const STORAGE_KEY_LIST: readonly {
  key: string;
  storage: 'local' | 'session';
  purpose: keyof typeof STORAGE_KEYS;
}[] = [
  { key: STORAGE_KEYS.language, storage: 'local', purpose: 'language' },
  { key: STORAGE_KEYS.themeConfig, storage: 'local', purpose: 'themeConfig' },
  { key: STORAGE_KEYS.theme, storage: 'local', purpose: 'theme' },
  { key: STORAGE_KEYS.themeUserSet, storage: 'local', purpose: 'themeUserSet' },
  { key: STORAGE_KEYS.session, storage: 'session', purpose: 'session' },
  { key: STORAGE_KEYS.pendingFavorite, storage: 'session', purpose: 'pendingFavorite' },
  { key: STORAGE_KEYS.pendingBooking, storage: 'session', purpose: 'pendingBooking' },
  { key: STORAGE_KEYS.searchHistory, storage: 'local', purpose: 'searchHistory' },
];
