// @vitest-environment jsdom
// (jsdom gives the page origin the handlers' '/api/...' paths are resolved against)
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  MAX_UPCOMING_BOOKINGS,
  bookingLimitFailure,
  type AvailableSlots,
  type LimitedBooking,
} from '@/domain/booking';
import { addDays } from '@/domain/opening-hours';
import { MOCK_CUSTOMER, resetBookingsMockState } from '@mocks/data/bookings';
import { mockToken, resetMockAuthState } from '@mocks/data/users';
import { bookingsHandlers } from '@mocks/handlers/bookings';

const NOW = new Date('2026-05-04T08:00:00Z');
const H = 3_600_000;
const at = (hours: number, shopId = 's1', date = '2026-05-05'): LimitedBooking => ({
  shopId,
  date,
  startAt: NOW.getTime() + hours * H,
  endAt: NOW.getTime() + (hours + 1) * H,
  status: 'confirmed',
});
const request = (hours: number, shopId = 's1', date = '2026-05-05') => {
  const { status: _ignored, ...rest } = at(hours, shopId, date);
  return rest;
};

describe('bookingLimitFailure', () => {
  it('allows two overlapping bookings and refuses a third with 409', () => {
    expect(bookingLimitFailure([at(24)], request(24, 's2'), NOW)).toBeNull();
    expect(bookingLimitFailure([at(24), at(24.5, 's2')], request(24, 's3'), NOW)).toBe(
      'OVERLAP_LIMIT',
    );
  });

  it('refuses a fourth upcoming booking at one shop on one date with 429', () => {
    const three = [at(24), at(26), at(28)];
    expect(bookingLimitFailure(three, request(30), NOW)).toBe('SHOP_DAY_LIMIT');
    expect(bookingLimitFailure(three, request(30, 's2'), NOW)).toBeNull();
    expect(bookingLimitFailure(three, request(54, 's1', '2026-05-06'), NOW)).toBeNull();
  });

  it('caps upcoming bookings overall; past, cancelled and ended ones do not count', () => {
    const many = Array.from({ length: MAX_UPCOMING_BOOKINGS }, (_, i) =>
      at(24 * (i + 1), `s${i}`, `d${i}`),
    );
    expect(bookingLimitFailure(many, request(5000, 'x', 'dx'), NOW)).toBe('UPCOMING_LIMIT');
    const freed = many.map((b, i) =>
      i === 0 ? { ...b, status: 'cancelled' } : i === 1 ? { ...b, endAt: NOW.getTime() - 1 } : b,
    );
    expect(bookingLimitFailure(freed, request(5000, 'x', 'dx'), NOW)).toBeNull();
  });
});

describe('the booking mocks apply the same limits', () => {
  const server = setupServer(...bookingsHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    resetBookingsMockState();
    resetMockAuthState();
  });
  afterAll(() => server.close());

  const ORIGIN = window.location.origin;
  const SHOP = 'capelli-di-trastevere-roma';
  const SERVICE = `${SHOP}--mens-haircut`;
  const auth = { Authorization: `Bearer ${mockToken(MOCK_CUSTOMER.id, Date.now() + 600_000)}` };

  it('answers 429 to a fourth booking of one customer at one shop on one day', async () => {
    let date = '';
    let free: string[] = [];
    const today = new Date().toISOString().slice(0, 10);
    for (let offset = 7; offset < 21 && free.length < 4; offset += 1) {
      date = addDays(today, offset);
      const res = await fetch(
        `${ORIGIN}/api/bookings/available-slots?shopId=${SHOP}&serviceIds=${SERVICE}&date=${date}`,
      );
      const slots = ((await res.json()) as { data: AvailableSlots }).data.slots;
      // one slot in two, so no two bookings overlap
      free = slots.filter((s, i) => s.available && i % 2 === 0).map((s) => s.time);
    }
    const statuses: number[] = [];
    let message = '';
    for (const time of free.slice(0, 4)) {
      const res = await fetch(`${ORIGIN}/api/bookings`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          shopId: SHOP,
          serviceIds: [SERVICE],
          date,
          time,
          customerDetails: { phone: '+393331234567', acceptTerms: true },
        }),
      });
      statuses.push(res.status);
      message = ((await res.json()) as { message?: string }).message ?? '';
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(message).toBe(BOOKING_MESSAGES.shopDayLimit);
  });
});
