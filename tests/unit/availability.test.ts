import { describe, expect, it } from 'vitest';
import {
  availabilityDot,
  computeSlots,
  coveredCells,
  effectiveStaff,
  formatMinutes,
  freeStaffAt,
  lastBookableDate,
  periodOf,
  qualifiedStaff,
} from '../../src/domain/availability';
import { SHOP_CHAIR_ID, type TimeSlot } from '../../src/domain/booking';
import {
  DATE,
  EARLIER,
  everyDay,
  member,
  service,
  shop,
  slots,
} from './support/availability-fixtures';
import { weekHours } from '../../src/domain/opening-hours';

const times = (list: TimeSlot[]) => list.map((s) => s.time);
const freeTimes = (list: TimeSlot[]) => list.filter((s) => s.available).map((s) => s.time);
const at = (list: TimeSlot[], time: string) => list.find((s) => s.time === time);

describe('the slot grid', () => {
  it('runs every 30 minutes from opening until the last start that ends exactly at closing', () => {
    const list = slots();
    expect(list).toHaveLength(19);
    expect(list[0]).toEqual({
      time: '09:00',
      available: true,
      period: 'morning',
      staffIds: [SHOP_CHAIR_ID],
    });
    expect(list.at(-1)?.time).toBe('18:00');
    expect(times(slots({ services: [service('short', { durationMinutes: 30 })] })).at(-1)).toBe(
      '18:30',
    );
    expect(times(slots({ services: [service('a', { durationMinutes: 45 })] })).at(-1)).toBe(
      '18:00',
    );
  });

  it('adds up the durations of several services', () => {
    const list = slots({
      services: [service('cut'), service('colour', { durationMinutes: 90 })],
    });
    expect(times(list).at(-1)).toBe('16:30');
  });

  it('has no slots when the services take the whole open window or longer', () => {
    const twoHours = shop({ workingHours: everyDay(['09:00', '11:00']) });
    expect(
      slots({ shop: twoHours, services: [service('long', { durationMinutes: 120 })] }),
    ).toEqual([]);
    expect(
      slots({ shop: twoHours, services: [service('long', { durationMinutes: 150 })] }),
    ).toEqual([]);
    expect(
      times(slots({ shop: twoHours, services: [service('long', { durationMinutes: 90 })] })),
    ).toEqual(['09:00', '09:30']);
  });

  it('starts at the first half hour at or after an opening that is not on the half hour', () => {
    const list = slots({ shop: shop({ workingHours: everyDay(['09:15', '12:10']) }) });
    expect(times(list)).toEqual(['09:30', '10:00', '10:30', '11:00']);
  });

  it('has nothing on a closed weekday or when the shop has not set its hours', () => {
    const closedWednesday = weekHours([
      ['09:00', '19:00'],
      ['09:00', '19:00'],
      null,
      ['09:00', '19:00'],
      ['09:00', '19:00'],
      null,
      null,
    ]);
    expect(slots({ shop: shop({ workingHours: closedWednesday }) })).toEqual([]);
    expect(slots({ shop: shop({ workingHours: null }) })).toEqual([]);
  });

  it('cuts an overnight window at midnight, and serves a shop open all day', () => {
    expect(times(slots({ shop: shop({ workingHours: everyDay(['20:00', '02:00']) }) }))).toEqual([
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
      '22:30',
      '23:00',
    ]);
    const allDay = slots({ shop: shop({ workingHours: everyDay(['00:00', '24:00']) }) });
    expect(allDay).toHaveLength(47);
    expect(allDay[0]?.time).toBe('00:00');
    expect(allDay.at(-1)?.time).toBe('23:00');
    expect(allDay.at(-1)?.period).toBe('evening');
    expect(allDay[0]?.period).toBe('morning');
  });

  it('labels periods morning 6–12, afternoon 12–17, evening 17–22', () => {
    const list = slots();
    expect(at(list, '11:30')?.period).toBe('morning');
    expect(at(list, '12:00')?.period).toBe('afternoon');
    expect(at(list, '16:30')?.period).toBe('afternoon');
    expect(at(list, '17:00')?.period).toBe('evening');
  });
});

describe('special dates', () => {
  it('closes the day for everyone', () => {
    const closed = shop({
      staff: [member('ana'), member('bea', { workingHours: everyDay(['08:00', '20:00']) })],
      specialDates: [
        { date: DATE, isClosed: true, start: null, end: null, description: 'holiday' },
      ],
    });
    expect(slots({ shop: closed })).toEqual([]);
    expect(slots({ shop: closed, date: '2026-06-04' })).not.toEqual([]);
  });

  it('replaces the shop hours and is intersected with a staff member’s own hours', () => {
    const custom = shop({
      staff: [member('ana'), member('bea', { workingHours: everyDay(['14:00', '19:00']) })],
      specialDates: [
        { date: DATE, isClosed: false, start: '10:00', end: '16:00', description: '' },
      ],
    });
    const list = slots({ shop: custom });
    expect(times(list)).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
    ]);
    expect(at(list, '13:00')?.staffIds).toEqual(['ana']);
    expect(at(list, '14:00')?.staffIds).toEqual(['ana', 'bea']);
    expect(times(slots({ shop: custom, staffId: 'bea' }))).toEqual(['14:00', '14:30', '15:00']);
  });
});

describe('breaks', () => {
  const lunch = shop({
    breaks: [{ name: 'Lunch', days: ['wednesday'], start: '13:00', end: '14:00' }],
  });

  it('keeps the slots that overlap a break, unavailable with reason break', () => {
    const list = slots({ shop: lunch });
    expect(at(list, '12:00')).toMatchObject({ available: true });
    for (const time of ['12:30', '13:00', '13:30']) {
      expect(at(list, time)).toEqual({
        time,
        available: false,
        reason: 'break',
        period: 'afternoon',
        staffIds: [],
      });
    }
    expect(at(list, '14:00')).toMatchObject({ available: true });
  });

  it('applies only on the break’s weekdays', () => {
    expect(freeTimes(slots({ shop: lunch, date: '2026-06-04' }))).toHaveLength(19);
  });

  it('blocks slots in both periods when it straddles noon', () => {
    const noon = shop({
      breaks: [{ name: 'Noon', days: ['wednesday'], start: '11:30', end: '12:30' }],
    });
    const blocked = slots({ shop: noon, services: [service('q', { durationMinutes: 30 })] })
      .filter((s) => s.reason === 'break')
      .map((s) => `${s.time} ${s.period}`);
    expect(blocked).toEqual(['11:30 morning', '12:00 afternoon']);
  });
});

describe('busy staff and "any available"', () => {
  const team = shop({
    staff: [
      member('ana', { serviceIds: ['cut'] }),
      member('bea'),
      member('cleo', { serviceIds: ['colour'] }),
    ],
  });

  it('lists the free qualified staff in the shop’s order', () => {
    const list = slots({ shop: team });
    expect(at(list, '09:00')?.staffIds).toEqual(['ana', 'bea']);
    const colour = slots({ shop: team, services: [service('colour')] });
    expect(at(colour, '09:00')?.staffIds).toEqual(['bea', 'cleo']);
    const both = slots({ shop: team, services: [service('cut'), service('colour')] });
    expect(at(both, '09:00')?.staffIds).toEqual(['bea']);
  });

  it('treats a busy interval as taken for exactly its stretch', () => {
    const list = slots({ shop: team, busy: [{ staffId: 'ana', start: 600, end: 660 }] });
    expect(at(list, '09:00')?.staffIds).toEqual(['ana', 'bea']);
    expect(at(list, '09:30')?.staffIds).toEqual(['bea']);
    expect(at(list, '10:30')?.staffIds).toEqual(['bea']);
    expect(at(list, '11:00')?.staffIds).toEqual(['ana', 'bea']);
  });

  it('marks a time booked when every qualified person is busy', () => {
    const list = slots({
      shop: team,
      busy: [
        { staffId: 'ana', start: 600, end: 660 },
        { staffId: 'bea', start: 570, end: 690 },
        { staffId: 'cleo', start: 0, end: 1440 },
      ],
    });
    expect(at(list, '10:00')).toEqual({
      time: '10:00',
      available: false,
      reason: 'booked',
      period: 'morning',
      staffIds: [],
    });
  });

  it('follows one person when asked, with their own hours', () => {
    const ownHours = shop({
      staff: [member('ana', { workingHours: everyDay(['14:00', '18:00']) }), member('bea')],
    });
    const list = slots({ shop: ownHours, staffId: 'ana' });
    expect(times(list)).toEqual(['14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00']);
    expect(list.every((s) => s.staffIds.join() === 'ana')).toBe(true);
    const any = slots({ shop: ownHours });
    expect(at(any, '09:00')?.staffIds).toEqual(['bea']);
    expect(at(any, '14:00')?.staffIds).toEqual(['ana', 'bea']);
  });

  it('has no slots for an unknown or unqualified staff member', () => {
    expect(slots({ shop: team, staffId: 'nobody' })).toEqual([]);
    expect(slots({ shop: team, staffId: 'cleo' })).toEqual([]);
  });

  it('treats a shop without staff as one chair', () => {
    const list = slots({ busy: [{ staffId: SHOP_CHAIR_ID, start: 540, end: 600 }] });
    expect(at(list, '09:00')?.reason).toBe('booked');
    expect(at(list, '10:00')?.staffIds).toEqual([SHOP_CHAIR_ID]);
    expect(times(slots({ staffId: SHOP_CHAIR_ID }))).toHaveLength(19);
  });
});

describe('what cannot be booked at all', () => {
  it('has no slots without services or with a service not bookable online', () => {
    expect(slots({ services: [] })).toEqual([]);
    expect(slots({ services: [service('cut'), service('x', { bookable: false })] })).toEqual([]);
  });

  it('has no slots beyond the services’ max advance days or the horizon', () => {
    const week = [service('cut', { maxAdvanceDays: 7 })];
    expect(slots({ services: week, date: '2026-06-08' })).toHaveLength(19);
    expect(slots({ services: week, date: '2026-06-09' })).toEqual([]);
    const year = [service('cut', { maxAdvanceDays: 365 })];
    expect(slots({ services: year, date: '2026-09-01' })).toHaveLength(19);
    expect(slots({ services: year, date: '2026-09-02' })).toEqual([]);
  });

  it('has no slots for a malformed date', () => {
    expect(slots({ date: '2026-13-01' })).toEqual([]);
  });
});

describe('freeStaffAt', () => {
  const team = shop({
    staff: [member('ana'), member('bea')],
    breaks: [{ name: 'Lunch', days: ['wednesday'], start: '13:00', end: '14:00' }],
  });
  const request = {
    shop: team,
    services: [service('cut')],
    date: DATE,
    busy: [{ staffId: 'ana', start: 600, end: 660 }],
    now: EARLIER,
  };

  it('gives the free qualified staff the slot list shows', () => {
    expect(freeStaffAt({ ...request, time: '10:00' })).toEqual(['bea']);
    expect(freeStaffAt({ ...request, time: '09:00' })).toEqual(['ana', 'bea']);
    expect(freeStaffAt({ ...request, time: '10:00', staffId: 'ana' })).toEqual([]);
    expect(at(computeSlots(request), '10:00')?.staffIds).toEqual(['bea']);
  });

  it('gives nobody off the grid, at a break, outside hours or in the past', () => {
    expect(freeStaffAt({ ...request, time: '09:15' })).toEqual([]);
    expect(freeStaffAt({ ...request, time: '13:00' })).toEqual([]);
    expect(freeStaffAt({ ...request, time: '18:30' })).toEqual([]);
    expect(freeStaffAt({ ...request, time: '08:00' })).toEqual([]);
    expect(
      freeStaffAt({ ...request, time: '09:00', now: new Date('2026-06-03T07:30:00Z') }),
    ).toEqual([]);
  });
});

describe('helpers', () => {
  it('lists the 30-minute cells a booking covers', () => {
    expect(coveredCells(540, 45)).toEqual([540, 570]);
    expect(coveredCells(540, 60)).toEqual([540, 570]);
    expect(coveredCells(540, 30)).toEqual([540]);
    expect(coveredCells(555, 30)).toEqual([540, 570]);
  });

  it('formats minutes and classifies periods at the edges', () => {
    expect(formatMinutes(0)).toBe('00:00');
    expect(formatMinutes(545)).toBe('09:05');
    expect(formatMinutes(1410)).toBe('23:30');
    expect(periodOf(5 * 60 + 30)).toBe('morning');
    expect(periodOf(22 * 60 + 30)).toBe('evening');
  });

  it('picks the dot colour from the count', () => {
    expect([7, 6, 5, 3, 2, 1, 0].map(availabilityDot)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'orange',
      'orange',
      null,
    ]);
  });

  it('ends the bookable range at the nearer of the horizon and the strictest service', () => {
    expect(lastBookableDate('2026-06-01', [service('a', { maxAdvanceDays: 120 })])).toBe(
      '2026-09-01',
    );
    expect(
      lastBookableDate('2026-06-01', [
        service('a', { maxAdvanceDays: 30 }),
        service('b', { maxAdvanceDays: 10 }),
      ]),
    ).toBe('2026-06-11');
    expect(lastBookableDate('2026-11-30', [])).toBe('2027-02-28');
  });

  it('gives the staff the engine works with and who performs the services', () => {
    expect(effectiveStaff(shop())).toEqual([
      { id: SHOP_CHAIR_ID, name: '', photo: null, serviceIds: [], workingHours: null },
    ]);
    const team = shop({
      staff: [member('ana', { serviceIds: ['cut'] }), member('bea', { serviceIds: ['cut', 'x'] })],
    });
    expect(qualifiedStaff(team, ['cut']).map((m) => m.id)).toEqual(['ana', 'bea']);
    expect(qualifiedStaff(team, ['cut', 'x']).map((m) => m.id)).toEqual(['bea']);
    expect(qualifiedStaff(team, ['y'])).toEqual([]);
  });
});
