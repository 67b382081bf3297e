/**
 * Which story runs in which theme, read from the built Storybook's index.json (so the matrix
 * follows the stories without a list to keep up to date).
 *
 * Design-system stories: light, spa-dark and high contrast (light with the highContrast variant).
 * Feature stories (stories/features/**): light, high contrast and one of the three dark-or-spa modes,
 * taken in turn by the story's id, so each of those modes is checked on a third of the screens (over
 * a hundred each) while the CI budget holds: all five on every screen was 40% of the Playwright time.
 * The composite stories (the header composition, the theme overview) get all five modes: they put
 * every token next to another.
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
/** the modes a feature story takes one of, in turn */
const IN_TURN: readonly ThemeCase[] = [THEME_CASES.spaDark, THEME_CASES.dark, THEME_CASES.spaLight];
const ALL_FIVE: readonly ThemeCase[] = [...EVERY_STORY, THEME_CASES.dark, THEME_CASES.spaLight];

/** A stable number from a story id (the same story always takes the same mode). */
function turnOf(id: string): number {
  let sum = 0;
  for (const char of id) sum = (sum * 31 + char.charCodeAt(0)) >>> 0;
  return sum % IN_TURN.length;
}

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
  if (COMPOSITE_TITLES.has(story.title)) return ALL_FIVE;
  if (!isPageLevel(story)) return EVERY_STORY;
  return [THEME_CASES.light, THEME_CASES.highContrast, IN_TURN[turnOf(story.id)]!];
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
