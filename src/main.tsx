import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/preload-route';
import { initialLocale, loadCatalog } from './i18n';
import { FIRST_VIEW_ATTRIBUTE } from './domain/page-data';
import { readPageData } from './lib/page-data';

/**
 * In development the API is answered by MSW unless VITE_API_MOCKS=off (then /api goes to whatever serves it).
 * The import sits behind `import.meta.env.DEV`, so production builds never include msw.
 */
async function startMocks(): Promise<void> {
  if (!import.meta.env.DEV || import.meta.env.VITE_API_MOCKS === 'off') return;
  const { worker } = await import('@mocks/browser');
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    quiet: true,
  });
}

async function main() {
  try {
    await startMocks();
  } catch (error) {
    console.error('Mock API failed to start; requests go to the real server', error);
  }
  // The active language's catalog first, so the first paint is already translated; and the code of the page
  // at this address, so the first paint is that page (not a placeholder revealed 300 ms or more later).
  const locale = initialLocale();
  // The first answers the server put in the page, for the page's queries to start from.
  readPageData(locale);
  await Promise.all([
    loadCatalog(locale).catch((error: unknown) =>
      console.error('Could not load the messages', error),
    ),
    preloadRoute(window.location.pathname, locale),
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // The server's first view of this page (server/http/first-view.ts) stays on screen until the app's first
  // commit replaces it: rendered in a transition, that commit is the whole page, never an empty frame.
  if (container.querySelector(`[${FIRST_VIEW_ATTRIBUTE}]`))
    startTransition(() =>
      root.render(
        <StrictMode>
          <App startNow />
        </StrictMode>,
      ),
    );
  else
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
}

void main();
