// @vitest-environment jsdom
// (jsdom gives the page origin the handlers' '/api/...' paths are resolved against)
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from '@/domain/shop';
import type { TeamOverview } from '@/domain/shop-team';
import type { TeamConflict } from '@/domain/shop-team-conflicts';
import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import { addDays } from '@/domain/opening-hours';
import { resetBookingsMockState } from '@mocks/data/bookings';
import { MOCK_USERS, mockToken, resetMockAuthState } from '@mocks/data/users';
import { bookingsHandlers } from '@mocks/handlers/bookings';
import { shopTeamHandlers, resetShopTeamMock } from '@mocks/handlers/shop-admin/team';
import { shopHandlers } from '@mocks/handlers/shops';

/** The team mocks answer like the server: the same rules decide affected bookings, and the public side follows. */

const server = setupServer(...shopTeamHandlers, ...bookingsHandlers, ...shopHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  resetShopTeamMock();
  resetBookingsMockState();
  resetMockAuthState();
});
afterAll(() => server.close());

const ORIGIN = window.location.origin;
const SHOP = DEMO_OWNED_SHOP_ID;
const owner = MOCK_USERS.find((u) => u.role === 'shop')!;
const customer = MOCK_USERS.find((u) => u.role === 'customer')!;

async function call<T>(method: string, path: string, userId: string | null, body?: unknown) {
  const headers = new Headers();
  if (userId) headers.set('Authorization', `Bearer ${mockToken(userId, Date.now() + 600_000)}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${ORIGIN}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { data: T; code?: string } };
}

describe('team mocks', () => {
  it('adds a person whom the public shop then lists, and removes them again', async () => {
    const added = await call<{ member: { id: string } }>(
      'POST',
      `/api/shops/${SHOP}/team`,
      owner.id,
      {
        name: 'Nuova Persona',
      },
    );
    expect(added.status).toBe(201);
    const publicShop = await call<{ shop: Shop }>('GET', `/api/shops/${SHOP}`, null);
    expect(publicShop.body.data.shop.staff.map((m) => m.name)).toContain('Nuova Persona');
    const removed = await call(
      'DELETE',
      `/api/shops/${SHOP}/team/${added.body.data.member.id}`,
      owner.id,
    );
    expect(removed.status).toBe(200);
    const after = await call<{ shop: Shop }>('GET', `/api/shops/${SHOP}`, null);
    expect(after.body.data.shop.staff.map((m) => m.name)).not.toContain('Nuova Persona');
  });

  it('refuses customers (403) and lists the team for the owner', async () => {
    expect((await call('GET', `/api/shops/${SHOP}/team`, customer.id)).status).toBe(403);
    const team = await call<TeamOverview>('GET', `/api/shops/${SHOP}/team`, owner.id);
    expect(team.body.data.members.length).toBeGreaterThan(0);
  });

  it('refuses time off over a booked day with the bookings and who could take them', async () => {
    const team = (await call<TeamOverview>('GET', `/api/shops/${SHOP}/team`, owner.id)).body.data;
    const person = team.members[0]!;
    // the first day from a week ahead on which this person has a free time (the shop is closed some weekdays,
    // so a fixed offset from today would fall on a closed day on some days of the week)
    const today = new Date().toISOString().slice(0, 10);
    let date = '';
    let free: { time: string } | undefined;
    for (let offset = 7; offset < 14 && !free; offset += 1) {
      date = addDays(today, offset);
      const slots = await call<{ slots: { time: string; available: boolean }[] }>(
        'GET',
        `/api/bookings/available-slots?shopId=${SHOP}&serviceIds=${team.services[0]!.id}&staffId=${person.id}&date=${date}`,
        null,
      );
      free = slots.body.data.slots.find((s) => s.available);
    }
    expect(free).toBeDefined();
    const booked = await call<{ booking: { id: string } }>('POST', '/api/bookings', customer.id, {
      shopId: SHOP,
      serviceIds: [team.services[0]!.id],
      staffId: person.id,
      date,
      time: free!.time,
      customerDetails: { phone: '+393331234567', acceptTerms: true },
    });
    expect(booked.status).toBe(201);
    const refused = await call<TeamConflict>(
      'PUT',
      `/api/shops/${SHOP}/team/${person.id}`,
      owner.id,
      {
        timeOff: [{ from: date, to: date }],
      },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('TEAM_AFFECTS_BOOKINGS');
    expect(refused.body.data.affected.map((a) => a.bookingId)).toEqual([
      booked.body.data.booking.id,
    ]);
  });
});
