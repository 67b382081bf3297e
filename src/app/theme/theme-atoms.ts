import { atom } from 'jotai';
import {
  defaultThemeConfig,
  isDarkMode,
  parseThemeConfig,
  serializeThemeConfig,
  type ThemeConfig,
  type UserSetFlags,
} from '@design-system/theme';
import { persistedAtom } from '@/lib/persisted-atom';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** localStorage keys (spec 01 §3): the whole configuration, and the plain light/dark summary. */
export const THEME_CONFIG_KEY = STORAGE_KEYS.themeConfig;
export const THEME_KEY = STORAGE_KEYS.theme;
/** Which accessibility flags the user chose, so OS preferences never override them. */
export const THEME_USER_SET_KEY = STORAGE_KEYS.themeUserSet;

/** The user's stored theme configuration (unreadable or missing → defaults). */
export const themeConfigAtom = persistedAtom<ThemeConfig>({
  key: THEME_CONFIG_KEY,
  storage: () => globalThis.localStorage,
  parse: (raw) => (raw ? (parseThemeConfig(raw) ?? defaultThemeConfig()) : defaultThemeConfig()),
  serialize: (config) => serializeThemeConfig(config),
});

export const userSetFlagsAtom = persistedAtom<UserSetFlags>({
  key: THEME_USER_SET_KEY,
  storage: () => globalThis.localStorage,
  parse: (raw) => {
    if (!raw) return {};
    const value = JSON.parse(raw) as Record<string, unknown>;
    return {
      ...(value.highContrast === true ? { highContrast: true } : {}),
      ...(value.reducedMotion === true ? { reducedMotion: true } : {}),
    };
  },
  serialize: (flags) => (flags.highContrast || flags.reducedMotion ? JSON.stringify(flags) : null),
});

/** OS answers, kept live by <AppTheme>. */
export interface OsThemePreferences {
  prefersDark: boolean;
  prefersHighContrast: boolean;
  prefersReducedMotion: boolean;
}

export const osPreferencesAtom = atom<OsThemePreferences>({
  prefersDark: false,
  prefersHighContrast: false,
  prefersReducedMotion: false,
});

/** 'dark' or 'light' for the legacy `theme` key. */
export function themeSummary(config: ThemeConfig, prefersDark: boolean): 'dark' | 'light' {
  return isDarkMode(config.theme, prefersDark) ? 'dark' : 'light';
}
