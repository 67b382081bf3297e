import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME_CONFIG,
  THEME_CYCLE,
  cycleTheme,
  defaultThemeConfig,
  isDarkMode,
  parseThemeConfig,
  resolveColorScheme,
  serializeThemeConfig,
  themeTransitionMs,
  toggleTheme,
  withOsPreferences,
  type ThemeConfig,
} from '@design-system/theme';
import { THEME_TRANSITION_MS } from '@/domain/constants';

describe('defaults and reset', () => {
  it('defaults to light, transitions on, all accessibility off', () => {
    expect(DEFAULT_THEME_CONFIG).toEqual({
      theme: 'light',
      customProperties: {},
      transitions: true,
      accessibility: { highContrast: false, reducedMotion: false, largeText: false },
    });
  });
  it('reset returns a fresh, independent copy of the defaults', () => {
    const a = defaultThemeConfig();
    a.accessibility.highContrast = true;
    a.customProperties['--x'] = '1';
    expect(defaultThemeConfig()).toEqual(DEFAULT_THEME_CONFIG);
  });
});

describe('cycle and toggle', () => {
  it('cycles light → dark → spa-light → spa-dark → system → light', () => {
    expect(THEME_CYCLE).toEqual(['light', 'dark', 'spa-light', 'spa-dark', 'system']);
    const seen = [cycleTheme('light')];
    for (let i = 0; i < 4; i++) seen.push(cycleTheme(seen[seen.length - 1]!));
    expect(seen).toEqual(['dark', 'spa-light', 'spa-dark', 'system', 'light']);
  });
  it('toggles light ↔ dark; spa themes go to the opposite plain theme; system flips what the OS shows', () => {
    expect(toggleTheme('light')).toBe('dark');
    expect(toggleTheme('dark')).toBe('light');
    expect(toggleTheme('spa-light')).toBe('dark');
    expect(toggleTheme('spa-dark')).toBe('light');
    expect(toggleTheme('system', true)).toBe('light');
    expect(toggleTheme('system', false)).toBe('dark');
  });
  it('resolves the rendered scheme', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
    expect(resolveColorScheme('spa-dark')).toBe('spa-dark');
    expect(isDarkMode('spa-dark')).toBe(true);
    expect(isDarkMode('spa-light')).toBe(false);
  });
});

describe('parse and serialize', () => {
  it('round-trips', () => {
    const config: ThemeConfig = {
      theme: 'spa-dark',
      customProperties: { '--brand-radius': '14px' },
      transitions: false,
      accessibility: { highContrast: true, reducedMotion: false, largeText: true },
    };
    expect(parseThemeConfig(serializeThemeConfig(config))).toEqual(config);
  });
  it('returns null for invalid JSON', () => {
    expect(parseThemeConfig('{not json')).toBeNull();
    expect(parseThemeConfig('')).toBeNull();
  });
  it('returns null for the wrong shape', () => {
    expect(parseThemeConfig('null')).toBeNull();
    expect(parseThemeConfig('[]')).toBeNull();
    expect(parseThemeConfig('"light"')).toBeNull();
    expect(parseThemeConfig('{}')).toBeNull();
    expect(parseThemeConfig('{"theme":"purple"}')).toBeNull();
    expect(parseThemeConfig('{"theme":"dark","transitions":"yes"}')).toBeNull();
    expect(parseThemeConfig('{"theme":"dark","accessibility":{"highContrast":1}}')).toBeNull();
    expect(parseThemeConfig('{"theme":"dark","accessibility":[]}')).toBeNull();
    expect(parseThemeConfig('{"theme":"dark","customProperties":{"color":"red"}}')).toBeNull();
    expect(
      parseThemeConfig('{"theme":"dark","customProperties":{"--x":"red;} body{display:none"}}'),
    ).toBeNull();
    expect(parseThemeConfig('{"theme":"dark","customProperties":{"--x":3}}')).toBeNull();
  });
  it('fills missing optional parts with defaults and drops unknown keys', () => {
    expect(
      parseThemeConfig('{"theme":"system","extra":1,"accessibility":{"largeText":true}}'),
    ).toEqual({
      theme: 'system',
      customProperties: {},
      transitions: true,
      accessibility: { highContrast: false, reducedMotion: false, largeText: true },
    });
  });
});

describe('OS preferences (spec 01 §4)', () => {
  const base = defaultThemeConfig();
  it('switches high contrast and reduced motion on when the system asks and the user has not set them', () => {
    const next = withOsPreferences(base, { prefersHighContrast: true, prefersReducedMotion: true });
    expect(next.accessibility).toEqual({
      highContrast: true,
      reducedMotion: true,
      largeText: false,
    });
  });
  it('keeps what the user set', () => {
    const next = withOsPreferences(
      base,
      { prefersHighContrast: true, prefersReducedMotion: true },
      { highContrast: true, reducedMotion: true },
    );
    expect(next.accessibility.highContrast).toBe(false);
    expect(next.accessibility.reducedMotion).toBe(false);
  });
  it('treats each flag on its own', () => {
    const next = withOsPreferences(
      base,
      { prefersHighContrast: true, prefersReducedMotion: true },
      { reducedMotion: true },
    );
    expect(next.accessibility).toEqual({
      highContrast: true,
      reducedMotion: false,
      largeText: false,
    });
  });
  it('never switches an option off because the OS does not ask for it', () => {
    const on = {
      ...base,
      accessibility: { ...base.accessibility, highContrast: true, reducedMotion: true },
    };
    expect(withOsPreferences(on, { prefersHighContrast: false, prefersReducedMotion: false })).toBe(
      on,
    );
  });
  it('returns the same object when nothing changes', () => {
    expect(
      withOsPreferences(base, { prefersHighContrast: false, prefersReducedMotion: false }),
    ).toBe(base);
  });
});

describe('transition duration', () => {
  it('is 300 ms, or 0 with transitions off or reduced motion', () => {
    const c = defaultThemeConfig();
    expect(themeTransitionMs(c, THEME_TRANSITION_MS)).toBe(300);
    expect(themeTransitionMs({ ...c, transitions: false }, THEME_TRANSITION_MS)).toBe(0);
    expect(
      themeTransitionMs(
        { ...c, accessibility: { ...c.accessibility, reducedMotion: true } },
        THEME_TRANSITION_MS,
      ),
    ).toBe(0);
  });
});
