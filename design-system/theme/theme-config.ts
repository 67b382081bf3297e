/**
 * Theme configuration (spec 01 §3, §4). Pure: no React, no DOM, no storage.
 * The app persists it (localStorage key `theme-config`) and feeds it to <AppThemeProvider config>.
 */

export const THEME_MODES = ['light', 'dark', 'spa-light', 'spa-dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/** Colour schemes actually rendered (system resolves to light or dark). */
export const COLOR_SCHEMES = ['light', 'dark', 'spa-light', 'spa-dark'] as const;
export type AppColorScheme = (typeof COLOR_SCHEMES)[number];

export interface AccessibilityOptions {
  highContrast: boolean;
  reducedMotion: boolean;
  largeText: boolean;
}

export const ACCESSIBILITY_OPTIONS = ['highContrast', 'reducedMotion', 'largeText'] as const;
export type AccessibilityOption = (typeof ACCESSIBILITY_OPTIONS)[number];

export interface ThemeConfig {
  theme: ThemeMode;
  /** CSS custom properties applied on :root, e.g. { "--brand-radius": "12px" }. Keys must start with "--". */
  customProperties: Record<string, string>;
  /** Smooth 300 ms colour transition when the theme changes (always off with reducedMotion). */
  transitions: boolean;
  accessibility: AccessibilityOptions;
}

/** What the user changed in the ThemeMenu, so the app can record user-set accessibility flags. */
export type ThemeMenuChange =
  | { kind: 'theme'; theme: ThemeMode }
  | { kind: 'accessibility'; option: AccessibilityOption; value: boolean }
  | { kind: 'transitions'; value: boolean };

export const DEFAULT_THEME_CONFIG: ThemeConfig = Object.freeze({
  theme: 'light',
  customProperties: Object.freeze({}) as Record<string, string>,
  transitions: true,
  accessibility: Object.freeze({ highContrast: false, reducedMotion: false, largeText: false }),
}) as ThemeConfig;

/** Spec 01 §4: light, dark, spa-light, spa-dark, then system. */
export const THEME_CYCLE: readonly ThemeMode[] = THEME_MODES;

/** A fresh copy of the defaults (reset). */
export function defaultThemeConfig(): ThemeConfig {
  return {
    theme: DEFAULT_THEME_CONFIG.theme,
    customProperties: {},
    transitions: DEFAULT_THEME_CONFIG.transitions,
    accessibility: { ...DEFAULT_THEME_CONFIG.accessibility },
  };
}

export function isThemeMode(value: unknown): value is ThemeMode {
  return typeof value === 'string' && (THEME_MODES as readonly string[]).includes(value);
}

/** Is the mode a dark one? `system` needs the OS answer. */
export function isDarkMode(mode: ThemeMode, systemPrefersDark = false): boolean {
  if (mode === 'system') return systemPrefersDark;
  return mode === 'dark' || mode === 'spa-dark';
}

/** The colour scheme actually rendered for a mode. */
export function resolveColorScheme(mode: ThemeMode, systemPrefersDark = false): AppColorScheme {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}

/**
 * Toggle (the header's one-click button): light ↔ dark.
 * Choice: a spa theme toggles to the *opposite plain* theme (spa-light → dark, spa-dark → light),
 * so one click always flips brightness; system flips against what the OS currently shows.
 */
export function toggleTheme(mode: ThemeMode, systemPrefersDark = false): ThemeMode {
  return isDarkMode(mode, systemPrefersDark) ? 'light' : 'dark';
}

/** Next mode in THEME_CYCLE (system wraps back to light). */
export function cycleTheme(mode: ThemeMode): ThemeMode {
  const i = THEME_CYCLE.indexOf(mode);
  return THEME_CYCLE[(i + 1) % THEME_CYCLE.length] ?? 'light';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const CSS_PROPERTY_NAME = /^--[A-Za-z0-9_-]+$/;
// Values must not break out of a declaration.
const UNSAFE_CSS_VALUE = /[;{}<>]|\/\*/;

/**
 * Parse an exported/stored config. Invalid JSON or a wrong shape → null.
 * Missing optional parts (customProperties, transitions, accessibility flags) take their defaults;
 * present parts must have the right type.
 */
export function parseThemeConfig(json: string): ThemeConfig | null {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  if (!isThemeMode(data.theme)) return null;

  const customProperties: Record<string, string> = {};
  if (data.customProperties !== undefined) {
    if (!isRecord(data.customProperties)) return null;
    for (const [key, value] of Object.entries(data.customProperties)) {
      if (typeof value !== 'string' || !CSS_PROPERTY_NAME.test(key) || UNSAFE_CSS_VALUE.test(value))
        return null;
      customProperties[key] = value;
    }
  }

  let transitions = DEFAULT_THEME_CONFIG.transitions;
  if (data.transitions !== undefined) {
    if (typeof data.transitions !== 'boolean') return null;
    transitions = data.transitions;
  }

  const accessibility: AccessibilityOptions = { ...DEFAULT_THEME_CONFIG.accessibility };
  if (data.accessibility !== undefined) {
    if (!isRecord(data.accessibility)) return null;
    for (const key of ACCESSIBILITY_OPTIONS) {
      const value = data.accessibility[key];
      if (value === undefined) continue;
      if (typeof value !== 'boolean') return null;
      accessibility[key] = value;
    }
  }

  return { theme: data.theme, customProperties, transitions, accessibility };
}

export function serializeThemeConfig(config: ThemeConfig): string {
  return JSON.stringify(
    {
      theme: config.theme,
      customProperties: config.customProperties,
      transitions: config.transitions,
      accessibility: {
        highContrast: config.accessibility.highContrast,
        reducedMotion: config.accessibility.reducedMotion,
        largeText: config.accessibility.largeText,
      },
    },
    null,
    2,
  );
}

export interface OsPreferences {
  prefersHighContrast: boolean;
  prefersReducedMotion: boolean;
}

/** Which accessibility flags the user set explicitly (then the OS never overrides them). */
export interface UserSetFlags {
  highContrast?: boolean;
  reducedMotion?: boolean;
}

/**
 * Spec 01 §4: high contrast and reduced motion switch on automatically when the system asks for
 * them, unless the user already set them. A user-set flag is kept as it is; an OS preference
 * that is off never switches an option off. Returns the same object when nothing changes.
 */
export function withOsPreferences(
  config: ThemeConfig,
  os: OsPreferences,
  userSet: UserSetFlags = {},
): ThemeConfig {
  const highContrast =
    !userSet.highContrast && os.prefersHighContrast ? true : config.accessibility.highContrast;
  const reducedMotion =
    !userSet.reducedMotion && os.prefersReducedMotion ? true : config.accessibility.reducedMotion;
  if (
    highContrast === config.accessibility.highContrast &&
    reducedMotion === config.accessibility.reducedMotion
  ) {
    return config;
  }
  return { ...config, accessibility: { ...config.accessibility, highContrast, reducedMotion } };
}

/** Effective transition duration for a config: 0 when transitions are off or motion is reduced. */
export function themeTransitionMs(config: ThemeConfig, baseMs: number): number {
  return config.transitions && !config.accessibility.reducedMotion ? baseMs : 0;
}
