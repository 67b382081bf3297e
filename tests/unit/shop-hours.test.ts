import { describe, expect, it } from 'vitest';
import { checkBody } from '../../src/domain/request-validation';
import { weekHours, type DayWindow } from '../../src/domain/opening-hours';
import {
  HOURS_MESSAGES,
  bookingsAffectedByHours,
  editableWeek,
  isOutsideHours,
  pastDateErrors,
  policiesUpdateSchema,
  workingHoursUpdateSchema,
  type HoursOfShop,
} from '../../src/domain/shop-hours';

const ZONE = 'Europe/Rome';
const open = (start: string, end: string): DayWindow => [start, end];

/** Open 09:00–18:00 Monday to Saturday, closed on Sunday. */
function shop(change: Partial<HoursOfShop> = {}): HoursOfShop {
  return {
    id: 'shop',
    timeZone: ZONE,
    workingHours: weekHours([...Array.from({ length: 6 }, () => open('09:00', '18:00')), null]),
    specialDates: [],
    breaks: [],
    staff: [],
    ...change,
  };
}

/** 2026-11-30 is a Monday; Rome is UTC+1 then. */
const booking = (utc: string, durationMinutes = 60, staffId = 'shop') => ({
  startAt: new Date(utc),
  durationMinutes,
  staffId,
});

describe('isOutsideHours', () => {
  it('holds a booking inside the day and refuses one before opening, past closing or on a closed day', () => {
    expect(isOutsideHours(shop(), booking('2026-11-30T08:00:00Z'))).toBe(false); // 09:00–10:00
    expect(isOutsideHours(shop(), booking('2026-11-30T16:00:00Z'))).toBe(false); // 17:00–18:00
    expect(isOutsideHours(shop(), booking('2026-11-30T07:30:00Z'))).toBe(true); // 08:30
    expect(isOutsideHours(shop(), booking('2026-11-30T16:30:00Z'))).toBe(true); // ends 18:30
    expect(isOutsideHours(shop(), booking('2026-12-06T10:00:00Z'))).toBe(true); // Sunday
  });

  it('counts a break on that weekday, and a special date over the weekday', () => {
    const lunch = shop({
      breaks: [{ name: 'Lunch', days: ['monday'], start: '13:00', end: '14:00' }],
    });
    expect(isOutsideHours(lunch, booking('2026-11-30T11:30:00Z'))).toBe(true); // 12:30–13:30
    expect(isOutsideHours(lunch, booking('2026-12-01T11:30:00Z'))).toBe(false); // Tuesday
    const closed = shop({
      specialDates: [
        { date: '2026-11-30', isClosed: true, start: null, end: null, description: '' },
      ],
    });
    expect(isOutsideHours(closed, booking('2026-11-30T08:00:00Z'))).toBe(true);
    const sundayOpen = shop({
      specialDates: [
        { date: '2026-12-06', isClosed: false, start: '10:00', end: '13:00', description: '' },
      ],
    });
    expect(isOutsideHours(sundayOpen, booking('2026-12-06T10:00:00Z'))).toBe(false); // 11:00
    expect(isOutsideHours(sundayOpen, booking('2026-12-06T11:30:00Z'))).toBe(true); // ends 13:30
  });

  it('reads a team member by their own week, and someone no longer on the team by the shop’s', () => {
    const team = shop({
      staff: [
        {
          id: 'ann',
          name: 'Ann',
          photo: null,
          serviceIds: [],
          workingHours: weekHours(Array.from({ length: 7 }, () => open('12:00', '20:00'))),
        },
      ],
    });
    expect(isOutsideHours(team, booking('2026-11-30T18:00:00Z', 60, 'ann'))).toBe(false); // 19:00
    expect(isOutsideHours(team, booking('2026-11-30T08:00:00Z', 60, 'ann'))).toBe(true); // 09:00
    expect(isOutsideHours(team, booking('2026-11-30T08:00:00Z', 60, 'gone'))).toBe(false);
  });

  it('reads the shop-local time across DST changes', () => {
    const sundays = shop({
      workingHours: weekHours(Array.from({ length: 7 }, () => open('09:00', '18:00'))),
    });
    // 29 March 2026: clocks go forward; 07:30 UTC is 09:30 in Rome (08:30 at the winter offset)
    expect(isOutsideHours(sundays, booking('2026-03-29T07:30:00Z'))).toBe(false);
    expect(isOutsideHours(sundays, booking('2026-03-29T06:30:00Z'))).toBe(true);
    // 25 October 2026: clocks go back; 08:00 UTC is 09:00 in Rome (10:00 at the summer offset)
    expect(isOutsideHours(sundays, booking('2026-10-25T08:00:00Z'))).toBe(false);
    expect(isOutsideHours(sundays, booking('2026-10-25T07:30:00Z'))).toBe(true);
    // 16:30 UTC on 25 October is 17:30 local: an hour's booking ends at 18:30, past closing
    expect(isOutsideHours(sundays, booking('2026-10-25T16:30:00Z'))).toBe(true);
  });
});

describe('bookingsAffectedByHours', () => {
  it('lists the bookings the new hours leave outside, not those already outside', () => {
    const before = shop();
    const after = shop({
      workingHours: weekHours([
        open('09:00', '16:00'),
        ...Array.from({ length: 5 }, () => open('09:00', '18:00')),
        null,
      ]),
    });
    const late = booking('2026-11-30T15:30:00Z'); // 16:30 Monday
    const early = booking('2026-11-30T08:00:00Z');
    const sunday = booking('2026-12-06T10:00:00Z'); // already outside
    expect(bookingsAffectedByHours(before, after, [late, early, sunday])).toEqual([late]);
  });

  it('reports nothing when the shop had no hours before', () => {
    expect(
      bookingsAffectedByHours(shop({ workingHours: null }), shop(), [
        booking('2026-12-06T10:00:00Z'),
      ]),
    ).toEqual([]);
  });
});

describe('the hours schema', () => {
  const week = editableWeek(null);
  it('gives every day a nominal closed range when the shop has no hours', () => {
    expect(week.monday).toEqual({ isOpen: false, ranges: [{ start: '09:00', end: '18:00' }] });
  });

  it('answers the spec’s messages by field', async () => {
    const decision = await checkBody(workingHoursUpdateSchema, {
      workingHours: {
        ...week,
        friday: { isOpen: true, ranges: [{ start: '12:00', end: '12:00' }] },
      },
      breaks: [{ name: '', days: [], start: '10:00', end: '09:00' }],
      specialDates: [
        { date: '2026-12-24', isClosed: false, start: null, end: null, description: {} },
      ],
      affectedBookings: 'cancel',
    });
    expect(decision.ok).toBe(false);
    expect(decision.ok ? null : decision.errors).toEqual({
      'workingHours.friday.ranges[0].end': HOURS_MESSAGES.invalidRange,
      'breaks[0].name': HOURS_MESSAGES.breakName,
      'breaks[0].days': HOURS_MESSAGES.breakDays,
      'breaks[0].end': HOURS_MESSAGES.breakRange,
      'specialDates[0].end': HOURS_MESSAGES.dateRange,
      reason: HOURS_MESSAGES.reasonRequired,
    });
  });

  it('accepts a closed day with any range, a day ending at midnight and a closed special date', async () => {
    const decision = await checkBody(workingHoursUpdateSchema, {
      workingHours: {
        ...week,
        monday: { isOpen: false, ranges: [{ start: '18:00', end: '09:00' }] },
        tuesday: { isOpen: true, ranges: [{ start: '16:00', end: '24:00' }] },
      },
      breaks: [],
      specialDates: [
        {
          date: '2026-12-25',
          isClosed: true,
          start: null,
          end: null,
          description: { it: 'Natale' },
        },
      ],
    });
    expect(decision.ok).toBe(true);
  });

  it('refuses special dates before the shop-local today', () => {
    expect(pastDateErrors([{ date: '2026-11-24' }, { date: '2026-11-25' }], '2026-11-25')).toEqual({
      'specialDates[0].date': HOURS_MESSAGES.datePast,
    });
  });

  it('bounds the policies', async () => {
    const decision = await checkBody(policiesUpdateSchema, {
      cancellation: { allowedHours: 0, feePercentage: 100 },
      reschedule: { allowedHours: 168, maxReschedules: 11 },
      noShow: { feeAmount: 10.005, maxNoShows: 0 },
      autoConfirm: true,
    });
    expect(decision.ok ? null : decision.errors).toEqual({
      'reschedule.maxReschedules': 'validation.range',
      'noShow.feeAmount': 'validation.range',
    });
  });
});
