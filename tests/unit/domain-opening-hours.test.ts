import { describe, expect, it } from 'vitest';
import {
  closedWeek,
  hasAnyOpenDay,
  openStatusAt,
  parseTime,
  weekHours,
} from '../../src/domain/opening-hours';
import type { WorkingHours } from '../../src/domain/shop';

const open = (start: string, end: string) => ({ isOpen: true, ranges: [{ start, end }] });
const closed = { isOpen: false, ranges: [{ start: '09:00', end: '18:00' }] };
const salon: WorkingHours = {
  monday: closed,
  tuesday: open('09:00', '19:00'),
  wednesday: open('09:00', '19:00'),
  thursday: open('09:00', '19:00'),
  friday: open('09:00', '19:00'),
  saturday: open('09:00', '19:00'),
  sunday: open('09:00', '13:00'),
};

describe('openStatusAt (Europe/Rome)', () => {
  it('is open inside the window and closed outside it, start inclusive, end exclusive', () => {
    // Tuesday 2026-06-16; Rome is UTC+2 in summer
    expect(openStatusAt(salon, new Date('2026-06-16T07:00:00Z'), 'Europe/Rome')).toBe('open'); // 09:00
    expect(openStatusAt(salon, new Date('2026-06-16T06:59:00Z'), 'Europe/Rome')).toBe('closed'); // 08:59
    expect(openStatusAt(salon, new Date('2026-06-16T16:59:00Z'), 'Europe/Rome')).toBe('open'); // 18:59
    expect(openStatusAt(salon, new Date('2026-06-16T17:00:00Z'), 'Europe/Rome')).toBe('closed'); // 19:00
  });

  it('is closed all day on a closed day', () => {
    expect(openStatusAt(salon, new Date('2026-06-15T10:00:00Z'), 'Europe/Rome')).toBe('closed'); // Monday 12:00
  });

  it('follows the DST change: the same UTC instant is 08:30 before and 09:30 after (29 March 2026)', () => {
    // Saturday 28 March 2026 07:30Z = 08:30 CET → closed; Sunday 29 March 07:30Z = 09:30 CEST → open
    expect(openStatusAt(salon, new Date('2026-03-28T07:30:00Z'), 'Europe/Rome')).toBe('closed');
    expect(openStatusAt(salon, new Date('2026-03-29T07:30:00Z'), 'Europe/Rome')).toBe('open');
    // and back in October: Sunday 25 October 2026 is UTC+1 again, 12:30Z = 13:30 → closed (Sunday closes 13:00)
    expect(openStatusAt(salon, new Date('2026-10-25T11:30:00Z'), 'Europe/Rome')).toBe('open'); // 12:30 CET
    expect(openStatusAt(salon, new Date('2026-10-25T12:30:00Z'), 'Europe/Rome')).toBe('closed'); // 13:30 CET
  });

  it('uses the shop zone, not the server zone', () => {
    const instant = new Date('2026-06-16T06:30:00Z'); // 08:30 Rome, 07:30 London, 02:30 New York
    expect(openStatusAt(salon, instant, 'Europe/Rome')).toBe('closed');
    expect(openStatusAt(salon, new Date('2026-06-16T08:30:00Z'), 'Europe/London')).toBe('open'); // 09:30 London
  });

  it("is 'unknown' without hours, and supports overnight windows", () => {
    expect(openStatusAt(undefined, new Date(), 'Europe/Rome')).toBe('unknown');
    expect(openStatusAt(null, new Date(), 'Europe/Rome')).toBe('unknown');
    const bar: WorkingHours = { ...closedWeek(), friday: open('20:00', '02:00') };
    expect(openStatusAt(bar, new Date('2026-06-19T19:00:00Z'), 'Europe/Rome')).toBe('open'); // Fri 21:00
    expect(openStatusAt(bar, new Date('2026-06-19T23:30:00Z'), 'Europe/Rome')).toBe('open'); // Sat 01:30
    expect(openStatusAt(bar, new Date('2026-06-20T00:30:00Z'), 'Europe/Rome')).toBe('closed'); // Sat 02:30
  });

  it('a closed week is closed, and malformed times never open', () => {
    expect(openStatusAt(closedWeek(), new Date(), 'Europe/Rome')).toBe('closed');
    expect(hasAnyOpenDay(closedWeek())).toBe(false);
    expect(hasAnyOpenDay(salon)).toBe(true);
    const broken: WorkingHours = { ...closedWeek(), tuesday: open('9am', '7pm') };
    expect(openStatusAt(broken, new Date('2026-06-16T10:00:00Z'), 'Europe/Rome')).toBe('closed');
  });

  it('parses HH:MM', () => {
    expect(parseTime('00:00')).toBe(0);
    expect(parseTime('09:30')).toBe(570);
    expect(parseTime('24:00')).toBe(1440);
    expect(parseTime('24:01')).toBeNull();
    expect(parseTime('9:30')).toBeNull();
    expect(parseTime(undefined)).toBeNull();
  });
});

describe('weekHours', () => {
  it('builds Monday-first working hours; a null day is closed', () => {
    const hours = weekHours([['09:00', '19:00'], null, null, null, null, ['10:00', '14:00'], null]);
    expect(hours.monday).toEqual({ isOpen: true, ranges: [{ start: '09:00', end: '19:00' }] });
    expect(hours.tuesday.isOpen).toBe(false);
    expect(hours.saturday).toEqual({ isOpen: true, ranges: [{ start: '10:00', end: '14:00' }] });
    expect(hasAnyOpenDay(weekHours([null, null, null, null, null, null, null]))).toBe(false);
  });
});
