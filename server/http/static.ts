import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';

export const NOT_BUILT_MESSAGE =
  'The Orabella web app has not been built yet. Run `npm run build` (or `npm start`, which builds it when needed) and reload this page.';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * The built client and public assets:
 * - `dist/assets/*` (content-hashed by Vite): cached for a year, immutable;
 * - other files in `dist/` and `public/` (images, icons): cached for an hour;
 * - any other GET that is not `/api` and has no file extension: the SPA's index.html (client routes), never cached;
 * - when dist/index.html is missing: 503 with a message saying to build.
 */
export function staticClient(options: { distDir: string; publicDir: string }): Router {
  const router = express.Router();
  const { distDir, publicDir } = options;
  const indexFile = path.join(distDir, 'index.html');

  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), {
      index: false,
      fallthrough: true,
      immutable: true,
      maxAge: ONE_YEAR_S * 1000,
    }),
  );
  const hourCache = { index: false as const, maxAge: 60 * 60 * 1000 };
  router.use(express.static(distDir, hourCache));
  router.use(express.static(publicDir, hourCache));

  const spa: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (path.extname(req.path) !== '') {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    if (!fs.existsSync(indexFile)) {
      res.status(503).set('Cache-Control', 'no-store').type('text/plain').send(NOT_BUILT_MESSAGE);
      return;
    }
    res.set('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  };
  router.use(spa);
  return router;
}
