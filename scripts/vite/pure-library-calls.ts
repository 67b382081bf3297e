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

/**
 * A yup schema defined at the top level of a src/domain module (`export const shopSearchQuerySchema = yup
 * .object(…)…`) only builds an object, but the bundler cannot know it: a page that imports one constant from
 * the module (the home page's links reach `CATEGORY_BUSINESS_TYPES` in search.ts) got every schema in it and all
 * of yup. Marked pure, an unused schema is dropped, and yup (whose module does no more than define itself; see
 * `moduleSideEffects` in vite.config.ts) with it when no schema is left.
 */
const TOP_LEVEL_YUP_SCHEMA = /^((?:export )?const [A-Za-z0-9_$]+(?:: [^=\n]+)? = )(yup\b)/gm;

export function pureLibraryCalls(): Plugin[] {
  return [reactRouter(), domainSchemas()];
}

function domainSchemas(): Plugin {
  return {
    name: 'orabella:pure-domain-schemas',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]src[\\/]domain[\\/][^\\/]+\.ts$/ },
      handler(code) {
        const next = code.replace(TOP_LEVEL_YUP_SCHEMA, '$1/* @__PURE__ */ $2');
        return next === code ? null : { code: next, map: null };
      },
    },
  };
}

function reactRouter(): Plugin {
  return {
    name: 'orabella:pure-react-router',
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
