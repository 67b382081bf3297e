import { describe, expect, it } from 'vitest';
import { weekHours } from '../../src/domain/opening-hours';
import {
  copyMondayToWeekdays,
  nextRange,
} from '../../src/features/shop-setup/hours/hours-form-values';

describe('the hours editor’s values', () => {
  it('copies Monday, every range, to Tuesday–Friday as copies, leaving the weekend', () => {
    const week = weekHours([
      [
        ['09:00', '13:00'],
        ['15:00', '19:00'],
      ],
      ['10:00', '18:00'],
      null,
      null,
      null,
      ['09:00', '12:00'],
      null,
    ]);
    const copied = copyMondayToWeekdays(week);
    for (const day of ['tuesday', 'wednesday', 'thursday', 'friday'] as const)
      expect(copied[day]).toEqual(week.monday);
    expect(copied.saturday).toEqual(week.saturday);
    expect(copied.sunday).toEqual(week.sunday);
    copied.friday.ranges[0]!.end = '12:00';
    expect(copied.tuesday.ranges[0]!.end).toBe('13:00');
    expect(week.monday.ranges[0]!.end).toBe('13:00');
  });

  it('adds a range an hour after the last one closes, none without room before midnight', () => {
    expect(nextRange([])).toEqual({ start: '09:00', end: '18:00' });
    expect(nextRange([{ start: '09:00', end: '13:00' }])).toEqual({ start: '14:00', end: '15:00' });
    expect(nextRange([{ start: '09:00', end: '22:00' }])).toEqual({ start: '23:00', end: '24:00' });
    expect(nextRange([{ start: '09:00', end: '22:30' }])).toBeNull();
  });
});
