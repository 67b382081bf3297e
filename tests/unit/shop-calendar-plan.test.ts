import { describe, expect, it } from 'vitest';
import type { AvailabilityShop } from '../../src/domain/booking';
import { weekHours } from '../../src/domain/opening-hours';
import { calendarPlan, calendarRangeFailure } from '../../src/domain/shop-calendar';

const shop: AvailabilityShop = {
  id: 'salone',
  timeZone: 'Europe/Rome',
  // Monday–Saturday 09:00–19:00, Sunday closed
  workingHours: weekHours([
    ['09:00', '19:00'],
    ['09:00', '19:00'],
    ['09:00', '19:00'],
    ['09:00', '19:00'],
    ['09:00', '19:00'],
    ['09:00', '19:00'],
    null,
  ]),
  specialDates: [
    { date: '2026-03-31', isClosed: false, start: '10:00', end: '14:00', description: '' },
  ],
  breaks: [{ name: 'Lunch', days: ['monday'], start: '13:00', end: '14:00' }],
  staff: [
    { id: 'anna', name: 'Anna', photo: null, serviceIds: [], workingHours: null },
    {
      id: 'luca',
      name: 'Luca',
      photo: null,
      serviceIds: [],
      workingHours: null,
      timeOff: [{ from: '2026-03-30', to: '2026-03-30' }],
    },
  ],
};

describe('calendarPlan', () => {
  const plan = calendarPlan(shop, '2026-03-29', 3);

  it('lists the columns and each date of the range, across the DST change', () => {
    expect(plan.staff.map((s) => s.id)).toEqual(['anna', 'luca']);
    expect(plan.dates.map((d) => [d.date, d.weekday])).toEqual([
      ['2026-03-29', 'sunday'],
      ['2026-03-30', 'monday'],
      ['2026-03-31', 'tuesday'],
    ]);
  });

  it('reads closed days, breaks, special dates and time off like the booking engine', () => {
    const [sunday, monday, tuesday] = plan.dates;
    expect(sunday!.open).toBeNull();
    expect(monday!.open).toEqual({ start: '09:00', end: '19:00' });
    expect(monday!.breaks).toEqual([{ name: 'Lunch', start: '13:00', end: '14:00' }]);
    expect(monday!.staff).toEqual([
      { staffId: 'anna', hours: { start: '09:00', end: '19:00' }, timeOff: false },
      { staffId: 'luca', hours: null, timeOff: true },
    ]);
    expect(tuesday!.special).toBe(true);
    expect(tuesday!.open).toEqual({ start: '10:00', end: '14:00' });
  });

  it('gives a shop without a team one chair', () => {
    expect(calendarPlan({ ...shop, staff: [] }, '2026-03-30', 1).staff).toHaveLength(1);
  });

  it('refuses more than 42 days', () => {
    expect(calendarRangeFailure(42)).toBeNull();
    expect(calendarRangeFailure(43)).toBe('CALENDAR_RANGE_TOO_LONG');
  });
});
