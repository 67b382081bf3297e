import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../../src/domain/availability';
import { occurrenceDates, withSeries } from '../../src/domain/booking-series';
import type { Booking } from '../../src/domain/booking';

const HOUR = 3_600_000;

describe('occurrenceDates', () => {
  it('repeats weekly on the calendar, so 10:00 stays 10:00 across the spring and autumn changes', () => {
    const spring = occurrenceDates('2026-03-22', 'weekly', 3);
    expect(spring).toEqual(['2026-03-22', '2026-03-29', '2026-04-05']);
    const [before, after] = spring.map((date) => zonedInstant(date, 600, 'Europe/Rome')!.getTime());
    // a week minus the hour the clocks skipped
    expect(after! - before!).toBe(7 * 24 * HOUR - HOUR);
    const autumn = occurrenceDates('2026-10-18', 'weekly', 2);
    const [a, b] = autumn.map((date) => zonedInstant(date, 600, 'Europe/Rome')!.getTime());
    expect(b! - a!).toBe(7 * 24 * HOUR + HOUR);
  });

  it('repeats monthly on the same day, skipping months without it, across the year end', () => {
    expect(occurrenceDates('2027-01-31', 'monthly', 4)).toEqual([
      '2027-01-31',
      '2027-03-31',
      '2027-05-31',
      '2027-07-31',
    ]);
    expect(occurrenceDates('2026-11-30', 'monthly', 4)).toEqual([
      '2026-11-30',
      '2026-12-30',
      '2027-01-30',
      '2027-03-30',
    ]);
    // the 29th of February only in a leap year
    expect(occurrenceDates('2027-12-29', 'monthly', 3)).toEqual([
      '2027-12-29',
      '2028-01-29',
      '2028-02-29',
    ]);
    expect(occurrenceDates('2026-01-29', 'monthly', 3)).toEqual([
      '2026-01-29',
      '2026-03-29',
      '2026-04-29',
    ]);
  });

  it('gives twelve weekly dates across a month end', () => {
    const dates = occurrenceDates('2026-12-28', 'weekly', 12);
    expect(dates).toHaveLength(12);
    expect(dates[1]).toBe('2027-01-04');
    expect(dates[11]).toBe('2027-03-15');
  });
});

describe('withSeries', () => {
  it('adds the series and a shop source, and nothing for an online single booking', () => {
    const booking = { id: 'bk_1' } as Booking;
    expect(withSeries(booking, {})).toEqual({ id: 'bk_1' });
    expect(withSeries(booking, { source: 'online' })).toEqual({ id: 'bk_1' });
    expect(
      withSeries(booking, {
        source: 'phone',
        series: { id: 'bs_1', frequency: 'monthly', index: 2, count: 6 },
      }),
    ).toEqual({
      id: 'bk_1',
      source: 'phone',
      series: { id: 'bs_1', frequency: 'monthly', index: 2, count: 6 },
    });
  });
});
