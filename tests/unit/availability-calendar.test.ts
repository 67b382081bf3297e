import { describe, expect, it } from 'vitest';
import { computeCalendar, computeSlots, type CalendarRequest } from '../../src/domain/availability';
import type {
  AvailabilityShop,
  BookableService,
  BusyInterval,
  CalendarDay,
  StaffMember,
} from '../../src/domain/booking';
import { weekHours } from '../../src/domain/opening-hours';

// June 2026 starts on a Monday; March 2026 on a Sunday. "Now" is Wednesday 10 June 2026, 17:10 in Rome.
const NOW = new Date('2026-06-10T15:10:00Z');
// open 09:00–19:00 except Mondays
const hours = weekHours([
  null,
  ['09:00', '19:00'],
  ['09:00', '19:00'],
  ['09:00', '19:00'],
  ['09:00', '19:00'],
  ['09:00', '19:00'],
  ['09:00', '19:00'],
]);
const cut: BookableService = {
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
  name: id,
  photo: null,
  serviceIds: [],
  workingHours: null,
  ...over,
});
const shop = (over: Partial<AvailabilityShop> = {}): AvailabilityShop => ({
  id: 'shop-1',
  timeZone: 'Europe/Rome',
  workingHours: hours,
  specialDates: [],
  breaks: [],
  staff: [],
  ...over,
});
function calendar(over: Partial<CalendarRequest> = {}): CalendarDay[] {
  return computeCalendar({
    shop: shop(),
    services: [cut],
    month: '2026-06',
    busyByDate: new Map(),
    now: NOW,
    ...over,
  });
}
const day = (days: CalendarDay[], date: string) => days.find((d) => d.date === date)!;
/** the whole day taken except the given starts (60-minute bookings, one chair) */
function takenExcept(...free: number[]): BusyInterval[] {
  const busy: BusyInterval[] = [];
  for (let t = 540; t < 1140; t += 60) {
    if (!free.includes(t)) busy.push({ staffId: 'shop', start: t, end: t + 60 });
  }
  return busy;
}

describe('the month calendar', () => {
  it('has 42 cells from the Monday on or before the 1st', () => {
    const june = calendar();
    expect(june).toHaveLength(42);
    expect(june[0]?.date).toBe('2026-06-01');
    expect(june[41]?.date).toBe('2026-07-12');
    expect(june.filter((d) => d.inMonth)).toHaveLength(30);
    const march = calendar({ month: '2026-03' });
    expect(march[0]?.date).toBe('2026-02-23');
    expect(march[0]?.inMonth).toBe(false);
    expect(march[6]?.date).toBe('2026-03-01');
    expect(march[6]?.inMonth).toBe(true);
  });

  it('marks today and the past, which cannot be selected', () => {
    const june = calendar();
    expect(day(june, '2026-06-10')).toMatchObject({ isToday: true, isPast: false });
    expect(day(june, '2026-06-09')).toEqual({
      date: '2026-06-09',
      inMonth: true,
      isToday: false,
      isPast: true,
      isClosed: false,
      beyondHorizon: false,
      availableSlots: 0,
      selectable: false,
      dot: null,
    });
  });

  it('counts only what is left of today', () => {
    // 17:30 and 18:00 remain of 09:00…18:00
    expect(day(calendar(), '2026-06-10')).toMatchObject({
      availableSlots: 2,
      selectable: true,
      dot: 'orange',
    });
  });

  it('closes closed weekdays and special closed dates', () => {
    const june = calendar({
      shop: shop({
        specialDates: [
          { date: '2026-06-17', isClosed: true, start: null, end: null, description: '' },
        ],
      }),
    });
    for (const date of ['2026-06-15', '2026-06-17']) {
      expect(day(june, date)).toMatchObject({
        isClosed: true,
        availableSlots: 0,
        selectable: false,
        dot: null,
      });
    }
    expect(day(june, '2026-06-16')).toMatchObject({ isClosed: false, availableSlots: 19 });
  });

  it('opens a day when any qualified staff member works it', () => {
    const mondays = shop({
      staff: [
        member('ana', { workingHours: weekHours(Array(7).fill(['10:00', '12:00'])) }),
        member('bea'),
      ],
    });
    expect(day(calendar({ shop: mondays }), '2026-06-15')).toMatchObject({
      isClosed: false,
      availableSlots: 3, // 10:00, 10:30, 11:00 with ana
      selectable: true,
    });
    expect(day(calendar({ shop: mondays, staffId: 'bea' }), '2026-06-15').isClosed).toBe(true);
    expect(calendar({ shop: mondays, staffId: 'nobody' }).every((d) => d.isClosed)).toBe(true);
  });

  it('stops at the services’ max advance days', () => {
    const june = calendar({ services: [{ ...cut, maxAdvanceDays: 10 }] });
    expect(day(june, '2026-06-20')).toMatchObject({ beyondHorizon: false, selectable: true });
    expect(day(june, '2026-06-21')).toMatchObject({
      beyondHorizon: true,
      availableSlots: 0,
      selectable: false,
      dot: null,
    });
  });

  it('stops at the three-month horizon', () => {
    const september = calendar({ month: '2026-09', services: [{ ...cut, maxAdvanceDays: 365 }] });
    expect(day(september, '2026-09-10')).toMatchObject({ beyondHorizon: false, selectable: true });
    expect(day(september, '2026-09-11')).toMatchObject({ beyondHorizon: true, selectable: false });
  });

  it('colours the dot by the free slots and refuses fully booked days', () => {
    const busyByDate = new Map([
      ['2026-06-16', takenExcept(540, 600, 780, 900, 1020)],
      ['2026-06-17', takenExcept(540, 660, 780)],
      ['2026-06-18', takenExcept(540)],
      ['2026-06-19', takenExcept()],
    ]);
    const june = calendar({ busyByDate });
    const free = (date: string) => {
      const d = day(june, date);
      return [d.availableSlots, d.dot, d.selectable];
    };
    expect(free('2026-06-16')).toEqual([6, 'green', true]);
    expect(free('2026-06-17')).toEqual([3, 'yellow', true]);
    expect(free('2026-06-18')).toEqual([1, 'orange', true]);
    expect(free('2026-06-19')).toEqual([0, null, false]);
    expect(day(june, '2026-06-19').isClosed).toBe(false);
  });

  it('counts the same free slots as the day’s slot list', () => {
    const busy = takenExcept(540, 660, 900);
    const june = calendar({ busyByDate: new Map([['2026-06-24', busy]]) });
    const list = computeSlots({
      shop: shop(),
      services: [cut],
      date: '2026-06-24',
      busy,
      now: NOW,
    });
    expect(day(june, '2026-06-24').availableSlots).toBe(list.filter((s) => s.available).length);
  });

  it('leaves other-month days uncounted and gives nothing for a malformed month', () => {
    const june = calendar();
    expect(day(june, '2026-07-01')).toMatchObject({
      inMonth: false,
      availableSlots: 0,
      selectable: false,
    });
    expect(calendar({ month: '2026-13' })).toEqual([]);
  });
});
