import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GEOCODING_MESSAGES } from '../../src/domain/geocoding';
import { ApiError } from '../../server/http/api-error';
import { createNominatimGeocoder } from '../../server/modules/geocoding/nominatim';

/** A local stand-in for a Nominatim server: records requests, answers what the test sets. */
let server: http.Server;
let baseUrl: string;
let requests: URL[];
let headers: http.IncomingHttpHeaders[];
let reply: (url: URL) => { status?: number; body?: unknown; delayMs?: number };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url);
    headers.push(req.headers);
    const { status = 200, body = [], delayMs = 0 } = reply(url);
    setTimeout(() => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
  headers = [];
  reply = () => ({ body: [] });
});

const TRASTEVERE = {
  place_id: 1234,
  osm_type: 'relation',
  osm_id: 42,
  lat: '41.8867',
  lon: '12.4692',
  name: 'Trastevere',
  display_name: 'Trastevere, Municipio Roma I, Roma, Roma Capitale, Lazio, Italia',
  addresstype: 'suburb',
  address: { suburb: 'Trastevere', city: 'Roma', 'ISO3166-2-lvl6': 'IT-RM', country_code: 'it' },
};
const MILANO = {
  place_id: 99,
  osm_type: 'relation',
  osm_id: 44915,
  lat: '45.4641943',
  lon: '9.1896346',
  name: 'Milano',
  display_name: 'Milano, Lombardia, Italia',
  addresstype: 'city',
  address: { city: 'Milano', 'ISO3166-2-lvl6': 'IT-MI', country_code: 'it' },
};

describe('Nominatim geocoder', () => {
  it('searches with jsonv2 and maps places', async () => {
    reply = () => ({ body: [TRASTEVERE, MILANO, { name: 'no position' }] });
    const geocoder = createNominatimGeocoder({
      baseUrl,
      countries: ['IT'],
      userAgent: 'Orabella/test',
    });
    const results = await geocoder.search('Trastevere', 5);

    expect(requests[0]?.pathname).toBe('/search');
    expect(Object.fromEntries(requests[0]!.searchParams)).toMatchObject({
      format: 'jsonv2',
      q: 'Trastevere',
      limit: '5',
      countrycodes: 'it',
    });
    expect(headers[0]?.['user-agent']).toBe('Orabella/test');
    expect(results).toEqual([
      {
        id: 'osm-relation-42',
        name: 'Trastevere',
        label: 'Trastevere, Roma (RM)',
        kind: 'district',
        latitude: 41.8867,
        longitude: 12.4692,
        country: 'IT',
        province: 'RM',
      },
      expect.objectContaining({ name: 'Milano', label: 'Milano (MI)', kind: 'city' }),
    ]);
  });

  it('answers [] when the provider finds nothing', async () => {
    const geocoder = createNominatimGeocoder({ baseUrl });
    expect(await geocoder.search('Nowhere', 5)).toEqual([]);
  });

  it('reverse-geocodes a position, or null when the provider cannot', async () => {
    reply = (url) =>
      url.searchParams.get('lat') === '41.89'
        ? { body: TRASTEVERE }
        : { body: { error: 'Unable to geocode' } };
    const geocoder = createNominatimGeocoder({ baseUrl });
    const place = await geocoder.reverse({ latitude: 41.89, longitude: 12.47 });
    expect(requests[0]?.pathname).toBe('/reverse');
    expect(Object.fromEntries(requests[0]!.searchParams)).toMatchObject({
      format: 'jsonv2',
      lat: '41.89',
      lon: '12.47',
    });
    expect(place?.label).toBe('Trastevere, Roma (RM)');
    expect(await geocoder.reverse({ latitude: 40, longitude: 12 })).toBeNull();
  });

  it("turns a failing, slow or garbled provider into 502 'Failed to search location'", async () => {
    const cases: Array<ReturnType<typeof reply>> = [
      { status: 500, body: { error: 'boom' } },
      { body: [], delayMs: 500 },
      { body: 'not json' },
    ];
    for (const answer of cases) {
      reply = () => answer;
      const geocoder = createNominatimGeocoder({ baseUrl, timeoutMs: 100 });
      const error = await geocoder.search('Roma', 5).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 502, message: GEOCODING_MESSAGES.searchFailed });
    }
  });

  it('leaves suggestions to the given fallback and never calls the provider for them', async () => {
    const withFallback = createNominatimGeocoder({
      baseUrl,
      suggest: async () => [
        {
          id: 'x',
          name: 'Roma',
          label: 'Roma (RM)',
          kind: 'city',
          latitude: 41.9,
          longitude: 12.5,
          country: 'IT',
          province: 'RM',
        },
      ],
    });
    expect((await withFallback.suggest('ro', 5)).map((p) => p.name)).toEqual(['Roma']);
    expect(await createNominatimGeocoder({ baseUrl }).suggest('ro', 5)).toEqual([]);
    expect(requests).toEqual([]);
  });
});
