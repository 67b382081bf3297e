import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_VIEW_ATTRIBUTE, pageAnswerKey } from '../../src/domain/page-data';
import { START_AFTER_FIRST_PAINT } from '../../server/http/static';
import { startTestApp, type TestApp } from './helpers';

/**
 * The server puts a public page's first view inside `#root` (server/http/first-view.ts, server/http/static.ts).
 * The app's own server build is exercised end to end (tests/e2e/first-view.spec.ts); here a stand-in module in
 * dist/.ssr records what the server asks it, so the wiring is seen without a build: which pages get a view,
 * with which language, screen and answers; where the view and the scripts go; and that a render that fails
 * or hangs leaves the page as it was.
 */
let app: TestApp;
let rootDir: string;
let calls: string;

const INDEX =
  '<!doctype html><html><head><title>Orabella</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/runtime-abc.js">' +
  '</head><body><div id="root"></div></body></html>';

/**
 * The build's chunks: the entry with its runtime, the search page importing two chunks (one of which imports the
 * other, and one the entry's runtime), and the catalog parts.
 */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_runtime-abc.js'] },
  '_runtime-abc.js': { file: 'assets/runtime-abc.js' },
  'src/features/search/pages/search-page.tsx': {
    file: 'assets/search-page-abc.js',
    isDynamicEntry: true,
    imports: ['_cards-abc.js', '_icons-abc.js', '_runtime-abc.js'],
  },
  '_cards-abc.js': { file: 'assets/cards-abc.js', imports: ['_icons-abc.js'] },
  '_icons-abc.js': { file: 'assets/icons-abc.js', imports: ['_runtime-abc.js'] },
  'orabella-catalog:en/core': { file: 'assets/core-en.js', isDynamicEntry: true },
  'orabella-catalog:it/core': { file: 'assets/core-it.js', isDynamicEntry: true },
  'orabella-catalog:en/pages': { file: 'assets/pages-en.js', isDynamicEntry: true },
  'orabella-catalog:it/pages': { file: 'assets/pages-it.js', isDynamicEntry: true },
};

/**
 * Renders `<p>view of URL in LOCALE at WIDTH px with KEYS</p>` and a style for the head; `?fail` throws, `?hang`
 * never settles.
 */
const STAND_IN = `
import fs from 'node:fs';
export async function renderFirstView({ url, locale, pageData, viewportWidth, signal }) {
  fs.appendFileSync(process.env.FIRST_VIEW_CALLS, url + '\\n');
  if (url.includes('fail')) throw new Error('render failed');
  if (url.includes('hang')) await new Promise((resolve) => signal.addEventListener('abort', resolve));
  const keys = Object.keys(pageData.answers).join(',');
  return {
    styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
    html: '<p>view of ' + url + ' in ' + locale + ' at ' + viewportWidth + ' px with ' + keys + ' $& $1</p>',
  };
}
`;

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36';

beforeAll(async () => {
  rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orabella-first-view-'));
  fs.mkdirSync(path.join(rootDir, 'dist', '.ssr'), { recursive: true });
  fs.writeFileSync(path.join(rootDir, 'dist', 'index.html'), INDEX);
  fs.mkdirSync(path.join(rootDir, 'dist', '.vite'));
  fs.writeFileSync(path.join(rootDir, 'dist', '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(rootDir, 'dist', '.ssr', 'entry-server.js'), STAND_IN);
  calls = path.join(rootDir, 'calls.txt');
  fs.writeFileSync(calls, '');
  process.env.FIRST_VIEW_CALLS = calls;
  app = await startTestApp({ dbName: 'api_first_view', rootDir });
  // the catalog loaded, as on a server that has answered before
  expect((await fetch(`${app.baseUrl}/api/shops/business-types`)).status).toBe(200);
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(rootDir, { recursive: true, force: true });
});

async function page(pathAndQuery: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.baseUrl}${pathAndQuery}`, {
    headers: { 'accept-language': 'en-GB', 'user-agent': PHONE, ...headers },
  });
  expect(response.status, pathAndQuery).toBe(200);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  const view = new RegExp(
    `<div ${FIRST_VIEW_ATTRIBUTE} inert style="display:contents">(.*?)</div>`,
  ).exec(root);
  return { html, view: view?.[1] ?? null, headers: response.headers };
}

const rendered = () => fs.readFileSync(calls, 'utf8').split('\n').filter(Boolean);

describe('first view', () => {
  it("a phone's /search gets the view of its address with the page's answers, inert, the scripts after it", async () => {
    const { html, view, headers } = await page('/search?category=haircut');
    expect(view).toMatch(/^<p>view of \/search\?category=haircut in en at 412 px with /);
    expect(view).toContain(
      `${pageAnswerKey('shops/search', { category: 'haircut' }).split('?')[0]}?`,
    );
    expect(view).toContain('shops/business-types');
    // the view's text is put in as it is (a `$&` is not a replacement pattern)
    expect(view).toContain('$& $1');
    // no script before the view: the head keeps none, and the entry is not asked for with the page
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('modulepreload');
    expect(html).not.toMatch(/<script[^>]* src="\/assets\//);
    // the view's styles are in the head, read before the view is laid out
    expect(head).toContain('<style data-emotion="css abc">.css-abc{color:red}</style>');
    // after the view, the script that imports the entry (with its hint) once the view is painted
    const start =
      /<script type="module" src="([^"]+)" data-entry="([^"]+)" data-preload="([^"]*)" data-page-chunks="([^"]*)"><\/script>/.exec(
        html,
      );
    expect(start?.slice(1, 4)).toEqual([
      START_AFTER_FIRST_PAINT,
      '/assets/index-abc.js',
      '/assets/runtime-abc.js',
    ]);
    // the page's scripts for the app to run one per task (src/app/page-chunks.ts): each after the scripts it
    // imports, the view's language's catalog parts, nothing the entry already loads
    expect(start?.[4]?.split(' ')).toEqual([
      '/assets/core-en.js',
      '/assets/icons-abc.js',
      '/assets/cards-abc.js',
      '/assets/search-page-abc.js',
      '/assets/pages-en.js',
    ]);
    expect(html.indexOf(START_AFTER_FIRST_PAINT)).toBeGreaterThan(
      html.indexOf(FIRST_VIEW_ATTRIBUTE),
    );
    expect(headers.get('vary')).toMatch(/User-Agent/);
  });

  it('a desktop browser gets the desktop view, an Italian one the Italian view, home its own', async () => {
    expect((await page('/search?category=nails', { 'user-agent': DESKTOP })).view).toContain(
      'at 1280 px',
    );
    expect(
      (await page('/search?category=nails', { 'accept-language': 'it-IT,it' })).view,
    ).toContain('in it at 412 px');
    // home's page answers its featured shops (server/http/page-data.ts), and its view is drawn with them
    expect((await page('/')).view).toBe(
      '<p>view of / in en at 412 px with shops/featured?limit=24 $& $1</p>',
    );
  });

  it("a device in another look gets no view; a device's chosen language is the view's", async () => {
    for (const look of ['dark', 'light+contrast', 'spa-light', 'light+large-text'])
      expect(
        (await page('/search?category=nails', { cookie: `orabella-look=${look}` })).view,
        look,
      ).toBeNull();
    const italian = await page('/search?category=nails', { cookie: 'orabella-language=it' });
    expect(italian.view).toContain('in it at 412 px');
    // the page's scripts carry the view's language, the one the app starts in
    expect(italian.html).toMatch(
      /data-page-chunks="\/assets\/core-it\.js [^"]*\/assets\/pages-it\.js"/,
    );
    // an unknown language in the cookie is the browser's language
    expect(
      (await page('/search?category=nails', { cookie: 'orabella-language=xx' })).view,
    ).toContain('in en at 412 px');
  });

  it('a shop booking page gets its view with the shop and its services', async () => {
    const shops = (await (await fetch(`${app.baseUrl}/api/shops/featured`)).json()) as {
      data: { shops: { id: string }[] };
    };
    const id = shops.data.shops[0]!.id;
    const { view } = await page(`/booking/${id}`);
    expect(view).toContain(`view of /booking/${id} in en`);
    expect(view).toContain(`shops/${id},shops/${id}/services`);
  });

  it('pages that are not public landing pages are served as before, with their scripts in the head', async () => {
    const before = rendered().length;
    for (const address of ['/login', '/customer/dashboard', '/shop/personal', '/search/extra']) {
      const { html, view } = await page(address);
      expect(view, address).toBeNull();
      expect(html, address).toContain('<div id="root"></div>');
      expect(html.indexOf('/assets/index-abc.js'), address).toBeLessThan(html.indexOf('</head>'));
    }
    expect(rendered().length).toBe(before);
  });

  it('a render that fails or takes too long leaves the page as it was, and the next one still renders', async () => {
    for (const address of ['/search?text=fail', '/search?text=hang']) {
      const { html, view } = await page(address);
      expect(view, address).toBeNull();
      expect(html, address).toContain('<div id="root"></div>');
    }
    expect((await page('/search?category=spa')).view).toContain('view of /search?category=spa');
  });

  it('the same page asked again is served from the views already rendered', async () => {
    const before = rendered().filter((url) => url === '/search?category=barber').length;
    const first = await page('/search?category=barber');
    const second = await page('/search?category=barber');
    expect(second.view).toBe(first.view);
    expect(rendered().filter((url) => url === '/search?category=barber').length).toBe(before + 1);
  });
});
