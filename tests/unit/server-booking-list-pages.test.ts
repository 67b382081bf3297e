import { describe, expect, it } from 'vitest';
import { isUpcomingAt } from '../../src/domain/booking';
import { pageOfBookings, type BookingListQuery } from '../../src/domain/booking-list';
import type { IndexedBooking } from '../../server/modules/bookings/booking-index';
import { pageOfEntries } from '../../server/modules/bookings/booking-list-pages';

/**
 * A list's page is kept per entries array and query (server/modules/bookings/booking-list-pages.ts) and served
 * while no entry's `upcoming` changed: at every instant it must be the page made afresh.
 */

const HOUR = 3_600_000;
const T0 = Date.parse('2026-06-10T08:00:00.000Z');

const entries: readonly IndexedBooking[] = Array.from({ length: 30 }, (_, i) => ({
  id: `bk_${i}`,
  source: 'shop:s1:2026-06',
  shopId: i % 2 === 0 ? 's1' : 's2',
  customerId: `u${i % 3}`,
  date: '2026-06-10',
  startAt: T0 + (i - 10) * HOUR,
  endAt: T0 + (i - 10) * HOUR + HOUR / 2,
  status: i % 7 === 0 ? 'cancelled' : i % 5 === 0 ? 'pending' : 'confirmed',
  version: 0,
}));

const pageAt = (query: BookingListQuery, nowMs: number) => {
  const upcomingOf = (entry: IndexedBooking) => isUpcomingAt(entry.status, entry.endAt, nowMs);
  const listedOf = (entry: IndexedBooking) => ({
    status: entry.status,
    date: entry.date,
    shopId: entry.shopId,
    startAt: entry.startAt,
    upcoming: upcomingOf(entry),
  });
  return {
    kept: pageOfEntries(entries, query, listedOf, upcomingOf),
    fresh: pageOfBookings(entries, query, listedOf),
  };
};

describe('a kept page of a booking list', () => {
  it('is the page made afresh at every instant, for every scope, order, page and filter', () => {
    const queries: BookingListQuery[] = [
      {},
      { scope: 'upcoming' },
      { scope: 'past' },
      { scope: 'upcoming', limit: '5', page: '2' },
      { order: 'asc', status: 'confirmed,pending' },
      { shopId: 's2', scope: 'past', limit: '3' },
    ];
    // every half hour across the entries' ends, forwards and back: each end flips an entry's `upcoming`
    const instants = Array.from({ length: 70 }, (_, i) => T0 + (i - 15) * (HOUR / 2));
    for (const nowMs of [...instants, ...instants.slice().reverse()])
      for (const query of queries) {
        const { kept, fresh } = pageAt(query, nowMs);
        expect(kept).toEqual(fresh);
      }
  });

  it('serves the kept page itself while nothing changed', () => {
    const first = pageAt({ scope: 'upcoming' }, T0).kept;
    expect(pageAt({ scope: 'upcoming' }, T0 + 1).kept).toBe(first);
    expect(pageAt({ scope: 'upcoming' }, T0 + HOUR).kept).not.toBe(first);
  });
});
