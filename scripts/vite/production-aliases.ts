import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * react-router's package exports point every bundler at its development build (dev-only warnings and checks);
 * production builds use the production build it ships beside it.
 */
export function productionAliases(): Plugin {
  return {
    name: 'orabella:production-aliases',
    apply: 'build',
    config: () => {
      const root = path.dirname(require.resolve('react-router/package.json'));
      return {
        resolve: {
          alias: [
            {
              find: /^react-router$/,
              replacement: path.join(root, 'dist', 'production', 'index.mjs'),
            },
          ],
        },
      };
    },
  };
}
