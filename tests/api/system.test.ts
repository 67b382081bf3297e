import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseHandle } from '../../server/db/connect';
import { getJson, postJson, startTestApp, type TestApp } from './helpers';

const DB = 'api_system';

describe('system: health, errors, headers, client routes', () => {
  let app: TestApp;
  let root: string;

  beforeAll(async () => {
    // A project root with a built index.html and a public image, to exercise the static side.
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'orabella-root-'));
    fs.mkdirSync(path.join(root, 'dist', 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'dist', 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(root, 'dist', 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.mkdirSync(path.join(root, 'public', 'images'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'public', 'images', 'x.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ version: '9.9.9' }));
    app = await startTestApp({ dbName: DB, rootDir: root, seed: false });
  });

  afterAll(async () => {
    await app?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('GET /api/health is ok with the database up', async () => {
    const { status, body } = await getJson<{ success: boolean; data: Record<string, unknown> }>(
      `${app.baseUrl}/api/health`,
    );
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    // outside production the login page may show the demo accounts
    expect(body.data).toMatchObject({ status: 'ok', database: 'up', version: '9.9.9', demo: true });
    expect(typeof body.data.uptime).toBe('number');
  });

  it('GET /api/health answers 503 degraded when the database is down', async () => {
    const connection = await mongoose
      .createConnection(inject('mongoUri'), { dbName: DB, serverSelectionTimeoutMS: 2000 })
      .asPromise();
    const down = await startTestApp({
      dbName: DB,
      seed: false,
      db: databaseHandle(connection, { displayUri: 'x', embedded: true }),
    });
    try {
      expect((await getJson(`${down.baseUrl}/api/health`)).status).toBe(200);
      await connection.close();
      const { status, body } = await getJson<{ success: boolean; data: Record<string, unknown> }>(
        `${down.baseUrl}/api/health`,
      );
      expect(status).toBe(503);
      expect(body.data).toMatchObject({ status: 'degraded', database: 'down' });
    } finally {
      await down.close();
    }
  });

  it('unknown /api paths answer the 404 envelope, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const { status, body } = await getJson(`${app.baseUrl}/api/no/such/thing`, { method });
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found' });
    }
  });

  it('client routes get the SPA index.html (not cached); hashed assets are cached for a year', async () => {
    for (const route of ['/', '/login', '/shop/salone-aurora-roma', '/search?category=spa']) {
      const response = await fetch(`${app.baseUrl}${route}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
    const asset = await fetch(`${app.baseUrl}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    expect((await fetch(`${app.baseUrl}/assets/missing-123.js`)).status).toBe(404);
    const image = await fetch(`${app.baseUrl}/images/x.svg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/image\/svg\+xml/);
  });

  it('without a build, pages answer 503 saying to run npm run build', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'orabella-bare-'));
    const unbuilt = await startTestApp({ dbName: DB, seed: false, rootDir: bare });
    try {
      const response = await fetch(`${unbuilt.baseUrl}/`);
      expect(response.status).toBe(503);
      expect(await response.text()).toMatch(/npm run build/);
      expect((await getJson(`${unbuilt.baseUrl}/api/health`)).status).toBe(200);
    } finally {
      await unbuilt.close();
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });

  it('malformed JSON → 400 envelope', async () => {
    const { status, body } = await postJson(`${app.baseUrl}/api/auth/login`, '{"email": "a@b.co",');
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      code: 'MALFORMED_JSON',
      message: 'Malformed JSON body',
    });
  });

  it('a body over JSON_BODY_LIMIT → 413 envelope', async () => {
    const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(150 * 1024) });
    const { status, body } = await postJson(`${app.baseUrl}/api/auth/login`, big);
    expect(status).toBe(413);
    expect(body).toEqual({
      success: false,
      code: 'BODY_TOO_LARGE',
      message: 'Request body too large',
    });
  });

  it('sets security headers (helmet, CSP the SPA passes)', async () => {
    const response = await fetch(`${app.baseUrl}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(csp).toMatch(/img-src 'self' data: blob:/);
    // only the app's own origin over WebSocket (PUBLIC_URL), not any ws:/wss: host
    const connectSrc = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
    expect(connectSrc).toEqual([
      "'self'",
      new URL(app.config.publicUrl).origin.replace(/^http/, 'ws'),
    ]);
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('echoes a valid x-request-id and generates one otherwise', async () => {
    const echoed = await fetch(`${app.baseUrl}/api/health`, {
      headers: { 'x-request-id': 'req-42.abc' },
    });
    expect(echoed.headers.get('x-request-id')).toBe('req-42.abc');
    const generated = await fetch(`${app.baseUrl}/api/health`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await fetch(`${app.baseUrl}/api/health`, {
      headers: { 'x-request-id': 'bad id with spaces <script>' },
    });
    expect(refused.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('an unexpected error is logged and answered 500 with a generic message', async () => {
    const failing = await startTestApp({
      dbName: DB,
      seed: false,
      services: (services) => ({
        ...services,
        shops: {
          ...services.shops,
          featured: () => Promise.reject(new Error('secret internals: connection string')),
        },
      }),
    });
    try {
      const { status, body } = await getJson(`${failing.baseUrl}/api/shops/featured`);
      expect(status).toBe(500);
      expect(body).toEqual({
        success: false,
        code: 'INTERNAL',
        message: 'Something went wrong. Please try again.',
      });
    } finally {
      await failing.close();
    }
  });

  it('API responses are not cached', async () => {
    const response = await fetch(`${app.baseUrl}/api/health`);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
