import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { Locale } from '@/domain/constants';
import type { PageData } from '@/domain/page-data';
import { localeAtom, loadCatalog } from '@/i18n';
import { answerMediaWith } from '@/lib/media';
import { setPageAnswers } from '@/lib/page-data';
import { preloadRoute } from '../preload-route';
import { AppProviders } from '../providers';
import { AppRoutes } from '../routes';
import { viewportMatcher } from './viewport-media';

/** What the server knows of the visitor's screen: a phone's width, or a desktop's. */
export interface FirstViewRequest {
  /** path and query, as the address bar shows them */
  url: string;
  locale: Locale;
  /** the page's first answers (server/http/page-data.ts), also sent in the page */
  pageData: PageData;
  /** the viewport width to lay the page out for (a phone's or a desktop's, from the request) */
  viewportWidth: number;
  /** the render is abandoned after this */
  signal: AbortSignal;
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const STYLE = /<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g;
const GLOBAL = /^<style data-emotion="css-global /;

/** A first view: its markup, and its styles for the page's `<head>`. */
export interface FirstView {
  styles: string;
  html: string;
}

/**
 * The view's styles apart from its markup, for the head. Emotion writes each rule beside the first element that
 * uses it, and the theme its CSS variables (`:root{--mui-spacing:8px;…}`) after the app it wraps: a browser
 * painting the view as it arrived laid it out without them and moved everything when they came (a layout shift
 * of 0.26 on /search), and recomputed the page's style at each of some hundred sheets. In the head, all are
 * read before the first layout; the global ones first (they select elements and `:root`, the others their own
 * classes), and the app's emotion takes them over as it starts.
 */
function splitStyles(rendered: string): FirstView {
  const styles = rendered.match(STYLE) ?? [];
  const globals = styles.filter((style) => GLOBAL.test(style));
  const others = styles.filter((style) => !GLOBAL.test(style));
  return { styles: [...globals, ...others].join(''), html: rendered.replace(STYLE, '') };
}

/**
 * The first view of a public page as HTML (server/http/first-view.ts puts it inside `#root`): what the app's
 * first render shows for a guest at this address, with its styles, so the page paints as soon as the document
 * arrives instead of after its code, catalog and answers. The client renders the app over it (main.tsx).
 * The render waits for every lazy part (page code, catalog parts); a fresh store and query client per call.
 */
export async function renderFirstView(request: FirstViewRequest): Promise<FirstView> {
  const { url, locale, pageData, viewportWidth, signal } = request;
  const pathname = url.split('?')[0] ?? '/';
  await Promise.all([loadCatalog(locale), preloadRoute(pathname, locale)]);
  const store = createStore();
  store.set(localeAtom, locale);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, enabled: true } },
  });
  const restoreWidth = answerMediaWith(viewportMatcher(viewportWidth));
  setPageAnswers(pageData);
  try {
    const { prelude } = await prerenderToNodeStream(
      <AppProviders store={store} queryClient={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>,
      // one piece: no boundary sent apart with an inline script to reveal it (the CSP runs no inline script)
      { signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return splitStyles(await streamText(prelude));
  } finally {
    setPageAnswers(null);
    restoreWidth();
  }
}
