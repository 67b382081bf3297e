import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticClient } from '../../server/http/static';

/** A built client in a temp dir: index.html, a manifest, chunks, and precompressed copies of one of them. */
function writeBuild(root: string): void {
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    'src/features/home/pages/home-page.tsx': {
      file: 'assets/home-page-1.js',
      isDynamicEntry: true,
      imports: ['_shared-1.js', '_cards-1.js'],
    },
    '_cards-1.js': { file: 'assets/cards-1.js' },
    'src/features/search/pages/search-page.tsx': {
      file: 'assets/search-page-1.js',
      isDynamicEntry: true,
      imports: ['_cards-1.js'],
    },
    'orabella-catalog:en/core': { file: 'assets/core-en.js', isDynamicEntry: true },
    'orabella-catalog:it/core': { file: 'assets/core-it.js', isDynamicEntry: true },
    'orabella-catalog:en/pages': { file: 'assets/pages-en.js', isDynamicEntry: true },
    'orabella-catalog:it/pages': { file: 'assets/pages-it.js', isDynamicEntry: true },
  };
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const script = `export const x = "${'a'.repeat(2000)}";`;
  fs.writeFileSync(path.join(dist, 'assets', 'index-1.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'index-1.js.br'), brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'assets', 'index-1.js.gz'), gzipSync(script));
}

describe('static client: preload hints and precompressed assets', () => {
  let root: string;
  let server: ReturnType<ReturnType<typeof express>['listen']>;
  let base: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'orabella-static-'));
    writeBuild(root);
    const app = express();
    app.use(
      staticClient({ distDir: path.join(root, 'dist'), publicDir: path.join(root, 'public') }),
    );
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });

  const hints = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it("hints the page's own chunks and its language's catalog, not what the entry already loads", async () => {
    const home = await fetch(`${base}/`, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(home.headers.get('vary')).toMatch(/Accept-Language/);
    // each after the chunks it imports (the order the first view's start runs them in)
    expect(hints(await home.text())).toEqual([
      '/assets/core-en.js',
      '/assets/cards-1.js',
      '/assets/home-page-1.js',
    ]);

    const search = await fetch(`${base}/search?category=haircut`, {
      headers: { 'accept-language': 'it-IT,it;q=0.9' },
    });
    expect(hints(await search.text())).toEqual([
      '/assets/core-it.js',
      '/assets/cards-1.js',
      '/assets/search-page-1.js',
      '/assets/pages-it.js',
    ]);

    // a language chosen on the device (its cookie) is the one the app starts in, whatever the browser's
    const chosen = await fetch(`${base}/search?category=haircut`, {
      headers: { 'accept-language': 'en-US,en;q=0.9', cookie: 'orabella-language=it' },
    });
    expect(hints(await chosen.text())).toEqual([
      '/assets/core-it.js',
      '/assets/cards-1.js',
      '/assets/search-page-1.js',
      '/assets/pages-it.js',
    ]);
    expect(chosen.headers.get('vary')).toMatch(/Cookie/);

    // a route whose page is named otherwise: only the catalog parts
    const other = await fetch(`${base}/shop/dashboard`);
    expect(hints(await other.text())).toEqual(['/assets/core-en.js', '/assets/pages-en.js']);
  });

  it('sends a precompressed asset in the encoding the client accepts, cached for a year', async () => {
    const br = await fetch(`${base}/assets/index-1.js`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    expect(await br.text()).toContain('export const x');

    const gz = await fetch(`${base}/assets/index-1.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toContain('export const x');

    const plain = await fetch(`${base}/assets/index-1.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('export const x');

    expect((await fetch(`${base}/assets/..%2f.vite%2fmanifest.json`)).status).toBe(404);
  });

  it('prefers brotli when a browser lists it after gzip, and never sends what the client refuses', async () => {
    const chrome = await fetch(`${base}/assets/index-1.js`, {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(chrome.headers.get('content-encoding')).toBe('br');
    expect(await chrome.text()).toContain('export const x');

    const noBrotli = await fetch(`${base}/assets/index-1.js`, {
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(noBrotli.headers.get('content-encoding')).toBe('gzip');
    expect(await noBrotli.text()).toContain('export const x');
  });
});
