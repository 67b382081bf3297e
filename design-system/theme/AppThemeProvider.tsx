import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { THEME_TRANSITION_MS } from '@/domain/constants';
import { createAppTheme } from './create-app-theme';
import {
  themeTransitionMs,
  type AppColorScheme,
  type ThemeConfig,
  type ThemeMode,
} from './theme-config';

export interface AppThemeProviderProps {
  config: ThemeConfig;
  children?: ReactNode;
  /** Element that receives `data-theme` (default document.documentElement). */
  colorSchemeNode?: Element | null;
}

/** Attribute set on <html> for THEME_TRANSITION_MS while the colours cross-fade. */
export const THEME_TRANSITION_ATTRIBUTE = 'data-theme-transition';

type MuiMode = 'light' | 'dark' | 'system';

interface SchemeTarget {
  mode: MuiMode;
  light: Extract<AppColorScheme, 'light' | 'spa-light'>;
  dark: Extract<AppColorScheme, 'dark' | 'spa-dark'>;
}

/** How a ThemeMode maps onto MUI's mode + light/dark colour scheme pair. */
export function schemeTarget(theme: ThemeMode): SchemeTarget {
  switch (theme) {
    case 'dark':
      return { mode: 'dark', light: 'light', dark: 'dark' };
    case 'spa-light':
      return { mode: 'light', light: 'spa-light', dark: 'dark' };
    case 'spa-dark':
      return { mode: 'dark', light: 'light', dark: 'spa-dark' };
    case 'system':
      return { mode: 'system', light: 'light', dark: 'dark' };
    case 'light':
    default:
      return { mode: 'light', light: 'light', dark: 'dark' };
  }
}

const noop = () => {};

/**
 * A read-only "storage" for MUI's colour-scheme state, answering from the config:
 * the first render already shows the right scheme, and nothing is written to localStorage
 * (the app owns persistence under `theme-config`).
 */
function configStorageManager(target: SchemeTarget) {
  return ({ key }: { key: string }) => ({
    get: (defaultValue: unknown) => {
      if (key.endsWith('-light')) return target.light;
      if (key.endsWith('-dark')) return target.dark;
      if (key === 'mode' || key.endsWith('mode')) return target.mode;
      return defaultValue;
    },
    set: noop,
    subscribe: () => noop,
  });
}

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Keeps MUI's colour-scheme state in step with the config (props in). */
function ColorSchemeSync({ theme, transitionMs }: { theme: ThemeMode; transitionMs: number }) {
  const { mode, lightColorScheme, darkColorScheme, colorScheme, setMode, setColorScheme } =
    useColorScheme();
  const target = schemeTarget(theme);

  useIsoLayoutEffect(() => {
    if (lightColorScheme !== target.light || darkColorScheme !== target.dark) {
      setColorScheme({ light: target.light, dark: target.dark });
    }
    if (mode !== target.mode) setMode(target.mode);
  }, [
    target.mode,
    target.light,
    target.dark,
    mode,
    lightColorScheme,
    darkColorScheme,
    setMode,
    setColorScheme,
  ]);

  // Cross-fade colours for THEME_TRANSITION_MS when the rendered scheme changes (not on first render).
  const previous = useRef(colorScheme);
  useEffect(() => {
    const before = previous.current;
    previous.current = colorScheme;
    if (!before || before === colorScheme || transitionMs <= 0 || typeof document === 'undefined')
      return undefined;
    const root = document.documentElement;
    root.setAttribute(THEME_TRANSITION_ATTRIBUTE, '');
    const timer = setTimeout(() => root.removeAttribute(THEME_TRANSITION_ATTRIBUTE), transitionMs);
    return () => {
      clearTimeout(timer);
      root.removeAttribute(THEME_TRANSITION_ATTRIBUTE);
    };
  }, [colorScheme, transitionMs]);

  return null;
}

const CSS_PROPERTY_NAME = /^--[A-Za-z0-9_-]+$/;

/**
 * Props-in theme root: MUI ThemeProvider (CSS variables, four colour schemes on `data-theme`) +
 * CssBaseline, the colour scheme from `config.theme` ('system' follows prefers-color-scheme live),
 * accessibility variants, `customProperties` on :root, and the 300 ms theme transition
 * (none when transitions are off or motion is reduced).
 */
export function AppThemeProvider({ config, children, colorSchemeNode }: AppThemeProviderProps) {
  const { highContrast, reducedMotion, largeText } = config.accessibility;
  const theme = useMemo(
    () => createAppTheme({ accessibility: { highContrast, reducedMotion, largeText } }),
    [highContrast, reducedMotion, largeText],
  );
  const [storageManager] = useState(() => configStorageManager(schemeTarget(config.theme)));
  const transitionMs = themeTransitionMs(config, THEME_TRANSITION_MS);

  const customProperties = useMemo(() => {
    const entries = Object.entries(config.customProperties ?? {}).filter(
      ([key, value]) =>
        CSS_PROPERTY_NAME.test(key) && typeof value === 'string' && !/[;{}<>]/.test(value),
    );
    return entries.length ? { ':root': Object.fromEntries(entries) } : null;
  }, [config.customProperties]);

  return (
    <ThemeProvider
      theme={theme}
      defaultMode={schemeTarget(config.theme).mode}
      storageManager={storageManager}
      noSsr
      // A nested AppThemeProvider (e.g. an app page inside a Storybook decorator) keeps its own state.
      disableNestedContext
      {...(colorSchemeNode ? { colorSchemeNode } : {})}
    >
      <CssBaseline enableColorScheme />
      {customProperties ? <GlobalStyles styles={customProperties} /> : null}
      {transitionMs > 0 ? (
        <GlobalStyles
          styles={{
            [`[${THEME_TRANSITION_ATTRIBUTE}] *, [${THEME_TRANSITION_ATTRIBUTE}] *::before, [${THEME_TRANSITION_ATTRIBUTE}] *::after`]:
              {
                transitionProperty:
                  'background-color, color, border-color, fill, stroke, box-shadow !important',
                transitionDuration: `${transitionMs}ms !important`,
                transitionTimingFunction: 'ease !important',
              },
          }}
        />
      ) : null}
      <ColorSchemeSync theme={config.theme} transitionMs={transitionMs} />
      {children}
    </ThemeProvider>
  );
}
