import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import type {
  ChartPoint,
  ComparedFigure,
  PerformanceChart,
  PerformancePeriod,
  ShopDashboard,
  ShopPerformance,
} from '@/domain/shop-dashboard';
import { handlersByArea } from '@mocks/handlers/index';
import { failure } from '@mocks/handlers/failure';
import { makeBooking, SAMPLE_SERVICES } from '../../design-system/support/booking-fixtures';

/**
 * Fixture DTOs for the overview's stories and component tests: a week of a small salon in Rome, written out by
 * hand so every figure on screen can be checked against these numbers (no random data).
 */
export const OVERVIEW_SHOP_ID = DEMO_OWNED_SHOP_ID;
const TIME_ZONE = 'Europe/Rome';
const SHOP = { shopId: OVERVIEW_SHOP_ID, shopTimeZone: TIME_ZONE };

const upcoming = [
  makeBooking({
    ...SHOP,
    id: 'bk-up-1',
    customerName: 'Giulia Rossi',
    date: '2026-06-12',
    startTime: '10:30',
    status: 'confirmed',
  }),
  makeBooking({
    ...SHOP,
    id: 'bk-up-2',
    customerName: 'Marco Bruno',
    services: [SAMPLE_SERVICES[1]!],
    date: '2026-06-12',
    startTime: '15:00',
    status: 'pending',
  }),
  makeBooking({
    ...SHOP,
    id: 'bk-up-3',
    customerName: 'Sara Conti',
    services: [SAMPLE_SERVICES[2]!],
    date: '2026-06-13',
    startTime: '09:00',
    status: 'pending',
  }),
];

const recent = [
  upcoming[2]!,
  upcoming[1]!,
  makeBooking({
    ...SHOP,
    id: 'bk-past-1',
    customerName: 'Luca Ferri',
    date: '2026-06-10',
    startTime: '17:30',
    status: 'completed',
  }),
  makeBooking({
    ...SHOP,
    id: 'bk-past-2',
    customerName: 'Anna Greco',
    services: [SAMPLE_SERVICES[1]!],
    date: '2026-06-09',
    startTime: '11:00',
    status: 'cancelled',
  }),
];

/** A working shop on Friday 12 June 2026: 6 bookings today, €1,234.50 this week, 4.6 stars from 23 reviews. */
export const DASHBOARD: ShopDashboard = {
  shopId: OVERVIEW_SHOP_ID,
  timeZone: TIME_ZONE,
  metrics: {
    todayBookings: 6,
    weeklyRevenue: 1234.5,
    weeklyRevenueCents: 123_450,
    monthlyBookings: 48,
    customerSatisfaction: 4.6,
    reviewCount: 23,
    lastUpdated: '2026-06-12T08:15:00.000Z',
  },
  recentBookings: recent,
  upcomingBookings: upcoming,
  quickStats: { pendingBookings: 2, unreadMessages: 0, lowStockItems: 0 },
  notifications: [
    {
      id: 'n-2',
      type: 'booking_created',
      bookingId: 'bk-up-3',
      customerName: 'Sara Conti',
      serviceName: SAMPLE_SERVICES[2]!.name,
      date: '2026-06-13',
      time: '09:00',
      action: null,
      createdAt: '2026-06-12T07:58:00.000Z',
    },
    {
      id: 'n-1',
      type: 'booking_cancelled',
      bookingId: 'bk-past-2',
      customerName: 'Anna Greco',
      serviceName: SAMPLE_SERVICES[1]!.name,
      date: '2026-06-09',
      time: '11:00',
      action: 'cancel',
      createdAt: '2026-06-08T16:20:00.000Z',
    },
  ],
};

/** A shop that has just opened: nothing booked, nothing reviewed. */
export const EMPTY_DASHBOARD: ShopDashboard = {
  shopId: OVERVIEW_SHOP_ID,
  timeZone: TIME_ZONE,
  metrics: {
    todayBookings: 0,
    weeklyRevenue: 0,
    weeklyRevenueCents: 0,
    monthlyBookings: 0,
    customerSatisfaction: null,
    reviewCount: 0,
    lastUpdated: '2026-06-12T08:15:00.000Z',
  },
  recentBookings: [],
  upcomingBookings: [],
  quickStats: { pendingBookings: 0, unreadMessages: 0, lowStockItems: 0 },
  notifications: [],
};

function compared(current: number, previous: number): ComparedFigure {
  return {
    current,
    previous,
    change: previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10,
  };
}

function chartOf(points: ChartPoint[]): PerformanceChart {
  const sum = (pick: (p: ChartPoint) => number) =>
    Math.round(points.reduce((total, p) => total + pick(p), 0) * 100) / 100;
  return {
    total: compared(
      sum((p) => p.current),
      sum((p) => p.previous),
    ),
    points,
  };
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Buckets of each period: days from `from`, or the twelve months of 2026 for a year. */
const RANGES: Record<PerformancePeriod, { from: string; to: string; buckets: string[] }> = {
  week: { from: '2026-06-08', to: '2026-06-14', buckets: [] },
  month: { from: '2026-06-01', to: '2026-06-30', buckets: [] },
  quarter: { from: '2026-04-01', to: '2026-06-30', buckets: [] },
  year: { from: '2026-01-01', to: '2026-12-31', buckets: [] },
};
for (const [period, range] of Object.entries(RANGES) as [
  PerformancePeriod,
  (typeof RANGES)['week'],
][]) {
  if (period === 'year')
    range.buckets = Array.from(
      { length: 12 },
      (_, m) => `2026-${String(m + 1).padStart(2, '0')}-01`,
    );
  else for (let d = range.from; d <= range.to; d = addDays(d, 1)) range.buckets.push(d);
}

/** A salon's rhythm: closed Mondays and Sundays, busier towards Saturday; the previous period a little quieter. */
function bookingsOn(date: string, period: PerformancePeriod, previous: boolean): number {
  if (period === 'year') return (previous ? 150 : 170) + Number(date.slice(5, 7)) * 4;
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 1) return 0;
  return weekday + (previous ? 1 : 3);
}

export function performanceFor(period: PerformancePeriod): ShopPerformance {
  const range = RANGES[period];
  const span = range.buckets.length;
  const point = (pick: (date: string, previous: boolean) => number) =>
    range.buckets.map((date) => ({ date, current: pick(date, false), previous: pick(date, true) }));
  const bookings = point((d, prev) => bookingsOn(d, period, prev));
  const revenue = point((d, prev) => bookingsOn(d, period, prev) * 52.5);
  const customers = point((d, prev) => Math.ceil(bookingsOn(d, period, prev) * 0.8));
  const charts = {
    revenue: chartOf(revenue),
    bookings: chartOf(bookings),
    customers: chartOf(customers),
  };
  const previousFrom = period === 'year' ? '2025-01-01' : addDays(range.from, -span);
  const previousTo = period === 'year' ? '2025-12-31' : addDays(range.from, -1);
  return {
    shopId: OVERVIEW_SHOP_ID,
    timeZone: TIME_ZONE,
    period,
    range: { from: range.from, to: range.to },
    previousRange: { from: previousFrom, to: previousTo },
    charts,
    trends: {
      revenue: charts.revenue.total,
      bookings: charts.bookings.total,
      satisfaction: compared(4.6, 4.4),
    },
    lastUpdated: '2026-06-12T08:15:00.000Z',
  };
}

type Answer<T> = T | 'loading' | 'error';

const answer = async <T>(value: Answer<T>) => {
  if (value === 'loading') await delay('infinite');
  if (value === 'error') return failure('INTERNAL');
  return HttpResponse.json({ success: true, data: value });
};

/** The overview's two endpoints answering from fixtures (or never, or failing); every other mock still answers. */
export function overviewHandlers({
  dashboard = DASHBOARD,
  performance = (period: PerformancePeriod) => performanceFor(period),
}: {
  dashboard?: Answer<ShopDashboard>;
  performance?: Answer<ShopPerformance> | ((period: PerformancePeriod) => Answer<ShopPerformance>);
} = {}): RequestHandler[] {
  return [
    http.get('/api/shops/:id/dashboard', () => answer(dashboard)),
    http.get('/api/shops/:id/performance', ({ request }) => {
      const period = (new URL(request.url).searchParams.get('period') ??
        'month') as PerformancePeriod;
      return answer(typeof performance === 'function' ? performance(period) : performance);
    }),
  ];
}

/** Story parameters: the overview's answers first, then the standard mocks. */
export const withOverview = (...args: Parameters<typeof overviewHandlers>) => ({
  msw: {
    handlers: {
      ...handlersByArea,
      shopOps: [...overviewHandlers(...args), ...(handlersByArea.shopOps ?? [])],
    },
  },
});
