import { describe, expect, it } from 'vitest';
import {
  SHOP_CHAIR_ID,
  type AvailabilityShop,
  type BookableService,
  type BusyInterval,
} from '../../src/domain/booking';
import { compareNextFree, nextFreeSlot } from '../../src/domain/next-free-slot';
import { weekHours } from '../../src/domain/opening-hours';
import type { WorkingHours } from '../../src/domain/shop';
import { toSearchCriteria, shopSearchQuerySchema } from '../../src/domain/search';
import type { SearchableShop } from '../../src/domain/shop-filters';
import { ShopSearchIndex } from '../../src/domain/shop-search-engine';
import { SHOP_SEEDS } from '../../mocks/data/shop-seeds';
import { makeShop } from '../../mocks/data/shops';

// "Now" is Wednesday 10 June 2026, 17:10 in Rome.
const NOW = new Date('2026-06-10T15:10:00Z');
// open 09:00–19:00 except Mondays (the week starts on Monday)
const hours = weekHours([null, ...Array(6).fill(['09:00', '19:00'])]);
const cut = (over: Partial<BookableService> = {}): BookableService => ({
  id: 'cut',
  shopId: 'shop-1',
  name: 'Cut',
  description: '',
  category: 'hair',
  durationMinutes: 60,
  priceCents: 3000,
  bookable: true,
  minNoticeHours: 0,
  maxAdvanceDays: 90,
  ...over,
});
const shop = (workingHours: WorkingHours | null = hours): AvailabilityShop => ({
  id: 'shop-1',
  timeZone: 'Europe/Rome',
  workingHours,
  specialDates: [],
  breaks: [],
  staff: [],
});
const taken = (start: string, end: string): BusyInterval => {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  return { staffId: SHOP_CHAIR_ID, start: minutes(start), end: minutes(end) };
};
const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

describe('nextFreeSlot', () => {
  it('is the first free time of the shortest bookable service, from now', () => {
    const found = nextFreeSlot({
      shop: shop(),
      services: [
        cut({ id: 'long', durationMinutes: 120 }),
        cut(),
        cut({ id: 'off', durationMinutes: 15, bookable: false }),
      ],
      now: NOW,
      busyOn: () => [],
    });
    // 17:30 Rome: the first :00/:30 after now where 60 minutes fit before 19:00
    expect(iso(found.at)).toBe('2026-06-10T15:30:00.000Z');
    expect(found.validUntil).toBe(found.at);
  });

  it('skips a day whose times are all booked', () => {
    const found = nextFreeSlot({
      shop: shop(),
      services: [cut()],
      now: NOW,
      busyOn: (date) => (date === '2026-06-10' ? [taken('17:00', '19:00')] : []),
    });
    // Thursday 11 June, 09:00 Rome
    expect(iso(found.at)).toBe('2026-06-11T07:00:00.000Z');
  });

  it('has none when the only free time in the window is booked', () => {
    // open only on Wednesdays 17:00–18:30, bookable at most 3 days ahead: 17:30 today is the only time
    const wednesdays = weekHours([null, null, ['17:00', '18:30'], null, null, null, null]);
    const request = { shop: shop(wednesdays), services: [cut({ maxAdvanceDays: 3 })], now: NOW };
    expect(iso(nextFreeSlot({ ...request, busyOn: () => [] }).at)).toBe('2026-06-10T15:30:00.000Z');
    const booked = nextFreeSlot({ ...request, busyOn: () => [taken('17:30', '18:30')] });
    expect(booked.at).toBeNull();
    // valid until the shop's next midnight, when another date enters the window
    expect(new Date(booked.validUntil).toISOString()).toBe('2026-06-10T22:00:00.000Z');
  });

  it('has none without hours or without a service bookable online', () => {
    expect(
      nextFreeSlot({ shop: shop(null), services: [cut()], now: NOW, busyOn: () => [] }).at,
    ).toBeNull();
    expect(
      nextFreeSlot({
        shop: shop(),
        services: [cut({ bookable: false })],
        now: NOW,
        busyOn: () => [],
      }).at,
    ).toBeNull();
  });

  it('orders the soonest first and shops without a free time last', () => {
    expect([null, 300, 100].sort(compareNextFree)).toEqual([100, 300, null]);
  });
});

describe('the next_available sort and hasAvailability in the search engine', () => {
  const entry = (id: string): SearchableShop => {
    const { status: _s, ...rest } = makeShop(SHOP_SEEDS[0]!, { id });
    return { shop: rest, hours, specialDates: [], serviceKeys: [] };
  };
  const next: Record<string, number | null> = { a: 5_000, b: null, c: 1_000, d: 5_000 };
  const ids = ['a', 'b', 'c', 'd'];
  const index = ShopSearchIndex.build(ids.map(entry), (i) => next[ids[i]!]!);
  const search = (query: Record<string, string>) =>
    index
      .search(toSearchCriteria(shopSearchQuerySchema.validateSync(query)), {
        now: NOW,
        origin: null,
      })
      .shops.map((s) => [s.id, s.hasAvailability]);

  it('sorts by the next free time (ties by id, none last) and filters on having one', () => {
    expect(search({ sortBy: 'next_available' })).toEqual([
      ['c', true],
      ['a', true],
      ['d', true],
      ['b', false],
    ]);
    expect(search({ sortBy: 'next_available', hasAvailability: 'true' }).map(([id]) => id)).toEqual(
      ['c', 'a', 'd'],
    );
  });
});
