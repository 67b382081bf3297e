import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { messageCatalogs } from './scripts/vite/message-catalogs.ts';
import { productionAliases } from './scripts/vite/production-aliases.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const alias = {
  '@/': here('./src/'),
  '@design-system/': here('./design-system/'),
  '@mocks/': here('./mocks/'),
};

export default defineConfig({
  plugins: [react(), messageCatalogs({ rootDir: here('.') }), productionAliases()],
  resolve: { alias },
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      treeshake: {
        // Features and domain modules do nothing when imported but define things (components through styled()
        // calls, atoms, schemas, all of which the bundler cannot prove pure), so what a feature's index re-exports
        // and the importer does not use is dropped instead of landing, with its dialogs, forms and yup, in the
        // entry chunk. (Nothing there is imported for a side effect; CSS and packages keep the default.)
        moduleSideEffects: [
          { test: /[\\/]src[\\/](features|domain)[\\/].+\.tsx?$/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          // Everything the entry imports statically loads on every first visit anyway: one chunk of it compresses
          // better (about 7 KB of gzip on the home route) and costs one request instead of thirty.
          groups: [{ name: 'app', tags: ['$initial'], includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
