import { describe, expect, it } from 'vitest';
import { computeSlots, freeStaffAt } from '../../src/domain/availability';
import type { AvailabilityShop, BookableService } from '../../src/domain/booking';
import { formatClockRanges } from '../../src/domain/clock-format';
import { dayRanges, readWorkingHours } from '../../src/domain/day-ranges';
import {
  compileSchedule,
  hoursSummary,
  localClock,
  openStatusAt,
  scheduleStatus,
  weekHours,
  type DayWindow,
} from '../../src/domain/opening-hours';
import type { WorkingHours } from '../../src/domain/shop';
import { editableWeek, HOURS_MESSAGES, isOutsideHours } from '../../src/domain/shop-hours';
import { rangesProblem, weekHoursSchema } from '../../src/domain/week-hours-schema';
import { resultHours } from '../../src/features/search/result-hours';
import { buildDemoData } from '../../server/db/seed/demo-data';

const ZONE = 'Europe/Rome';
const SPLIT: DayWindow = [
  ['09:00', '13:00'],
  ['15:00', '19:00'],
];
const everyDay = (day: DayWindow) => weekHours(Array.from({ length: 7 }, () => day));
const range = (start: string, end: string) => ({ start, end });

const service = (durationMinutes: number): BookableService => ({
  id: 'cut',
  shopId: 'shop',
  name: 'Cut',
  description: '',
  category: 'hair',
  durationMinutes,
  priceCents: 3000,
  bookable: true,
  minNoticeHours: 0,
  maxAdvanceDays: 365,
});
const shop = (workingHours: WorkingHours): AvailabilityShop => ({
  id: 'shop',
  timeZone: ZONE,
  workingHours,
  specialDates: [],
  breaks: [],
  staff: [],
});
const times = (workingHours: WorkingHours, date: string, minutes = 60, now = '2026-03-01') =>
  computeSlots({
    shop: shop(workingHours),
    services: [service(minutes)],
    date,
    busy: [],
    now: new Date(`${now}T00:00:00Z`),
  }).map((slot) => slot.time);

describe('the ranges of a day (rules)', () => {
  it('accepts ranges apart in any order, and a closed day with none', async () => {
    const week = {
      ...editableWeek(null),
      monday: { isOpen: true, ranges: [range('15:00', '19:00'), range('09:00', '13:00')] },
      sunday: { isOpen: false, ranges: [] },
    };
    await expect(weekHoursSchema.validate(week, { abortEarly: false })).resolves.toBeTruthy();
  });

  it('refuses overlapping or touching ranges at the later one, a reversed range at its end, and none', () => {
    expect(rangesProblem([range('09:00', '13:00'), range('12:00', '19:00')])).toEqual({
      path: 'ranges[1].start',
      message: HOURS_MESSAGES.rangesOverlap,
    });
    expect(rangesProblem([range('13:00', '19:00'), range('09:00', '13:00')])).toEqual({
      path: 'ranges[0].start',
      message: HOURS_MESSAGES.rangesOverlap,
    });
    expect(rangesProblem([range('09:00', '13:00'), range('15:00', '14:00')])).toEqual({
      path: 'ranges[1].end',
      message: HOURS_MESSAGES.invalidRange,
    });
    expect(rangesProblem([])).toEqual({ path: 'ranges', message: HOURS_MESSAGES.rangesRequired });
    expect(rangesProblem([range('09:00', '12:00'), range('12:15', '24:00')])).toBeNull();
  });

  it('names the field in the week and bounds a day to four ranges', async () => {
    const five = ['08', '10', '12', '14', '16'].map((h) => range(`${h}:00`, `${h}:30`));
    const week = {
      ...editableWeek(null),
      tuesday: { isOpen: true, ranges: [range('09:00', '13:00'), range('13:00', '19:00')] },
      friday: { isOpen: true, ranges: five },
    };
    const failure = await weekHoursSchema
      .validate(week, { abortEarly: false })
      .catch((error: { inner: { path: string; message: string }[] }) => error);
    expect(
      Object.fromEntries(
        (failure as { inner: { path: string; message: string }[] }).inner.map((e) => [
          e.path,
          e.message,
        ]),
      ),
    ).toEqual({
      'tuesday.ranges[1].start': HOURS_MESSAGES.rangesOverlap,
      'friday.ranges': HOURS_MESSAGES.tooManyRanges,
    });
  });
});

describe('days stored before a day had several ranges', () => {
  const old = { isOpen: true, start: '09:00', end: '19:00' };

  it('read as their one range, next to days in the current shape', () => {
    expect(dayRanges(old)).toEqual([range('09:00', '19:00')]);
    // a store's default empty list next to the old fields
    expect(dayRanges({ ...old, ranges: [] })).toEqual([range('09:00', '19:00')]);
    expect(
      dayRanges({ isOpen: true, ranges: [range('15:00', '19:00'), range('09:00', '13:00')] }),
    ).toEqual([range('09:00', '13:00'), range('15:00', '19:00')]);
    expect(readWorkingHours({ monday: old, tuesday: { isOpen: false } })).toMatchObject({
      monday: { isOpen: true, ranges: [range('09:00', '19:00')] },
      tuesday: { isOpen: false, ranges: [] },
      sunday: { isOpen: false, ranges: [] },
    });
    expect(readWorkingHours({})).toBeNull();
    expect(readWorkingHours(null)).toBeNull();
    expect(editableWeek({ monday: old }).monday).toEqual({
      isOpen: true,
      ranges: [range('09:00', '19:00')],
    });
  });

  it('give the same slots and open status as the same hours in the current shape', () => {
    const stored = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        d,
        old,
      ]),
    ) as unknown as WorkingHours;
    const current = everyDay(['09:00', '19:00']);
    expect(times(stored, '2026-03-18')).toEqual(times(current, '2026-03-18'));
    const at = new Date('2026-03-18T17:30:00Z'); // 18:30 in Rome
    expect(openStatusAt(stored, at, ZONE)).toBe('open');
    expect(openStatusAt(current, at, ZONE)).toBe('open');
  });
});

describe('a split day (09:00–13:00, 15:00–19:00)', () => {
  const hours = everyDay(SPLIT);

  it('offers no slot in the gap, nor one running into it', () => {
    const day = times(hours, '2026-03-18');
    expect(day).toContain('12:00');
    expect(day).not.toContain('12:30'); // an hour from 12:30 ends in the gap
    expect(day.filter((t) => t >= '12:30' && t < '15:00')).toEqual([]);
    expect(day[day.indexOf('12:00') + 1]).toBe('15:00');
    expect(times(hours, '2026-03-18', 30)).toContain('12:30');
    expect(
      freeStaffAt({
        shop: shop(hours),
        services: [service(30)],
        date: '2026-03-18',
        time: '13:30',
        busy: [],
        now: new Date('2026-03-01T00:00:00Z'),
      }),
    ).toEqual([]);
  });

  it('is closed in the gap, with the next opening as the result card says', () => {
    const schedule = compileSchedule(hours);
    const clock = (utc: string) => localClock(new Date(utc), ZONE);
    expect(scheduleStatus(schedule, clock('2026-03-18T11:59:00Z'))).toBe('open'); // 12:59
    expect(scheduleStatus(schedule, clock('2026-03-18T13:00:00Z'))).toBe('closed'); // 14:00
    expect(scheduleStatus(schedule, clock('2026-03-18T14:00:00Z'))).toBe('open'); // 15:00
    const card = { workingHours: hours, timeZone: ZONE, specialDates: [] };
    expect(resultHours(card, new Date('2026-03-18T13:00:00Z'))).toEqual({
      kind: 'opensAt',
      start: '15:00',
    });
    expect(resultHours(card, new Date('2026-03-18T15:00:00Z'))).toEqual({
      kind: 'openUntil',
      end: '19:00',
    });
    expect(hoursSummary(hours, ZONE, new Date('2026-03-18T13:00:00Z'))).toEqual({
      kind: 'today',
      ranges: [range('09:00', '13:00'), range('15:00', '19:00')],
    });
  });

  it("reads a special date on the shop's own calendar day, not the reader's", () => {
    // 23:30 UTC on 18 March is 00:30 on 19 March in Rome: the 19th's closure applies, the 18th's does not
    const closed19 = [
      { date: '2026-03-19', isClosed: true, start: null, end: null, description: '' },
    ];
    const closed18 = [
      { date: '2026-03-18', isClosed: true, start: null, end: null, description: '' },
    ];
    const lateEvening = new Date('2026-03-18T23:30:00Z');
    expect(
      resultHours({ workingHours: hours, timeZone: ZONE, specialDates: closed19 }, lateEvening),
    ).toEqual({
      kind: 'closedToday',
    });
    expect(
      resultHours({ workingHours: hours, timeZone: ZONE, specialDates: closed18 }, lateEvening),
    ).toEqual({
      kind: 'opensAt',
      start: '09:00',
    });
  });

  it('holds a booking inside a range and leaves one in the gap outside, across the DST changes', () => {
    const booking = (utc: string) => ({ startAt: utc, durationMinutes: 60, staffId: 'shop' });
    const split = { ...shop(hours) };
    // 29 March 2026 (clocks forward, UTC+2): 11:30Z is 13:30, 13:00Z is 15:00
    expect(isOutsideHours(split, booking('2026-03-29T11:30:00Z'))).toBe(true);
    expect(isOutsideHours(split, booking('2026-03-29T13:00:00Z'))).toBe(false);
    // 25 October 2026 (clocks back, UTC+1): 12:30Z is 13:30, 14:00Z is 15:00
    expect(isOutsideHours(split, booking('2026-10-25T12:30:00Z'))).toBe(true);
    expect(isOutsideHours(split, booking('2026-10-25T14:00:00Z'))).toBe(false);
  });

  it('on the night the clocks go forward, offers neither the skipped hour nor the gap', () => {
    // 01:00–03:00 and 04:00–06:00 on 29 March 2026: 02:00–03:00 does not exist in Rome
    const night = everyDay([
      ['01:00', '03:00'],
      ['04:00', '06:00'],
    ]);
    expect(times(night, '2026-03-29', 30)).toEqual([
      '01:00',
      '01:30',
      '04:00',
      '04:30',
      '05:00',
      '05:30',
    ]);
  });

  it('is written as its ranges on the 24-hour clock in both languages', () => {
    const ranges = [range('09:00', '13:00'), range('15:00', '19:00')];
    expect(formatClockRanges('en', ranges)).toBe('09:00–13:00, 15:00–19:00');
    expect(formatClockRanges('it', ranges)).toBe('09:00–13:00, 15:00–19:00');
  });
});

describe('the seed', () => {
  it('gives some demo shops split days, never next to a lunch break', () => {
    const shops = buildDemoData(new Date('2026-11-28T10:00:00Z')).shops;
    const split = shops.filter((s) =>
      Object.values(s.workingHours).some((day) => day.isOpen && day.ranges.length === 2),
    );
    expect(split.length).toBeGreaterThanOrEqual(3);
    for (const s of split) {
      expect(s.breaks).toEqual([]);
      for (const day of Object.values(s.workingHours))
        if (day.isOpen) expect(rangesProblem(day.ranges)).toBeNull();
    }
  });
});
