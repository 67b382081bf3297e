/**
 * The component and story test files share a worker (isolate: false in vitest.config.ts): React, MUI, MSW,
 * testing-library and jsdom load once per worker instead of once per file, which halves the stream's CPU. What
 * one file leaves behind must not reach the next, so before each file:
 * - the app's own modules load afresh (vi.resetModules drops every module vitest transformed, not packages): they
 *   keep state (atoms' stores, the realtime client, the mock API's data, which tests/setup-dom.ts loads next);
 * - vitest's own stubs, spies and fake timers are undone, and TanStack Query is online and focused again;
 * - the page is as jsdom made it: no attributes on <html> or <body>, an empty body, nothing in the head but the
 *   styles of emotion's default cache, the first URL, and none of the properties a test defined on window or
 *   navigator (a phone-width innerWidth, a clipboard…).
 */
import { focusManager, onlineManager } from '@tanstack/react-query';
import { vi } from 'vitest';

vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.restoreAllMocks();
// TanStack Query's online and focus state belong to the package, so to the worker: a file that went offline
// (the responsive demo's test) would leave every later file's queries paused.
onlineManager.setOnline(true);
focusManager.setFocused(undefined);

/** window properties the tests define (test-utils' viewport, scrolling): put back as the worker's first file had them */
const WINDOW_KEYS = [
  'innerWidth',
  'innerHeight',
  'outerWidth',
  'outerHeight',
  'scrollX',
  'scrollY',
  'matchMedia',
  'scrollTo',
];
const FIRST = Symbol.for('orabella.first-window');
const store = globalThis as unknown as Record<
  symbol,
  { href: string; window: Record<string, PropertyDescriptor | undefined> }
>;
store[FIRST] ??= {
  href: location.href,
  window: Object.fromEntries(
    WINDOW_KEYS.map((key) => [key, Object.getOwnPropertyDescriptor(globalThis, key)]),
  ),
};
const first = store[FIRST];

for (const [key, descriptor] of Object.entries(first.window)) {
  if (descriptor) Object.defineProperty(globalThis, key, descriptor);
  else delete (globalThis as Record<string, unknown>)[key];
}
// navigator's properties live on its prototype: an own string-named property is one a test defined (jsdom's own
// link to its implementation is a symbol)
for (const key of Object.keys(navigator))
  delete (navigator as unknown as Record<string, unknown>)[key];

for (const element of [document.documentElement, document.body])
  for (const { name } of [...element.attributes]) element.removeAttribute(name);
// The head keeps the sheets of emotion's default cache (key "css"): it belongs to @emotion/react, a package, and
// holds on to its <style> elements. Everything else there is the earlier files' (their apps' caches, title, meta).
for (const node of [...document.head.children])
  if (node.getAttribute('data-emotion')?.split(' ')[0] !== 'css') node.remove();
document.body.replaceChildren();
history.replaceState(null, '', first.href);
