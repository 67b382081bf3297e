import { describe, expect, it } from 'vitest';
import type * as yup from 'yup';
import { computeSlots } from '../../src/domain/availability';
import {
  SHOP_CHAIR_ID,
  type AvailabilityShop,
  type BookableService,
  type StaffMember,
} from '../../src/domain/booking';
import { weekHours, type DayWindow } from '../../src/domain/opening-hours';
import {
  createTeamMemberSchema,
  newStaffId,
  staffSlug,
  updateTeamMemberSchema,
} from '../../src/domain/shop-team';
import {
  bookingFits,
  bookingsBrokenBy,
  reassignCandidates,
  resolutionsFor,
  type AffectedBooking,
  type TeamBooking,
} from '../../src/domain/shop-team-conflicts';

// 2026-06-03 is a Wednesday; "now" is two days earlier so nothing is past.
const DATE = '2026-06-03';
const NOW = new Date('2026-06-01T06:00:00Z');
const everyDay = (window: DayWindow) => weekHours(Array.from({ length: 7 }, () => window));

const service: BookableService = {
  id: 'cut',
  shopId: 'shop-1',
  name: 'Cut',
  description: '',
  category: 'hair',
  durationMinutes: 60,
  priceCents: 3000,
  bookable: true,
  minNoticeHours: 0,
  maxAdvanceDays: 90,
};
const member = (id: string, over: Partial<StaffMember> = {}): StaffMember => ({
  id,
  name: id.toUpperCase(),
  photo: null,
  serviceIds: [],
  workingHours: null,
  ...over,
});
const shop = (staff: StaffMember[]): AvailabilityShop => ({
  id: 'shop-1',
  timeZone: 'Europe/Rome',
  workingHours: everyDay(['09:00', '19:00']),
  specialDates: [],
  breaks: [],
  staff,
});
const booking = (over: Partial<TeamBooking> = {}): TeamBooking => ({
  id: 'bk_1',
  reference: 'ORA-1',
  date: DATE,
  time: '10:00',
  durationMinutes: 60,
  staffId: 'anna',
  serviceIds: ['cut'],
  serviceNames: ['Cut'],
  customerName: 'Carla',
  ...over,
});

describe('time off in the availability engine', () => {
  it('gives a person no slots on the days of their time off, and the others keep theirs', () => {
    const team = shop([
      member('anna', { timeOff: [{ from: '2026-06-02', to: '2026-06-04' }] }),
      member('bruno'),
    ]);
    const day = computeSlots({ shop: team, services: [service], date: DATE, busy: [], now: NOW });
    expect(day.length).toBeGreaterThan(0);
    expect(day.every((slot) => !slot.staffIds.includes('anna'))).toBe(true);
    expect(day.some((slot) => slot.staffIds.includes('bruno'))).toBe(true);
    const annaOnly = computeSlots({
      shop: team,
      services: [service],
      date: DATE,
      staffId: 'anna',
      busy: [],
      now: NOW,
    });
    expect(annaOnly).toEqual([]);
    const dayAfter = computeSlots({
      shop: team,
      services: [service],
      date: '2026-06-05',
      staffId: 'anna',
      busy: [],
      now: NOW,
    });
    expect(dayAfter.some((slot) => slot.available)).toBe(true);
  });
});

describe('staff ids', () => {
  it('are the slug of the name, numbered when taken, never the chair id', () => {
    expect(staffSlug('  Giulìa  Rossi! ')).toBe('giulia-rossi');
    expect(staffSlug('***')).toBe('member');
    expect(newStaffId('Giulia Rossi', ['giulia-rossi'])).toBe('giulia-rossi-2');
    expect(newStaffId('Giulia Rossi', ['giulia-rossi', 'giulia-rossi-2'])).toBe('giulia-rossi-3');
    expect(newStaffId('Shop', [])).toBe(`${SHOP_CHAIR_ID}-2`);
    expect(newStaffId('x'.repeat(80), ['x'.repeat(60)])).toMatch(/^x{58}-2$/);
  });
});

describe('bookings a change breaks', () => {
  const before = shop([member('anna'), member('bruno')]);

  it('a booking fits while its person exists, performs it and works its whole time', () => {
    expect(bookingFits(before, booking())).toBe(true);
    expect(bookingFits(shop([member('bruno')]), booking())).toBe(false);
    expect(bookingFits(shop([member('anna', { serviceIds: ['colour'] })]), booking())).toBe(false);
    const short = member('anna', { workingHours: everyDay(['09:00', '10:30']) });
    expect(bookingFits(shop([short]), booking())).toBe(false);
    const away = member('anna', { timeOff: [{ from: DATE, to: DATE }] });
    expect(bookingFits(shop([away]), booking())).toBe(false);
  });

  it('lists only bookings that fitted before and do not after', () => {
    const after = shop([member('bruno')]);
    const bruno = booking({ id: 'bk_2', staffId: 'bruno' });
    const exception = booking({ id: 'bk_3', time: '20:00' });
    expect(bookingsBrokenBy(before, after, [booking(), bruno, exception]).map((b) => b.id)).toEqual(
      ['bk_1'],
    );
  });

  it('adding the first person breaks the bookings of the shop as one chair', () => {
    const chair = booking({ staffId: SHOP_CHAIR_ID });
    expect(bookingsBrokenBy(shop([]), shop([member('anna')]), [chair])).toHaveLength(1);
  });

  it('offers the free qualified people at that time, never the one who had it', () => {
    const after = shop([
      member('bruno'),
      member('carlo', { serviceIds: ['colour'] }),
      member('dora'),
    ]);
    const busy = [{ staffId: 'dora', start: 600, end: 660 }];
    expect(
      reassignCandidates({ after, booking: booking(), services: [service], busy, now: NOW }),
    ).toEqual(['bruno']);
  });
});

describe('resolutions', () => {
  const affected: AffectedBooking = {
    bookingId: 'bk_1',
    reference: 'ORA-1',
    date: DATE,
    time: '10:00',
    durationMinutes: 60,
    staffId: 'anna',
    customerName: 'Carla',
    serviceNames: ['Cut'],
    candidates: [{ id: 'bruno', name: 'BRUNO' }],
  };

  it('need one valid answer per affected booking', () => {
    expect(resolutionsFor([affected], undefined)).toBeNull();
    expect(
      resolutionsFor([affected], [{ bookingId: 'bk_1', action: 'reassign', staffId: 'carlo' }]),
    ).toBeNull();
    expect(
      resolutionsFor([affected], [{ bookingId: 'bk_1', action: 'cancel', reason: ' ' }]),
    ).toBeNull();
    const ok = resolutionsFor(
      [affected],
      [{ bookingId: 'bk_1', action: 'reassign', staffId: 'bruno' }],
    );
    expect(ok?.get('bk_1')?.staffId).toBe('bruno');
    expect(resolutionsFor([], undefined)?.size).toBe(0);
  });
});

describe('member schemas', () => {
  const errorsOf = (schema: yup.AnyObjectSchema, value: unknown) => {
    try {
      schema.validateSync(value, { abortEarly: false, stripUnknown: true });
      return {};
    } catch (error) {
      const inner = (error as { inner: { path: string; message: string }[] }).inner;
      return Object.fromEntries(inner.map((e) => [e.path, e.message]));
    }
  };

  it('require a name and ordered, bounded time off and hours', () => {
    expect(errorsOf(createTeamMemberSchema, {})).toEqual({ name: 'shopSetup.team.nameRequired' });
    const hours = everyDay(['09:00', '18:00']);
    expect(
      errorsOf(updateTeamMemberSchema, {
        timeOff: [
          { from: '2026-06-05', to: '2026-06-01' },
          { from: '2026-01-01', to: '2027-06-01' },
        ],
        workingHours: {
          ...hours,
          monday: { isOpen: true, ranges: [{ start: '18:00', end: '09:00' }] },
        },
      }),
    ).toEqual({
      'timeOff[0].to': 'shopSetup.team.timeOffOrder',
      'timeOff[1].to': 'shopSetup.team.timeOffTooLong',
      'workingHours.monday.ranges[0].end': 'shopSetup.hours.invalidRange',
    });
    expect(
      errorsOf(createTeamMemberSchema, {
        name: 'Anna',
        role: { en: 'Stylist', it: 'Parrucchiera' },
        serviceIds: ['cut'],
        workingHours: null,
        timeOff: [{ from: DATE, to: DATE, note: 'Holiday' }],
      }),
    ).toEqual({});
  });
});
