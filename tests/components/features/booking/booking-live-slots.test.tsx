import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AvailableSlots } from '@/domain/booking';
import { configureRealtime, resetRealtime } from '@/lib/realtime-client';
import { server } from '@mocks/node';
import { resetBookingsMockState } from '@mocks/data/bookings';
import {
  AURORA_ID,
  aurora,
  fakeChannel,
  firstFreeTime,
  renderBookingPage,
  useShopWithBookingFields,
} from './booking-fixtures';

beforeEach(() => {
  resetBookingsMockState();
  useShopWithBookingFields();
});
afterEach(() => {
  resetRealtime();
  configureRealtime({ enabled: undefined, factory: undefined });
});

describe('booking page: live slots', { timeout: 60_000 }, () => {
  it('watches the shop and drops a chosen time someone else just booked', async () => {
    const fake = fakeChannel();
    configureRealtime({ enabled: true, factory: () => fake.channel });
    const service = aurora().services[0]!;
    const free = await firstFreeTime(AURORA_ID, [service.id]);
    const query = new URLSearchParams({ service: service.id, date: free.date, time: free.time });
    const { unmount } = await renderBookingPage(`/booking/${AURORA_ID}?${query.toString()}`);

    const chosen = await screen.findByRole('button', { name: free.time, pressed: true });
    expect(chosen).toBeVisible();
    expect(fake.emitted).toContainEqual(['shop:watch', AURORA_ID, expect.any(Function)]);

    // someone books that time: the server now answers it as taken, and says the date changed
    server.use(
      http.get('/api/bookings/available-slots', async ({ request }) => {
        const date = new URL(request.url).searchParams.get('date') ?? '';
        const slots: AvailableSlots = {
          shopId: AURORA_ID,
          date,
          timeZone: 'Europe/Rome',
          serviceIds: [service.id],
          staffId: null,
          duration: service.duration,
          slots: [
            {
              time: free.time,
              available: false,
              reason: 'booked',
              period: 'morning',
              staffIds: [],
            },
          ],
        };
        return HttpResponse.json({ success: true, data: slots });
      }),
    );
    act(() =>
      fake.deliver('slots_changed', {
        type: 'slots_changed',
        data: { shopId: AURORA_ID, dates: [free.date] },
      }),
    );
    expect(
      await screen.findByText(`Someone just booked ${free.time}. Please choose another time.`),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: free.time, pressed: true })).toBeNull();

    unmount();
    expect(fake.emitted).toContainEqual(['shop:unwatch', AURORA_ID]);
  });
});
