import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO, LOCALES, THEMES, signIn, watchConsole } from './support';

const configFor = (theme: string) =>
  JSON.stringify({
    theme,
    customProperties: {},
    transitions: true,
    accessibility: { highContrast: false, reducedMotion: false, largeText: false },
  });

for (const theme of THEMES) {
  for (const locale of LOCALES) {
    test(`home renders in ${theme} / ${locale} with featured shops from the server and a clean console`, async ({
      page,
    }) => {
      const errors = watchConsole(page);
      await page.addInitScript(
        ([config, lang]) => {
          if (!sessionStorage.getItem('e2e-seeded')) {
            localStorage.setItem('theme-config', config);
            localStorage.setItem('user-language', lang);
            sessionStorage.setItem('e2e-seeded', '1');
          }
        },
        [configFor(theme), locale] as const,
      );
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Featured shops are real seeded shops: each card books through /book/{id}.
      await expect(page.locator('a[href^="/book/"]').first()).toBeVisible({ timeout: 15_000 });
      const scheme = theme === 'system' ? 'light' : theme; // headless Chromium prefers light
      await expect(page.locator('html')).toHaveAttribute('data-theme', new RegExp(`^${scheme}`));
      expect(errors).toEqual([]);
    });
  }
}

test('theme and language chosen in the header survive a reload', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('button', { name: /Italian \(IT\)/ })
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');

  await page.getByRole('button', { name: 'Impostazioni di tema e accessibilità' }).first().click();
  await page.getByRole('radio', { name: /Spa scuro/ }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', /^spa-dark/);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.locator('html')).toHaveAttribute('data-theme', /^spa-dark/);
  const stored = await page.evaluate(() => ({
    config: JSON.parse(localStorage.getItem('theme-config') ?? '{}') as { theme?: string },
    language: localStorage.getItem('user-language'),
  }));
  expect(stored).toEqual({
    config: expect.objectContaining({ theme: 'spa-dark' }),
    language: 'it',
  });
});

test('an axe scan of home finds no serious or critical violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('a[href^="/book/"]').first()).toBeVisible({ timeout: 15_000 });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  expect(serious).toEqual([]);
});

test('an axe scan of home signed in (user menu in the header) finds no serious or critical violations', async ({
  page,
}) => {
  await signIn(page, DEMO.customer, /\/customer\/dashboard$/);
  await page.goto('/');
  await expect(page.locator('a[href^="/book/"]').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
  expect(serious).toEqual([]);
});
