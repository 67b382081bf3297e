/**
 * Drives the built Storybook's preview (iframe.html) in real Chromium: one browser context and one
 * page per worker, loaded once; every later story is switched to by id over Storybook's channel
 * (`setCurrentStory`), so a story costs its own render, not a reload of the preview bundle. A story
 * renders once, in light; its other themes are switched to in place (SET_STORY_THEME, see
 * .storybook/story-theme.tsx), as the app switches when a user picks a theme: the mounted story
 * re-renders in the new colours without running its loaders, mock data or play function again.
 */
import { test as base, type Browser, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import axe, { type AxeResults, type Result } from 'axe-core';
import {
  APPLIED_THEME_ATTRIBUTE,
  appliedThemeKey,
  SET_STORY_THEME,
} from '../../.storybook/story-theme-protocol';
import { globalsParam, THEME_CASES, type ThemeCase } from './story-matrix';

/** WCAG 2.0 and 2.1, A and AA (color-contrast included). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const FAILING_IMPACTS = new Set(['serious', 'critical']);
/**
 * The axe rules of those tags about colour (axe's `cat.color`: color-contrast, link-in-text-block). A theme changes
 * colours only, so every other rule (names, roles, labels, structure) reads the same DOM in every theme: it runs
 * once per story, in its first theme, and the story's other themes run these (about 45% of a whole axe run).
 */
export const COLOUR_RULES = axe
  .getRules(AXE_TAGS)
  .filter((rule) => rule.tags.includes('cat.color'))
  .map((rule) => rule.ruleId);
/** 'all': the first theme of a story; 'colour': its other themes (see COLOUR_RULES) */
export type AxeRules = 'all' | 'colour';

declare global {
  interface Window {
    __storyNet?: { pendingSince(): number | null };
  }
}

/**
 * Counts the page's fetches in flight (ky → fetch → MSW's service worker), so "settled" can mean
 * "no data still on its way". Installed before any page script runs.
 */
function trackFetches() {
  const pending = new Map<number, number>();
  let next = 0;
  const original = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof fetch>) => {
    const key = next++;
    pending.set(key, performance.now());
    const done = () => pending.delete(key);
    const request = original(...args);
    request.then(done, done);
    return request;
  };
  window.__storyNet = {
    pendingSince: () => (pending.size ? Math.min(...pending.values()) : null),
  };
}

async function defaultUserAgent(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  const userAgent = await page.evaluate(() => navigator.userAgent);
  await page.close();
  return userAgent;
}

/** How a story ended in the preview: rendered, or Storybook's own error / missing screen. */
async function waitForStory(page: Page, id: string): Promise<string | null> {
  const outcome = await page.waitForFunction(
    (storyId) => {
      const body = document.body.classList;
      if (body.contains('sb-show-errordisplay'))
        return `story error: ${document.querySelector('#error-message')?.textContent ?? ''}`;
      if (body.contains('sb-show-nopreview')) return 'story missing';
      const render = (
        window as unknown as {
          __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
        }
      ).__STORYBOOK_PREVIEW__?.currentRender;
      // "finished" comes after render, play function and Storybook's own wait for animations.
      return render?.id === storyId && render.phase === 'finished' ? 'ok' : false;
    },
    id,
    { polling: 'raf' },
  );
  const value = (await outcome.jsonValue()) as string;
  return value === 'ok' ? null : value;
}

/**
 * After the render: web fonts loaded, no fetch in flight (data from MSW arrives 100-400 ms after
 * the render), and no finite animation or transition running, checked again after each wait until
 * all three hold in the same frame. In test-runner mode Storybook already stops animations at
 * their end, so the last check is a safety net for anything that starts later with the data.
 * A request pending for over 1 s is a story's deliberate `delay('infinite')` (its loading state):
 * that state is the one to check. Infinite animations (spinners, skeleton waves) never end and
 * carry no text, so they are not waited for.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
    const LONG_POLL_MS = 1000;
    for (let round = 0; round < 200; round++) {
      await document.fonts.ready;
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
        );
      const since = window.__storyNet?.pendingSince() ?? null;
      const waitingForData = since !== null && performance.now() - since < LONG_POLL_MS;
      if (!running.length && !waitingForData && document.fonts.status === 'loaded') return;
      if (running.length) await Promise.allSettled(running.map((a) => a.finished));
      else if (waitingForData) await new Promise((r) => setTimeout(r, 50));
    }
  });
}

/**
 * axe through AxeBuilder in legacy mode (axe.run in the page; the stories have no cross-origin
 * frames). AxeBuilder evaluates the whole axe-core source (~550 KB) twice per analyze(): ~300 ms
 * of a ~400 ms check here. The source is evaluated once per page; later runs hand AxeBuilder a
 * no-op source, and the page's axe (same axe-core package, same version) does the work.
 */
async function runAxe(page: Page, rules: AxeRules): Promise<AxeResults> {
  const loaded = await page.evaluate(() => 'axe' in window);
  const builder = new AxeBuilder(loaded ? { page, axeSource: 'void 0' } : { page });
  // resultTypes: node details for violations only (passes are counted, not described): cheaper.
  builder.setLegacyMode(true).options({ resultTypes: ['violations'] });
  // withRules and withTags each replace axe's runOnly: the colour rules are both in AXE_TAGS
  if (rules === 'colour') builder.withRules(COLOUR_RULES);
  else builder.withTags(AXE_TAGS);
  return builder.analyze();
}

/**
 * Real findings in code outside the design system, each with its owner's fix, kept narrow (one
 * story, one rule, one node): reported on the test as an annotation instead of failing it, so the
 * rest of the story is still checked. Remove an entry once its fix lands.
 */
const KNOWN_FINDINGS: { story: RegExp; rule: string; target: string; fix: string }[] = [];

/** Splits a story's violations into the ones that fail it and the known ones (see above). */
export function withoutKnown(storyId: string, violations: Result[]) {
  const known: string[] = [];
  const rest = violations.flatMap((v) => {
    const entry = KNOWN_FINDINGS.find((k) => k.story.test(storyId) && k.rule === v.id);
    if (!entry) return [v];
    const nodes = v.nodes.filter((n) => n.target.join(' ') !== entry.target);
    if (nodes.length < v.nodes.length) known.push(`${v.id} on ${entry.target}; fix: ${entry.fix}`);
    return nodes.length ? [{ ...v, nodes }] : [];
  });
  return { violations: rest, known };
}

export function describeViolations(violations: Result[]): string[] {
  return violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 6)
        .map(
          (n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, ' ')}`,
        )
        .join('\n');
      const more = v.nodes.length > 6 ? `\n    … and ${v.nodes.length - 6} more` : '';
      return `${v.id} (${v.impact}, ${v.nodes.length} nodes): ${v.help}\n${nodes}${more}`;
    });
}

export interface StoryPage {
  /** Shows a story in the page's own theme (light): null once it has rendered, else Storybook's error. */
  show(storyId: string): Promise<string | null>;
  /** Puts the shown story in a theme (in place, see .storybook/story-theme.tsx), lets it settle, runs axe. */
  check(theme: ThemeCase, rules: AxeRules): Promise<Result[]>;
  /** Close the page (after a timeout) so the next story starts from a fresh load. */
  drop(): Promise<void>;
}

/** Sends an event on the preview's Storybook channel, as its manager would. */
async function emit(page: Page, event: string, data: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    ([name, payload]) => {
      const channel = (
        window as unknown as {
          __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, data: unknown): void };
        }
      ).__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit(name, payload);
    },
    [event, data] as const,
  );
}

/** The theme every story first renders in: the page's globals. */
const PAGE_THEME = THEME_CASES.light;

const themeKey = (theme: ThemeCase) =>
  appliedThemeKey(theme.globals.theme, theme.globals.a11yVariant === 'highContrast');

export const test = base.extend<object, { storyPage: StoryPage }>({
  storyPage: [
    async ({ browser }, use) => {
      const baseURL = `http://127.0.0.1:${process.env.STORIES_PORT}`;
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 1280, height: 800 },
        // Storybook's own test-runner signature: the preview then ends CSS animations at their
        // last frame and turns transitions off for each story (pauseAnimations) instead of
        // waiting for them, so axe sees every story in its final, settled colours at once.
        userAgent: `${await defaultUserAgent(browser)} StorybookTestRunner`,
      });
      await context.addInitScript(trackFetches);
      let page: Page | null = null;
      let story: { id: string; theme: ThemeCase } | null = null;

      await use({
        async show(storyId) {
          const t0 = Date.now();
          if (page) {
            await emit(page, 'setCurrentStory', { storyId, viewMode: 'story' });
          } else {
            page = await context.newPage();
            const query = `id=${encodeURIComponent(storyId)}&viewMode=story&globals=${globalsParam(PAGE_THEME)}`;
            await page.goto(`/iframe.html?${query}`);
          }
          const error = await waitForStory(page, storyId);
          if (process.env.STORY_TIMING) console.log(`TIMING ${storyId} render=${Date.now() - t0}`);
          if (error) {
            // Storybook's error screen stays up: the next story loads a fresh page.
            await page.close();
            page = null;
            story = null;
            return error;
          }
          story = { id: storyId, theme: PAGE_THEME };
          return null;
        },
        async check(theme, rules) {
          if (!page || !story) throw new Error('check() needs a story shown without error');
          const t0 = Date.now();
          if (story.theme !== theme) {
            const { theme: mode, a11yVariant } = theme.globals;
            await emit(page, SET_STORY_THEME, { storyId: story.id, theme: mode, a11yVariant });
            story.theme = theme;
          }
          await page.waitForFunction(
            ([attribute, key]) => document.documentElement.getAttribute(attribute) === key,
            [APPLIED_THEME_ATTRIBUTE, themeKey(theme)] as const,
            { polling: 'raf' },
          );
          const t1 = Date.now();
          await settle(page);
          const t2 = Date.now();
          const { violations } = await runAxe(page, rules);
          // STORY_TIMING=1 shows where each check's time goes, to keep the matrix within budget.
          if (process.env.STORY_TIMING)
            console.log(
              `TIMING ${story.id} ${theme.name} switch=${t1 - t0} settle=${t2 - t1} axe=${Date.now() - t2}`,
            );
          return violations;
        },
        async drop() {
          await page?.close();
          page = null;
          story = null;
        },
      });
      await context.close();
    },
    { scope: 'worker' },
  ],
});
