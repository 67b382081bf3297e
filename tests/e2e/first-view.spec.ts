import { devices, expect, test, type Page } from '@playwright/test';
import { watchConsole } from './support';

/**
 * The first view (server/http/first-view.ts): the server's build of the app renders a public page into its
 * HTML, so a phone on a slow network sees the page before the code arrives. Seen here with scripts off (what is
 * on screen before the code runs), then with scripts on: the app renders over it and the page works.
 */
const phone = devices['Pixel 7'];

/** What main.tsx reports when React had to draw part of the server's view anew instead of taking it over. */
function watchRedraws(page: Page): string[] {
  const redrawn: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('First view redrawn')) redrawn.push(message.text());
  });
  return redrawn;
}

interface FeaturedShop {
  id: string;
  name: string;
}

test.describe('first view', () => {
  test('with scripts off, search results and a booking page are already on screen', async ({
    browser,
    request,
  }) => {
    const featured = (await (await request.get('/api/shops/featured')).json()) as {
      data: { shops: FeaturedShop[] };
    };
    const shop = featured.data.shops[0]!;
    const services = (await (await request.get(`/api/shops/${shop.id}/services`)).json()) as {
      data: { services: { name: string }[] };
    };
    const context = await browser.newContext({ ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/search?category=haircut');
    // the first result of the answers sent with the page (the same the API gives: tests/api/page-data.test.ts)
    const firstResult = await page.evaluate(() => {
      const data = JSON.parse(document.getElementById('orabella-page-data')!.textContent!) as {
        answers: Record<string, { shops?: { name: string }[] }>;
      };
      return Object.values(data.answers).find((answer) => answer.shops)!.shops![0]!.name;
    });
    await expect(page.getByText(firstResult).first()).toBeVisible();
    // laid out for the phone: the bottom navigation, not the desktop header links
    await expect(
      page.locator('footer, nav').filter({ hasText: 'Favourites' }).first(),
    ).toBeVisible();
    await page.goto(`/booking/${shop.id}`);
    await expect(page.getByText(shop.name).first()).toBeVisible();
    await expect(page.getByText(services.data.services[0]!.name).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.viewport.width,
    );
    await context.close();
  });

  test('with scripts on, the app takes over the view: no view left, no error, the page answers', async ({
    browser,
  }) => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    const errors = watchConsole(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/search?category=haircut');
    await expect(page.locator('[data-first-view]')).toHaveCount(0);
    const firstCard = page.getByRole('article').first();
    await expect(firstCard).toBeVisible();
    // the entry's scripts and the page's that the server listed (run one per task before the entry, and before
    // the take-over: start-after-first-paint.js, src/app/page-chunks.ts) were each fetched once
    const start = page.locator('script[data-page-chunks]');
    const entryScripts = ((await start.getAttribute('data-preload')) ?? '').split(' ');
    const pageScripts = ((await start.getAttribute('data-page-chunks')) ?? '').split(' ');
    expect(entryScripts.length).toBeGreaterThan(1);
    expect(pageScripts.length).toBeGreaterThan(5);
    const listed = [
      ...entryScripts,
      ...pageScripts,
      (await start.getAttribute('data-entry')) ?? '',
    ];
    for (const href of listed) expect(scripts.filter((s) => s === href).length, href).toBe(1);
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#home-hero-title')).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the result cards are taken over after the page, each in turn: the server’s own cards stay, and the last one answers', async ({
    browser,
  }) => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    const errors = watchConsole(page);
    const redrawn = watchRedraws(page);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverCards: Element[] }).serverCards = Array.from(
          document.querySelectorAll('article'),
        );
      });
    });
    await page.goto('/search?category=haircut');
    await expect(page.locator('[data-first-view]')).toHaveCount(0);
    // taken over, not drawn again: the cards on screen are the elements the server sent
    await expect
      .poll(() =>
        page.evaluate(() => {
          const before = (window as unknown as { serverCards: Element[] }).serverCards;
          const now = Array.from(document.querySelectorAll('article'));
          return (
            before.length > 1 &&
            now.length === before.length &&
            now.every((card, i) => card === before[i])
          );
        }),
      )
      .toBe(true);
    const last = page.getByRole('article').last();
    await last.getByRole('button', { name: 'View Details' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page).toHaveURL(/[?&]shop=/);
    expect(redrawn).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('controls that set state as they mount are taken over in a turn of their own: the server’s elements stay and answer', async ({
    browser,
  }) => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    const errors = watchConsole(page);
    const redrawn = watchRedraws(page);
    // the server's own element of each control, kept as the page is parsed
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const w = window as unknown as { serverControls: (Element | null)[] };
        w.serverControls = [
          document.querySelector('[role="group"][aria-label="View"]'),
          document.querySelector('[role="group"][aria-label="How many services"]'),
        ];
      });
    });
    const sameAsServer = (index: number, selector: string) =>
      page.evaluate(
        ([i, css]) => {
          const before = (window as unknown as { serverControls: (Element | null)[] })
            .serverControls[i];
          return before !== null && before === document.querySelector(css);
        },
        [index, selector] as const,
      );

    await page.goto('/search?category=haircut');
    await expect(page.locator('[data-first-view]')).toHaveCount(0);
    await expect.poll(() => sameAsServer(0, '[role="group"][aria-label="View"]')).toBe(true);
    const view = page.getByRole('group', { name: 'View' });
    await view.getByRole('button', { name: 'Map' }).click();
    await expect(page).toHaveURL(/[?&]view=map/);

    const featured = (await (await context.request.get('/api/shops/featured')).json()) as {
      data: { shops: FeaturedShop[] };
    };
    await page.goto(`/booking/${featured.data.shops[0]!.id}`);
    await expect(page.locator('[data-first-view]')).toHaveCount(0);
    await expect
      .poll(() => sameAsServer(1, '[role="group"][aria-label="How many services"]'))
      .toBe(true);
    const mode = page.getByRole('group', { name: 'How many services' });
    await mode.getByRole('button', { name: 'One service' }).click();
    await expect(mode.getByRole('button', { name: 'One service' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(redrawn).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a device in the dark theme, or with its own language, is remembered: no light view, the view in its language', async ({
    browser,
  }) => {
    const context = await browser.newContext(phone);
    await context.addInitScript(() => {
      localStorage.setItem(
        'theme-config',
        JSON.stringify({
          theme: 'dark',
          customProperties: {},
          transitions: true,
          accessibility: { highContrast: false, reducedMotion: false, largeText: false },
        }),
      );
    });
    const page = await context.newPage();
    await page.goto('/search?category=haircut');
    await expect(page.locator('[data-first-view]')).toHaveCount(0);
    await expect(page.getByRole('article').first()).toBeVisible();
    const dark = await (await context.request.get('/search?category=haircut')).text();
    expect(dark).not.toContain('data-first-view');
    await context.close();

    const italian = await browser.newContext(phone);
    await italian.addInitScript(() => localStorage.setItem('user-language', 'it'));
    const italianPage = await italian.newPage();
    await italianPage.goto('/');
    await expect(italianPage.locator('html')).toHaveAttribute('lang', 'it');
    const view = await (await italian.request.get('/')).text();
    expect(view).toContain('data-first-view');
    expect(view).toContain('Confronta orari, prezzi e recensioni');
    await italian.close();
  });
});
