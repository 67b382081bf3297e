import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import type { Locale } from '../../src/domain/constants';
import {
  cookieValue,
  FIRST_VIEW_COOKIES,
  type FirstView,
  type FirstViewRequest,
} from '../../src/domain/first-view';
import type { PageData } from '../../src/domain/page-data';
import type { Logger } from '../logger';

/** The module the server's build of the app exports (src/app/ssr/entry-server.tsx, built by vite.ssr.config.ts). */
interface FirstViewModule {
  renderFirstView(request: FirstViewRequest): Promise<FirstView>;
}

/**
 * A page's first view: the HTML the app's first render shows there, which the page paints as soon as its
 * document arrives (a phone on a slow network waited 4-5 s for the code, the catalog and the answers before
 * anything of the page showed). Only the public pages a visitor lands on: home, search and a shop's booking
 * page; every other address is served as before. (Home went without one for a while, when the app's start-up
 * moved each of the view's hundred style sheets and a view cost more input delay than it saved paint time;
 * with one sheet left in place, home paints at 0.9-1.9 s simulated with a view against 2.2-2.5 s without.)
 *
 * - A render takes 20-80 ms of CPU: it is given RENDER_BUDGET_MS, then abandoned (the page is served without).
 * - Renders take turns (the app keeps the page's answers and the assumed screen in module state while it
 *   renders) and at most QUEUE_LIMIT wait: a burst of page loads gets plain pages rather than a queue.
 * - The same address, language, screen and answers give the same view: the last CACHE_SIZE are kept.
 */
const RENDER_BUDGET_MS = 800;
const QUEUE_LIMIT = 4;
const CACHE_SIZE = 64;
/** the widths the view is laid out for: a mid-range phone's (Lighthouse's mobile preset), a laptop's */
const PHONE_WIDTH = 412;
const DESKTOP_WIDTH = 1280;

const FIRST_VIEW_PATH = /^\/(?:(?:search|booking\/[^/]+)\/?)?$/;

/** A phone or tablet browser, by its client hint or its user agent (as the app's first render cannot tell). */
export function viewportWidthOf(req: Request): number {
  const hint = req.get('sec-ch-ua-mobile');
  if (hint) return hint.includes('1') ? PHONE_WIDTH : DESKTOP_WIDTH;
  return /Mobi|Android|iPhone|iPad/i.test(req.get('user-agent') ?? '')
    ? PHONE_WIDTH
    : DESKTOP_WIDTH;
}

export type FirstViewRenderer = (
  req: Request,
  locale: Locale,
  pageData: PageData | null,
) => Promise<FirstView | null>;

/** Addresses whose first render loads each landing page's code (no answers: their loading states). */
const WARM_UP_URLS = ['/', '/search?category=haircut', '/booking/warm-up'];

/**
 * `warm`: import the module and render each landing page once at start-up (in production), so the first
 * visitors do not pay the import and the first compile of each page's code (0.3-1 s) inside their budget.
 */
export function firstViewRenderer(options: {
  distDir: string;
  logger: Logger;
  warm?: boolean;
}): FirstViewRenderer {
  const entry = path.join(options.distDir, '.ssr', 'entry-server.js');
  let loaded: Promise<FirstViewModule> | null = null;
  const cache = new Map<string, FirstView>();
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  /**
   * The built module, imported once: its chunks import it back by its plain URL, so a second copy (a query in
   * the URL) would not share their state. After a rebuild the server serves the first views of its start
   * until restarted (a render whose chunks are gone is abandoned: the page is served without one).
   */
  const moduleNow = (): Promise<FirstViewModule> | null => {
    if (!loaded) {
      if (!fs.existsSync(entry)) return null;
      loaded = import(pathToFileURL(entry).href) as Promise<FirstViewModule>;
      loaded.catch((error: unknown) => {
        options.logger.warn({ err: error }, 'first views unavailable');
      });
    }
    return loaded;
  };

  const render = async (
    module: FirstViewModule,
    request: Omit<Parameters<FirstViewModule['renderFirstView']>[0], 'signal'>,
  ): Promise<FirstView | null> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), RENDER_BUDGET_MS);
    try {
      const view = await module.renderFirstView({ ...request, signal: controller.signal });
      // an abandoned render holds loading placeholders where the page was still on its way
      return controller.signal.aborted ? null : view;
    } finally {
      clearTimeout(timer);
    }
  };

  if (options.warm) {
    const module = moduleNow();
    if (module)
      queue = module
        .then(async (loaded) => {
          for (const url of WARM_UP_URLS)
            await loaded.renderFirstView({
              url,
              locale: 'en',
              pageData: { language: 'en', answers: {} },
              viewportWidth: PHONE_WIDTH,
              signal: AbortSignal.timeout(10_000),
            });
        })
        .catch((error: unknown) =>
          options.logger.warn({ err: error }, 'first views not warmed up'),
        );
  }

  return async (req, locale, pageData) => {
    if (req.method !== 'GET' || !FIRST_VIEW_PATH.test(req.path)) return null;
    // a device in another look than the view's (dark, high contrast, …) waits for the app instead
    if (cookieValue(req.get('cookie'), FIRST_VIEW_COOKIES.look)) return null;
    const module = moduleNow();
    if (!module) return null;
    const data = pageData?.language === locale ? pageData : { language: locale, answers: {} };
    const viewportWidth = viewportWidthOf(req);
    const key = JSON.stringify([req.originalUrl, locale, viewportWidth, data.answers]);
    const cached = cache.get(key);
    if (cached !== undefined) {
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    if (waiting >= QUEUE_LIMIT) return null;
    waiting += 1;
    const turn = queue.then(async () => {
      try {
        return await render(await module, {
          url: req.originalUrl,
          locale,
          pageData: data,
          viewportWidth,
        });
      } catch (error) {
        options.logger.warn({ err: error, path: req.path }, 'first view not rendered');
        return null;
      } finally {
        waiting -= 1;
      }
    });
    queue = turn;
    const view = await turn;
    if (view !== null) {
      cache.set(key, view);
      if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
    }
    return view;
  };
}
