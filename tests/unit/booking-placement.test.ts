import { describe, expect, it } from 'vitest';
import type { AvailabilityShop, BookableService, StaffMember } from '../../src/domain/booking';
import {
  chooseServices,
  placeBooking,
  staffRefusal,
  takerOf,
  type PlacementRequest,
} from '../../src/domain/booking-placement';
import { weekHours, type DayWindow } from '../../src/domain/opening-hours';

/** Placement rules shared by the server and the mocks: a request in, the placement or the refusal's code out. */

// 2026-06-03 is a Wednesday (Europe/Rome, summer time: 10:00 local is 08:00Z); "now" is two days earlier.
const DATE = '2026-06-03';
const NOW = new Date('2026-06-01T06:00:00Z');
const everyDay = (window: DayWindow) => weekHours(Array.from({ length: 7 }, () => window));

const service = (id: string, over: Partial<BookableService> = {}): BookableService => ({
  id,
  shopId: 'shop-1',
  name: id,
  description: '',
  category: 'hair',
  durationMinutes: 60,
  priceCents: 3000,
  bookable: true,
  minNoticeHours: 1,
  maxAdvanceDays: 90,
  ...over,
});
const member = (id: string, over: Partial<StaffMember> = {}): StaffMember => ({
  id,
  name: id,
  photo: null,
  serviceIds: [],
  workingHours: null,
  ...over,
});
const SHOP: AvailabilityShop = {
  id: 'shop-1',
  timeZone: 'Europe/Rome',
  workingHours: everyDay(['09:00', '19:00']),
  specialDates: [],
  breaks: [],
  staff: [
    member('anna'),
    member('bruno', { serviceIds: ['cut'] }),
    member('carla', { serviceIds: ['colour'] }),
  ],
};

const request = (over: Partial<PlacementRequest> = {}): PlacementRequest => ({
  shop: SHOP,
  services: [service('cut')],
  date: DATE,
  time: '10:00',
  staffId: null,
  busy: [],
  now: NOW,
  ...over,
});

describe('chooseServices', () => {
  const known = [service('cut'), service('colour'), service('phone-only', { bookable: false })];
  const find = (id: string) => known.find((s) => s.id === id);

  it('gives each chosen service once, in order', () => {
    const chosen = chooseServices(['colour', 'cut', 'colour'], find);
    expect(chosen.ok && chosen.value.map((s) => s.id)).toEqual(['colour', 'cut']);
  });

  it('refuses an unknown service as SERVICE_NOT_FOUND and one not bookable online as SERVICE_UNAVAILABLE', () => {
    expect(chooseServices(['cut', 'perm'], find)).toEqual({
      ok: false,
      code: 'SERVICE_NOT_FOUND',
      errors: { serviceIds: 'booking.serviceNotFound' },
    });
    expect(chooseServices(['phone-only'], find)).toMatchObject({
      ok: false,
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});

describe('staffRefusal', () => {
  it('names an unknown person and one who does not offer every service', () => {
    expect(staffRefusal(SHOP, 'nobody', ['cut'])?.code).toBe('STAFF_NOT_FOUND');
    expect(staffRefusal(SHOP, 'carla', ['cut'])).toEqual({
      code: 'STAFF_CANNOT_PERFORM',
      errors: { staffId: 'booking.staffCannotPerform' },
    });
    expect(staffRefusal(SHOP, 'anna', ['cut', 'colour'])).toBeNull();
    expect(staffRefusal(SHOP, null, ['cut'])).toBeNull();
  });
});

describe('placeBooking', () => {
  const code = (over: Partial<PlacementRequest>) => {
    const placed = placeBooking(request(over));
    return placed.ok ? 'placed' : placed.code;
  };

  it('refuses in the order the API reports: off the grid, past, too soon, too far, closed', () => {
    expect(code({ time: '10:15' })).toBe('OFF_GRID');
    expect(code({ date: '2026-05-30' })).toBe('PAST_TIME');
    expect(code({ date: '2026-06-01', time: '08:30' })).toBe('TOO_SOON');
    expect(code({ date: '2026-12-01' })).toBe('TOO_FAR');
    expect(code({ time: '20:00' })).toBe('OUTSIDE_HOURS');
    expect(code({ staffId: 'nobody' })).toBe('STAFF_NOT_FOUND');
    expect(code({})).toBe('placed');
  });

  it('gives the instants in the shop’s zone and the free people first', () => {
    const placed = placeBooking(request({ busy: [{ staffId: 'anna', start: 600, end: 660 }] }));
    expect(placed).toMatchObject({
      ok: true,
      value: {
        startAt: new Date('2026-06-03T08:00:00Z'),
        endAt: new Date('2026-06-03T09:00:00Z'),
        candidates: ['bruno', 'anna'],
        free: ['bruno'],
      },
    });
  });

  it('puts the preferred person first for "any" (a reschedule keeps its person)', () => {
    const placed = placeBooking(request({ prefer: 'bruno' }));
    expect(placed.ok && placed.value.candidates[0]).toBe('bruno');
  });
});

describe('takerOf', () => {
  it('gives the first candidate free in the taken cells, or SLOT_TAKEN', () => {
    expect(takerOf({ candidates: ['anna', 'bruno'], free: ['bruno'] })).toEqual({
      ok: true,
      value: 'bruno',
    });
    expect(takerOf({ candidates: ['anna'], free: [] })).toEqual({ ok: false, code: 'SLOT_TAKEN' });
  });
});
