import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { messageCatalogs } from './scripts/vite/message-catalogs.ts';
import { productionAliases } from './scripts/vite/production-aliases.ts';
import { pureLibraryCalls } from './scripts/vite/pure-library-calls.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const alias = {
  '@/': here('./src/'),
  '@design-system/': here('./design-system/'),
  '@mocks/': here('./mocks/'),
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` beside each built script and stylesheet, which the
 * server sends as they are (server/http/static.ts): smaller than on-the-fly compression, at no CPU per request.
 */
function precompressAssets(): Plugin {
  return {
    name: 'orabella:precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (process.env.ORABELLA_STORYBOOK === '1' || !options.dir) return;
      const dir = options.dir;
      const files = Object.keys(bundle).filter((name) => /\.(js|css)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir, name);
          const source = await fs.readFile(file);
          if (source.length < 512) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/** A package's index module, which re-exports all of the package (a component folder's index names one). */
const PACKAGE_INDEX = /[\\/]node_modules[\\/].+[\\/]index\.m?js$/;
const isPackageIndex = (id: string, imported: readonly string[]) =>
  PACKAGE_INDEX.test(id) && imported.length > 8;

/**
 * The static module graph of the build, so a code-splitting group can ask what a page module reaches. Dynamic
 * import targets are never captured (each stays the start of its own chunk).
 */
function moduleGraph() {
  const imports = new Map<string, readonly string[]>();
  const dynamicTargets = new Set<string>();
  const closures = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'orabella:module-graph',
    apply: 'build',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      for (const id of info.dynamicallyImportedIds) dynamicTargets.add(id);
    },
  };
  /**
   * Modules statically reachable from the module whose id matches `root` (computed once, when chunking). With
   * `throughPackageIndexes` false the walk stops at a package's index: what the page takes from the package
   * it reaches through its own imports of the modules, not through every module the index names.
   */
  const reaches = (root: RegExp, id: string, throughPackageIndexes = true): boolean => {
    const key = `${root.source}|${throughPackageIndexes}`;
    let closure = closures.get(key);
    if (!closure) {
      closure = new Set();
      const queue = [...imports.keys()].filter((module) => root.test(module));
      while (queue.length > 0) {
        const next = queue.pop()!;
        if (closure.has(next)) continue;
        closure.add(next);
        const imported = imports.get(next) ?? [];
        if (throughPackageIndexes || !isPackageIndex(next, imported)) queue.push(...imported);
      }
      closures.set(key, closure);
    }
    return closure.has(id) && !dynamicTargets.has(id);
  };
  return { plugin, reaches };
}

const graph = moduleGraph();
const HOME_FEATURE = /[\\/]src[\\/]features[\\/]home[\\/]/;
/**
 * yup and its helpers: statically reachable from the home page through src/domain modules it takes a constant
 * from, but home shows no form and uses no schema (scripts/vite/pure-library-calls.ts), so they must not be
 * grouped into the home page's shared chunk, where the pages with forms would fetch them from.
 */
const FORM_VALIDATION = /[\\/]node_modules[\\/](yup|property-expr|tiny-case|toposort)[\\/]/;
/**
 * TanStack Query, which home reaches only through its index: home runs useQuery from it, so it stays out of the
 * 'shared' group (home would load that group for it) and is split by use like any module.
 */
const QUERY_LIBRARY = /[\\/]node_modules[\\/]@tanstack[\\/]/;
const HOME_PAGE = /[\\/]src[\\/]features[\\/]home[\\/]pages[\\/]home-page\.tsx$/;

export default defineConfig({
  plugins: [
    react(),
    messageCatalogs({ rootDir: here('.') }),
    productionAliases(),
    pureLibraryCalls(),
    precompressAssets(),
    graph.plugin,
  ],
  resolve: { alias },
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: the server reads it to hint each page's own chunks (server/http/static.ts).
    manifest: true,
    // A lazy chunk's own imports are not hinted from the client as it loads: Vite's helper looked each one up
    // with a document-wide query, some fifty for a page, 30 ms of main thread over a page's first view (120 ms
    // on a mid-range phone). The server hints the first page's chunks in its HTML (server/http/static.ts); later
    // pages fetch their imports as their chunk is read.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      treeshake: {
        // Design-system, feature and domain modules do nothing when imported but define things (components
        // through styled() calls, atoms, schemas, all of which the bundler cannot prove pure), so what an index
        // or barrel re-exports and the importer does not use is dropped instead of landing in the entry chunk
        // (a feature index's dialogs, forms and yup) or in every page that imports one component from the
        // design-system barrel (its theme menu, user menu, session dialog and toasts). Nothing there is imported
        // for a side effect; CSS and packages keep the default.
        moduleSideEffects: [
          {
            test: /[\\/](src[\\/]features|src[\\/]domain|design-system)[\\/].+\.tsx?$/,
            sideEffects: false,
          },
          // yup is one module that only defines its schema classes (extending their prototypes as it goes):
          // kept whole when a schema is used, dropped when none is (scripts/vite/pure-library-calls.ts).
          { test: /[\\/]node_modules[\\/]yup[\\/]/, sideEffects: false },
          // @emotion/react imports hoist-non-react-statics (and its copy) for a side effect it does not have:
          // only withTheme, which nothing here uses, calls it.
          {
            test: /[\\/]node_modules[\\/](hoist-non-react-statics[\\/]|@emotion[\\/]react[\\/]_isolated-hnrs[\\/])/,
            sideEffects: false,
          },
        ],
      },
      output: {
        codeSplitting: {
          // Everything the entry imports statically loads on every first visit anyway: three chunks of it rather than
          // thirty compress better (about 7 KB of gzip on the home route) and cost three requests. Three, not one:
          // React, then the other libraries (which import only React), then the app. Over a server's first view each
          // runs in a task of its own before the entry (public/scripts/start-after-first-paint.js): as one chunk,
          // the entry's evaluation was one task of 40 ms here, four times that on a phone. (1 KB more gzip.)
          groups: [
            {
              name: 'react',
              tags: ['$initial'],
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              includeDependenciesRecursively: false,
              priority: 4,
            },
            {
              name: 'vendor',
              tags: ['$initial'],
              test: /[\\/]node_modules[\\/]/,
              includeDependenciesRecursively: false,
              priority: 3,
            },
            {
              name: 'app',
              tags: ['$initial'],
              includeDependenciesRecursively: false,
              priority: 2,
            },
            // The components and helpers the home page shares with other pages: one chunk beside the page's
            // own instead of twenty (icons, Chip, Skeleton, cards), which compresses better and, on a
            // six-connection HTTP/1.1 origin, saves round trips.
            {
              name: 'home-shared',
              test: (id) =>
                graph.reaches(HOME_PAGE, id, false) &&
                !HOME_FEATURE.test(id) &&
                !FORM_VALIDATION.test(id),
              includeDependenciesRecursively: false,
              priority: 1,
            },
            // What the same walk finds only through package indexes (@tanstack/react-query's mutations and
            // infinite queries, MUI's InputBase and Grid, other components' classes): home never runs it, so it
            // is not in home's chunk (13 KB of gzip were), but the pages that use it still get it as one chunk
            // rather than a dozen more requests.
            {
              name: 'shared',
              test: (id) =>
                graph.reaches(HOME_PAGE, id) &&
                !HOME_FEATURE.test(id) &&
                !FORM_VALIDATION.test(id) &&
                !QUERY_LIBRARY.test(id),
              includeDependenciesRecursively: false,
              priority: 0,
            },
          ],
        },
      },
    },
  },
});
