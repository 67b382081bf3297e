import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Router } from 'express';
import { cookieValue, FIRST_VIEW_COOKIES, isFirstViewLocale } from '../../src/domain/first-view';
import { FIRST_VIEW_ATTRIBUTE } from '../../src/domain/page-data';
import type { FirstViewRenderer } from './first-view';
import type { PageExtras } from './page-data';

export const NOT_BUILT_MESSAGE =
  'The Orabella web app has not been built yet. Run `npm run build` (or `npm start`, which builds it when needed) and reload this page.';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface IndexPage {
  mtimeMs: number;
  html: string;
  manifest: Manifest | null;
}

/**
 * The chunk files a manifest key loads, each once and each after the chunks it imports (a depth-first post-order):
 * imported one at a time in this order, each import runs only its own chunk.
 */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((dep) => chunkFiles(manifest, dep, seen)), chunk.file];
}

/**
 * The lazy page module a client route renders, by the app's naming: `/` → `home-page.tsx`, `/search` →
 * `search-page.tsx`, `/booking/:shopId` → `booking-page.tsx`, … (src/features/<feature>/pages/). A route whose page
 * is named otherwise gets no hint and loads as before.
 */
function pageModule(manifest: Manifest, urlPath: string): string | undefined {
  const first = urlPath.split('/').filter(Boolean)[0] ?? 'home';
  if (!/^[a-z-]+$/.test(first)) return undefined;
  const suffix = `/pages/${first}-page.tsx`;
  return Object.keys(manifest).find(
    (key) => key.startsWith('src/features/') && key.endsWith(suffix),
  );
}

/** The interface language the client will pick when nothing is stored: `it` for an Italian browser, else `en`. */
function browserLocale(req: Request): 'en' | 'it' {
  const first = (req.get('accept-language') ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('it') ? 'it' : 'en';
}

/**
 * The language the app will start in: the one chosen on this device (its cookie), else the browser's. The page's
 * view, its scripts and their hints are all in this one.
 */
function appLocale(req: Request): 'en' | 'it' {
  const chosen = cookieValue(req.get('cookie'), FIRST_VIEW_COOKIES.language);
  return isFirstViewLocale(chosen) ? chosen : browserLocale(req);
}

/** The manifest keys of what the page at this URL renders with: its catalog parts and its lazy page module. */
function pageKeys(manifest: Manifest, urlPath: string, locale: 'en' | 'it'): string[] {
  const keys = [`orabella-catalog:${locale}/core`];
  const page = pageModule(manifest, urlPath);
  if (page) keys.push(page);
  // Every page but home renders with the long copy as well (src/app/layout/route-guard-outlet.tsx).
  if (urlPath !== '/') keys.push(`orabella-catalog:${locale}/pages`);
  return keys;
}

/**
 * The scripts the page at this URL loads once the entry runs (its lazy page chunk with its imports, the catalog
 * parts it renders with), without the entry's own, each after the scripts it imports.
 */
function pageChunks(manifest: Manifest, urlPath: string, locale: 'en' | 'it'): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const seen = new Set<string>();
  // the entry's chunks first, so that the page's walk leaves them out
  if (entryKey) chunkFiles(manifest, entryKey, seen);
  return pageKeys(manifest, urlPath, locale)
    .flatMap((key) => chunkFiles(manifest, key, seen))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/${file}`);
}

/**
 * `<link rel="modulepreload">` for what the page at this URL will load once the entry runs: its lazy page chunk
 * with its imports and the message catalog parts it renders with. Without them each is requested only after the
 * entry has downloaded and run (and the page chunk only after the catalog), one round trip after another.
 */
function preloadLinks(manifest: Manifest, urlPath: string, locale: 'en' | 'it'): string {
  return pageChunks(manifest, urlPath, locale)
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
}

const HEAD_SCRIPTS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/** The script that starts the app after the first paint of a first view (public/scripts/). */
export const START_AFTER_FIRST_PAINT = '/scripts/start-after-first-paint.js';

/**
 * The built page for a first view: the entry script and its module hints leave `<head>`, and the end of `<body>`
 * gets the script that imports that entry (and adds those hints) once the view has been painted. Asked for with
 * the page, the entry (~130 KB) shared a slow network with the page and its first photo, ahead of the first paint.
 */
function startingAfterFirstPaint(html: string, pageScripts: string[]): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const tags = head.match(HEAD_SCRIPTS) ?? [];
  const entry = tags.map((tag) => /<script [^>]*src="([^"]+)"/.exec(tag)?.[1]).find(Boolean);
  if (!entry) return html;
  const preload = tags.flatMap((tag) => /<link [^>]*href="([^"]+)"/.exec(tag)?.[1] ?? []);
  const start =
    `<script type="module" src="${START_AFTER_FIRST_PAINT}" data-entry="${entry}"` +
    ` data-preload="${preload.join(' ')}" data-page-chunks="${pageScripts.join(' ')}"></script>`;
  const rest = html.slice(headEnd);
  return `${head.replace(HEAD_SCRIPTS, '')}${rest.replace('</body>', () => `${start}</body>`)}`;
}

/**
 * Serves a content-hashed asset precompressed at build time (`.br`, `.gz` beside it, vite.config.ts) when the
 * client accepts that encoding: brotli at its highest level is a fifth smaller than what on-the-fly compression
 * sends, and costs no CPU per request.
 */
function precompressed(assetsDir: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Brotli whenever the client takes it: browsers list it after gzip ("gzip, deflate, br, zstd", no weights),
    // so asking for the client's favourite of the two would always give gzip, a sixth larger.
    const encoding = req.acceptsEncodings('br')
      ? 'br'
      : req.acceptsEncodings('gzip')
        ? 'gzip'
        : null;
    if (!encoding) return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(assetsDir, relative);
    if (!file.startsWith(assetsDir + path.sep)) return next();
    const encoded = `${file}${encoding === 'br' ? '.br' : '.gz'}`;
    if (!fs.existsSync(encoded)) return next();
    res.type(path.extname(file));
    res.set({ 'Content-Encoding': encoding, Vary: 'Accept-Encoding' });
    res.sendFile(encoded, { maxAge: ONE_YEAR_S * 1000, immutable: true }, (error) => {
      // a browser that left (a closed tab, a navigation) is not a server error
      if ((error as NodeJS.ErrnoException | undefined)?.code === 'ECONNABORTED') return;
      if (error && !res.headersSent) next(error);
    });
  };
}

/**
 * The built client and public assets:
 * - `dist/assets/*` (content-hashed by Vite): cached for a year, immutable; precompressed when possible;
 * - other files in `dist/` and `public/` (images, icons): cached for an hour;
 * - any other GET that is not `/api` and has no file extension: the SPA's index.html (client routes), never
 *   cached, with preload hints for the page's own chunks when the build has a manifest, and the page's first
 *   answers with its first photo's preload when `pageExtras` has them (server/http/page-data.ts), and the
 *   page's first view inside `#root` when `firstView` renders one (server/http/first-view.ts);
 * - when dist/index.html is missing: 503 with a message saying to build.
 */
export function staticClient(options: {
  distDir: string;
  publicDir: string;
  pageExtras?: (req: Request) => Promise<PageExtras | null>;
  firstView?: FirstViewRenderer;
}): Router {
  const router = express.Router();
  const { distDir, publicDir, pageExtras, firstView } = options;
  const indexFile = path.join(distDir, 'index.html');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const assetsDir = path.join(distDir, 'assets');

  router.use('/assets', precompressed(assetsDir));
  router.use(
    '/assets',
    express.static(assetsDir, {
      index: false,
      fallthrough: true,
      immutable: true,
      maxAge: ONE_YEAR_S * 1000,
    }),
  );
  const hourCache = { index: false as const, maxAge: 60 * 60 * 1000 };
  router.use(express.static(distDir, hourCache));
  router.use(express.static(publicDir, hourCache));

  // Read once per build (a rebuild while the server runs changes the file's mtime).
  let page: IndexPage | null = null;
  const indexPage = (): IndexPage | null => {
    const stat = fs.statSync(indexFile, { throwIfNoEntry: false });
    if (!stat) return null;
    if (page?.mtimeMs !== stat.mtimeMs) {
      let manifest: Manifest | null = null;
      try {
        manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
      } catch {
        manifest = null; // built without a manifest: no hints
      }
      page = { mtimeMs: stat.mtimeMs, html: fs.readFileSync(indexFile, 'utf8'), manifest };
    }
    return page;
  };

  const spa: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (path.extname(req.path) !== '') {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const current = indexPage();
    if (!current) {
      res.status(503).set('Cache-Control', 'no-store').type('text/plain').send(NOT_BUILT_MESSAGE);
      return;
    }
    const extras = pageExtras ? await pageExtras(req) : null;
    const locale = appLocale(req);
    const view = firstView ? await firstView(req, locale, extras?.data ?? null) : null;
    // With the page's first view in the document, its code is not needed for the first paint: the app's entry
    // is asked for once the view is painted, and its page's chunks are not hinted (some forty requests sharing
    // a slow network with the view and its first photo; the page's code loads once the entry runs).
    const links =
      current.manifest && view === null ? preloadLinks(current.manifest, req.path, locale) : '';
    let html =
      view === null
        ? current.html
        : startingAfterFirstPaint(
            current.html,
            current.manifest ? pageChunks(current.manifest, req.path, locale) : [],
          );
    // the first photo's preload ahead of the view's styles, so it is asked for first
    const head = `${extras?.head ?? ''}${view?.styles ?? ''}${links}`;
    if (head) html = html.replace('</head>', () => `${head}</head>`);
    // (replacer functions: a `$&` in an answer or the view is text, not a replacement pattern)
    if (extras?.body) html = html.replace('</body>', () => `${extras.body}</body>`);
    // Inert until the app has hydrated it (main.tsx): a click on it would reach no handler yet.
    if (view !== null)
      html = html.replace(
        '<div id="root"></div>',
        () =>
          `<div id="root"><div ${FIRST_VIEW_ATTRIBUTE} inert style="display:contents">${view.html}</div></div>`,
      );
    // The answers in the page are as of now, in the language asked for (or chosen, in a cookie), the view for a
    // phone or a desktop and the device's look: never reused from a cache.
    res.set({
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Language, User-Agent, Sec-CH-UA-Mobile, Cookie',
    });
    res.type('html').send(html);
  };
  router.use(spa);
  return router;
}
