/**
 * Which story runs in which theme, read from the built Storybook's index.json (so the matrix
 * follows the stories without a list to keep up to date).
 *
 * Design-system stories: light, spa-dark and high contrast (light with the highContrast variant).
 * Page-level stories (stories/features/**) and the composite design-system stories (the header
 * composition, the theme overview) take all five modes: they put every token next to another.
 * Light comes first: the story renders in it, and its other themes are switched to in place.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface ThemeCase {
  /** Name in the test title. */
  name: string;
  /** Storybook globals, as iframe.html takes them in the URL (see .storybook/preview.tsx). */
  globals: { theme: string; a11yVariant: 'none' | 'highContrast' };
}

export const THEME_CASES = {
  light: { name: 'light', globals: { theme: 'light', a11yVariant: 'none' } },
  dark: { name: 'dark', globals: { theme: 'dark', a11yVariant: 'none' } },
  spaLight: { name: 'spa-light', globals: { theme: 'spa-light', a11yVariant: 'none' } },
  spaDark: { name: 'spa-dark', globals: { theme: 'spa-dark', a11yVariant: 'none' } },
  highContrast: {
    name: 'high contrast',
    globals: { theme: 'light', a11yVariant: 'highContrast' },
  },
} as const satisfies Record<string, ThemeCase>;

const EVERY_STORY: readonly ThemeCase[] = [
  THEME_CASES.light,
  THEME_CASES.spaDark,
  THEME_CASES.highContrast,
];
const ALL_FIVE: readonly ThemeCase[] = [...EVERY_STORY, THEME_CASES.dark, THEME_CASES.spaLight];

/** Composite design-system stories that count as page-level (many components side by side). */
const COMPOSITE_TITLES = new Set(['Design System/HeaderComposition', 'Design System/Theme']);

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
}

export const STORYBOOK_DIR = path.resolve('storybook-static');

export function readStories(dir = STORYBOOK_DIR): StoryEntry[] {
  const file = path.join(dir, 'index.json');
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: run \`npm run build-storybook\` first.`);
  const index = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    entries: Record<string, StoryEntry & { type: string }>;
  };
  return Object.values(index.entries)
    .filter((e) => e.type === 'story')
    .map(({ id, title, name, importPath }) => ({ id, title, name, importPath }));
}

export function isPageLevel(story: StoryEntry): boolean {
  return story.importPath.startsWith('./stories/features/') || COMPOSITE_TITLES.has(story.title);
}

/** The themes one story is checked in. */
export function themesFor(story: StoryEntry): readonly ThemeCase[] {
  return isPageLevel(story) ? ALL_FIVE : EVERY_STORY;
}

/**
 * `theme:spa-dark;a11yVariant:highContrast;locale:en;a11y.manual:!true`. a11y.manual stops
 * @storybook/addon-a11y from running its own axe pass after every render (its afterEach), which
 * would double the cost of each check; the spec runs axe itself.
 */
export function globalsParam(theme: ThemeCase): string {
  return [
    `theme:${theme.globals.theme}`,
    `a11yVariant:${theme.globals.a11yVariant}`,
    'locale:en',
    'a11y.manual:!true',
  ].join(';');
}
