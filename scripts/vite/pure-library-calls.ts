import type { Plugin } from 'vite';

/**
 * react-router's production build defines its components and contexts at the top level with unannotated
 * `React.forwardRef(…)`, `React.memo(…)` and `React.createContext(…)` calls, each followed by a
 * `X.displayName = "…"` assignment, all of which the bundler must assume have side effects: `Form`, `NavLink`,
 * `ScrollRestoration`, the data-router contexts and everything they reach land in the entry chunk although the
 * app renders none of them. The calls are pure and the names only label components in React DevTools, so the
 * calls are marked pure and the top-level name assignments dropped, and tree-shaking removes what nothing uses.
 */
const TOP_LEVEL_REACT_DEFINITION =
  /^(var [A-Za-z0-9_$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
const TOP_LEVEL_DISPLAY_NAME = /^[A-Za-z0-9_$]+\.displayName = "[^"\n]*";$/gm;

export function pureLibraryCalls(): Plugin {
  return {
    name: 'orabella:pure-library-calls',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/ },
      handler(code) {
        const next = code
          .replace(TOP_LEVEL_REACT_DEFINITION, '$1/* @__PURE__ */ $2')
          .replace(TOP_LEVEL_DISPLAY_NAME, '');
        return next === code ? null : { code: next, map: null };
      },
    },
  };
}
