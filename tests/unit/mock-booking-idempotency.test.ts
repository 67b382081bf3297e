// @vitest-environment jsdom
// (jsdom gives the page origin the handlers' '/api/...' paths are resolved against)
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, type AvailableSlots } from '@/domain/booking';
import { canonicalJson } from '@/domain/canonical-json';
import { addDays } from '@/domain/opening-hours';
import { MOCK_CUSTOMER, resetBookingsMockState } from '@mocks/data/bookings';
import { mockToken, resetMockAuthState } from '@mocks/data/users';
import { bookingsHandlers } from '@mocks/handlers/bookings';

/** The booking mocks bind an Idempotency-Key to its request like the server: same request → first booking, another → 422. */
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

async function freeSlots(): Promise<{ date: string; times: string[] }> {
  const today = new Date().toISOString().slice(0, 10);
  for (let offset = 7; offset < 21; offset += 1) {
    const date = addDays(today, offset);
    const response = await fetch(
      `${ORIGIN}/api/bookings/available-slots?shopId=${SHOP}&serviceIds=${SERVICE}&date=${date}`,
    );
    const { data } = (await response.json()) as { data: AvailableSlots };
    const times = data.slots.filter((s) => s.available).map((s) => s.time);
    if (times.length >= 2) return { date, times };
  }
  throw new Error('no free slots in the mock shop');
}

async function book(body: object, key: string) {
  const response = await fetch(`${ORIGIN}/api/bookings`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${mockToken(MOCK_CUSTOMER.id, Date.now() + 600_000)}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': key,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('booking mocks and the Idempotency-Key', () => {
  it('return the first booking for the same request and refuse another request with 422', async () => {
    const { date, times } = await freeSlots();
    const body = {
      shopId: SHOP,
      serviceIds: [SERVICE],
      date,
      time: times[0],
      customerDetails: { phone: '+393331234567', acceptTerms: true },
    };
    const first = await book(body, 'k-1');
    expect(first.status).toBe(201);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await book(reordered, 'k-1');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const other = await book({ ...body, time: times[1] }, 'k-1');
    expect(other).toEqual({
      status: 422,
      body: {
        success: false,
        code: 'IDEMPOTENCY_MISMATCH',
        message: BOOKING_MESSAGES.idempotencyMismatch,
      },
    });
  });

  it('canonical JSON ignores key order and undefined members, not values', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { y: 1, x: 0 }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"x":0,"y":1}]},"b":1}',
    );
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
  });
});
