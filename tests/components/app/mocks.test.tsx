import { describe, expect, it } from 'vitest';
import { NEARBY_KM } from '@/domain/constants';
import type { Shop } from '@/domain/shop';
import { ROME_CENTER, shopCatalogue } from '@mocks/data/shops';

/** The MSW handlers answer like the server: same params, validation and envelopes (what the app relies on). */
const api = (path: string, init?: RequestInit) =>
  fetch(new URL(`/api/${path}`, location.origin), init);

describe('mock API', () => {
  it('GET /api/shops/featured: default limit 12, best rated first, realistic shops with local photos', async () => {
    const res = await api('shops/featured');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      success: boolean;
      data: {
        shops: { rating: number; photos: string[]; status: string; location: { city: string } }[];
      };
    };
    expect(body.success).toBe(true);
    expect(body.data.shops).toHaveLength(12);
    const ratings = body.data.shops.map((s) => s.rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    for (const shop of body.data.shops) {
      expect(shop.photos[0]).toMatch(
        /^\/images\/shops\/(salon|barbershop|spa|nail-salon|beauty-clinic|massage)-[1-6]\.svg$/,
      );
      expect(['open', 'closed', 'unknown']).toContain(shop.status);
      expect(['Roma', 'Milano']).toContain(shop.location.city);
    }
  });

  it.each(['0', '51', 'abc', '2.5'])('rejects limit=%s with a 400 naming limit', async (limit) => {
    const res = await api(`shops/featured?limit=${limit}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      success: boolean;
      message: string;
      errors: Record<string, string>;
    };
    expect(body.success).toBe(false);
    expect(body.message).toBe('Invalid query parameter: limit');
    expect(Object.keys(body.errors)).toEqual(['limit']);
  });

  it('adds distance in km from latitude/longitude; a lone coordinate is refused', async () => {
    const res = await api(
      `shops/featured?limit=50&latitude=${ROME_CENTER.latitude}&longitude=${ROME_CENTER.longitude}`,
    );
    const { data } = (await res.json()) as {
      data: { shops: { name: string; distance: number | null; location: Shop['location'] }[] };
    };
    expect(data.shops).toHaveLength(shopCatalogue().length);
    const near = data.shops
      .filter((s) => s.distance !== null && s.distance <= NEARBY_KM)
      .map((s) => s.name);
    expect(near).toHaveLength(5);
    // every shop with coordinates has a distance; the one without coordinates has null
    for (const shop of data.shops)
      expect(typeof shop.distance).toBe(shop.location.latitude === null ? 'object' : 'number');
    const lone = await api('shops/featured?latitude=41.9');
    expect(lone.status).toBe(400);
  });

  it('POST /api/auth/login: demo accounts, 401 otherwise, 400 for invalid payloads; /me needs the token', async () => {
    const post = (json: unknown) =>
      api('auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
    const ok = await post({ email: 'Shop@Orabella.demo', password: 'Demo1234!' });
    expect(ok.status).toBe(200);
    const { data } = (await ok.json()) as {
      data: { user: { role: string }; accessToken: string; expiresAt: string };
    };
    expect(data.user.role).toBe('shop');
    expect(Date.parse(data.expiresAt)).toBeGreaterThan(Date.now());

    const wrong = await post({ email: 'shop@orabella.demo', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      success: false,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });

    const invalid = await post({ email: 'not-an-email' });
    expect(invalid.status).toBe(400);
    const invalidBody = (await invalid.json()) as { errors: Record<string, string> };
    expect(invalidBody.errors).toEqual({
      email: 'auth.emailInvalid',
      password: 'auth.passwordRequired',
    });

    const me = await api('auth/me', { headers: { authorization: `Bearer ${data.accessToken}` } });
    expect(((await me.json()) as { data: { user: { email: string } } }).data.user.email).toBe(
      'shop@orabella.demo',
    );
    expect((await api('auth/me')).status).toBe(401);
    expect((await api('auth/me', { headers: { authorization: 'Bearer forged' } })).status).toBe(
      401,
    );
  });

  it('GET /api/health', async () => {
    const res = await api('health');
    expect(((await res.json()) as { data: { status: string } }).data.status).toBe('ok');
  });
});
