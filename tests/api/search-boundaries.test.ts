import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineKm, roundKm } from '../../src/domain/geo';
import {
  everyDay,
  rawService,
  rawShop,
  week,
  type RawCatalog,
  type RawShop,
} from './support/search-catalog';
import { ROMA, startSearchHarness, type SearchHarness } from './support/search-harness';

/**
 * Hand-made catalogs at the edges of the search rules (src/domain/search.ts): radius, price overlap, opening
 * minutes, midnight, special dates, daylight-saving changes and other time zones. Expected answers are derived
 * by hand in the comments.
 */
let harness: SearchHarness;

beforeAll(async () => {
  harness = await startSearchHarness('search-boundaries');
});
afterAll(async () => {
  await harness?.close();
});

function use(shops: RawShop[], services: RawCatalog['services'] = []) {
  harness.setCatalog({ shops, services });
}

async function search(params: Record<string, string>) {
  const { status, body } = await harness.search({ limit: '50', ...params });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** ids found, sorted (for filters, where order is not the point) */
async function found(params: Record<string, string>): Promise<string[]> {
  return (await search(params)).shops.map((s) => s.id).sort();
}

/** ids of shops open at `iso` */
async function openAt(iso: string): Promise<string[]> {
  harness.setNow(new Date(iso));
  return found({ openNow: 'true' });
}

const origin = { latitude: ROMA.latitude, longitude: ROMA.longitude };
const originParam = `${origin.latitude},${origin.longitude}`;
// Due north of the origin: 0.0899° ≈ 9.996 km, 0.09° ≈ 10.008 km (either side of the default 10 km radius).
const inside = { latitude: origin.latitude + 0.0899, longitude: origin.longitude };
const edge = { latitude: origin.latitude + 0.09, longitude: origin.longitude };
const edgeKm = haversineKm(origin, edge);

describe('radius', () => {
  beforeAll(() => {
    use([
      rawShop('inside', { location: { ...rawShop('x').location, ...inside } }),
      rawShop('edge', { location: { ...rawShop('x').location, ...edge } }),
      rawShop('unplaced', {
        location: { ...rawShop('x').location, latitude: null, longitude: null },
      }),
    ]);
  });

  it('keeps a shop exactly at the radius (inclusive) and drops it when the radius falls 1 m short', async () => {
    // String(edgeKm) round-trips to the same double, so the radius equals the haversine distance exactly.
    expect(await found({ coordinates: originParam, radiusKm: String(edgeKm) })).toEqual([
      'edge',
      'inside',
    ]);
    expect(await found({ coordinates: originParam, distance: String(edgeKm) })).toEqual([
      'edge',
      'inside',
    ]);
    expect(await found({ coordinates: originParam, radiusKm: String(edgeKm - 0.001) })).toEqual([
      'inside',
    ]);
  });

  it('gives a found place a 10 km radius: 9.996 km in, 10.008 km out', async () => {
    const data = await search({ location: 'Roma' });
    expect(data.shops.map((s) => s.id)).toEqual(['inside']);
    expect(data.origin).toMatchObject({ ...origin, radiusKm: 10 });
  });

  it('without a radius keeps every shop, nearest first, the unplaced one last with distance null', async () => {
    const data = await search({ coordinates: originParam, sortBy: 'distance' });
    expect(data.shops.map((s) => [s.id, s.distance])).toEqual([
      ['inside', roundKm(haversineKm(origin, inside))],
      ['edge', roundKm(edgeKm)],
      ['unplaced', null],
    ]);
    expect(data.origin).toMatchObject({ ...origin, radiusKm: null });
  });
});

describe('price overlap', () => {
  beforeAll(() => {
    use(
      [rawShop('a'), rawShop('b'), rawShop('none')],
      [
        rawService('a', 'short', 20),
        rawService('a', 'long', 50),
        rawService('b', 'short', 60),
        rawService('b', 'long', 80),
      ],
    );
  });

  it.each([
    // a: 20–50, b: 60–80, none: no services (always passes)
    [{ minPrice: '50' }, ['a', 'b', 'none']], // a's max touches minPrice
    [{ minPrice: '50.01' }, ['b', 'none']],
    [{ maxPrice: '20' }, ['a', 'none']], // a's min touches maxPrice
    [{ maxPrice: '19.99' }, ['none']],
    [{ minPrice: '60', maxPrice: '60' }, ['b', 'none']], // a one-point range inside b, above a
    [{ minPrice: '51', maxPrice: '59' }, ['none']], // the gap between a and b
    [{ minPrice: '0', maxPrice: '0' }, ['none']],
  ])('%j finds %j', async (params, ids) => {
    expect(await found(params)).toEqual(ids);
  });

  it('refuses minPrice above maxPrice with a 400 naming minPrice', async () => {
    const { status, body } = await harness.search({ minPrice: '30', maxPrice: '20' });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.errors).toEqual({ minPrice: 'validation.range' });
  });

  it('sorts by price with shops without services last', async () => {
    const ids = async (sortBy: string) => (await search({ sortBy })).shops.map((s) => s.id);
    expect(await ids('price_low')).toEqual(['a', 'b', 'none']);
    expect(await ids('price_high')).toEqual(['b', 'a', 'none']);
  });
});

describe('open now around the clock (Europe/Rome, June 2026 = UTC+2)', () => {
  beforeAll(() => {
    use([
      rawShop('day', { workingHours: everyDay('09:00', '18:00') }),
      // Monday 18:00 until the end of the day
      rawShop('late', { workingHours: week([['18:00', '24:00']]) }),
      // Tuesday from midnight
      rawShop('early', { workingHours: week([null, ['00:00', '06:00']]) }),
      // Friday 20:00 into Saturday 02:00 (end before start: runs into the next day)
      rawShop('overnight', { workingHours: week([null, null, null, null, ['20:00', '02:00']]) }),
    ]);
  });

  it.each([
    ['2026-06-15T06:59:00Z', 'Mon 08:59', []],
    ['2026-06-15T07:00:00Z', 'Mon 09:00, opening minute is open', ['day']],
    ['2026-06-15T15:59:00Z', 'Mon 17:59', ['day']],
    ['2026-06-15T16:00:00Z', 'Mon 18:00, closing minute is closed', ['late']],
    ['2026-06-15T21:59:00Z', 'Mon 23:59', ['late']],
    ['2026-06-15T22:00:00Z', 'Tue 00:00, 24:00 has passed', ['early']],
    ['2026-06-15T22:01:00Z', 'Tue 00:01', ['early']],
    ['2026-06-19T17:59:00Z', 'Fri 19:59', []],
    ['2026-06-19T18:00:00Z', 'Fri 20:00', ['overnight']],
    ['2026-06-19T23:59:00Z', 'Sat 01:59, still Friday night', ['overnight']],
    ['2026-06-20T00:00:00Z', 'Sat 02:00', []],
  ])('at %s (%s) open: %j', async (iso, _local, ids) => {
    expect(await openAt(iso)).toEqual(ids);
  });

  it('reports the same status on the cards', async () => {
    harness.setNow(new Date('2026-06-15T21:59:00Z'));
    const data = await search({ sortBy: 'alphabetical' });
    expect(data.shops.map((s) => [s.id, s.status])).toEqual([
      ['day', 'closed'],
      ['early', 'closed'],
      ['late', 'open'],
      ['overnight', 'closed'],
    ]);
  });
});

describe('special dates', () => {
  let specialDateShops: RawShop[];
  beforeAll(() => {
    use(
      (specialDateShops = [
        // open every day, but closed on Monday 15 June
        rawShop('holiday', {
          workingHours: everyDay('09:00', '18:00'),
          specialDates: [
            { date: '2026-06-15', isClosed: true, start: null, end: null, description: 'Chiuso' },
          ],
        }),
        // closed on Sundays, but open 10:00–13:00 on Sunday 21 June
        rawShop('sunday', {
          workingHours: week([
            ['09:00', '18:00'],
            ['09:00', '18:00'],
            ['09:00', '18:00'],
            ['09:00', '18:00'],
            ['09:00', '18:00'],
            ['09:00', '18:00'],
            null,
          ]),
          specialDates: [
            { date: '2026-06-21', isClosed: false, start: '10:00', end: '13:00', description: '' },
          ],
        }),
        // never open on weekdays; one special opening on Saturday 20 June (5 days after the 15th)
        rawShop('soon', {
          workingHours: week([]),
          specialDates: [
            { date: '2026-06-20', isClosed: false, start: '10:00', end: '12:00', description: '' },
          ],
        }),
        // the same, on Tuesday 23 June: more than 7 days after Monday 15 June 12:00
        rawShop('later', {
          workingHours: week([]),
          specialDates: [
            { date: '2026-06-23', isClosed: false, start: '10:00', end: '12:00', description: '' },
          ],
        }),
      ]),
    );
  });

  it('a closed special date beats the weekday hours', async () => {
    expect(await openAt('2026-06-15T10:00:00Z')).toEqual(['sunday']); // Mon 12:00
    expect(await openAt('2026-06-16T10:00:00Z')).toEqual(['holiday', 'sunday']); // Tue 12:00
  });

  it('an open special date opens a closed weekday, for its own hours only', async () => {
    expect(await openAt('2026-06-21T07:59:00Z')).toEqual(['holiday']); // Sun 09:59
    expect(await openAt('2026-06-21T08:00:00Z')).toEqual(['holiday', 'sunday']); // Sun 10:00
    expect(await openAt('2026-06-21T10:59:00Z')).toEqual(['holiday', 'sunday']); // Sun 12:59
    expect(await openAt('2026-06-21T11:00:00Z')).toEqual(['holiday']); // Sun 13:00
  });

  it('has availability when a free time of a bookable service falls in the next 7 days', async () => {
    harness.setNow(new Date('2026-06-15T10:00:00Z'));
    expect(await found({ hasAvailability: 'true' })).toEqual([]); // no services: nothing to book
    use(
      specialDateShops,
      specialDateShops.map((shop) => rawService(shop._id, 'cut', 20)),
    );
    expect(await found({ hasAvailability: 'true' })).toEqual(['holiday', 'soon', 'sunday']);
    // the soonest free time first: Mon 13:00 (an hour's notice), Tue 09:00, Sat 10:00; none within 7 days last
    expect((await search({ sortBy: 'next_available' })).shops.map((s) => s.id)).toEqual([
      'sunday',
      'holiday',
      'soon',
      'later',
    ]);
  });
});

describe('daylight saving time (Europe/Rome)', () => {
  beforeAll(() => {
    use([
      rawShop('nine', { workingHours: everyDay('09:00', '18:00') }),
      // Sundays 02:00–03:00 only: the hour that is skipped in March and repeated in October
      rawShop('small-hours', {
        workingHours: week([null, null, null, null, null, null, ['02:00', '03:00']]),
      }),
    ]);
  });

  it.each([
    // Saturday 28 March: CET, UTC+1
    ['2026-03-28T07:30:00Z', '08:30 CET', []],
    ['2026-03-28T08:00:00Z', '09:00 CET', ['nine']],
    // Sunday 29 March: at 01:00Z clocks jump 02:00 → 03:00, CEST, UTC+2; 09:00 is now 07:00Z
    ['2026-03-29T00:59:00Z', '01:59 CET, the skipped hour never starts', []],
    ['2026-03-29T01:00:00Z', '03:00 CEST, already past the window', []],
    ['2026-03-29T06:59:00Z', '08:59 CEST', []],
    ['2026-03-29T07:00:00Z', '09:00 CEST', ['nine']],
    ['2026-03-29T07:30:00Z', '09:30 CEST (closed at this UTC time the day before)', ['nine']],
    ['2026-03-29T15:59:00Z', '17:59 CEST', ['nine']],
    ['2026-03-29T16:00:00Z', '18:00 CEST', []],
    // Saturday 24 October: CEST, UTC+2
    ['2026-10-24T06:59:00Z', '08:59 CEST', []],
    ['2026-10-24T07:00:00Z', '09:00 CEST', ['nine']],
    ['2026-10-24T23:59:00Z', 'Sun 01:59 CEST', []],
    // Sunday 25 October: at 01:00Z clocks go back 03:00 → 02:00, CET, UTC+1; 02:00–03:00 happens twice
    ['2026-10-25T00:30:00Z', '02:30 CEST, first time', ['small-hours']],
    ['2026-10-25T01:30:00Z', '02:30 CET, second time', ['small-hours']],
    ['2026-10-25T02:00:00Z', '03:00 CET', []],
    ['2026-10-25T07:30:00Z', '08:30 CET (open at this UTC time the day before)', []],
    ['2026-10-25T08:00:00Z', '09:00 CET', ['nine']],
    ['2026-10-25T16:59:00Z', '17:59 CET', ['nine']],
    ['2026-10-25T17:00:00Z', '18:00 CET', []],
  ])('at %s (%s) open: %j', async (iso, _local, ids) => {
    expect(await openAt(iso)).toEqual(ids);
  });
});

describe('a shop in another time zone keeps its own clock and calendar', () => {
  const ny = (overrides: Partial<RawShop> = {}) =>
    rawShop('new-york', {
      timeZone: 'America/New_York',
      workingHours: everyDay('09:00', '23:00'),
      ...overrides,
    });
  const rome = rawShop('rome', { workingHours: everyDay('09:00', '23:00') });

  it('is open in its evening while Rome is asleep', async () => {
    use([ny(), rome]);
    // 02:00Z on 16 June: New York Monday 15 June 22:00 (EDT, UTC−4), Rome Tuesday 04:00 (CEST)
    expect(await openAt('2026-06-16T02:00:00Z')).toEqual(['new-york']);
  });

  it('reads its special dates in its own calendar', async () => {
    const closedOn = (date: string) =>
      ny({ specialDates: [{ date, isClosed: true, start: null, end: null, description: '' }] });
    use([closedOn('2026-06-15'), rome]);
    expect(await openAt('2026-06-16T02:00:00Z')).toEqual([]); // still the 15th in New York
    use([closedOn('2026-06-16'), rome]);
    expect(await openAt('2026-06-16T02:00:00Z')).toEqual(['new-york']); // the 16th is tomorrow there
  });

  it('follows its own DST date (8 March 2026 in New York, 29 March in Rome)', async () => {
    use([ny(), rome]);
    // Saturday 7 March 13:30Z: New York 08:30 EST (UTC−5); Rome 14:30 CET
    expect(await openAt('2026-03-07T13:30:00Z')).toEqual(['rome']);
    // Sunday 8 March 13:30Z: New York 09:30 EDT (UTC−4); Rome 14:30 CET
    expect(await openAt('2026-03-08T13:30:00Z')).toEqual(['new-york', 'rome']);
  });
});
