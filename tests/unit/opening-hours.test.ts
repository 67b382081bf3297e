import { describe, expect, it } from 'vitest';
import { hoursSummary, minutesIn, weekdayIn } from '@/domain/opening-hours';
import type { WorkingHours } from '@/domain/shop';

const open = (start: string, end: string) => ({ isOpen: true, ranges: [{ start, end }] });
const closed = { isOpen: false, ranges: [] as { start: string; end: string }[] };
const week: WorkingHours = {
  monday: closed,
  tuesday: open('09:00', '19:00'),
  wednesday: open('09:00', '19:00'),
  thursday: open('09:00', '19:00'),
  friday: open('09:00', '20:00'),
  saturday: open('10:00', '18:00'),
  sunday: closed,
};

describe('opening hours summary', () => {
  it('reads weekday and minutes in the shop time zone', () => {
    // 2025-03-10 is a Monday; 23:30 UTC is already Tuesday 00:30 in Rome (UTC+1).
    const instant = new Date('2025-03-10T23:30:00Z');
    expect(weekdayIn(instant, 'Europe/Rome')).toBe('tuesday');
    expect(weekdayIn(instant, 'UTC')).toBe('monday');
    expect(minutesIn(instant, 'Europe/Rome')).toBe(30);
  });

  it("gives today's hours while open today and before closing", () => {
    expect(hoursSummary(week, 'Europe/Rome', new Date('2025-03-11T10:00:00Z'))).toEqual({
      kind: 'today',
      ranges: [{ start: '09:00', end: '19:00' }],
    });
  });

  it('gives the next opening day after closing time or on a closed day', () => {
    expect(hoursSummary(week, 'Europe/Rome', new Date('2025-03-11T19:30:00Z'))).toEqual({
      kind: 'next',
      weekday: 'wednesday',
      start: '09:00',
      daysAhead: 1,
    });
    // Sunday → Tuesday
    expect(hoursSummary(week, 'Europe/Rome', new Date('2025-03-16T10:00:00Z'))).toEqual({
      kind: 'next',
      weekday: 'tuesday',
      start: '09:00',
      daysAhead: 2,
    });
  });

  it('closed when never open or hours missing; unknown time zones fall back to Rome', () => {
    const never = Object.fromEntries(Object.keys(week).map((d) => [d, closed])) as WorkingHours;
    expect(hoursSummary(never, 'Europe/Rome', new Date())).toEqual({ kind: 'closed' });
    expect(hoursSummary(undefined, 'Europe/Rome')).toEqual({ kind: 'closed' });
    expect(weekdayIn(new Date('2025-03-11T10:00:00Z'), 'Not/AZone')).toBe('tuesday');
  });
});
