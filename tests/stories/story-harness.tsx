/**
 * Shared harness for the portable-story tests: loads every story file under stories/, composes
 * each story with the project's preview annotations (.storybook/preview: IntlProvider +
 * AppThemeProvider decorator, toolbar globals, msw parameters) and renders it once with the
 * given toolbar globals. A story passes when it renders without throwing, without console.error
 * (react-intl reports missing messages there) and without showing a raw message id.
 */
import type { ComponentType } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { composeStories, setProjectAnnotations, type Decorator } from '@storybook/react-vite';
import { notifyManager } from '@tanstack/react-query';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import en from '@/i18n/en.json';
import * as preview from '../../.storybook/preview';
import type { StoryGlobals } from '../../.storybook/globals';

// Tests only: one shared emotion cache in "speedy" mode (insertRule instead of re-parsed <style>
// text), which makes jsdom several times faster at the theme's CSS variables; rendering is unchanged.
const emotionCache = createCache({ key: 'story', speedy: true });
const withEmotionCache: Decorator = (Story) => (
  <CacheProvider value={emotionCache}>
    <Story />
  </CacheProvider>
);

setProjectAnnotations([preview, { decorators: [withEmotionCache] }]);

// TanStack Query hands answers to React in a setTimeout by default; a story's play function may then be inside
// testing-library's waitFor (act environment off) when the answer lands, and React reports the update there.
// A microtask delivers it within the act() that rendered the story, as the stories' own state updates are.
notifyManager.setScheduler(queueMicrotask);

type StoryModule = Parameters<typeof composeStories>[0];
type Composed = ComponentType & {
  parameters?: {
    msw?: { handlers?: Record<string, RequestHandler[]> | RequestHandler[] } | RequestHandler[];
  };
  play?: (context: { canvasElement: HTMLElement }) => Promise<void> | void;
};

export const storyModules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', {
  eager: true,
});

/** Namespaces of the shared catalogs: a visible "namespace.key" means a message id leaked through. */
const NAMESPACES = Array.from(new Set(Object.keys(en).map((k) => k.split('.')[0]))).filter(Boolean);
const RAW_ID = new RegExp(`(^|[^\\w/.@-])(${NAMESPACES.join('|')})\\.[A-Za-z_][\\w.-]*`);

export function leakedMessageIds(): string[] {
  // Text node by text node: the body's whole textContent glues neighbouring elements together, so a sentence
  // ending in "profile." followed by one starting "Where" would read as the id "profile.Where".
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.textContent) texts.push(node.textContent);
  for (const el of Array.from(
    document.body.querySelectorAll('[aria-label],[title],[placeholder],[alt],[aria-valuetext]'),
  )) {
    for (const attr of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext']) {
      const v = el.getAttribute(attr);
      if (v) texts.push(v);
    }
  }
  return texts.map((t) => t.match(RAW_ID)?.[0]?.trim()).filter((t): t is string => Boolean(t));
}

function handlersOf(story: Composed): RequestHandler[] {
  const msw = story.parameters?.msw;
  if (!msw) return [];
  if (Array.isArray(msw)) return msw;
  const h = msw.handlers;
  if (!h) return [];
  return Array.isArray(h) ? h : Object.values(h).flat();
}

/** jsdom has no matchMedia (useMediaQuery, the "system" theme): give it one that prefers dark. */
function installMatchMedia() {
  const original = window.matchMedia;
  beforeAll(() => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('dark'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
  });
  afterAll(() => {
    window.matchMedia = original;
  });
}

export function describeAllStories(globals: StoryGlobals) {
  installMatchMedia();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('finds the story files', () => {
    expect(Object.keys(storyModules).length).toBeGreaterThan(0);
  });

  const label = `${globals.theme} · ${globals.locale} · ${globals.a11yVariant}`;
  for (const [path, mod] of Object.entries(storyModules)) {
    describe(path.replace('../../stories/', ''), () => {
      const stories = composeStories(mod, { initialGlobals: { ...globals } }) as Record<
        string,
        Composed
      >;
      for (const [name, Story] of Object.entries(stories)) {
        it(`${name} — ${label}`, async () => {
          server.use(...handlersOf(Story));
          const errors: string[] = [];
          vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
            errors.push(args.map(String).join(' ').slice(0, 500));
          });

          let container: HTMLElement | undefined;
          await act(async () => {
            container = render(<Story />).container;
          });
          if (Story.play && container) {
            const canvasElement = container;
            await act(async () => {
              await Story.play?.({ canvasElement });
            });
          }

          expect(
            (container?.childNodes.length ?? 0) + document.body.children.length,
            'rendered something',
          ).toBeGreaterThan(1);
          expect(leakedMessageIds(), 'raw message ids shown').toEqual([]);
          expect(errors, 'console.error calls').toEqual([]);
          cleanup();
        });
      }
    });
  }
}
