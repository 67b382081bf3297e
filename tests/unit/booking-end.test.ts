import { describe, expect, it } from 'vitest';
import { bookingEndAt, zonedInstant } from '@/domain/availability';

/** One rule for when a booking ends, used by the server's placement and the mocks' booking mapping alike. */
describe('bookingEndAt', () => {
  it('ends at the local end time across the autumn DST change (01:30 + 90 min ends at 03:00 local)', () => {
    const start = zonedInstant('2026-10-25', 90, 'Europe/Rome')!;
    expect(start.toISOString()).toBe('2026-10-24T23:30:00.000Z');
    // 03:00 CET is 02:00Z: two and a half hours later, not an hour and a half
    expect(bookingEndAt('2026-10-25', 90, 90, 'Europe/Rome', start).toISOString()).toBe(
      '2026-10-25T02:00:00.000Z',
    );
  });

  it('is start plus duration on an ordinary day', () => {
    const start = zonedInstant('2026-11-10', 600, 'Europe/Rome')!;
    expect(bookingEndAt('2026-11-10', 600, 45, 'Europe/Rome', start).getTime()).toBe(
      start.getTime() + 45 * 60_000,
    );
  });

  it('falls back to the length when the local end does not exist (spring gap)', () => {
    // 2026-03-29: 02:00-03:00 does not exist in Rome; 01:30 + 30 min would end at 02:00 local
    const start = zonedInstant('2026-03-29', 90, 'Europe/Rome')!;
    expect(bookingEndAt('2026-03-29', 90, 30, 'Europe/Rome', start).getTime()).toBe(
      start.getTime() + 30 * 60_000,
    );
  });
});
