/** Storybook toolbar globals and how they map onto the app's ThemeConfig and locale. */
import { SUPPORTED_LOCALES, type Locale } from '@/domain/constants';
import {
  defaultThemeConfig,
  THEME_MODES,
  type ThemeConfig,
  type ThemeMode,
} from '@design-system/theme';

export const A11Y_VARIANTS = ['none', 'highContrast', 'reducedMotion', 'largeText'] as const;
export type A11yVariant = (typeof A11Y_VARIANTS)[number];

export interface StoryGlobals {
  theme: ThemeMode;
  a11yVariant: A11yVariant;
  locale: Locale;
}

export const DEFAULT_GLOBALS: StoryGlobals = { theme: 'light', a11yVariant: 'none', locale: 'en' };

export function readGlobals(globals: Record<string, unknown>): StoryGlobals {
  const theme = THEME_MODES.includes(globals.theme as ThemeMode)
    ? (globals.theme as ThemeMode)
    : DEFAULT_GLOBALS.theme;
  const a11yVariant = A11Y_VARIANTS.includes(globals.a11yVariant as A11yVariant)
    ? (globals.a11yVariant as A11yVariant)
    : 'none';
  const locale = SUPPORTED_LOCALES.includes(globals.locale as Locale)
    ? (globals.locale as Locale)
    : DEFAULT_GLOBALS.locale;
  return { theme, a11yVariant, locale };
}

export function themeConfigFor(globals: StoryGlobals): ThemeConfig {
  const config = defaultThemeConfig();
  config.theme = globals.theme;
  if (globals.a11yVariant !== 'none') config.accessibility[globals.a11yVariant] = true;
  return config;
}
