import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { messageCatalogs } from './scripts/vite/message-catalogs.ts';
import { productionAliases } from './scripts/vite/production-aliases.ts';
import { alias } from './vite.config.ts';

/**
 * The server's build of the app (`npm run build` runs it after the client's): src/app/ssr/entry-server.tsx and
 * what it renders, as Node modules in dist/.ssr/, which the server imports to send a public page's first view
 * inside its HTML (server/http/first-view.ts). Packages stay in node_modules; no public files, no
 * precompression, no code-splitting groups (those shape what a browser downloads).
 */
export default defineConfig({
  plugins: [
    react(),
    messageCatalogs({ rootDir: fileURLToPath(new URL('.', import.meta.url)) }),
    productionAliases(),
  ],
  resolve: { alias },
  publicDir: false,
  build: {
    ssr: 'src/app/ssr/entry-server.tsx',
    outDir: 'dist/.ssr',
    emptyOutDir: true,
    sourcemap: true,
    manifest: false,
  },
});
