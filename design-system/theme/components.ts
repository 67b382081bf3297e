/**
 * Design tokens, layer 3: component tokens and MUI component overrides.
 * Colours come only from the semantic palette through CSS variables (theme.vars), so one override
 * works in every colour scheme; no override branches on palette mode.
 */
import type { Components, Theme } from '@mui/material/styles';
import { base } from './tokens';
import type { AccessibilityOptions } from './theme-config';

export const componentTokens = {
  button: { radius: base.radius.pill, paddingX: 20, minHeight: 40, fontWeight: 600 },
  card: { radius: base.radius.lg, mediaAspect: '16 / 10' },
  chip: { radius: base.radius.pill },
  input: { radius: base.radius.md },
  menu: { radius: base.radius.md, minWidth: 220 },
  dialog: { radius: base.radius.xl },
  toast: { radius: base.radius.md, width: 380 },
} as const;

type V = Theme['vars'] & object;
/** CSS-variable palette (falls back to the plain palette when variables are off). */
export const pal = (theme: Theme) => ((theme.vars as V | undefined) ?? theme).palette;

export function focusRing(theme: Theme, a: AccessibilityOptions) {
  const width = a.highContrast ? '3px' : '2px';
  return {
    outline: `${width} solid ${pal(theme).focus.ring}`,
    outlineOffset: '2px',
  } as const;
}

/** Global styles (CssBaseline overrides), computed once the theme and its CSS variables exist. */
export function globalStyles(theme: Theme, a: AccessibilityOptions) {
  return {
    html: {
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
      textSizeAdjust: '100%',
    },
    body: { textRendering: 'optimizeLegibility' },
    '::selection': { background: pal(theme).primary.main, color: pal(theme).primary.contrastText },
    ':focus-visible': focusRing(theme, a),
    // Respect the user's choice even where MUI's own motion support does not reach.
    ...(a.reducedMotion
      ? {
          '*, *::before, *::after': {
            animationDuration: '0s !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0s !important',
            scrollBehavior: 'auto !important',
          },
        }
      : {}),
  };
}

export function createComponents(a: AccessibilityOptions): Components<Theme> {
  const hc = a.highContrast;
  return {
    MuiButtonBase: {
      defaultProps: { disableRipple: a.reducedMotion },
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-focusVisible': focusRing(theme, a) }),
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: ({ theme }) => ({
          textTransform: 'none',
          fontWeight: componentTokens.button.fontWeight,
          borderRadius: componentTokens.button.radius,
          minHeight: componentTokens.button.minHeight,
          paddingInline: componentTokens.button.paddingX,
          letterSpacing: 0,
          ...(hc ? { textDecoration: 'underline', textUnderlineOffset: '3px' } : {}),
          '&.Mui-focusVisible': focusRing(theme, a),
        }),
        outlined: ({ theme }) => ({
          borderWidth: hc ? 2 : 1,
          borderColor: hc ? 'currentColor' : pal(theme).border.strong,
          '&:hover': { borderWidth: hc ? 2 : 1 },
        }),
        sizeSmall: { minHeight: 32, paddingInline: 14 },
        sizeLarge: { minHeight: 48, paddingInline: 28, fontSize: '1rem' },
      },
    },
    MuiIconButton: {
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-focusVisible': focusRing(theme, a) }),
      },
    },
    MuiPaper: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: { backgroundImage: 'none' },
        outlined: ({ theme }) => ({
          borderColor: pal(theme).border.subtle,
          borderWidth: hc ? 2 : 1,
        }),
      },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: componentTokens.card.radius,
          border: `${hc ? 2 : 1}px solid ${pal(theme).border.subtle}`,
          boxShadow: pal(theme).shadow.card,
          backgroundColor: pal(theme).background.paper,
        }),
      },
    },
    MuiChip: {
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: componentTokens.chip.radius,
          fontWeight: 500,
          ...(hc ? { border: `2px solid ${pal(theme).text.primary}` } : {}),
          '&.Mui-focusVisible': focusRing(theme, a),
        }),
        outlined: ({ theme }) => ({
          borderColor: hc ? pal(theme).text.primary : pal(theme).border.subtle,
        }),
      },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: componentTokens.input.radius,
          backgroundColor: pal(theme).background.paper,
          '& .MuiOutlinedInput-notchedOutline': {
            borderColor: hc ? pal(theme).text.primary : pal(theme).border.strong,
            borderWidth: hc ? 2 : 1,
          },
          '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: pal(theme).text.primary },
          '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderWidth: hc ? 3 : 2 },
        }),
      },
    },
    // A disabled field's own value and placeholder keep the disabled colour (inactive components
    // are exempt from WCAG 1.4.3), but its group label and helper text are still text to read
    // (what the field is, the password rules while a form is sending): text.disabled is under 3:1
    // on paper in every scheme, so they stay in text.secondary (axe, colour contrast, in Chromium).
    MuiFormLabel: {
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-disabled': { color: pal(theme).text.secondary } }),
      },
    },
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-disabled:not(.Mui-error)': { color: pal(theme).text.secondary },
        }),
      },
    },
    MuiMenu: {
      styleOverrides: {
        paper: ({ theme }) => ({
          borderRadius: componentTokens.menu.radius,
          minWidth: componentTokens.menu.minWidth,
          border: `${hc ? 2 : 1}px solid ${pal(theme).border.subtle}`,
          boxShadow: pal(theme).shadow.popover,
          backgroundColor: pal(theme).surface.raised,
        }),
      },
    },
    MuiPopover: {
      styleOverrides: {
        paper: ({ theme }) => ({
          borderRadius: componentTokens.menu.radius,
          border: `${hc ? 2 : 1}px solid ${pal(theme).border.subtle}`,
          boxShadow: pal(theme).shadow.popover,
          backgroundColor: pal(theme).surface.raised,
        }),
      },
    },
    MuiMenuItem: {
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: base.radius.sm,
          marginInline: 6,
          minHeight: 40,
          '&.Mui-focusVisible': { ...focusRing(theme, a), outlineOffset: '-2px' },
          '&.Mui-selected': {
            backgroundColor: pal(theme).surface.brandSoft,
            color: pal(theme).surface.brandSoftText,
          },
        }),
      },
    },
    MuiDialog: {
      styleOverrides: {
        paper: ({ theme }) => ({
          borderRadius: componentTokens.dialog.radius,
          border: hc ? `2px solid ${pal(theme).text.primary}` : 'none',
          boxShadow: pal(theme).shadow.popover,
        }),
      },
    },
    MuiLink: {
      defaultProps: { underline: hc ? 'always' : 'hover' },
      styleOverrides: {
        root: ({ theme }) => ({
          fontWeight: 500,
          textUnderlineOffset: '3px',
          borderRadius: 4,
          '&:focus-visible': focusRing(theme, a),
        }),
      },
    },
    MuiSwitch: {
      styleOverrides: {
        root: ({ theme }) => ({ '& .Mui-focusVisible + .MuiSwitch-track': focusRing(theme, a) }),
      },
    },
    MuiTooltip: {
      defaultProps: { arrow: true },
      styleOverrides: {
        tooltip: ({ theme }) => ({
          backgroundColor: pal(theme).text.primary,
          color: pal(theme).background.paper,
          fontSize: '0.8125rem',
          borderRadius: base.radius.sm,
        }),
        arrow: ({ theme }) => ({ color: pal(theme).text.primary }),
      },
    },
    MuiSkeleton: {
      defaultProps: { animation: a.reducedMotion ? false : 'wave' },
      styleOverrides: { root: ({ theme }) => ({ backgroundColor: pal(theme).surface.muted }) },
    },
    MuiLinearProgress: {
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: 999,
          height: 8,
          backgroundColor: pal(theme).surface.muted,
          ...(hc ? { border: `1px solid ${pal(theme).text.primary}` } : {}),
        }),
        bar: { borderRadius: 999 },
      },
    },
    MuiToggleButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          textTransform: 'none',
          fontWeight: 600,
          borderColor: hc ? pal(theme).text.primary : pal(theme).border.subtle,
          '&.Mui-selected': {
            backgroundColor: pal(theme).primary.main,
            color: pal(theme).primary.contrastText,
            '&:hover': { backgroundColor: pal(theme).primary.dark },
          },
          '&.Mui-focusVisible': { ...focusRing(theme, a), zIndex: 1 },
        }),
      },
    },
    MuiDivider: {
      styleOverrides: {
        root: ({ theme }) => ({
          borderColor: pal(theme).divider,
          ...(hc ? { borderBottomWidth: 2 } : {}),
        }),
      },
    },
  };
}
