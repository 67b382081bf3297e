// @vitest-environment jsdom
// (jsdom gives the page origin the handlers' '/api/...' paths are resolved against)
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableSlots, Booking, BookingList } from '@/domain/booking';
import { addDays } from '@/domain/opening-hours';
import { MOCK_CUSTOMER, SEEDED_BOOKING_IDS, resetBookingsMockState } from '@mocks/data/bookings';
import { addMockAccount, mockToken, resetMockAuthState } from '@mocks/data/users';
import { bookingsHandlers } from '@mocks/handlers/bookings';

/** The booking mocks answer like the server: the engine's slots, the claim rule, ownership as 404. */

const server = setupServer(...bookingsHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  resetBookingsMockState();
  resetMockAuthState();
});
afterAll(() => server.close());

const ORIGIN = window.location.origin;
// a shop without staff: one chair, so one booking takes the time
const SHOP = 'capelli-di-trastevere-roma';
const SERVICE = `${SHOP}--mens-haircut`;

const tokenOf = (userId: string) => mockToken(userId, Date.now() + 600_000);

async function call(path: string, init: RequestInit & { userId?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.userId) headers.set('Authorization', `Bearer ${tokenOf(init.userId)}`);
  if (init.body) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${ORIGIN}${path}`, { ...init, headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
}

async function slots(date: string) {
  const res = await call(
    `/api/bookings/available-slots?shopId=${SHOP}&serviceIds=${SERVICE}&date=${date}`,
  );
  expect(res.status).toBe(200);
  return (res.json() as { data: AvailableSlots }).data;
}

/** The first date from next week with a free slot, and that slot. */
async function freeSlot(): Promise<{ date: string; time: string }> {
  const today = new Date().toISOString().slice(0, 10);
  for (let offset = 7; offset < 21; offset += 1) {
    const date = addDays(today, offset);
    const free = (await slots(date)).slots.find((s) => s.available);
    if (free) return { date, time: free.time };
  }
  throw new Error('no free slot in the mock shop');
}

function book(slot: { date: string; time: string }, userId = MOCK_CUSTOMER.id, key?: string) {
  return call('/api/bookings', {
    method: 'POST',
    userId,
    headers: key ? { 'Idempotency-Key': key } : {},
    body: JSON.stringify({
      shopId: SHOP,
      serviceIds: [SERVICE],
      ...slot,
      totalPrice: 1,
      customerDetails: { phone: '+393331234567', acceptTerms: true },
    }),
  });
}

describe('booking mocks', () => {
  it('books a free slot at the server price, which makes the slot unavailable; cancelling frees it', async () => {
    const slot = await freeSlot();
    const created = await book(slot);
    expect(created.status).toBe(201);
    const booking = (created.json() as { data: { booking: Booking } }).data.booking;
    expect(booking).toMatchObject({ shopId: SHOP, date: slot.date, time: slot.time, price: 25 });
    expect(booking.allowedActions).toContain('cancel');

    const after = (await slots(slot.date)).slots.find((s) => s.time === slot.time);
    expect(after).toMatchObject({ available: false, reason: 'booked' });

    const someone = addMockAccount({
      name: 'Anna Verdi',
      email: 'anna@example.com',
      role: 'customer',
      status: 'active',
      password: 'x',
    });
    const lost = await book(slot, someone.id);
    expect(lost.status).toBe(409);
    expect(lost.json()).toMatchObject({
      success: false,
      message: 'This time is no longer available',
    });

    const cancelled = await call(`/api/bookings/${booking.id}`, {
      method: 'DELETE',
      userId: MOCK_CUSTOMER.id,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      success: true,
      booking: { status: 'cancelled' },
    });
    const freed = (await slots(slot.date)).slots.find((s) => s.time === slot.time);
    expect(freed?.available).toBe(true);
  });

  it('reschedules: the new time becomes taken and the old one free again; a past time is refused', async () => {
    const first = await freeSlot();
    const booking = (await book(first)).json().data.booking as Booking;
    const grid = (await slots(first.date)).slots;
    const other = grid.find((s) => s.available && s.time !== first.time)!;
    const moved = await call(`/api/bookings/${booking.id}`, {
      method: 'PUT',
      userId: MOCK_CUSTOMER.id,
      body: JSON.stringify({ date: first.date, time: other.time }),
    });
    expect(moved.status).toBe(200);
    expect(moved.json().data.booking).toMatchObject({ time: other.time, rescheduleCount: 1 });
    const after = (await slots(first.date)).slots;
    expect(after.find((s) => s.time === first.time)?.available).toBe(true);
    expect(after.find((s) => s.time === other.time)?.available).toBe(false);

    const past = await call(`/api/bookings/${booking.id}`, {
      method: 'PUT',
      userId: MOCK_CUSTOMER.id,
      body: JSON.stringify({ date: '2020-01-07', time: '10:00' }),
    });
    expect(past.status).toBe(400);
    expect(past.json().message).toBe('This time is in the past');
  });

  it('answers a retried submit with the first booking (Idempotency-Key)', async () => {
    const slot = await freeSlot();
    const first = await book(slot, MOCK_CUSTOMER.id, 'submit-1');
    const again = await book(slot, MOCK_CUSTOMER.id, 'submit-1');
    expect(again.status).toBe(201);
    expect(again.json().data.booking.id).toBe(first.json().data.booking.id);
    const list = await call(`/api/bookings?startDate=${slot.date}&endDate=${slot.date}`, {
      userId: MOCK_CUSTOMER.id,
    });
    expect((list.json().data as BookingList).items.filter((b) => b.shopId === SHOP)).toHaveLength(
      1,
    );
  });

  it("answers 404 for another customer's booking, and 401 to a guest", async () => {
    const id = SEEDED_BOOKING_IDS.otherCustomer;
    for (const init of [{}, { method: 'PUT', body: '{"notes":"x"}' }, { method: 'DELETE' }]) {
      const res = await call(`/api/bookings/${id}`, { ...init, userId: MOCK_CUSTOMER.id });
      expect(res.status).toBe(404);
      expect(res.json().message).toBe('Booking not found');
    }
    expect(
      (await call(`/api/bookings/${id}/calendar.ics`, { userId: MOCK_CUSTOMER.id })).status,
    ).toBe(404);
    expect((await book({ date: '2030-01-07', time: '10:00' }, '')).status).toBe(401);
  });

  it('lists upcoming soonest first and past newest first, with the seeded cancellation fee', async () => {
    const get = async (scope: string) =>
      (
        (await call(`/api/bookings?scope=${scope}`, { userId: MOCK_CUSTOMER.id })).json()
          .data as BookingList
      ).items;
    const upcoming = await get('upcoming');
    expect(upcoming.map((b) => b.id)).toEqual([
      SEEDED_BOOKING_IDS.upcomingConfirmed,
      SEEDED_BOOKING_IDS.upcomingPending,
    ]);
    const past = await get('past');
    expect(past.map((b) => b.id)).toEqual([
      SEEDED_BOOKING_IDS.cancelledWithFee,
      SEEDED_BOOKING_IDS.pastCompleted,
    ]);
    expect(past[0]).toMatchObject({ status: 'cancelled', cancellationFee: 32.5 });
  });

  it('serves a calendar file for the own booking', async () => {
    const res = await call(`/api/bookings/${SEEDED_BOOKING_IDS.upcomingConfirmed}/calendar.ics`, {
      userId: MOCK_CUSTOMER.id,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    expect(res.text).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*BEGIN:VEVENT[\s\S]*DTSTART:\d{8}T\d{6}Z/);
  });
});

describe('booking mocks: calendar', () => {
  it('answers the 42-cell month from the engine and refuses a month beyond the horizon', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const query = `shopId=${SHOP}&serviceIds=${SERVICE}`;
    const res = await call(`/api/bookings/calendar?${query}&month=${month}`);
    expect(res.status).toBe(200);
    expect(res.json().data).toMatchObject({ shopId: SHOP, month, timeZone: 'Europe/Rome' });
    expect(res.json().data.days).toHaveLength(42);
    const far = await call(`/api/bookings/calendar?${query}&month=2099-01`);
    expect(far.status).toBe(400);
  });
});
