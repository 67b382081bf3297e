export * from './theme-config';
export { createAppTheme, COLOR_SCHEME_ATTRIBUTE, type AppThemeOptions } from './create-app-theme';
export {
  AppThemeProvider,
  schemeTarget,
  THEME_TRANSITION_ATTRIBUTE,
  type AppThemeProviderProps,
} from './AppThemeProvider';
export { semanticColors, type SemanticColors } from './semantic';
export { componentTokens } from './components';
export type { AppPaletteTokens } from './augment';
