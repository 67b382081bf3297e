import * as yup from 'yup';
import type { Booking } from './booking-types';
import { QUERY_ERRORS } from './shop-query';

/**
 * The shop's overview (spec 03 §2 "Overview tab", §7 dashboard and performance; issue 15): every figure is
 * computed on the server from the shop's real bookings and reviews, in the shop's time zone. Money travels as
 * integer cents next to euro, like bookings. The pure computations live in shop-dashboard-figures.ts.
 */

/** GET /api/shops/{id}/dashboard → data.metrics */
export interface ShopDashboardMetrics {
  /** bookings starting today (shop-local), any status but cancelled and rejected */
  todayBookings: number;
  /** euro: completed bookings and recorded cancellation / no-show fees of the current week (Monday–Sunday) */
  weeklyRevenue: number;
  weeklyRevenueCents: number;
  /** bookings dated in the current calendar month */
  monthlyBookings: number;
  /** average rating of the shop's reviews (1–5), null before the first review */
  customerSatisfaction: number | null;
  reviewCount: number;
  /** ISO instant the figures were computed */
  lastUpdated: string;
}

/** data.quickStats */
export interface ShopQuickStats {
  pendingBookings: number;
  /** 0 until messaging exists */
  unreadMessages: number;
  /** 0 until stock exists */
  lowStockItems: number;
}

/** What the shop was told (new, changed or cancelled bookings), newest first. */
export interface ShopNotification {
  id: string;
  /** booking_created | booking_cancelled | booking_rescheduled | booking_updated */
  type: string;
  bookingId: string;
  /** short texts for the list (shop-local date and time, customer name, service names) */
  customerName: string;
  serviceName: string;
  date: string;
  time: string;
  /** the booking action that caused it, when it was a change */
  action: string | null;
  /** who did it: customer, admin or system (the owner is not told of their own actions) */
  actor?: 'customer' | 'shop' | 'admin' | 'system';
  createdAt: string;
}

/** GET /api/shops/{id}/dashboard → data (each part present when its include flag is not 'false') */
export interface ShopDashboard {
  shopId: string;
  timeZone: string;
  metrics?: ShopDashboardMetrics;
  /** the 10 most recently created bookings */
  recentBookings?: Booking[];
  /** the next active bookings from now, soonest first (at most 10) */
  upcomingBookings?: Booking[];
  quickStats?: ShopQuickStats;
  notifications?: ShopNotification[];
}

export const PERFORMANCE_PERIODS = ['week', 'month', 'quarter', 'year'] as const;
export type PerformancePeriod = (typeof PERFORMANCE_PERIODS)[number];
export const DEFAULT_PERFORMANCE_PERIOD: PerformancePeriod = 'month';

/** A figure now and in the previous period of the same length; change in percent, null when previous is 0. */
export interface ComparedFigure {
  current: number;
  previous: number;
  change: number | null;
}

/** One bucket of a chart (a day, or a month for 'year'): this period's value beside the previous period's. */
export interface ChartPoint {
  /** the bucket's first date, shop-local YYYY-MM-DD */
  date: string;
  current: number;
  previous: number;
}

export interface PerformanceChart {
  total: ComparedFigure;
  points: ChartPoint[];
}

/** GET /api/shops/{id}/performance → data */
export interface ShopPerformance {
  shopId: string;
  timeZone: string;
  period: PerformancePeriod;
  /** shop-local dates, inclusive */
  range: { from: string; to: string };
  previousRange: { from: string; to: string };
  /** revenue in euro, bookings and distinct customers per bucket (includeCharts) */
  charts?: { revenue: PerformanceChart; bookings: PerformanceChart; customers: PerformanceChart };
  /** includeTrends: revenue (euro), bookings, satisfaction (average rating of reviews in the period) */
  trends?: { revenue: ComparedFigure; bookings: ComparedFigure; satisfaction: ComparedFigure };
  lastUpdated: string;
}

/** spec 03 §4 "Dashboard caching" */
export const DASHBOARD_CACHE_SECONDS = 60;
export const PERFORMANCE_CACHE_SECONDS = 180;
export const DASHBOARD_STALE_MINUTES = 5;
export const DASHBOARD_LIST_SIZE = 10;

/** A 'true' / 'false' flag of the query string (absent or empty: its default). */
const flag = (byDefault: 'true' | 'false') =>
  yup
    .string()
    .max(5)
    .oneOf(['true', 'false'], QUERY_ERRORS.range)
    .transform((value: unknown) => (value === '' ? undefined : value))
    .default(byDefault);

/** 'true': compute now (the refresh button), bypassing the server's cache */
const refresh = () => flag('false');

/** GET /api/shops/{id}/dashboard query (invalid → 400 INVALID_QUERY naming the parameter). */
export const dashboardQuerySchema = yup
  .object({
    includeMetrics: flag('true'),
    includeBookings: flag('true'),
    includeNotifications: flag('true'),
    refresh: refresh(),
  })
  .noUnknown(false);

/** GET /api/shops/{id}/performance query. */
export const performanceQuerySchema = yup
  .object({
    period: yup
      .string()
      .max(10)
      .oneOf([...PERFORMANCE_PERIODS], QUERY_ERRORS.range)
      .default(DEFAULT_PERFORMANCE_PERIOD)
      .transform((value: unknown) => value || DEFAULT_PERFORMANCE_PERIOD),
    includeCharts: flag('true'),
    includeTrends: flag('true'),
    refresh: refresh(),
  })
  .noUnknown(false);

export type DashboardQuery = yup.InferType<typeof dashboardQuerySchema>;
export type PerformanceQuery = yup.InferType<typeof performanceQuerySchema>;
