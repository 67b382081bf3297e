import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Booking, BookingList } from '@/domain/booking';
import { bookingKeys, availabilityKeys } from '@/features/booking/booking-queries';
import {
  applyBookingEvent,
  applySlotsChanged,
  placeInList,
} from '@/features/booking/realtime-cache';

/**
 * The one module where booking changes reach the cache: a Socket.IO event (or this tab's own write) must
 * mark exactly the queries that show what changed as stale, and patch what it can at once.
 */

const SHOP = 'shop-aurora';
const OTHER = 'shop-other';
const choice = { shopId: SHOP, serviceIds: ['cut'], staffId: null };

function cached() {
  const client = new QueryClient();
  const put = (key: readonly unknown[], data: unknown) => client.setQueryData(key, data);
  put(availabilityKeys.slots(choice, '2030-05-14'), { slots: [] });
  put(availabilityKeys.slots(choice, '2030-05-15'), { slots: [] });
  put(availabilityKeys.calendar(choice, '2030-05'), { days: [] });
  put(availabilityKeys.calendar(choice, '2030-08'), { days: [] });
  put(availabilityKeys.slots({ ...choice, shopId: OTHER }, '2030-05-14'), { slots: [] });
  return client;
}

const stale = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated ?? false;

function booking(over: Partial<Booking>): Booking {
  return {
    id: 'b1',
    shopId: SHOP,
    status: 'confirmed',
    startAt: '2030-05-14T08:00:00.000Z',
    endAt: '2030-05-14T09:00:00.000Z',
    ...over,
  } as Booking;
}

const list = (items: Booking[]): BookingList => ({
  items,
  total: items.length,
  page: 1,
  limit: 50,
  totalPages: 1,
});

describe('realtime cache: slots_changed', () => {
  it('marks the changed day and the months showing it as stale, nothing else', async () => {
    const client = cached();
    await applySlotsChanged(client, { shopId: SHOP, dates: ['2030-05-14'] });
    expect(stale(client, availabilityKeys.slots(choice, '2030-05-14'))).toBe(true);
    expect(stale(client, availabilityKeys.calendar(choice, '2030-05'))).toBe(true);
    // another day, a month that does not show the date, another shop: untouched
    expect(stale(client, availabilityKeys.slots(choice, '2030-05-15'))).toBe(false);
    expect(stale(client, availabilityKeys.calendar(choice, '2030-08'))).toBe(false);
    expect(stale(client, availabilityKeys.slots({ ...choice, shopId: OTHER }, '2030-05-14'))).toBe(
      false,
    );
  });

  it('reaches the previous month when the date is in its six-week grid', async () => {
    const client = cached();
    client.setQueryData(availabilityKeys.calendar(choice, '2030-04'), { days: [] });
    await applySlotsChanged(client, { shopId: SHOP, dates: ['2030-05-03'] });
    expect(stale(client, availabilityKeys.calendar(choice, '2030-04'))).toBe(true);
    expect(stale(client, availabilityKeys.calendar(choice, '2030-08'))).toBe(false);
  });
});

describe('realtime cache: booking_created / booking_updated', () => {
  it('patches the booking and moves it between the lists, then marks lists and the shop’s slots stale', async () => {
    const client = cached();
    const now = new Date('2030-05-01T00:00:00Z');
    const upcoming = booking({ id: 'b1' });
    const later = booking({ id: 'b2', startAt: '2030-06-01T08:00:00.000Z' });
    const upcomingKey = bookingKeys.list('u1', { scope: 'upcoming', limit: 50 });
    const pastKey = bookingKeys.list('u1', { scope: 'past', limit: 50 });
    client.setQueryData(upcomingKey, list([upcoming, later]));
    client.setQueryData(pastKey, list([]));
    client.setQueryData(bookingKeys.detail('b1'), upcoming);

    const cancelled = booking({ id: 'b1', status: 'cancelled' });
    await applyBookingEvent(client, {
      type: 'booking_updated',
      data: { booking: cancelled, action: 'cancel', actor: 'shop', reason: null },
    });

    expect(client.getQueryData(bookingKeys.detail('b1'))).toEqual(cancelled);
    expect(client.getQueryData<BookingList>(upcomingKey)?.items.map((b) => b.id)).toEqual(['b2']);
    expect(client.getQueryData<BookingList>(pastKey)?.items.map((b) => b.id)).toEqual(['b1']);
    expect(stale(client, upcomingKey)).toBe(true);
    expect(stale(client, pastKey)).toBe(true);
    expect(stale(client, availabilityKeys.slots(choice, '2030-05-15'))).toBe(true);
    expect(stale(client, availabilityKeys.slots({ ...choice, shopId: OTHER }, '2030-05-14'))).toBe(
      false,
    );
    // placement in one list, as the server sorts: upcoming soonest first
    expect(placeInList(list([later]), 'upcoming', upcoming, now).items.map((b) => b.id)).toEqual([
      'b1',
      'b2',
    ]);
  });

  it('an event without a booking marks every booking query stale', async () => {
    const client = cached();
    const key = bookingKeys.list('u1', { scope: 'upcoming', limit: 50 });
    client.setQueryData(key, list([]));
    client.setQueryData(bookingKeys.detail('b9'), booking({ id: 'b9' }));
    await applyBookingEvent(client, { type: 'booking_created', data: {} });
    expect(stale(client, key)).toBe(true);
    expect(stale(client, bookingKeys.detail('b9'))).toBe(true);
    expect(stale(client, availabilityKeys.slots(choice, '2030-05-14'))).toBe(false);
  });
});
