import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import {
  defaultThemeConfig,
  parseThemeConfig,
  withOsPreferences,
  type ThemeConfig,
  type ThemeMenuChange,
} from '@design-system/theme';
import { osPreferencesAtom, themeConfigAtom, userSetFlagsAtom } from './theme-atoms';

/** The configuration actually applied: the stored one plus OS high-contrast / reduced-motion unless the user chose. */
export function useEffectiveThemeConfig(): ThemeConfig {
  const config = useAtomValue(themeConfigAtom);
  const userSet = useAtomValue(userSetFlagsAtom);
  const os = useAtomValue(osPreferencesAtom);
  return useMemo(() => withOsPreferences(config, os, userSet), [config, os, userSet]);
}

/** Handlers for the header ThemeMenu (and anything else that changes the theme). */
export function useThemeSettings() {
  const config = useEffectiveThemeConfig();
  const setConfig = useSetAtom(themeConfigAtom);
  const [userSet, setUserSet] = useAtom(userSetFlagsAtom);

  const change = useCallback(
    (next: ThemeConfig, what?: ThemeMenuChange) => {
      if (
        what?.kind === 'accessibility' &&
        (what.option === 'highContrast' || what.option === 'reducedMotion')
      ) {
        setUserSet((flags) => ({ ...flags, [what.option]: true }));
      }
      setConfig(next);
    },
    [setConfig, setUserSet],
  );

  const reset = useCallback(() => {
    setUserSet({});
    setConfig(defaultThemeConfig());
  }, [setConfig, setUserSet]);

  /** Import a JSON export; invalid JSON or shape → false and nothing changes. */
  const importConfig = useCallback(
    (text: string): boolean => {
      const parsed = parseThemeConfig(text);
      if (!parsed) return false;
      setUserSet({ highContrast: true, reducedMotion: true });
      setConfig(parsed);
      return true;
    },
    [setConfig, setUserSet],
  );

  return { config, userSet, change, reset, importConfig };
}
