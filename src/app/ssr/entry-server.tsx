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

const GLOBAL_STYLE = /<style data-emotion="css-global [^"]*"[^>]*>[\s\S]*?<\/style>/g;

/**
 * The global styles first. The theme writes its CSS variables (`:root{--mui-spacing:8px;…}`) after the app it
 * wraps, at the end of the view: a browser that paints the view as it arrives laid it out without them, then
 * moved everything when they came (a layout shift of 0.26 on /search). Nothing else changes: the global rules
 * select elements and `:root`, the components' rules their own classes.
 */
function globalStylesFirst(html: string): string {
  const globals = html.match(GLOBAL_STYLE) ?? [];
  return globals.join('') + html.replace(GLOBAL_STYLE, '');
}

/**
 * The first view of a public page as HTML (server/http/first-view.ts puts it inside `#root`): what the app's
 * first render shows for a guest at this address, with its styles, so the page paints as soon as the document
 * arrives instead of after its code, catalog and answers. The client renders the app over it (main.tsx).
 * The render waits for every lazy part (page code, catalog parts); a fresh store and query client per call.
 */
export async function renderFirstView(request: FirstViewRequest): Promise<string> {
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
    return globalStylesFirst(await streamText(prelude));
  } finally {
    setPageAnswers(null);
    restoreWidth();
  }
}
