// @vitest-environment jsdom
// (jsdom gives the page origin the handlers' '/api/...' paths are resolved against)
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableSlots, Booking } from '@/domain/booking';
import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import { addDays } from '@/domain/opening-hours';
import type { ShopDashboard } from '@/domain/shop-dashboard';
import { noticeDelivery, type ShopNotice } from '@/domain/shop-notices';
import { MOCK_CUSTOMER, resetBookingsMockState } from '@mocks/data/bookings';
import { mockToken } from '@mocks/data/users';
import { handlers } from '@mocks/handlers';
import { resetMockShopHours } from '@mocks/handlers/shop-admin/hours';
import { resetMockShopNotifications } from '@mocks/handlers/shop-ops/shop-notices';

/**
 * What the shop is told of, per its notification settings (src/domain/shop-notices.ts): the rule, and the mocks
 * keeping to it as the server does (tests/api/shop-live.test.ts, shop-owner-mail.test.ts).
 */

const ALL_ON = { email: true, sms: true, push: true, newBookings: true };
const created: ShopNotice = { type: 'booking_created', action: null, actor: 'customer' };
const cancelled: ShopNotice = { type: 'booking_cancelled', action: 'cancel', actor: 'customer' };

describe('the notice rule', () => {
  it('tells new bookings only with newBookings on, on every channel alike', () => {
    expect(noticeDelivery(created, ALL_ON)).toEqual({ shopArea: true, email: true });
    expect(noticeDelivery(created, { ...ALL_ON, newBookings: false })).toEqual({
      shopArea: false,
      email: false,
    });
    expect(noticeDelivery(cancelled, { ...ALL_ON, newBookings: false })).toEqual({
      shopArea: true,
      email: true,
    });
  });

  it('sends email only with email on; sms and push change nothing sent', () => {
    expect(noticeDelivery(cancelled, { ...ALL_ON, email: false })).toEqual({
      shopArea: true,
      email: false,
    });
    expect(noticeDelivery(created, { ...ALL_ON, sms: false, push: false })).toEqual(
      noticeDelivery(created, ALL_ON),
    );
    expect(noticeDelivery(null, ALL_ON)).toEqual({ shopArea: false, email: false });
  });
});

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  resetBookingsMockState();
  resetMockShopHours();
  resetMockShopNotifications();
});
afterAll(() => server.close());

const ORIGIN = window.location.origin;
const OWNER = 'user-demo-shop';

async function call<T>(path: string, userId: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${mockToken(userId, Date.now() + 600_000)}`);
  if (init.body) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${ORIGIN}${path}`, { ...init, headers });
  return { status: response.status, data: ((await response.json()) as { data: T }).data };
}

/** Two free times of the demo owner's shop from next week on (one service, one chair taken each). */
async function freeTimes(): Promise<{ serviceId: string; date: string; times: string[] }> {
  const { services } = (
    await call<{ services: { id: string }[] }>(`/api/shops/${DEMO_OWNED_SHOP_ID}/services`, OWNER)
  ).data;
  const serviceId = services[0]!.id;
  const today = new Date().toISOString().slice(0, 10);
  for (let offset = 7; offset < 21; offset += 1) {
    const date = addDays(today, offset);
    const { data } = await call<AvailableSlots>(
      `/api/bookings/available-slots?shopId=${DEMO_OWNED_SHOP_ID}&serviceIds=${serviceId}&date=${date}`,
      OWNER,
    );
    const times = data.slots.filter((s) => s.available).map((s) => s.time);
    if (times.length >= 4) return { serviceId, date, times: [times[0]!, times.at(-1)!] };
  }
  throw new Error('no free day at the demo owner’s shop');
}

async function customerBooks(serviceId: string, date: string, time: string): Promise<Booking> {
  const answer = await call<{ booking: Booking }>('/api/bookings', MOCK_CUSTOMER.id, {
    method: 'POST',
    body: JSON.stringify({
      shopId: DEMO_OWNED_SHOP_ID,
      serviceIds: [serviceId],
      date,
      time,
      customerDetails: { phone: '+393331234567', acceptTerms: true },
    }),
  });
  expect(answer.status).toBe(201);
  return answer.data.booking;
}

const noticesOf = async () =>
  (
    await call<ShopDashboard>(
      `/api/shops/${DEMO_OWNED_SHOP_ID}/dashboard?includeMetrics=false&includeBookings=false`,
      OWNER,
    )
  ).data.notifications!.map((n) => [n.type, n.bookingId, n.actor]);

describe('the mocks’ shop notices', () => {
  it('lists a customer’s new booking and cancellation, not the owner’s own change', async () => {
    const { serviceId, date, times } = await freeTimes();
    const first = await customerBooks(serviceId, date, times[0]!);
    const second = await customerBooks(serviceId, date, times[1]!);
    expect(await noticesOf()).toEqual([
      ['booking_created', second.id, 'customer'],
      ['booking_created', first.id, 'customer'],
    ]);
    const mine = await call(`/api/bookings/${first.id}`, OWNER, {
      method: 'PUT',
      body: JSON.stringify({ status: 'cancelled', reason: 'Closed for a course' }),
    });
    expect(mine.status).toBe(200);
    expect(
      await call(`/api/bookings/${second.id}`, MOCK_CUSTOMER.id, { method: 'DELETE' }),
    ).toMatchObject({
      status: 200,
    });
    expect((await noticesOf())[0]).toEqual(['booking_cancelled', second.id, 'customer']);
    expect(await noticesOf()).toHaveLength(3);
  });

  it('leaves new bookings out with newBookings off, and still lists their cancellation', async () => {
    const saved = await call(`/api/shops/${DEMO_OWNED_SHOP_ID}/personal-area-settings`, OWNER, {
      method: 'PUT',
      body: JSON.stringify({
        notifications: { email: false, sms: false, push: false, newBookings: false },
      }),
    });
    expect(saved.status).toBe(200);
    const { serviceId, date, times } = await freeTimes();
    const booking = await customerBooks(serviceId, date, times[0]!);
    expect(await noticesOf()).toEqual([]);
    await call(`/api/bookings/${booking.id}`, MOCK_CUSTOMER.id, { method: 'DELETE' });
    expect(await noticesOf()).toEqual([['booking_cancelled', booking.id, 'customer']]);
  });
});
