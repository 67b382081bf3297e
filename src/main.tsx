import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/preload-route';
import { initialLocale, loadCatalog } from './i18n';
import { FIRST_VIEW_ATTRIBUTE } from './domain/page-data';
import { readPageData } from './lib/page-data';
import { loadQueryClient } from './lib/query-layer';
import { nextTask, prepareFirstRender } from './app/start-up-tasks';
import { takeOverInTurns } from './lib/hydrate-in-turn';
import { firstViewChunks, runPageChunksInTurns } from './app/page-chunks';

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

/**
 * The first touch of a Web Storage area is a synchronous call into the browser that loads it (10-20 ms and more
 * on a busy phone). Touched in a task of its own, before anything reads from it (the language just below), that
 * wait lengthens neither the entry's task nor the first render's.
 */
async function loadStorageApart(): Promise<void> {
  await nextTask();
  try {
    void globalThis.sessionStorage?.length;
    void globalThis.localStorage?.length;
  } catch {
    // storage off (privacy settings): the app reads nothing stored, as before
  }
  await nextTask();
}

async function main() {
  await loadStorageApart();
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
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const view = container.querySelector<HTMLElement>(`[${FIRST_VIEW_ATTRIBUTE}]`);
  // Over a first view, the page's scripts run one per task before anything below imports them all at once.
  if (view) await runPageChunksInTurns(firstViewChunks());
  await Promise.all([
    loadCatalog(locale).catch((error: unknown) =>
      console.error('Could not load the messages', error),
    ),
    preloadRoute(window.location.pathname, locale),
    // Over a first view the data layer is there before hydrating (home loads it after its first paint
    // otherwise): arriving later, it was handed to the whole app as an update, which drew everything again.
    view ? loadQueryClient().catch(() => undefined) : null,
  ]);
  if (view) await prepareFirstRender(locale);
  if (!view) {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return;
  }
  // The server's first view of this page (server/http/first-view.ts): the app takes over its elements instead of
  // drawing them again, in a transition (React hydrates in short slices), and it is usable once the app's first
  // commit is done. Where the device renders otherwise (a stored session, a search history), React draws that
  // part anew: expected, so not reported as an error.
  const takenOver = () => {
    view.removeAttribute('inert');
    view.removeAttribute(FIRST_VIEW_ATTRIBUTE);
  };
  takeOverInTurns();
  startTransition(() => {
    hydrateRoot(
      view,
      <StrictMode>
        <App startNow onStarted={takenOver} />
      </StrictMode>,
      { onRecoverableError: (error) => console.info('First view redrawn in part:', error) },
    );
  });
}

// Started after this module's evaluation, not inside it: a profiler or tracer (Lighthouse's, with stacks) that
// records a stack inside a module's top-level code makes V8 re-parse the whole chunk for its source positions
// (40-60 ms of main thread here), and main() at once installs a timer and starts imports, each recorded with its
// stack.
queueMicrotask(() => void main());
