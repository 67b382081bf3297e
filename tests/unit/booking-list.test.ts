import { describe, expect, it } from 'vitest';
import {
  bookingListQueryErrors,
  pageOfBookings,
  type ListedBooking,
} from '../../src/domain/booking-list';

const booking = (
  id: string,
  startAt: number,
  upcoming: boolean,
  extra: Partial<ListedBooking> = {},
) => ({
  id,
  listed: {
    status: 'confirmed',
    date: '2026-12-01',
    shopId: 'shop-a',
    startAt,
    upcoming,
    ...extra,
  },
});
const all = [
  booking('past-old', 1, false),
  booking('soon', 30, true),
  booking('past-new', 5, false, { status: 'cancelled' }),
  booking('later', 40, true, { shopId: 'shop-b', date: '2026-12-20' }),
];
const ids = (query: Parameters<typeof pageOfBookings>[1]) =>
  pageOfBookings(all, query, (b) => b.listed).items.map((b) => b.id);

describe('the booking list (server and mocks alike)', () => {
  it('orders upcoming soonest first, past newest first, and everything newest first', () => {
    expect(ids({ scope: 'upcoming' })).toEqual(['soon', 'later']);
    expect(ids({ scope: 'past' })).toEqual(['past-new', 'past-old']);
    expect(ids({})).toEqual(['later', 'soon', 'past-new', 'past-old']);
  });

  it('filters by status, shop and date range', () => {
    expect(ids({ status: 'cancelled,pending' })).toEqual(['past-new']);
    expect(ids({ shopId: 'shop-b' })).toEqual(['later']);
    expect(ids({ startDate: '2026-12-02' })).toEqual(['later']);
    expect(ids({ endDate: '2026-12-01' })).toEqual(['soon', 'past-new', 'past-old']);
  });

  it('pages with the default and capped limits, counting the whole scope', () => {
    const page = pageOfBookings(all, { page: '2', limit: '3' }, (b) => b.listed);
    expect(page).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(page.items.map((b) => b.id)).toEqual(['past-old']);
    expect(pageOfBookings(all, {}, (b) => b.listed).limit).toBe(20);
    expect(pageOfBookings(all, { limit: '5000' }, (b) => b.listed).limit).toBe(100);
  });

  it('refuses a status that does not exist', () => {
    expect(bookingListQueryErrors({ status: 'confirmed,lost' })).toEqual({
      status: 'validation.invalidType',
    });
    expect(bookingListQueryErrors({ status: 'confirmed' })).toBeNull();
  });
});
