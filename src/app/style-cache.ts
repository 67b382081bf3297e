import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The key of the app's emotion cache: its class names (`ob-…`) and its sheets (`data-emotion="ob …"`), the
 * server's first view included (src/app/ssr/first-view-styles.ts).
 *
 * Why not emotion's default cache (`css`): that one is made as emotion's module is evaluated, and it takes over
 * every `css` sheet it finds in the page right then, moving it in the head. For a tracer that records stacks
 * (Lighthouse's), that move inside the app's first chunk's top-level code made V8 re-parse the whole chunk for
 * its source positions: 40-70 ms of the entry's evaluation here, four times that on a mid-range phone. The app's
 * own cache is made in its first render (AppProviders), where no chunk's top-level code is on the stack.
 */
export const STYLE_CACHE_KEY = 'ob';

/** A fresh cache: one per app (a server render makes its own, so no two visitors' views share one). */
export const createStyleCache = (): EmotionCache => createCache({ key: STYLE_CACHE_KEY });
