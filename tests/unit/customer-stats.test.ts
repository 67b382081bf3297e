import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../../src/domain/availability';
import type { BookingStatus } from '../../src/domain/booking';
import type { StoredBooking } from '../../src/domain/booking-record';
import {
  customerStatsOf,
  customerTrendsOf,
  visitFrequencyWeeks,
} from '../../src/domain/customer-stats';
import {
  bookingEntryOf,
  historyBookingOf,
  historyPageOf,
} from '../../src/domain/customer-stats-history';
import { lastVisitDate, topServicesOf, topShopsOf } from '../../src/domain/customer-stats-insights';
import {
  customerBuckets,
  customerRanges,
  customerToday,
} from '../../src/domain/customer-stats-periods';
import type {
  CustomerBookingEntry,
  CustomerHistoryBooking,
} from '../../src/domain/customer-stats-types';

const ROME = 'Europe/Rome';

let seq = 0;
function booking(
  date: string,
  time: string,
  status: BookingStatus,
  extra: Omit<Partial<CustomerHistoryBooking>, 'services'> & { services?: string[] } = {},
): CustomerHistoryBooking {
  seq += 1;
  const [h, m] = time.split(':').map(Number) as [number, number];
  const startAt = zonedInstant(date, h * 60 + m, ROME)!.getTime();
  const { services = ['cut'], ...rest } = extra;
  return {
    id: `bk_${String(seq).padStart(3, '0')}`,
    shopId: 'shop-a',
    shopName: 'Salone A',
    shopAddress: 'Via Roma 1, Roma',
    date,
    time,
    timeZone: ROME,
    startAt,
    endAt: startAt + 3_600_000,
    status,
    priceCents: 3000,
    feeCents: null,
    services: services.map((id) => ({ id, name: id[0]!.toUpperCase() + id.slice(1) })),
    rating: null,
    ...rest,
  };
}

const shopB = { shopId: 'shop-b', shopName: 'Studio B', shopAddress: 'Via Po 2, Torino' };

// today is Sunday 15 March 2026 in Rome; 1M is 16 Feb – 15 Mar, the month before 19 Jan – 15 Feb
const NOW = new Date('2026-03-15T12:00:00Z');
const TODAY = '2026-03-15';
const HISTORY: CustomerHistoryBooking[] = [
  booking('2026-03-10', '10:00', 'completed'),
  booking('2026-03-03', '15:00', 'completed', {
    services: ['cut', 'color'],
    priceCents: 8000,
    rating: 4,
  }),
  booking('2026-02-20', '10:30', 'completed', {
    ...shopB,
    services: ['nails'],
    priceCents: 2500,
    rating: 5,
  }),
  booking('2026-02-25', '11:00', 'cancelled', { feeCents: 500 }),
  booking('2026-03-12', '18:30', 'no-show', { ...shopB, services: ['nails'], feeCents: 1000 }),
  // held its time and ended, but the shop never completed it: booked, not spent, not a visit
  booking('2026-03-14', '09:00', 'confirmed'),
  // the month before
  booking('2026-02-01', '10:00', 'completed'),
  booking('2026-01-25', '10:00', 'completed', { ...shopB, services: ['nails'], priceCents: 2500 }),
  // long ago
  booking('2025-12-01', '10:00', 'completed', { shopId: 'shop-c', shopName: 'C' }),
  // still to come
  booking('2026-03-20', '10:00', 'confirmed'),
];
const ENTRIES: CustomerBookingEntry[] = HISTORY;

const statsOf = (period: '1M' | '3M' | '6M' | '1Y', bookings = HISTORY, entries = ENTRIES) =>
  customerStatsOf({ period, bookings, entries, today: TODAY, now: NOW });

describe('periods', () => {
  it('rolls back whole calendar months from today and compares with as many days just before', () => {
    expect(customerRanges('1M', TODAY)).toEqual({
      range: { from: '2026-02-16', to: '2026-03-15' },
      previousRange: { from: '2026-01-19', to: '2026-02-15' },
    });
    expect(customerRanges('3M', TODAY)).toEqual({
      range: { from: '2025-12-16', to: '2026-03-15' },
      previousRange: { from: '2025-09-17', to: '2025-12-15' },
    });
    expect(customerRanges('6M', TODAY).range).toEqual({ from: '2025-09-16', to: '2026-03-15' });
    // a leap February in the year before: still 365 days against 365
    expect(customerRanges('1Y', TODAY)).toEqual({
      range: { from: '2025-03-16', to: '2026-03-15' },
      previousRange: { from: '2024-03-16', to: '2025-03-15' },
    });
  });

  it('clamps to the shorter month: a month back from 31 March is the whole of March', () => {
    expect(customerRanges('1M', '2026-03-31').range).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(customerRanges('1M', '2026-03-31').previousRange).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
  });

  it('reads today in the zone of the shop booked last, Rome before any booking', () => {
    // 03:00 UTC: already the 15th in Rome, still the 14th in New York
    const now = new Date('2026-03-15T03:00:00Z');
    expect(customerToday([], now)).toBe('2026-03-15');
    expect(
      customerToday(
        [
          { startAt: Date.parse('2026-03-01T10:00:00Z'), timeZone: ROME },
          { startAt: Date.parse('2026-03-02T10:00:00Z'), timeZone: 'America/New_York' },
        ],
        now,
      ),
    ).toBe('2026-03-14');
  });

  it('cuts weeks (Monday first) and months at the range ends', () => {
    expect(customerBuckets({ from: '2026-02-18', to: '2026-03-04' }, 'week')).toEqual([
      { from: '2026-02-18', to: '2026-02-22' },
      { from: '2026-02-23', to: '2026-03-01' },
      { from: '2026-03-02', to: '2026-03-04' },
    ]);
    expect(customerBuckets({ from: '2025-12-16', to: '2026-02-10' }, 'month')).toEqual([
      { from: '2025-12-16', to: '2025-12-31' },
      { from: '2026-01-01', to: '2026-01-31' },
      { from: '2026-02-01', to: '2026-02-10' },
    ]);
  });
});

describe('the figures of a period', () => {
  it('counts bookings, spending and their trends against the month before', () => {
    const stats = statsOf('1M');
    expect(stats.period).toBe('1M');
    // all but the cancelled one
    expect(stats.totalBookings).toBe(5);
    // three completed prices, the cancellation and no-show fees; the confirmed one is not spent
    expect(stats.totalSpentCents).toBe(3000 + 8000 + 2500 + 500 + 1000);
    expect(stats.previous).toEqual({ totalBookings: 2, totalSpentCents: 5500 });
    expect(stats.bookingsTrend).toBe(150);
    expect(stats.spendingTrend).toBe(172.7);
    expect(stats.visits).toBe(3);
    expect(stats.averageRating).toBe(4.5);
    expect(stats.ratingsCount).toBe(2);
    expect(stats.upcomingCount).toBe(1);
  });

  it('has no trend without anything to compare with, and nothing but zeros without bookings', () => {
    const onlyNow = HISTORY.filter((b) => b.date >= '2026-02-16');
    const stats = statsOf('1M', onlyNow, onlyNow);
    expect(stats.bookingsTrend).toBeNull();
    expect(stats.spendingTrend).toBeNull();
    const empty = statsOf('1M', [], []);
    expect(empty).toMatchObject({
      totalBookings: 0,
      totalSpentCents: 0,
      visits: 0,
      averageVisitFrequencyWeeks: null,
      averageRating: null,
      topServices: [],
      topShops: [],
      upcomingCount: 0,
      insights: {
        mostActiveWeekday: null,
        preferredTimeOfDay: null,
        daysSinceLastVisit: null,
        averagePerVisitCents: null,
        highestMonth: null,
      },
    });
    expect(empty.trends.every((point) => point.bookings === 0 && point.spentCents === 0)).toBe(
      true,
    );
  });

  it('gives the visit frequency as the average weeks between visit days', () => {
    // 20 Feb, 3 and 10 Mar: 18 days over two gaps
    expect(statsOf('1M').averageVisitFrequencyWeeks).toBe(1.3);
    expect(visitFrequencyWeeks(['2026-01-01', '2026-01-29'])).toBe(4);
    // two visits on one day are one visit day
    expect(visitFrequencyWeeks(['2026-01-01', '2026-01-01'])).toBeNull();
    expect(visitFrequencyWeeks(['2026-01-01'])).toBeNull();
  });

  it('lists the trend per week for a month, with the empty weeks', () => {
    expect(statsOf('1M').trends).toEqual([
      { start: '2026-02-16', end: '2026-02-22', bookings: 1, spentCents: 2500 },
      // only the cancelled booking, whose fee was spent
      { start: '2026-02-23', end: '2026-03-01', bookings: 0, spentCents: 500 },
      { start: '2026-03-02', end: '2026-03-08', bookings: 1, spentCents: 8000 },
      { start: '2026-03-09', end: '2026-03-15', bookings: 3, spentCents: 4000 },
    ]);
    expect(statsOf('1M').trendUnit).toBe('week');
    expect(statsOf('3M').trends).toHaveLength(13);
  });

  it('lists the trend per month for six months and a year', () => {
    const trends = customerTrendsOf(HISTORY, '6M', TODAY);
    expect(trends.map((point) => point.start)).toEqual([
      '2025-09-16',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(trends[3]).toEqual({
      start: '2025-12-01',
      end: '2025-12-31',
      bookings: 1,
      spentCents: 3000,
    });
    expect(trends[4]).toMatchObject({ bookings: 1, spentCents: 2500 });
    expect(trends[5]).toMatchObject({ bookings: 2, spentCents: 3000 + 2500 + 500 });
    expect(statsOf('1Y').trendUnit).toBe('month');
    expect(statsOf('1Y').trends).toHaveLength(13);
  });
});

describe('rankings and insights', () => {
  it('ranks services by how often they were booked, with their share of all', () => {
    expect(statsOf('1M').topServices).toEqual([
      { id: 'cut', name: 'Cut', count: 3, percentage: 50 },
      { id: 'nails', name: 'Nails', count: 2, percentage: 33.3 },
      { id: 'color', name: 'Color', count: 1, percentage: 16.7 },
    ]);
  });

  it('keeps five services and three shops, ties by name', () => {
    const many = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id, i) =>
      booking('2026-03-01', '10:00', 'completed', {
        services: [id],
        shopId: `shop-${id}`,
        shopName: `Shop ${id.toUpperCase()}`,
        startAt: i,
      }),
    );
    expect(topServicesOf(many).map((s) => s.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(topServicesOf(many)[0]!.percentage).toBe(14.3);
    expect(topShopsOf(many).map((s) => s.name)).toEqual(['Shop A', 'Shop B', 'Shop C']);
  });

  it('ranks shops by visits, named and placed as last visited', () => {
    const renamed = [
      booking('2026-03-01', '10:00', 'completed', { shopName: 'Old name' }),
      booking('2026-03-08', '10:00', 'completed', { shopName: 'New name' }),
      booking('2026-03-02', '10:00', 'completed', shopB),
    ];
    expect(topShopsOf(renamed)).toEqual([
      { id: 'shop-a', name: 'New name', location: 'Via Roma 1, Roma', visits: 2 },
      { id: 'shop-b', name: 'Studio B', location: 'Via Po 2, Torino', visits: 1 },
    ]);
    expect(statsOf('1M').topShops.map((s) => [s.id, s.visits])).toEqual([
      ['shop-a', 2],
      ['shop-b', 1],
    ]);
  });

  it('finds the busiest weekday, the usual time of day, the last visit, the average and the best month', () => {
    expect(statsOf('1M').insights).toEqual({
      // 3 and 10 March were Tuesdays
      mostActiveWeekday: 'tuesday',
      // 09:00, 10:00 and 10:30 against one afternoon and one evening
      preferredTimeOfDay: 'morning',
      // the visit of 10 March; the confirmed booking of the 14th was not completed
      daysSinceLastVisit: 5,
      averagePerVisitCents: Math.round((3000 + 8000 + 2500) / 3),
      highestMonth: { month: '2026-03', spentCents: 3000 + 8000 + 1000 },
    });
  });

  it('counts the days since the last visit from any time, not only the period', () => {
    const old = [booking('2025-12-01', '10:00', 'completed')];
    expect(statsOf('1M', old, old).insights.daysSinceLastVisit).toBe(104);
    expect(lastVisitDate([{ date: '2026-03-20', status: 'completed' }], TODAY)).toBeNull();
  });

  it('breaks ties by the calendar: Monday before Friday, morning before evening', () => {
    const tie = [
      booking('2026-03-13', '19:00', 'confirmed'), // a Friday evening
      booking('2026-03-09', '09:00', 'confirmed'), // a Monday morning
    ];
    const { insights } = statsOf('1M', tie, tie);
    expect(insights.mostActiveWeekday).toBe('monday');
    expect(insights.preferredTimeOfDay).toBe('morning');
  });
});

describe('the appointment history', () => {
  const entries = HISTORY.map((b) => ({
    id: b.id,
    date: b.date,
    startAt: b.startAt,
    endAt: b.endAt,
    status: b.status,
  }));
  const query = { page: 1, limit: 4, status: undefined, period: undefined };

  it('lists what is behind the customer, newest first, in pages', () => {
    const first = historyPageOf(entries, query, NOW, TODAY);
    // everything but the booking still to come
    expect(first.total).toBe(9);
    expect(first.totalPages).toBe(3);
    expect(first.items.map((e) => e.date)).toEqual([
      '2026-03-14',
      '2026-03-12',
      '2026-03-10',
      '2026-03-03',
    ]);
    const last = historyPageOf(entries, { ...query, page: 3 }, NOW, TODAY);
    expect(last.items.map((e) => e.date)).toEqual(['2025-12-01']);
  });

  it('narrows to one outcome and one period', () => {
    const cancelled = historyPageOf(entries, { ...query, status: 'cancelled' }, NOW, TODAY);
    expect(cancelled.items.map((e) => e.date)).toEqual(['2026-02-25']);
    const month = historyPageOf(entries, { ...query, limit: 50, period: '1M' }, NOW, TODAY);
    expect(month.total).toBe(6);
  });

  it('reads a stored booking in the caller language, with its fee and the stars given', () => {
    const startAt = new Date('2026-03-10T09:00:00Z');
    const record = {
      _id: 'bk_stored',
      reference: 'ORA-TEST01',
      shopId: 'shop-a',
      shopName: 'Salone A',
      shopAddress: 'Via Roma 1, Roma',
      shopTimeZone: ROME,
      serviceType: 'hair',
      customerId: 'c1',
      customerName: 'Carla',
      customerEmail: 'carla@example.com',
      customerPhone: '+393331234567',
      services: [
        {
          serviceId: 'cut',
          name: 'Haircut',
          names: { en: 'Haircut', it: 'Taglio' },
          durationMinutes: 60,
          priceCents: 3000,
        },
      ],
      staffId: 'anna',
      date: '2026-03-10',
      time: '10:00',
      startAt,
      endAt: new Date(startAt.getTime() + 3_600_000),
      durationMinutes: 60,
      priceCents: 3000,
      status: 'no-show',
      noShowFeeCents: 1500,
      createdAt: startAt,
      updatedAt: startAt,
    } satisfies StoredBooking;
    expect(historyBookingOf(record, 'it', 4)).toMatchObject({
      id: 'bk_stored',
      services: [{ id: 'cut', name: 'Taglio' }],
      feeCents: 1500,
      startAt: startAt.getTime(),
      timeZone: ROME,
      rating: 4,
    });
    expect(bookingEntryOf(record)).toEqual({
      date: '2026-03-10',
      startAt: startAt.getTime(),
      endAt: startAt.getTime() + 3_600_000,
      status: 'no-show',
    });
  });
});
