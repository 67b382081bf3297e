import '@testing-library/jest-dom/vitest';
import './jsdom-label-control';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '@mocks/node';
import { STYLE_CACHE_KEY } from '@/app/style-cache';

// ky and the app resolve '/api/...' against the page origin; jsdom's default is about:blank.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // Each AppProviders makes its own style cache and leaves its <style> elements in the head when it unmounts
  // (~700 per app render). jsdom's getComputedStyle, which every accessible-name query calls, reads every rule
  // in the page, so a file's tenth test paid for the nine before it (personal-info: 722 sheets in its first
  // test, 6,485 in its last). The next render makes a new cache, which inserts what it needs again.
  // (a client-side cache marks its sheets with its key alone; a server render's also lists the names)
  document.head
    .querySelectorAll(
      `style[data-emotion="${STYLE_CACHE_KEY}"], style[data-emotion^="${STYLE_CACHE_KEY} "]`,
    )
    .forEach((sheet) => sheet.remove());
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
