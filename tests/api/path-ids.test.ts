import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';
import { createUser, signIn } from './profile-fixtures';

/**
 * A path id of the wrong shape (an operator, capitals, a path trick, an oversized value) is answered like an
 * id that names nothing, with each route's own not-found code (server/http/path-id.ts), and never as a 500.
 */
const MALFORMED = ['%24gt', 'Salone-Aurora', '..%2F..', 'x'.repeat(300), 'bk_%7B%7D'];

describe('malformed ids in the path', () => {
  let app: TestApp;
  let token = '';
  beforeAll(async () => {
    app = await startTestApp({ dbName: 'api_path_ids', seed: false });
    token = await signIn(app, await createUser({ name: 'Giulia' }));
  });
  afterAll(() => app?.close());

  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as { success: boolean; code?: string };
    return { status: response.status, code: envelope.code, success: envelope.success };
  };

  it('a shop: 404 SHOP_NOT_FOUND', async () => {
    for (const id of MALFORMED) {
      expect(await call('GET', `/api/shops/${id}`), id).toMatchObject({
        status: 404,
        code: 'SHOP_NOT_FOUND',
      });
      expect(await call('GET', `/api/shops/${id}/services`), id).toMatchObject({
        status: 404,
        code: 'SHOP_NOT_FOUND',
      });
    }
  });

  it('a booking: 404 BOOKING_NOT_FOUND, for reading, its calendar file, changing and cancelling', async () => {
    for (const id of MALFORMED) {
      for (const [method, path, body] of [
        ['GET', `/api/bookings/${id}`],
        ['GET', `/api/bookings/${id}/calendar.ics`],
        ['PUT', `/api/bookings/${id}`, { notes: 'Running late' }],
        ['DELETE', `/api/bookings/${id}`],
      ] as const) {
        expect(await call(method, path, body), `${method} ${path}`).toMatchObject({
          status: 404,
          code: 'BOOKING_NOT_FOUND',
        });
      }
    }
  });

  it('a favourite: 404 with the route’s own code, after the body is checked', async () => {
    for (const id of MALFORMED) {
      expect(await call('DELETE', `/api/customer/favorites/${id}`), id).toMatchObject({
        status: 404,
        code: 'NOT_IN_FAVORITES',
      });
      expect(
        await call('PATCH', `/api/customer/favorites/${id}`, { notes: 'Ask for Marta' }),
        id,
      ).toMatchObject({ status: 404, code: 'FAVORITE_NOT_FOUND' });
      // a bad body is answered as such whatever the id
      expect(await call('PATCH', `/api/customer/favorites/${id}`, { notes: 42 }), id).toMatchObject(
        { status: 400, code: 'VALIDATION_FAILED' },
      );
    }
  });
});
