import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../server/config';
import type { ApiFailure, ApiSuccess } from '../../src/domain/api';
import { openStatusAt } from '../../src/domain/opening-hours';
import { BUSINESS_TYPES, type Shop } from '../../src/domain/shop';
import { getJson, startTestApp, type TestApp } from './helpers';

type Featured = ApiSuccess<{ shops: Shop[] }>;

/** Independent great-circle distance (spherical law of cosines), to check the API's haversine. */
function cosineLawKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const c =
    Math.sin(a.latitude * rad) * Math.sin(b.latitude * rad) +
    Math.cos(a.latitude * rad) *
      Math.cos(b.latitude * rad) *
      Math.cos((b.longitude - a.longitude) * rad);
  return 6371 * Math.acos(Math.min(1, c));
}

describe('GET /api/shops/featured', () => {
  let app: TestApp;
  const url = (query = '') => `${app.baseUrl}/api/shops/featured${query}`;

  beforeAll(async () => {
    app = await startTestApp({ dbName: 'api_shops' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('returns 12 approved shops by default, best rated first, in the Shop DTO shape', async () => {
    const before = new Date();
    const { status, body } = await getJson<Featured>(url());
    const after = new Date();
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const { shops } = body.data;
    expect(shops).toHaveLength(12);
    for (let i = 1; i < shops.length; i += 1) {
      const [prev, cur] = [shops[i - 1]!, shops[i]!];
      expect(
        prev.rating > cur.rating ||
          (prev.rating === cur.rating && prev.reviewCount >= cur.reviewCount),
      ).toBe(true);
    }
    for (const shop of shops) {
      expect(shop).toMatchObject({
        id: expect.stringMatching(/^[a-z0-9-]+$/),
        name: expect.any(String),
        description: expect.any(String),
        phone: expect.stringMatching(/^\+39 /),
        email: expect.stringContaining('@'),
        timeZone: 'Europe/Rome',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(BUSINESS_TYPES).toContain(shop.businessType);
      expect(['hair', 'spa', 'barber', 'nails']).toContain(shop.category);
      expect(shop.location).toMatchObject({
        address: expect.any(String),
        city: expect.stringMatching(/^(Roma|Milano)$/),
        country: 'IT',
      });
      expect(shop.photos.length).toBeGreaterThanOrEqual(3);
      expect(shop.photos.length).toBeLessThanOrEqual(6);
      expect(shop.services.length).toBeGreaterThan(0);
      const prices = shop.services.map((s) => s.price);
      expect(shop.priceRange).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
      for (const service of shop.services) {
        expect(service).toEqual({
          id: expect.any(String),
          name: expect.any(String),
          duration: expect.any(Number),
          price: expect.any(Number),
          category: expect.any(String),
        });
        expect(Number.isInteger(Math.round(service.price * 100))).toBe(true);
      }
      expect(Object.keys(shop.workingHours).sort()).toEqual([
        'friday',
        'monday',
        'saturday',
        'sunday',
        'thursday',
        'tuesday',
        'wednesday',
      ]);
      expect(shop.features.onlineBooking).toBe(true);
      expect(shop.policies.noShow.feeAmount).toBeGreaterThan(0);
      expect(shop.policies.noShow.feeAmount).toBeLessThan(100); // euro, not cents
      // status computed now, in the shop's zone (either side of a minute boundary is accepted)
      const expected = [
        openStatusAt(shop.workingHours, before, shop.timeZone),
        openStatusAt(shop.workingHours, after, shop.timeZone),
      ];
      expect(expected).toContain(shop.status);
      expect(shop.distance).toBeUndefined();
    }
  });

  it('serves the photos it lists', async () => {
    const { body } = await getJson<Featured>(url('?limit=3'));
    for (const photo of body.data.shops.flatMap((s) => s.photos)) {
      expect(photo).toMatch(/^\/images\/shops\/[a-z-]+-\d\.svg$/);
      expect(fs.existsSync(path.join(ROOT_DIR, 'public', photo))).toBe(true);
    }
    const response = await fetch(`${app.baseUrl}${body.data.shops[0]!.photos[0]}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/image\/svg\+xml/);
  });

  it('honours limit within 1..50', async () => {
    expect((await getJson<Featured>(url('?limit=1'))).body.data.shops).toHaveLength(1);
    expect((await getJson<Featured>(url('?limit=50'))).body.data.shops).toHaveLength(50);
    for (const bad of ['0', '51', '-3', 'abc', '2.5', '']) {
      const { status, body } = await getJson<ApiFailure>(url(`?limit=${bad}`));
      expect(status, `limit=${bad}`).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message).toContain('limit');
      expect(body.errors).toHaveProperty('limit');
    }
    const twice = await getJson<ApiFailure>(url('?limit=1&limit=2'));
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual({ limit: 'validation.repeated' });
  });

  it('validates coordinates and names the parameter', async () => {
    const lat = await getJson<ApiFailure>(url('?latitude=91&longitude=12'));
    expect(lat.status).toBe(400);
    expect(lat.body.message).toContain('latitude');
    expect(lat.body.errors).toEqual({ latitude: 'validation.range' });
    const lng = await getJson<ApiFailure>(url('?latitude=41&longitude=-181'));
    expect(lng.status).toBe(400);
    expect(lng.body.errors).toHaveProperty('longitude');
    const half = await getJson<ApiFailure>(url('?latitude=41.9'));
    expect(half.status).toBe(400);
    expect(half.body.errors).toEqual({ longitude: 'validation.coordinatesPair' });
    const text = await getJson<ApiFailure>(url('?latitude=north&longitude=12'));
    expect(text.body.errors).toEqual({ latitude: 'validation.number' });
  });

  it('adds the haversine distance in km from the given position', async () => {
    const duomo = { latitude: 45.4642, longitude: 9.19 };
    const { status, body } = await getJson<Featured>(
      url(`?limit=50&latitude=${duomo.latitude}&longitude=${duomo.longitude}`),
    );
    expect(status).toBe(200);
    for (const shop of body.data.shops) {
      const { latitude, longitude } = shop.location;
      if (latitude === null || longitude === null) throw new Error(`${shop.id} has no position`);
      expect(shop.distance).toBeCloseTo(cosineLawKm(duomo, { latitude, longitude }), 1);
      if (shop.location.city === 'Milano') expect(shop.distance).toBeLessThan(8);
      else expect(shop.distance).toBeGreaterThan(470);
    }
    // a known shop: Salone Brera, Via Brera 16, about 0.86 km from the Duomo
    const all = await getJson<Featured>(url(`?limit=50&latitude=45.4718&longitude=9.1878`));
    const brera = all.body.data.shops.find((s) => s.id === 'salone-brera-milano');
    if (brera) expect(brera.distance).toBe(0);
  });

  it('GET /api/shops/:id returns one shop; unknown ids are 404', async () => {
    const { status, body } = await getJson<ApiSuccess<{ shop: Shop }>>(
      `${app.baseUrl}/api/shops/salone-aurora-roma`,
    );
    expect(status).toBe(200);
    expect(body.data.shop).toMatchObject({
      id: 'salone-aurora-roma',
      name: 'Salone Aurora',
      location: { zipCode: '00192', city: 'Roma' },
    });
    const missing = await getJson<ApiFailure>(`${app.baseUrl}/api/shops/no-such-shop`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      success: false,
      code: 'SHOP_NOT_FOUND',
      message: 'Shop not found',
    });
  });
});
