/**
 * The search map's attribution box keeps the theme's colours whichever stylesheet the page loaded last. leaflet.css
 * (a link the map's chunk adds) gives it a translucent white with the same specificity as the theme's rule, so in
 * the app, where the theme's styles are in the page before the map's chunk loads, Leaflet's white won: the dark
 * themes' light link on white, 1.3:1 in spa-dark. The story matrix saw it only when an earlier story had put the
 * theme's styles first; here leaflet.css is moved last on purpose.
 */
import { expect, test } from '@playwright/test';
import { globalsParam, THEME_CASES } from './story-matrix';

const STORY = 'features-search-searchmapview--default';

for (const theme of [THEME_CASES.spaDark, THEME_CASES.dark]) {
  test(`the map's attribution in ${theme.name}, with leaflet.css loaded after the theme`, async ({
    browser,
  }) => {
    const page = await browser.newPage({
      baseURL: `http://127.0.0.1:${process.env.STORIES_PORT}`,
    });
    await page.goto(`/iframe.html?id=${STORY}&viewMode=story&globals=${globalsParam(theme)}`);
    const attribution = page.locator('.leaflet-control-attribution');
    await expect(attribution.locator('a')).toBeVisible();

    const colours = await page.evaluate(async () => {
      const leafletSheet = [
        ...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]'),
      ].find((link) =>
        [...(link.sheet?.cssRules ?? [])].some(
          (rule) =>
            rule instanceof CSSStyleRule &&
            rule.selectorText === '.leaflet-container .leaflet-control-attribution',
        ),
      );
      if (!leafletSheet) return null;
      const reloaded = new Promise((resolve) =>
        leafletSheet.addEventListener('load', resolve, { once: true }),
      );
      document.head.appendChild(leafletSheet);
      await reloaded;
      const box = document.querySelector('.leaflet-control-attribution')!;
      const paper = document.createElement('div');
      paper.style.backgroundColor = 'var(--mui-palette-background-paper)';
      document.body.appendChild(paper);
      const expected = getComputedStyle(paper).backgroundColor;
      paper.remove();
      return { background: getComputedStyle(box).backgroundColor, expected };
    });
    expect(colours, 'leaflet.css is a stylesheet of the page').not.toBeNull();
    expect(colours!.background).toBe(colours!.expected);
    await page.close();
  });
}
