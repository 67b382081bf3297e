/**
 * Drives the built Storybook's preview (iframe.html) in real Chromium: one browser context per
 * worker, one page per theme, each loaded once with that theme's globals in the URL; every later
 * story is switched to by id over Storybook's channel (`setCurrentStory`), so a story costs its
 * own render, not a reload of the preview bundle. A page keeps its globals for its whole life, so
 * the theme never changes under a story (no 300 ms colour cross-fade to catch half-way).
 */
import { test as base, type Browser, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import axe, { type AxeResults, type Result } from 'axe-core';
import { globalsParam, type ThemeCase } from './story-matrix';

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

export interface StoryCheck {
  /** Null when the story rendered; otherwise Storybook's error. */
  error: string | null;
  violations: Result[];
}

export interface StoryPages {
  check(theme: ThemeCase, storyId: string, rules: AxeRules): Promise<StoryCheck>;
  /** Close every page (after a timeout) so the next story starts from fresh loads. */
  dropAll(): Promise<void>;
}

export const test = base.extend<object, { storyPages: StoryPages }>({
  storyPages: [
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
      const pages = new Map<string, Page>();

      const open = async (theme: ThemeCase, storyId: string) => {
        const page = await context.newPage();
        pages.set(theme.name, page);
        const query = `id=${encodeURIComponent(storyId)}&viewMode=story&globals=${globalsParam(theme)}`;
        await page.goto(`/iframe.html?${query}`);
        return page;
      };

      await use({
        async check(theme, storyId, rules) {
          const t0 = Date.now();
          let page = pages.get(theme.name);
          if (page) {
            // Only the front page of a headless browser gets animation frames (and untrottled
            // timers, which MSW's latency uses): a story's themes take turns in front.
            await page.bringToFront();
            await page.evaluate((id) => {
              const channel = (
                window as unknown as {
                  __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, data: unknown): void };
                }
              ).__STORYBOOK_ADDONS_CHANNEL__;
              channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
            }, storyId);
          } else {
            page = await open(theme, storyId);
          }
          const error = await waitForStory(page, storyId);
          if (error) {
            // Storybook's error screen stays up: the theme's next story loads a fresh page.
            await page.close();
            pages.delete(theme.name);
            return { error, violations: [] };
          }
          const t1 = Date.now();
          await settle(page);
          const t2 = Date.now();
          const v = (await runAxe(page, rules)).violations;
          // STORY_TIMING=1 shows where each check's time goes, to keep the matrix within budget.
          if (process.env.STORY_TIMING)
            console.log(
              `TIMING ${storyId} ${theme.name} render=${t1 - t0} settle=${t2 - t1} axe=${Date.now() - t2}`,
            );
          return { error: null, violations: v };
        },
        async dropAll() {
          await Promise.all([...pages.values()].map((page) => page.close()));
          pages.clear();
        },
      });
      await context.close();
    },
    { scope: 'worker' },
  ],
});
