import {
  createColorScheme,
  createTheme,
  type Theme,
  type PaletteOptions,
} from '@mui/material/styles';
import './augment';
import { createComponents, globalStyles } from './components';
import { semanticColors, type SemanticColors } from './semantic';
import {
  COLOR_SCHEMES,
  DEFAULT_THEME_CONFIG,
  type AccessibilityOptions,
  type AppColorScheme,
} from './theme-config';
import { base } from './tokens';

export interface AppThemeOptions {
  accessibility?: Partial<AccessibilityOptions>;
}

/** The attribute MUI sets on <html> for the active colour scheme: `<html data-theme="spa-dark">`. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-theme';

function paletteFrom(semantic: SemanticColors): PaletteOptions {
  // MUI fills palettes in place: give it a fresh copy every time.
  const s = structuredClone(semantic);
  return {
    mode: s.mode,
    primary: s.primary,
    secondary: s.secondary,
    success: s.success,
    warning: s.warning,
    error: s.error,
    info: s.info,
    background: s.background,
    text: s.text,
    divider: s.divider,
    surface: s.surface,
    border: s.border,
    focus: s.focus,
    shopStatus: s.shopStatus,
    staffColour: s.staffColour,
    accent: s.accent,
    hero: s.hero,
    shadow: s.shadow,
  };
}

const noTransition = () => 'none';

/**
 * One MUI theme with CSS variables and the four colour schemes (light, dark, spa-light, spa-dark),
 * switched by the `data-theme` attribute. Accessibility variants change the theme itself:
 * - highContrast: AAA-ish palettes, strong borders, 3 px focus rings, no shadows;
 * - reducedMotion: transitions.create → 'none', all durations 0, motion.reducedMotion 'always', no ripple;
 * - largeText: base font size 17.5 px instead of 14 (all rem sizes scale by 1.25).
 */
export function createAppTheme(options: AppThemeOptions = {}): Theme {
  const a: AccessibilityOptions = {
    ...DEFAULT_THEME_CONFIG.accessibility,
    ...options.accessibility,
  };
  const key = `${Number(a.highContrast)}${Number(a.reducedMotion)}${Number(a.largeText)}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const theme = buildTheme(a);
  cache.set(key, theme);
  return theme;
}

/** Eight possible themes (2³ accessibility flags): build each once. */
const cache = new Map<string, Theme>();

function buildTheme(a: AccessibilityOptions): Theme {
  // light and dark are built by createTheme; custom schemes must arrive fully built (createColorScheme).
  const colorSchemes = Object.fromEntries(
    COLOR_SCHEMES.map((scheme) => {
      const palette = paletteFrom(semanticColors(scheme, { highContrast: a.highContrast }));
      return [
        scheme,
        scheme === 'light' || scheme === 'dark' ? { palette } : createColorScheme({ palette }),
      ];
    }),
  ) as Record<AppColorScheme, { palette: PaletteOptions }>;

  const d = base.motion.duration;
  const duration = a.reducedMotion
    ? {
        shortest: 0,
        shorter: 0,
        short: 0,
        standard: 0,
        complex: 0,
        enteringScreen: 0,
        leavingScreen: 0,
      }
    : {
        shortest: d.shortest,
        shorter: d.shorter,
        short: d.short,
        standard: d.standard,
        complex: d.complex,
        enteringScreen: d.enter,
        leavingScreen: d.exit,
      };

  const theme = createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    colorSchemes,
    defaultColorScheme: 'light',
    accessibility: a,
    shape: { borderRadius: base.radius.md },
    spacing: base.space,
    typography: {
      fontFamily: base.font.body,
      fontSize: a.largeText ? base.font.size.large : base.font.size.base,
      h1: {
        fontFamily: base.font.display,
        fontWeight: 600,
        letterSpacing: '-0.02em',
        lineHeight: 1.1,
      },
      h2: {
        fontFamily: base.font.display,
        fontWeight: 600,
        letterSpacing: '-0.015em',
        lineHeight: 1.15,
      },
      h3: {
        fontFamily: base.font.display,
        fontWeight: 600,
        letterSpacing: '-0.01em',
        lineHeight: 1.2,
      },
      h4: { fontWeight: 700, letterSpacing: '-0.01em' },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 700, fontSize: '1.0625rem' },
      subtitle1: { fontWeight: 600 },
      subtitle2: { fontWeight: 600 },
      button: { fontWeight: 600, textTransform: 'none' },
      overline: { fontWeight: 700, letterSpacing: '0.12em' },
    },
    transitions: {
      easing: {
        easeInOut: base.motion.easing.standard,
        easeOut: base.motion.easing.decelerate,
        easeIn: base.motion.easing.accelerate,
        sharp: base.motion.easing.sharp,
      },
      duration,
      ...(a.reducedMotion ? { create: noTransition } : {}),
    },
    motion: { reducedMotion: a.reducedMotion ? 'always' : 'never' },
    components: createComponents(a),
  });

  theme.components = {
    ...theme.components,
    MuiCssBaseline: { styleOverrides: globalStyles(theme, a) },
  };
  return theme;
}
