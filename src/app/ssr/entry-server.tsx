import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { FirstView, FirstViewRequest } from '@/domain/first-view';
import { localeAtom, loadCatalog } from '@/i18n';
import { answerMediaWith } from '@/lib/media';
import { setPageAnswers } from '@/lib/page-data';
import { preloadRoute } from '../preload-route';
import { AppProviders } from '../providers';
import { AppRoutes } from '../routes';
import { splitStyles } from './first-view-styles';
import { viewportMatcher } from './viewport-media';

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The first view of a public page as HTML (server/http/first-view.ts puts it inside `#root`): what the app's
 * first render shows for a guest at this address, with its styles, so the page paints as soon as the document
 * arrives instead of after its code, catalog and answers. The client hydrates it (main.tsx).
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
