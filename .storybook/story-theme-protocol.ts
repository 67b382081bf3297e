/**
 * What the browser tests (tests/stories-browser) and the preview (story-theme.tsx) agree on to switch a story's
 * theme in place: the channel event, and the mark on <html> that says which theme is on screen. No imports, so the
 * Node side can read it without loading Storybook or MUI.
 */
export const SET_STORY_THEME = 'orabella/set-story-theme';
/** Set on <html> once a theme is on screen: `spa-dark`, `light+highContrast`… (see appliedThemeKey). */
export const APPLIED_THEME_ATTRIBUTE = 'data-story-applied-theme';

export function appliedThemeKey(colorScheme: string, highContrast: boolean): string {
  return highContrast ? `${colorScheme}+highContrast` : colorScheme;
}
