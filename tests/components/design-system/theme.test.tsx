import { act, render } from '@testing-library/react';
import { getContrastRatio } from '@mui/material/styles';
import { afterEach, describe, expect, it } from 'vitest';
import {
  COLOR_SCHEMES,
  THEME_TRANSITION_ATTRIBUTE,
  createAppTheme,
  defaultThemeConfig,
  semanticColors,
  type ThemeConfig,
} from '@design-system/theme';
import { STAFF_COLOURS } from '@/domain/shop-team';
import { Providers, renderDs } from './render';

describe('semantic colours meet contrast targets', () => {
  for (const highContrast of [false, true]) {
    const min = highContrast ? 7 : 4.5;
    for (const scheme of COLOR_SCHEMES) {
      it(`${scheme}${highContrast ? ' (high contrast)' : ''}: text and controls ≥ ${min}:1`, () => {
        const c = semanticColors(scheme, { highContrast });
        const pairs: [string, string, string][] = [
          ['text.primary / background.default', c.text.primary, c.background.default],
          ['text.primary / background.paper', c.text.primary, c.background.paper],
          ['text.secondary / background.default', c.text.secondary, c.background.default],
          ['text.secondary / background.paper', c.text.secondary, c.background.paper],
          ['text.primary / surface.muted', c.text.primary, c.surface.muted],
          ['text.secondary / surface.muted', c.text.secondary, c.surface.muted],
          ['brandSoftText / brandSoft', c.surface.brandSoftText, c.surface.brandSoft],
          ['primary.contrastText / primary.main', c.primary.contrastText, c.primary.main],
          ['secondary.contrastText / secondary.main', c.secondary.contrastText, c.secondary.main],
          ['primary.main / background.paper (links)', c.primary.main, c.background.paper],
          ['primary.main / background.default (links)', c.primary.main, c.background.default],
          ['error.main / background.paper', c.error.main, c.background.paper],
          ...(['open', 'closed', 'busy', 'unknown'] as const).map(
            (s) =>
              [`shopStatus.${s}`, c.shopStatus[s].fg, c.shopStatus[s].bg] as [
                string,
                string,
                string,
              ],
          ),
        ];
        for (const [name, fg, bg] of pairs) {
          expect(getContrastRatio(fg, bg), name).toBeGreaterThanOrEqual(min);
        }
        // The calendar's staff colours: a name on its tint, and the tint's text on the page; the accent (a
        // header rule, a booking's stripe) stands out from the page (non-text, 3:1).
        for (const colour of STAFF_COLOURS) {
          const token = c.staffColour[colour];
          expect(
            getContrastRatio(token.text, token.soft),
            `staff ${colour}`,
          ).toBeGreaterThanOrEqual(min);
          expect(
            getContrastRatio(token.text, c.background.paper),
            `staff ${colour} text on paper`,
          ).toBeGreaterThanOrEqual(min);
          expect(
            getContrastRatio(token.accent, c.background.paper),
            `staff ${colour} accent`,
          ).toBeGreaterThanOrEqual(3);
        }
        // Non-text: focus ring visible against the page (WCAG 1.4.11, 3:1).
        expect(
          getContrastRatio(c.focus.ring, c.background.default),
          'focus ring',
        ).toBeGreaterThanOrEqual(3);
        // Filled buttons' contrastText for status colours.
        for (const tone of ['success', 'warning', 'error', 'info'] as const) {
          expect(
            getContrastRatio(c[tone].contrastText, c[tone].main),
            `${tone}.contrastText`,
          ).toBeGreaterThanOrEqual(4.5);
        }
      });
    }
  }
  it('high contrast has no subtle borders: borders are the text colour', () => {
    for (const scheme of COLOR_SCHEMES) {
      const c = semanticColors(scheme, { highContrast: true });
      expect(c.border.subtle).toBe(c.text.primary);
      expect(c.divider).toBe(c.text.primary);
    }
  });
});

describe('createAppTheme', () => {
  it('returns one theme with CSS variables on data-theme and four colour schemes', () => {
    const theme = createAppTheme();
    expect(theme.colorSchemeSelector).toBe('data-theme');
    expect(Object.keys(theme.colorSchemes).sort()).toEqual([
      'dark',
      'light',
      'spa-dark',
      'spa-light',
    ]);
    expect(theme.colorSchemes['spa-dark']?.palette.mode).toBe('dark');
    expect(theme.colorSchemes['spa-light']?.palette.mode).toBe('light');
    expect(theme.vars?.palette.primary.main).toMatch(/^var\(--mui-palette-primary-main/);
  });
  it('reduced motion: no transitions, zero durations', () => {
    const theme = createAppTheme({ accessibility: { reducedMotion: true } });
    expect(theme.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(theme.transitions.duration.standard).toBe(0);
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.motion.reducedMotion).toBe('always');
    expect(createAppTheme().transitions.create('opacity')).not.toBe('none');
  });
  it('large text: larger base font size', () => {
    expect(
      createAppTheme({ accessibility: { largeText: true } }).typography.fontSize,
    ).toBeGreaterThan(createAppTheme().typography.fontSize);
  });
  it('builds each accessibility variant once', () => {
    expect(createAppTheme({ accessibility: { highContrast: true } })).toBe(
      createAppTheme({ accessibility: { highContrast: true } }),
    );
    expect(createAppTheme({ accessibility: { highContrast: true } })).not.toBe(createAppTheme());
  });
});

describe('AppThemeProvider', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
    document.documentElement.removeAttribute('data-theme');
  });
  const cfg = (theme: ThemeConfig['theme'], extra: Partial<ThemeConfig> = {}): ThemeConfig => ({
    ...defaultThemeConfig(),
    theme,
    ...extra,
  });

  it.each(['light', 'dark', 'spa-light', 'spa-dark'] as const)(
    'applies %s on <html data-theme>',
    (mode) => {
      renderDs(<p>x</p>, { config: cfg(mode) });
      expect(document.documentElement.getAttribute('data-theme')).toBe(mode);
    },
  );

  it('system follows prefers-color-scheme', () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('dark'),
      media: query,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    renderDs(<p>x</p>, { config: cfg('system') });
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it('switches scheme when the config changes, cross-fading for 300 ms', async () => {
    const view = render(
      <Providers config={cfg('light')}>
        <p>y</p>
      </Providers>,
    );
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    await act(async () => {
      view.rerender(
        <Providers config={cfg('spa-dark')}>
          <p>y</p>
        </Providers>,
      );
    });
    expect(document.documentElement.getAttribute('data-theme')).toBe('spa-dark');
    expect(document.documentElement.hasAttribute(THEME_TRANSITION_ATTRIBUTE)).toBe(true);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 350));
    });
    expect(document.documentElement.hasAttribute(THEME_TRANSITION_ATTRIBUTE)).toBe(false);
  });

  it('no transition attribute when reduced motion is on', async () => {
    const reduced = (theme: ThemeConfig['theme']) =>
      cfg(theme, { accessibility: { highContrast: false, reducedMotion: true, largeText: false } });
    const view = render(
      <Providers config={reduced('light')}>
        <p>z</p>
      </Providers>,
    );
    await act(async () => {
      view.rerender(
        <Providers config={reduced('dark')}>
          <p>z</p>
        </Providers>,
      );
    });
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(document.documentElement.hasAttribute(THEME_TRANSITION_ATTRIBUTE)).toBe(false);
  });

  it('nested providers with different configs do not fight (the inner one wins)', async () => {
    await act(async () => {
      render(
        <Providers config={cfg('light')}>
          <Providers config={cfg('spa-dark')}>
            <p>nested</p>
          </Providers>
        </Providers>,
      );
    });
    expect(document.documentElement.getAttribute('data-theme')).toMatch(/light|spa-dark/);
  });

  it('applies customProperties on :root', () => {
    renderDs(<p>x</p>, {
      config: cfg('light', { customProperties: { '--brand-radius': '14px' } }),
    });
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('\n');
    expect(css).toContain('--brand-radius:14px');
  });
});
