import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECODING_MESSAGES } from '../../server/http/decoding-errors';
import { startTestApp, type TestApp } from './helpers';
import { createUser, signIn } from './profile-fixtures';
import { routeTable, WRITE_METHODS, type RouteEntry } from './support/route-table';

/**
 * Requests the server cannot decode are the caller's fault: a malformed percent-escape in a path parameter and a
 * corrupt gzip or brotli body answer a 400 envelope on every route (they were 500s). The routes come from the
 * app's own router, so a route added later is covered here without being listed.
 */
let app: TestApp;
let routes: RouteEntry[];
let adminToken: string;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-bad-input-decoding', seed: false });
  routes = routeTable(app);
  // an admin gets past every router-level guard, so what is checked is the decoding, not the sign-in
  adminToken = await signIn(app, await createUser({ role: 'admin' }));
});
afterAll(() => app.close());

const MALFORMED = '%E0%A4%A';

/** The route's path with its first parameter malformed and any other one harmless. */
function malformedPath(path: string): string {
  let first = true;
  return path.replace(/:\w+/g, () => {
    const value = first ? MALFORMED : 'x';
    first = false;
    return value;
  });
}

const json = JSON.stringify({ email: 'someone@example.com', password: 'Secret123' });
/** a valid gzip stream cut short, and bytes that are no stream at all */
const corrupt = {
  gzip: [gzipSync(json).subarray(0, 12), Buffer.from('definitely not gzip')],
  br: [brotliCompressSync(json).subarray(0, 5), Buffer.from('definitely not brotli!!')],
};

describe('malformed input the server cannot decode', () => {
  it('answers 400 (never 500) to a malformed escape in every path parameter', async () => {
    const withParams = routes.filter((route) => route.path.includes('/:'));
    expect(withParams.length).toBeGreaterThanOrEqual(10);
    for (const route of withParams) {
      const url = `${app.baseUrl}${malformedPath(route.path)}`;
      const response = await fetch(url, {
        method: route.method,
        headers: { authorization: `Bearer ${adminToken}`, accept: 'application/json' },
      });
      const label = `${route.method} ${route.path}`;
      expect(response.status, label).toBe(400);
      if (route.path.startsWith('/api/'))
        expect(await response.json(), label).toEqual({
          success: false,
          code: 'MALFORMED_PATH',
          message: DECODING_MESSAGES.path,
        });
    }
  });

  it('answers 400 to a corrupt gzip or brotli body on every route that takes one', async () => {
    const writes = routes.filter(
      (route) => route.path.startsWith('/api/') && WRITE_METHODS.has(route.method),
    );
    expect(writes.length).toBeGreaterThanOrEqual(20);
    for (const route of writes) {
      for (const [encoding, bodies] of Object.entries(corrupt)) {
        for (const body of bodies) {
          const response = await fetch(`${app.baseUrl}${route.path.replace(/:\w+/g, 'x')}`, {
            method: route.method,
            headers: {
              authorization: `Bearer ${adminToken}`,
              'content-type': 'application/json',
              'content-encoding': encoding,
            },
            body,
          });
          const label = `${route.method} ${route.path} ${encoding} ${body.length} bytes`;
          expect(response.status, label).toBe(400);
          expect(await response.json(), label).toEqual({
            success: false,
            code: 'MALFORMED_BODY',
            message: DECODING_MESSAGES.body,
          });
        }
      }
    }
  });

  it('answers in Italian when the caller prefers it', async () => {
    const response = await fetch(`${app.baseUrl}/api/shops/${MALFORMED}`, {
      headers: { 'accept-language': 'it' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Percorso della richiesta non valido',
    );
  });
});
