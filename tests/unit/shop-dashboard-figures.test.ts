import { describe, expect, it } from 'vitest';
import {
  averageRating,
  compared,
  performanceFigures,
  periodRange,
  previousRange,
  rangeInstants,
  recentOf,
  revenueCentsOf,
  satisfactionTrend,
  dashboardOf,
  summariesOf,
  type FigureBooking,
} from '../../src/domain/shop-dashboard-figures';

const ROME = 'Europe/Rome';
const at = (iso: string) => Date.parse(iso);

let seq = 0;
function booking(date: string, status: string, extra: Partial<FigureBooking> = {}): FigureBooking {
  seq += 1;
  return {
    id: `bk_${String(seq).padStart(3, '0')}`,
    customerId: 'c1',
    date,
    startAt: at(`${date}T10:00:00Z`),
    status,
    priceCents: 0,
    createdAt: seq,
    ...extra,
  };
}

describe('calendar periods', () => {
  it('runs weeks Monday to Sunday, months, quarters and years, and the period before of the same kind', () => {
    // 2026-03-29 is a Sunday
    expect(periodRange('week', '2026-03-29')).toEqual({ from: '2026-03-23', to: '2026-03-29' });
    expect(periodRange('week', '2026-03-30')).toEqual({ from: '2026-03-30', to: '2026-04-05' });
    expect(periodRange('month', '2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(periodRange('quarter', '2026-05-31')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(periodRange('year', '2026-11-25')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(previousRange('week', { from: '2026-01-05', to: '2026-01-11' })).toEqual({
      from: '2025-12-29',
      to: '2026-01-04',
    });
    expect(previousRange('month', periodRange('month', '2026-03-15'))).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(previousRange('quarter', periodRange('quarter', '2026-02-01'))).toEqual({
      from: '2025-10-01',
      to: '2025-12-31',
    });
    expect(previousRange('year', periodRange('year', '2026-06-01'))).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
  });

  it('places the DST weeks of Europe/Rome on the right instants (167 h in March, 169 h in October)', () => {
    const march = rangeInstants(periodRange('week', '2026-03-29'), ROME);
    expect(new Date(march.fromMs).toISOString()).toBe('2026-03-22T23:00:00.000Z');
    expect(new Date(march.toMs).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect((march.toMs - march.fromMs) / 3_600_000).toBe(167);
    const october = rangeInstants(periodRange('week', '2026-10-25'), ROME);
    expect(new Date(october.fromMs).toISOString()).toBe('2026-10-18T22:00:00.000Z');
    expect(new Date(october.toMs).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect((october.toMs - october.fromMs) / 3_600_000).toBe(169);
  });
});

describe('compared figures and ratings', () => {
  it('gives the real percentage with one decimal, null after a zero', () => {
    expect(compared(150, 120)).toEqual({ current: 150, previous: 120, change: 25 });
    expect(compared(2, 3)).toEqual({ current: 2, previous: 3, change: -33.3 });
    expect(compared(5, 0)).toEqual({ current: 5, previous: 0, change: null });
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([])).toBeNull();
  });

  it('counts completed bookings and recorded fees as revenue, nothing else', () => {
    expect(revenueCentsOf(booking('2026-03-23', 'completed', { priceCents: 4500 }))).toBe(4500);
    expect(revenueCentsOf(booking('2026-03-23', 'checked-in', { priceCents: 4500 }))).toBe(0);
    expect(revenueCentsOf(booking('2026-03-23', 'confirmed', { priceCents: 4500 }))).toBe(0);
    expect(
      revenueCentsOf(booking('2026-03-23', 'cancelled', { priceCents: 4500, feeCents: 900 })),
    ).toBe(900);
    expect(
      revenueCentsOf(booking('2026-03-23', 'no-show', { priceCents: 4500, feeCents: 2250 })),
    ).toBe(2250);
    expect(revenueCentsOf(booking('2026-03-23', 'rejected', { priceCents: 4500 }))).toBe(0);
  });
});

/** The dashboard's counts (without its lists) straight from bookings. */
function dashboardCounts(bookings: FigureBooking[], now: number, zone: string) {
  const {
    recent: _recent,
    upcoming: _upcoming,
    ...counts
  } = dashboardOf(summariesOf(bookings, 0), now, zone, 0);
  return counts;
}

describe('the dashboard on the spring DST week (Europe/Rome, Sunday 29 March 2026)', () => {
  const week = [
    booking('2026-03-22', 'completed', { priceCents: 9999 }), // the Sunday before: last week
    booking('2026-03-23', 'completed', { priceCents: 3000 }),
    booking('2026-03-25', 'no-show', { priceCents: 5000, feeCents: 2500 }),
    booking('2026-03-27', 'cancelled', { priceCents: 4000, feeCents: null }),
    booking('2026-03-29', 'completed', { priceCents: 4550 }),
    booking('2026-03-29', 'pending', { priceCents: 2000 }),
    booking('2026-03-29', 'rejected', { priceCents: 2000 }),
    booking('2026-03-30', 'pending', { priceCents: 2000 }), // Monday: next week
    booking('2026-02-28', 'completed', { priceCents: 1000 }), // last month
  ];

  it('at 23:30 on the Sunday (21:30 UTC, summer time) counts that Sunday as today', () => {
    expect(dashboardCounts(week, at('2026-03-29T21:30:00Z'), ROME)).toEqual({
      todayBookings: 2, // completed + pending; the rejected one is not a booking
      weeklyRevenueCents: 3000 + 2500 + 4550,
      weeklyRevenue: 100.5,
      monthlyBookings: 6, // 22, 23, 25 (no-show), 29 ×2, 30; not the cancelled nor the rejected
      pendingBookings: 2,
    });
  });

  it('half an hour after midnight (22:30 UTC) it is Monday 30: a new week', () => {
    expect(dashboardCounts(week, at('2026-03-29T22:30:00Z'), ROME)).toEqual({
      todayBookings: 1,
      weeklyRevenueCents: 0,
      weeklyRevenue: 0,
      monthlyBookings: 6,
      pendingBookings: 1,
    });
  });

  it('compares the DST week with the week before, day by day', () => {
    const previous = [
      booking('2026-03-16', 'completed', { priceCents: 2000, customerId: 'c2' }),
      booking('2026-03-22', 'completed', { priceCents: 6000, customerId: 'c3' }),
      booking('2026-03-22', 'confirmed', { priceCents: 6000, customerId: 'c3' }),
    ];
    const figures = performanceFigures([...week.slice(1), ...previous], 'week', '2026-03-29');
    expect(figures.range).toEqual({ from: '2026-03-23', to: '2026-03-29' });
    expect(figures.previousRange).toEqual({ from: '2026-03-16', to: '2026-03-22' });
    expect(figures.trends.revenue).toEqual({ current: 100.5, previous: 80, change: 25.6 });
    // this week: 23, 25, 29 completed, 29 pending = 4; before: 3
    expect(figures.trends.bookings).toEqual({ current: 4, previous: 3, change: 33.3 });
    expect(figures.charts.customers.total).toEqual({ current: 1, previous: 2, change: -50 });
    expect(figures.charts.revenue.points).toEqual([
      { date: '2026-03-23', current: 30, previous: 20 },
      { date: '2026-03-24', current: 0, previous: 0 },
      { date: '2026-03-25', current: 25, previous: 0 },
      { date: '2026-03-26', current: 0, previous: 0 },
      { date: '2026-03-27', current: 0, previous: 0 },
      { date: '2026-03-28', current: 0, previous: 0 },
      { date: '2026-03-29', current: 45.5, previous: 60 },
    ]);
    expect(figures.charts.bookings.points.map((p) => [p.current, p.previous])).toEqual([
      [1, 1],
      [0, 0],
      [1, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [2, 2],
    ]);
  });

  it('buckets a year by month and a shorter previous month as zeros', () => {
    const year = performanceFigures(
      [
        booking('2026-03-29', 'completed', { priceCents: 1000 }),
        booking('2025-03-01', 'completed', { priceCents: 500 }),
      ],
      'year',
      '2026-11-25',
    );
    expect(year.charts.revenue.points).toHaveLength(12);
    expect(year.charts.revenue.points[2]).toEqual({ date: '2026-03-01', current: 10, previous: 5 });
    expect(year.trends.revenue.change).toBe(100);
    const march = performanceFigures(
      [booking('2026-02-28', 'completed', { priceCents: 700 })],
      'month',
      '2026-03-10',
    );
    expect(march.charts.revenue.points).toHaveLength(31);
    expect(march.charts.revenue.points[27]).toEqual({
      date: '2026-03-28',
      current: 0,
      previous: 7,
    });
    expect(march.charts.revenue.points[30]).toEqual({
      date: '2026-03-31',
      current: 0,
      previous: 0,
    });
  });
});

describe('the autumn DST week (Sunday 25 October 2026)', () => {
  it('counts reviews by the instant they were made, the extra hour included', () => {
    const week = rangeInstants(periodRange('week', '2026-10-25'), ROME);
    const before = rangeInstants(periodRange('week', '2026-10-18'), ROME);
    const reviews = [
      { rating: 5, createdAt: at('2026-10-25T22:30:00Z') }, // 23:30 CET on Sunday 25: this week
      { rating: 2, createdAt: at('2026-10-25T23:30:00Z') }, // 00:30 on Monday 26: next week
      { rating: 3, createdAt: at('2026-10-18T21:59:00Z') }, // 23:59 CEST on Sunday 18: the week before
      { rating: 4, createdAt: at('2026-10-18T22:00:00Z') }, // midnight Monday 19: this week
    ];
    expect(satisfactionTrend(reviews, week, before)).toEqual({
      current: 4.5,
      previous: 3,
      change: 50,
    });
    expect(satisfactionTrend([], week, before)).toEqual({ current: 0, previous: 0, change: null });
  });
});

describe('the lists', () => {
  it('takes the most recently made and the next active bookings', () => {
    const now = at('2026-03-29T12:00:00Z');
    const list = [
      booking('2026-03-29', 'confirmed', { startAt: now + 1000, createdAt: 5 }),
      booking('2026-03-29', 'cancelled', { startAt: now + 500, createdAt: 9 }),
      booking('2026-03-30', 'pending', { startAt: now + 90_000_000, createdAt: 7 }),
      booking('2026-03-28', 'completed', { startAt: now - 90_000_000, createdAt: 8 }),
    ];
    expect(recentOf(list, 2).map((b) => b.createdAt)).toEqual([9, 8]);
    const dashboard = dashboardOf(summariesOf(list, 10), now, ROME, 10);
    expect(dashboard.upcoming.map((b) => b.status)).toEqual(['confirmed', 'pending']);
    expect(dashboard.recent.map((b) => b.createdAt)).toEqual([9, 8, 7, 5]);
    expect(dashboardOf(summariesOf(list, 1), now, ROME, 1).recent.map((b) => b.createdAt)).toEqual([
      9,
    ]);
  });
});
