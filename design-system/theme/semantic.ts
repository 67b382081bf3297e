/**
 * Design tokens, layer 2: semantic colours per colour scheme, built only from base tokens.
 * Spec 01 §3 palette names map as: primary → primary.main, primaryDark → primary.dark,
 * secondary, success, warning, error, background → background.default, surface → background.paper,
 * text → text.primary, textSecondary → text.secondary, border → border.subtle.
 */
import type { StaffColour } from '@/domain/shop-team';
import { darkStaff, lightStaff, plainStaff, type StaffColourToken } from './staff-colours';
import { base } from './tokens';
import type { AppColorScheme } from './theme-config';

const c = base.color;

export interface ToneToken {
  main: string;
  light: string;
  dark: string;
  contrastText: string;
}

export interface StatusToken {
  /** badge background */
  bg: string;
  /** badge text/icon */
  fg: string;
  /** the dot/accent */
  dot: string;
}

export interface SemanticColors {
  mode: 'light' | 'dark';
  primary: ToneToken;
  secondary: ToneToken;
  success: ToneToken;
  warning: ToneToken;
  error: ToneToken;
  info: ToneToken;
  background: { default: string; paper: string };
  text: { primary: string; secondary: string; disabled: string };
  surface: {
    /** quiet band/section background */
    muted: string;
    /** raised element on paper (menus, popovers) */
    raised: string;
    /** soft brand tint (selected chips, icon wells) */
    brandSoft: string;
    /** text on brandSoft */
    brandSoftText: string;
    /** scrim over images for text */
    scrim: string;
    /** text/icons over the scrim */
    onScrim: string;
  };
  border: { subtle: string; strong: string };
  divider: string;
  focus: { ring: string; width: string; offset: string };
  shopStatus: { open: StatusToken; closed: StatusToken; busy: StatusToken; unknown: StatusToken };
  /** the calendar's staff colours (src/domain/shop-team.ts STAFF_COLOURS) */
  staffColour: Record<StaffColour, StaffColourToken>;
  /** favourite heart, rating stars */
  accent: { favorite: string; rating: string };
  /** decorative gradient stops (hero, image fallback) */
  hero: { start: string; middle: string; end: string; ink: string };
  shadow: { card: string; cardHover: string; popover: string };
}

const lightShadow = {
  card: '0 1px 2px rgba(21, 25, 32, 0.06), 0 2px 8px rgba(21, 25, 32, 0.05)',
  cardHover: '0 4px 10px rgba(21, 25, 32, 0.08), 0 14px 32px rgba(21, 25, 32, 0.10)',
  popover: '0 8px 24px rgba(21, 25, 32, 0.14), 0 2px 6px rgba(21, 25, 32, 0.08)',
};
const darkShadow = {
  card: '0 1px 2px rgba(0, 0, 0, 0.5)',
  cardHover: '0 8px 28px rgba(0, 0, 0, 0.55)',
  popover: '0 10px 32px rgba(0, 0, 0, 0.6)',
};
const noShadow = { card: 'none', cardHover: 'none', popover: 'none' };

const light: SemanticColors = {
  mode: 'light',
  primary: { main: c.blue[600], light: c.blue[400], dark: c.blue[800], contrastText: c.white },
  secondary: { main: c.rose[600], light: c.rose[400], dark: c.rose[800], contrastText: c.white },
  success: { main: c.green[600], light: c.green[400], dark: c.green[800], contrastText: c.white },
  warning: { main: c.amber[600], light: c.amber[400], dark: c.amber[800], contrastText: c.white },
  error: { main: c.red[600], light: c.red[400], dark: c.red[800], contrastText: c.white },
  info: { main: c.cyan[600], light: c.cyan[300], dark: c.cyan[700], contrastText: c.white },
  background: { default: c.white, paper: c.white },
  text: { primary: c.gray[900], secondary: c.gray[600], disabled: c.gray[400] },
  surface: {
    muted: c.gray[50],
    raised: c.white,
    brandSoft: c.blue[50],
    brandSoftText: c.blue[800],
    scrim: 'rgba(14, 17, 22, 0.55)',
    onScrim: c.white,
  },
  border: { subtle: c.gray[200], strong: c.gray[400] },
  divider: c.gray[200],
  focus: { ring: c.blue[500], width: '2px', offset: '2px' },
  shopStatus: {
    open: { bg: c.green[50], fg: c.green[800], dot: c.green[600] },
    closed: { bg: c.red[50], fg: c.red[800], dot: c.red[600] },
    busy: { bg: c.amber[50], fg: c.amber[800], dot: c.amber[600] },
    unknown: { bg: c.gray[100], fg: c.gray[700], dot: c.gray[500] },
  },
  staffColour: lightStaff,
  accent: { favorite: c.rose[500], rating: c.amber[400] },
  hero: { start: c.blue[50], middle: c.gray[25], end: c.rose[50], ink: c.blue[700] },
  shadow: lightShadow,
};

const dark: SemanticColors = {
  mode: 'dark',
  primary: { main: c.blue[300], light: c.blue[200], dark: c.blue[500], contrastText: c.gray[950] },
  secondary: {
    main: c.rose[300],
    light: c.rose[200],
    dark: c.rose[500],
    contrastText: c.gray[950],
  },
  success: {
    main: c.green[300],
    light: c.green[100],
    dark: c.green[400],
    contrastText: c.gray[950],
  },
  warning: {
    main: c.amber[300],
    light: c.amber[100],
    dark: c.amber[400],
    contrastText: c.gray[950],
  },
  error: { main: c.red[300], light: c.red[100], dark: c.red[400], contrastText: c.gray[950] },
  info: { main: c.cyan[300], light: '#A8E6F7', dark: c.cyan[600], contrastText: c.gray[950] },
  background: { default: c.gray[950], paper: c.gray[900] },
  text: { primary: '#F2F4F8', secondary: c.gray[300], disabled: c.gray[500] },
  surface: {
    muted: '#12161C',
    raised: c.gray[850],
    brandSoft: '#1D2A4F',
    brandSoftText: c.blue[100],
    scrim: 'rgba(0, 0, 0, 0.6)',
    onScrim: c.white,
  },
  border: { subtle: c.gray[800], strong: c.gray[600] },
  divider: c.gray[800],
  focus: { ring: c.blue[300], width: '2px', offset: '2px' },
  shopStatus: {
    open: { bg: '#123B26', fg: c.green[100], dot: c.green[300] },
    closed: { bg: '#4A1616', fg: c.red[100], dot: c.red[300] },
    busy: { bg: '#4A3100', fg: c.amber[100], dot: c.amber[300] },
    unknown: { bg: c.gray[800], fg: c.gray[100], dot: c.gray[400] },
  },
  staffColour: darkStaff,
  accent: { favorite: c.rose[300], rating: c.amber[300] },
  hero: { start: '#141C33', middle: c.gray[950], end: '#2A1420', ink: c.blue[200] },
  shadow: darkShadow,
};

const spaLight: SemanticColors = {
  mode: 'light',
  primary: { main: c.sage[600], light: c.sage[400], dark: c.sage[800], contrastText: c.white },
  secondary: {
    main: c.terracotta[600],
    light: c.terracotta[400],
    dark: c.terracotta[700],
    contrastText: c.white,
  },
  success: { main: c.green[600], light: c.green[400], dark: c.green[800], contrastText: c.white },
  warning: { main: c.amber[600], light: c.amber[400], dark: c.amber[800], contrastText: c.white },
  error: { main: c.red[600], light: c.red[400], dark: c.red[800], contrastText: c.white },
  info: { main: c.cyan[600], light: c.cyan[300], dark: c.cyan[700], contrastText: c.white },
  background: { default: c.sand[50], paper: '#FFFDF9' },
  text: { primary: '#2B2925', secondary: '#5E574C', disabled: c.sand[400] },
  surface: {
    muted: c.sand[100],
    raised: '#FFFDF9',
    brandSoft: c.sage[100],
    brandSoftText: c.sage[800],
    scrim: 'rgba(36, 50, 32, 0.55)',
    onScrim: c.white,
  },
  border: { subtle: c.sand[200], strong: c.sand[400] },
  divider: c.sand[200],
  focus: { ring: c.sage[600], width: '2px', offset: '2px' },
  shopStatus: {
    open: { bg: c.sage[100], fg: c.sage[800], dot: c.sage[600] },
    closed: { bg: c.terracotta[100], fg: c.terracotta[700], dot: c.terracotta[500] },
    busy: { bg: c.amber[50], fg: c.amber[800], dot: c.amber[600] },
    unknown: { bg: c.sand[100], fg: c.sand[700], dot: c.sand[500] },
  },
  staffColour: lightStaff,
  accent: { favorite: c.terracotta[500], rating: c.amber[400] },
  hero: { start: c.sage[100], middle: c.sand[50], end: c.terracotta[100], ink: c.sage[700] },
  shadow: {
    card: '0 1px 2px rgba(79, 66, 48, 0.07), 0 2px 10px rgba(79, 66, 48, 0.06)',
    cardHover: '0 6px 14px rgba(79, 66, 48, 0.10), 0 16px 36px rgba(79, 66, 48, 0.10)',
    popover: '0 10px 28px rgba(79, 66, 48, 0.16)',
  },
};

const spaDark: SemanticColors = {
  mode: 'dark',
  primary: { main: c.teal[300], light: c.teal[200], dark: c.teal[500], contrastText: c.teal[950] },
  secondary: {
    main: c.terracotta[300],
    light: c.terracotta[200],
    dark: c.terracotta[500],
    contrastText: c.charcoal[950],
  },
  success: {
    main: c.green[300],
    light: c.green[100],
    dark: c.green[400],
    contrastText: c.charcoal[950],
  },
  warning: {
    main: c.amber[300],
    light: c.amber[100],
    dark: c.amber[400],
    contrastText: c.charcoal[950],
  },
  error: { main: c.red[300], light: c.red[100], dark: c.red[400], contrastText: c.charcoal[950] },
  info: { main: c.cyan[300], light: '#A8E6F7', dark: c.cyan[600], contrastText: c.charcoal[950] },
  background: { default: c.teal[950], paper: c.charcoal[850] },
  text: { primary: c.sand[100], secondary: c.sand[300], disabled: c.charcoal[600] },
  surface: {
    muted: '#0F2826',
    raised: c.charcoal[800],
    brandSoft: c.teal[800],
    brandSoftText: c.teal[100],
    scrim: 'rgba(11, 34, 32, 0.62)',
    onScrim: c.sand[25],
  },
  border: { subtle: c.charcoal[750], strong: c.charcoal[600] },
  divider: c.charcoal[750],
  focus: { ring: c.teal[300], width: '2px', offset: '2px' },
  shopStatus: {
    open: { bg: c.teal[800], fg: c.teal[100], dot: c.teal[300] },
    closed: { bg: '#4A2418', fg: c.terracotta[100], dot: c.terracotta[300] },
    busy: { bg: '#4A3100', fg: c.amber[100], dot: c.amber[300] },
    unknown: { bg: c.charcoal[750], fg: c.sand[100], dot: c.sand[300] },
  },
  staffColour: darkStaff,
  accent: { favorite: c.terracotta[300], rating: c.amber[300] },
  hero: { start: c.teal[900], middle: c.charcoal[900], end: '#3A2219', ink: c.teal[200] },
  shadow: darkShadow,
};

/** High contrast: near-black/white text, strong borders everywhere, thick focus rings, no shadows. */
function highContrast(scheme: AppColorScheme, colors: SemanticColors): SemanticColors {
  if (colors.mode === 'light') {
    const ink = c.black;
    const primary =
      scheme === 'spa-light'
        ? { main: c.sage[900], light: c.sage[700], dark: '#141C11', contrastText: c.white }
        : { main: c.blue[800], light: c.blue[700], dark: '#0E1A45', contrastText: c.white };
    const secondary =
      scheme === 'spa-light'
        ? {
            main: c.terracotta[700],
            light: c.terracotta[600],
            dark: '#5A2A18',
            contrastText: c.white,
          }
        : { main: c.rose[800], light: c.rose[700], dark: '#4F1224', contrastText: c.white };
    const paper = scheme === 'spa-light' ? '#FFFDF7' : c.white;
    return {
      ...colors,
      primary,
      secondary,
      success: { main: c.green[800], light: c.green[700], dark: '#0B3520', contrastText: c.white },
      warning: { main: c.amber[800], light: c.amber[700], dark: '#402500', contrastText: c.white },
      error: { main: c.red[800], light: c.red[700], dark: '#520E0E', contrastText: c.white },
      info: { main: '#06495C', light: c.cyan[700], dark: '#04323F', contrastText: c.white },
      background: { default: paper, paper },
      text: { primary: ink, secondary: '#1F1F1F', disabled: '#575757' },
      surface: {
        ...colors.surface,
        muted: paper,
        raised: paper,
        brandSoft: paper,
        brandSoftText: ink,
        scrim: 'rgba(0,0,0,0.8)',
      },
      border: { subtle: ink, strong: ink },
      divider: ink,
      focus: { ring: ink, width: '3px', offset: '2px' },
      shopStatus: {
        open: { bg: c.white, fg: '#0B3520', dot: '#0B3520' },
        closed: { bg: c.white, fg: '#520E0E', dot: '#520E0E' },
        busy: { bg: c.white, fg: '#402500', dot: '#402500' },
        unknown: { bg: c.white, fg: ink, dot: ink },
      },
      staffColour: plainStaff(lightStaff, paper),
      accent: { favorite: secondary.main, rating: '#6B4200' },
      hero: { start: paper, middle: paper, end: paper, ink },
      shadow: noShadow,
    };
  }
  const ink = c.white;
  const primary =
    scheme === 'spa-dark'
      ? { main: c.teal[200], light: c.teal[100], dark: c.teal[300], contrastText: c.black }
      : { main: c.blue[200], light: c.blue[100], dark: c.blue[300], contrastText: c.black };
  const secondary =
    scheme === 'spa-dark'
      ? {
          main: c.terracotta[200],
          light: c.terracotta[100],
          dark: c.terracotta[300],
          contrastText: c.black,
        }
      : { main: c.rose[200], light: c.rose[100], dark: c.rose[300], contrastText: c.black };
  return {
    ...colors,
    primary,
    secondary,
    success: { main: c.green[300], light: c.green[100], dark: c.green[400], contrastText: c.black },
    warning: { main: c.yellow[300], light: '#FFF0A8', dark: c.yellow[400], contrastText: c.black },
    error: { main: c.red[300], light: c.red[100], dark: c.red[400], contrastText: c.black },
    info: { main: c.cyan[300], light: '#A8E6F7', dark: c.cyan[300], contrastText: c.black },
    background: { default: c.black, paper: c.black },
    text: { primary: ink, secondary: '#F0F0F0', disabled: '#A6A6A6' },
    surface: {
      ...colors.surface,
      muted: c.black,
      raised: c.black,
      brandSoft: c.black,
      brandSoftText: ink,
      scrim: 'rgba(0,0,0,0.85)',
      onScrim: ink,
    },
    border: { subtle: ink, strong: ink },
    divider: ink,
    focus: { ring: c.yellow[400], width: '3px', offset: '2px' },
    shopStatus: {
      open: { bg: c.black, fg: c.green[300], dot: c.green[300] },
      closed: { bg: c.black, fg: c.red[300], dot: c.red[300] },
      busy: { bg: c.black, fg: c.yellow[300], dot: c.yellow[300] },
      unknown: { bg: c.black, fg: ink, dot: ink },
    },
    staffColour: plainStaff(darkStaff, c.black),
    accent: { favorite: secondary.main, rating: c.yellow[300] },
    hero: { start: c.black, middle: c.black, end: c.black, ink },
    shadow: noShadow,
  };
}

const SCHEMES: Record<AppColorScheme, SemanticColors> = {
  light,
  dark,
  'spa-light': spaLight,
  'spa-dark': spaDark,
};

/** Semantic colours for a scheme, with the high-contrast variant when asked. */
export function semanticColors(
  scheme: AppColorScheme,
  options: { highContrast?: boolean } = {},
): SemanticColors {
  const colors = SCHEMES[scheme];
  return options.highContrast ? highContrast(scheme, colors) : colors;
}
