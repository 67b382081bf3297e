// @vitest-environment jsdom
// (jsdom gives the page origin the handlers' '/api/...' paths are resolved against)
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableSlots, Booking } from '@/domain/booking';
import { DEMO_ACCOUNTS, DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import { addDays } from '@/domain/opening-hours';
import type { PoliciesSettings } from '@/domain/shop-hours';
import { MOCK_CUSTOMER, resetBookingsMockState } from '@mocks/data/bookings';
import { resetMockShopChanges } from '@mocks/data/shop-changes';
import { findMockAccountByEmail, mockToken, resetMockAuthState } from '@mocks/data/users';
import { handlers } from '@mocks/handlers';
import { resetMockShopHours } from '@mocks/handlers/shop-admin/hours';

/**
 * What the owner saves in the hours and policies editors (breaks, cancellation and reschedule policies,
 * autoConfirm) reaches the mocks' slots and new bookings through the shared domain rules, as on the server.
 */
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  resetMockShopHours();
  resetMockShopChanges();
  resetBookingsMockState();
  resetMockAuthState();
});
afterAll(() => server.close());

const ORIGIN = window.location.origin;
const SHOP = DEMO_OWNED_SHOP_ID;
const SERVICE = `${SHOP}--mens-haircut`;
const ownerEmail = DEMO_ACCOUNTS.find((a) => a.role === 'shop')!.email;

async function call<T>(path: string, init: RequestInit & { userId?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.userId)
    headers.set('Authorization', `Bearer ${mockToken(init.userId, Date.now() + 600_000)}`);
  if (init.body) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${ORIGIN}${path}`, { ...init, headers });
  return { status: response.status, body: (await response.json()) as { data: T } };
}
const owner = () => findMockAccountByEmail(ownerEmail)!.id;

const slotsOn = async (date: string) =>
  (
    await call<AvailableSlots>(
      `/api/bookings/available-slots?shopId=${SHOP}&serviceIds=${SERVICE}&date=${date}`,
    )
  ).body.data.slots;

/** The first day from next week whose given time is free (the shop is open that day whatever today is). */
async function dayFreeAt(time: string): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  for (let offset = 7; offset < 21; offset += 1) {
    const date = addDays(today, offset);
    if ((await slotsOn(date)).some((s) => s.time === time && s.available)) return date;
  }
  throw new Error(`no day with ${time} free`);
}

const book = (date: string, time: string) =>
  call<{ booking: Booking }>('/api/bookings', {
    method: 'POST',
    userId: MOCK_CUSTOMER.id,
    body: JSON.stringify({
      shopId: SHOP,
      serviceIds: [SERVICE],
      date,
      time,
      totalPrice: 1,
      customerDetails: { phone: '+393331234567', acceptTerms: true },
    }),
  });

describe("the owner's saved rules reach the mock booking page", () => {
  it('a break saved in the hours editor takes its times out of the slots', async () => {
    const date = await dayFreeAt('10:00');
    const { body } = await call<Record<string, unknown>>(`/api/shops/${SHOP}/working-hours`, {
      userId: owner(),
    });
    const { timeZone: _zone, ...settings } = body.data;
    const breaks = settings.breaks as {
      name: string;
      days: string[];
      start: string;
      end: string;
    }[];
    const saved = await call(`/api/shops/${SHOP}/working-hours`, {
      method: 'PUT',
      userId: owner(),
      body: JSON.stringify({
        ...settings,
        // bookings already in that hour stay (the owner's choice); the slots no longer offer it
        affectedBookings: 'keep',
        breaks: [
          ...breaks,
          {
            name: 'Team meeting',
            days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
            start: '10:00',
            end: '11:00',
          },
        ],
      }),
    });
    expect(saved.status).toBe(200);
    const at10 = (await slotsOn(date)).find((s) => s.time === '10:00');
    expect(at10?.available ?? false).toBe(false);
  });

  it('autoConfirm off and a new cancellation policy apply to the next booking', async () => {
    const date = await dayFreeAt('10:00');
    const current = await call<PoliciesSettings>(`/api/shops/${SHOP}/policies`, {
      userId: owner(),
    });
    const policies: PoliciesSettings = {
      ...current.body.data,
      cancellation: { allowedHours: 48, feePercentage: 20 },
      autoConfirm: false,
    };
    const saved = await call(`/api/shops/${SHOP}/policies`, {
      method: 'PUT',
      userId: owner(),
      body: JSON.stringify(policies),
    });
    expect(saved.status).toBe(200);
    const created = await book(date, '10:00');
    expect(created.status).toBe(201);
    expect(created.body.data.booking.status).toBe('pending');
    expect(created.body.data.booking.policy.cancellationFeePercent).toBe(20);
  });
});
