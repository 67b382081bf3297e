// @vitest-environment jsdom
// (jsdom gives the page origin the handlers' '/api/...' paths are resolved against)
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableSlots, Booking } from '@/domain/booking';
import { BOOKING_EDIT_MESSAGES } from '@/domain/booking-edits';
import { addDays } from '@/domain/opening-hours';
import { MOCK_CUSTOMER, resetBookingsMockState } from '@mocks/data/bookings';
import { mockToken, resetMockAuthState } from '@mocks/data/users';
import { bookingsHandlers } from '@mocks/handlers/bookings';

/** The booking mocks keep the two sides' notes apart and treat a no-op move as the server does (issue 11). */

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
const ADMIN = 'user-demo-admin';

async function call(path: string, userId: string, method = 'GET', body?: unknown) {
  const headers = new Headers({
    Authorization: `Bearer ${mockToken(userId, Date.now() + 600_000)}`,
  });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${ORIGIN}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as {
    data: { booking: Booking };
    message?: string;
    errors?: Record<string, string>;
  };
  return { status: response.status, json };
}

async function booked(): Promise<Booking> {
  const today = new Date().toISOString().slice(0, 10);
  for (let offset = 7; offset < 21; offset += 1) {
    const date = addDays(today, offset);
    const grid = await fetch(
      `${ORIGIN}/api/bookings/available-slots?shopId=${SHOP}&serviceIds=${SERVICE}&date=${date}`,
    );
    const free = ((await grid.json()) as { data: AvailableSlots }).data.slots.find(
      (s) => s.available,
    );
    if (!free) continue;
    const created = await call('/api/bookings', MOCK_CUSTOMER.id, 'POST', {
      shopId: SHOP,
      serviceIds: [SERVICE],
      date,
      time: free.time,
      customerDetails: { phone: '+393331234567', acceptTerms: true },
    });
    expect(created.status).toBe(201);
    return created.json.data.booking;
  }
  throw new Error('no free slot in the mock shop');
}

describe('booking mocks: notes and no-op moves', () => {
  it('keeps shop notes from the customer and each side’s notes from the other', async () => {
    const booking = await booked();
    const path = `/api/bookings/${booking.id}`;
    expect((await call(path, MOCK_CUSTOMER.id, 'PUT', { notes: 'Running late' })).status).toBe(200);
    const shop = await call(path, ADMIN, 'PUT', { shopNotes: 'Offer the serum' });
    expect(shop.status).toBe(200);
    expect(shop.json.data.booking).toMatchObject({
      notes: 'Running late',
      shopNotes: 'Offer the serum',
    });
    const overwrite = await call(path, ADMIN, 'PUT', { notes: 'x' });
    expect(overwrite).toMatchObject({
      status: 400,
      json: { errors: { notes: 'validation.unknownField' } },
    });
    const sneak = await call(path, MOCK_CUSTOMER.id, 'PUT', { shopNotes: 'x' });
    expect(sneak).toMatchObject({
      status: 400,
      json: { errors: { shopNotes: 'validation.unknownField' } },
    });
    const seen = (await call(path, MOCK_CUSTOMER.id)).json.data.booking;
    expect(seen).not.toHaveProperty('shopNotes');

    expect((await call(path, MOCK_CUSTOMER.id, 'DELETE')).status).toBe(200);
    const closed = await call(path, MOCK_CUSTOMER.id, 'PUT', { notes: 'Changed my mind' });
    expect(closed.status).toBe(409);
    expect(closed.json.message).toBe(BOOKING_EDIT_MESSAGES.notesClosed);
  });

  it('does not count staffId null or the same time as a reschedule', async () => {
    const booking = await booked();
    const path = `/api/bookings/${booking.id}`;
    for (const body of [{ staffId: null }, { date: booking.date, time: booking.time }]) {
      const answer = await call(path, MOCK_CUSTOMER.id, 'PUT', body);
      expect(answer.status).toBe(200);
      expect(answer.json.data.booking).toMatchObject({ rescheduleCount: 0, status: 'confirmed' });
      expect(answer.json.data.booking.history.map((h) => h.action)).toEqual(['created']);
    }
  });
});
