import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { AppThemeProvider, resolveColorScheme } from '@design-system/theme';
import { lookCookieValue } from '@/domain/first-view';
import { rememberForFirstView } from '@/lib/first-view-cookies';
import { osPreferencesAtom, THEME_KEY, themeSummary } from './theme-atoms';
import { useEffectiveThemeConfig } from './use-theme-settings';

const QUERIES = {
  prefersDark: '(prefers-color-scheme: dark)',
  prefersHighContrast: '(prefers-contrast: more)',
  prefersReducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** Follows the OS colour scheme, contrast and motion preferences live. */
function useOsPreferenceSync() {
  const setOs = useSetAtom(osPreferencesAtom);
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const lists = Object.fromEntries(
      Object.entries(QUERIES).map(([key, query]) => [key, window.matchMedia(query)]),
    ) as Record<keyof typeof QUERIES, MediaQueryList>;
    const update = () =>
      setOs({
        prefersDark: lists.prefersDark.matches,
        prefersHighContrast: lists.prefersHighContrast.matches,
        prefersReducedMotion: lists.prefersReducedMotion.matches,
      });
    update();
    for (const list of Object.values(lists)) list.addEventListener('change', update);
    return () => {
      for (const list of Object.values(lists)) list.removeEventListener('change', update);
    };
  }, [setOs]);
}

/** The design system's theme, fed from the persisted configuration. */
export function AppTheme({ children }: { children: ReactNode }) {
  useOsPreferenceSync();
  const config = useEffectiveThemeConfig();
  const os = useAtomValue(osPreferencesAtom);
  const summary = themeSummary(config, os.prefersDark);
  useEffect(() => {
    try {
      localStorage.setItem(THEME_KEY, summary);
    } catch (error) {
      console.warn('Could not save the theme', error);
    }
  }, [summary]);
  // the server draws its first view of a page in the default look only (src/domain/first-view.ts)
  const look = lookCookieValue({
    scheme: resolveColorScheme(config.theme, os.prefersDark),
    highContrast: config.accessibility.highContrast,
    largeText: config.accessibility.largeText,
    customColours: Object.keys(config.customProperties).length > 0,
  });
  useEffect(() => rememberForFirstView('look', look), [look]);
  return <AppThemeProvider config={config}>{children}</AppThemeProvider>;
}
