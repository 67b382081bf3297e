/**
 * The theme matrix's in-place theme change (tests/stories-browser). A story renders once, in the
 * theme of the page's globals; the browser tests then emit SET_STORY_THEME on Storybook's channel,
 * and the story's providers take that theme the way the app does when a user picks one in its theme
 * menu: MUI's colour scheme (and, for high contrast, the theme object) changes under the mounted
 * story. Changing Storybook's globals instead would run the story again (loaders, mock data, play
 * function), which costs as much as a fresh render; this costs a re-render of the same tree.
 *
 * The change belongs to one story (its id): the next story starts in the globals' theme again.
 */
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useColorScheme, useTheme } from '@mui/material/styles';
import { addons } from 'storybook/preview-api';
import type { ThemeMode } from '@design-system/theme';
import type { A11yVariant } from './globals';
import { APPLIED_THEME_ATTRIBUTE, appliedThemeKey, SET_STORY_THEME } from './story-theme-protocol';

export interface StoryThemeChange {
  storyId: string;
  theme: ThemeMode;
  a11yVariant: A11yVariant;
}

let current: StoryThemeChange | null = null;
const listeners = new Set<() => void>();

let listening = false;

function subscribe(listener: () => void) {
  // Listened to from the first render on: the preview's channel is set up by then.
  if (!listening) {
    listening = true;
    addons.getChannel().on(SET_STORY_THEME, (change: StoryThemeChange) => {
      current = change;
      listeners.forEach((each) => each());
    });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The theme change emitted for this story, if any. */
export function useStoryThemeChange(storyId: string): StoryThemeChange | null {
  const change = useSyncExternalStore(subscribe, () => current);
  return change?.storyId === storyId ? change : null;
}

/**
 * Inside AppThemeProvider: marks on <html> the colour scheme and contrast MUI has rendered, so a
 * test knows when a theme change has reached the screen.
 */
export function AppliedThemeMarker(): ReactNode {
  const { colorScheme } = useColorScheme();
  const highContrast = useTheme().accessibility?.highContrast ?? false;
  useEffect(() => {
    if (!colorScheme) return;
    document.documentElement.setAttribute(
      APPLIED_THEME_ATTRIBUTE,
      appliedThemeKey(colorScheme, highContrast),
    );
  }, [colorScheme, highContrast]);
  return null;
}
