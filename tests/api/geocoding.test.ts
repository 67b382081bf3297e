import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GEOCODING_MESSAGES,
  type GeocodingSearchResult,
  type ReverseGeocodingResult,
} from '../../src/domain/geocoding';
import { getJson, startTestApp, type TestApp } from './helpers';
import type { Envelope } from './profile-fixtures';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-geocoding', seed: false });
});
afterAll(() => app.close());

const search = (query: string) =>
  getJson<Envelope<GeocodingSearchResult>>(`${app.baseUrl}/api/geocoding/search?${query}`);
const reverse = (query: string) =>
  getJson<Envelope<ReverseGeocodingResult>>(`${app.baseUrl}/api/geocoding/reverse?${query}`);
const address = (text: string) => search(`address=${encodeURIComponent(text)}`);

describe('GET /api/geocoding/search (offline gazetteer)', () => {
  it('finds Rome by its Italian and English names, as the city first', async () => {
    for (const text of ['Roma', 'Rome', 'roma']) {
      const { status, body } = await address(text);
      expect(status).toBe(200);
      expect(body.data.results[0]).toMatchObject({
        name: 'Roma',
        label: 'Roma (RM)',
        kind: 'city',
        country: 'IT',
        province: 'RM',
      });
      expect(body.data.results[0]?.latitude).toBeCloseTo(41.89, 1);
      expect(body.data.results[0]?.longitude).toBeCloseTo(12.5, 1);
    }
  });

  it('finds Milano and a Rome neighbourhood, accents or not', async () => {
    expect((await address('Milano')).body.data.results[0]).toMatchObject({
      label: 'Milano (MI)',
      province: 'MI',
    });
    for (const text of ['Trastevere', 'trastévere', 'TRASTEVERE', 'Trastevere, Roma (RM)']) {
      const { body } = await address(text);
      expect(body.data.results[0]).toMatchObject({
        name: 'Trastevere',
        label: 'Trastevere, Roma (RM)',
        kind: 'district',
      });
    }
  });

  it('honours limit and finds by prefix', async () => {
    const { body } = await search('address=Mil&limit=2');
    expect(body.data.results).toHaveLength(2);
    expect(body.data.results[0]?.name).toBe('Milano');
  });

  it("answers 404 'Location not found' when nothing matches", async () => {
    const { status, body } = await address('Qwxzyvilleplatz');
    expect(status).toBe(404);
    expect(body).toEqual({
      success: false,
      code: 'LOCATION_NOT_FOUND',
      message: GEOCODING_MESSAGES.notFound,
    });
  });

  it('refuses bad parameters', async () => {
    for (const [query, field] of [
      ['', 'address'],
      ['address=%20%20', 'address'],
      [`address=${'a'.repeat(201)}`, 'address'],
      ['address=Roma&limit=0', 'limit'],
      ['address=Roma&limit=abc', 'limit'],
    ] as const) {
      const { status, body } = await search(query);
      expect(status, query).toBe(400);
      expect(Object.keys(body.errors ?? {}), query).toEqual([field]);
    }
  });
});

describe('GET /api/geocoding/reverse', () => {
  it('names the place next to the Colosseum as a part of Rome', async () => {
    const { status, body } = await reverse('latitude=41.8902&longitude=12.4922');
    expect(status).toBe(200);
    expect(body.data.place).toMatchObject({ province: 'RM', country: 'IT' });
    expect(body.data.address).toMatch(/Roma \(RM\)$/);
    expect(body.data.address).toBe(body.data.place.label);
  });

  it("answers 404 'Unknown location' in the middle of the sea", async () => {
    const { status, body } = await reverse('latitude=40.0&longitude=12.0');
    expect(status).toBe(404);
    expect(body).toEqual({
      success: false,
      code: 'LOCATION_UNKNOWN',
      message: GEOCODING_MESSAGES.unknown,
    });
  });

  it('refuses bad parameters', async () => {
    for (const [query, field] of [
      ['longitude=12.5', 'latitude'],
      ['latitude=91&longitude=12.5', 'latitude'],
      ['latitude=41.9&longitude=abc', 'longitude'],
      ['latitude=41.9&longitude=181', 'longitude'],
    ] as const) {
      const { status, body } = await reverse(query);
      expect(status, query).toBe(400);
      expect(Object.keys(body.errors ?? {}), query).toEqual([field]);
    }
  });
});
