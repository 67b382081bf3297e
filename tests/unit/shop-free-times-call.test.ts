// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fetchAvailableSlots } from '@/features/booking';
import { fetchMoveSlots } from '@/features/shop-operations/calendar/api';

/** The shop area asks for free times with the booking page's own call (one place builds that request). */
describe('free times in the shop area', () => {
  it('moves a booking in the calendar through the booking feature’s fetchAvailableSlots', () => {
    expect(fetchMoveSlots).toBe(fetchAvailableSlots);
  });
});
