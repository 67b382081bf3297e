import { describe, expect, it } from 'vitest';
import {
  addDays,
  localClock,
  openStatusAt,
  upcomingSpecialDates,
  weekHours,
} from '../../src/domain/opening-hours';
import type { SpecialDate } from '../../src/domain/shop';

const ROME = 'Europe/Rome';
// Monday closed; Tuesday–Saturday 09:00–19:00; Sunday 09:00–13:00
const salon = weekHours([
  null,
  ['09:00', '19:00'],
  ['09:00', '19:00'],
  ['09:00', '19:00'],
  ['09:00', '19:00'],
  ['09:00', '19:00'],
  ['09:00', '13:00'],
]);
// every evening 20:00–02:00 (runs past midnight)
const lateBar = weekHours(Array.from({ length: 7 }, () => ['20:00', '02:00'] as const));
const closedOn = (date: string): SpecialDate => ({
  date,
  isClosed: true,
  start: null,
  end: null,
  description: 'Holiday',
});
const shortDay = (date: string, start: string, end: string): SpecialDate => ({
  date,
  isClosed: false,
  start,
  end,
  description: 'Short day',
});

describe('localClock', () => {
  it('gives the shop-local date, weekday and minutes, across midnight', () => {
    // 2026-06-15 22:30Z is 00:30 on Tuesday 16 June in Rome (UTC+2)
    expect(localClock(new Date('2026-06-15T22:30:00Z'), ROME)).toEqual({
      date: '2026-06-16',
      weekday: 'tuesday',
      minutes: 30,
    });
    // the same instant is still Monday evening in New York
    expect(localClock(new Date('2026-06-15T22:30:00Z'), 'America/New_York')).toEqual({
      date: '2026-06-15',
      weekday: 'monday',
      minutes: 18 * 60 + 30,
    });
  });

  it('follows the DST changes of Europe/Rome', () => {
    // Sunday 29 March 2026: 02:00 CET jumps to 03:00 CEST. 00:59Z = 01:59, 01:00Z = 03:00
    expect(localClock(new Date('2026-03-29T00:59:00Z'), ROME).minutes).toBe(1 * 60 + 59);
    expect(localClock(new Date('2026-03-29T01:00:00Z'), ROME).minutes).toBe(3 * 60);
    // Sunday 25 October 2026: 03:00 CEST falls back to 02:00 CET. 00:30Z = 02:30 CEST, 01:30Z = 02:30 CET
    expect(localClock(new Date('2026-10-25T00:30:00Z'), ROME).minutes).toBe(2 * 60 + 30);
    expect(localClock(new Date('2026-10-25T01:30:00Z'), ROME).minutes).toBe(2 * 60 + 30);
    expect(localClock(new Date('2026-10-25T23:30:00Z'), ROME).date).toBe('2026-10-26'); // 00:30 CET
  });
});

describe('addDays', () => {
  it('moves calendar dates across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});

describe('openStatusAt with special dates', () => {
  it('a closed special date wins over the weekday hours', () => {
    const at = new Date('2026-06-16T08:00:00Z'); // Tuesday 10:00 in Rome
    expect(openStatusAt(salon, at, ROME)).toBe('open');
    expect(openStatusAt(salon, at, ROME, [closedOn('2026-06-16')])).toBe('closed');
    // another date's special does not matter
    expect(openStatusAt(salon, at, ROME, [closedOn('2026-06-17')])).toBe('open');
  });

  it('special hours open a normally closed day, start inclusive and end exclusive', () => {
    const monday = [shortDay('2026-06-15', '10:00', '14:00')];
    expect(openStatusAt(salon, new Date('2026-06-15T07:59:00Z'), ROME, monday)).toBe('closed'); // 09:59
    expect(openStatusAt(salon, new Date('2026-06-15T08:00:00Z'), ROME, monday)).toBe('open'); // 10:00
    expect(openStatusAt(salon, new Date('2026-06-15T11:59:00Z'), ROME, monday)).toBe('open'); // 13:59
    expect(openStatusAt(salon, new Date('2026-06-15T12:00:00Z'), ROME, monday)).toBe('closed'); // 14:00
  });

  it('uses the shop-local date at midnight, not the UTC date', () => {
    // 2026-06-15 22:30Z is Tuesday 16 June 00:30 in Rome: the bar's Monday-evening window is still open…
    const at = new Date('2026-06-15T22:30:00Z');
    expect(openStatusAt(lateBar, at, ROME)).toBe('open');
    // …unless Monday 15 June (the date the window started) was a closed special date
    expect(openStatusAt(lateBar, at, ROME, [closedOn('2026-06-15')])).toBe('closed');
    // closing Tuesday 16 June does not close the window that started on Monday
    expect(openStatusAt(lateBar, at, ROME, [closedOn('2026-06-16')])).toBe('open');
    // 02:00 itself is closed
    expect(openStatusAt(lateBar, new Date('2026-06-16T00:00:00Z'), ROME)).toBe('closed');
  });

  it('evaluates a shop opening at 09:00 around the DST changes', () => {
    // Sunday 29 March 2026 (CEST from 03:00): 07:00Z = 09:00 → open; 06:59Z = 08:59 → closed
    expect(openStatusAt(salon, new Date('2026-03-29T07:00:00Z'), ROME)).toBe('open');
    expect(openStatusAt(salon, new Date('2026-03-29T06:59:00Z'), ROME)).toBe('closed');
    // Sunday 25 October 2026 (CET from 03:00): 08:00Z = 09:00 → open; 07:30Z = 08:30 → closed
    expect(openStatusAt(salon, new Date('2026-10-25T08:00:00Z'), ROME)).toBe('open');
    expect(openStatusAt(salon, new Date('2026-10-25T07:30:00Z'), ROME)).toBe('closed');
  });
});

describe('upcomingSpecialDates', () => {
  it('keeps today and later, in date order', () => {
    const dates = [closedOn('2026-06-20'), closedOn('2026-06-15'), closedOn('2026-06-16')];
    expect(upcomingSpecialDates(dates, '2026-06-16').map((d) => d.date)).toEqual([
      '2026-06-16',
      '2026-06-20',
    ]);
  });
});
