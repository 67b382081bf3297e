// @vitest-environment jsdom
// (jsdom gives the page origin the handlers' '/api/...' paths are resolved against)
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@/domain/booking';
import {
  MOCK_CUSTOMER,
  SEEDED_BOOKING_IDS,
  bookingsMockState,
  resetBookingsMockState,
  toBookingDto,
} from '@mocks/data/bookings';
import { resetProfileMockState } from '@mocks/data/profile';
import { mockToken, resetMockAuthState } from '@mocks/data/users';
import { bookingsHandlers } from '@mocks/handlers/bookings';
import { profileHandlers } from '@mocks/handlers/profile';

/** Deleting an account in the mocks does to the bookings what the server does (issue 11). */

const server = setupServer(...bookingsHandlers, ...profileHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  resetBookingsMockState();
  resetProfileMockState();
  resetMockAuthState();
});
afterAll(() => server.close());

const ORIGIN = window.location.origin;
const auth = () => ({
  Authorization: `Bearer ${mockToken(MOCK_CUSTOMER.id, Date.now() + 600_000)}`,
});
const stored = (id: string): Booking =>
  toBookingDto(
    bookingsMockState.bookings.find((b) => b.id === id)!,
    'admin',
  );

describe('account deletion in the mocks', () => {
  it('exports the bookings, then cancels the future ones and anonymises all', async () => {
    const exported = await fetch(`${ORIGIN}/api/customer/export-data`, {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body: '{}',
    });
    const ids = (
      (await exported.json()) as { data: { data: { bookings: Booking[] } } }
    ).data.data.bookings.map((b) => b.id);
    expect(ids).toContain(SEEDED_BOOKING_IDS.upcomingConfirmed);
    expect(ids).toContain(SEEDED_BOOKING_IDS.pastCompleted);
    expect(ids).not.toContain(SEEDED_BOOKING_IDS.otherCustomer);

    const deleted = await fetch(`${ORIGIN}/api/users/profile`, {
      method: 'DELETE',
      headers: auth(),
    });
    expect(deleted.status).toBe(200);
    const ahead = stored(SEEDED_BOOKING_IDS.upcomingConfirmed);
    expect(ahead).toMatchObject({
      status: 'cancelled',
      customerName: 'Deleted customer',
      customerEmail: '',
      customerPhone: '',
    });
    expect(ahead.history.at(-1)).toMatchObject({
      action: 'cancel',
      by: { role: 'system' },
      reason: 'account deleted',
    });
    expect(stored(SEEDED_BOOKING_IDS.pastCompleted)).toMatchObject({
      status: 'completed',
      customerName: 'Deleted customer',
      customerEmail: '',
    });
    expect(stored(SEEDED_BOOKING_IDS.otherCustomer).customerName).not.toBe('Deleted customer');
  });
});
