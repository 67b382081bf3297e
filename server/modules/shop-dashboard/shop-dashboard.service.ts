import type { Locale } from '../../../src/domain/constants';
import {
  DASHBOARD_CACHE_SECONDS,
  DASHBOARD_LIST_SIZE,
  PERFORMANCE_CACHE_SECONDS,
  type DashboardQuery,
  type PerformanceQuery,
  type ShopDashboard,
  type ShopPerformance,
} from '../../../src/domain/shop-dashboard';
import {
  dashboardCounts,
  performanceFigures,
  periodRange,
  previousRange,
  rangeInstants,
  recentOf,
  satisfactionTrend,
  upcomingOf,
  type FigureBooking,
} from '../../../src/domain/shop-dashboard-figures';
import { summarizeRatings } from '../../../src/domain/ratings';
import { localDate } from '../../../src/domain/zoned-time';
import { validTimeZone } from '../../../src/domain/opening-hours';
import { ReviewModel } from '../../models/review.model';
import type { ShopDoc } from '../../models/shop.model';
import { loadIndexed, shopBookings, type IndexedBooking } from '../bookings/booking-index';
import type { BookingEvents } from '../bookings/booking-events';
import { toBooking } from '../bookings/booking.mapper';
import { recentShopNotifications } from '../shop-notifications/shop-notifications.store';
import { distributionOf } from '../shops/shop.mapper';
import { createFigureCache } from './shop-dashboard.cache';

/**
 * The overview's figures from the shop's booking index (server/modules/bookings/booking-index.ts): the shop's
 * month documents are read by `_id` (from memory when current) and every figure is counted in memory from their
 * entries (date, status, price, fee, customer, when made); only the 10 recent and 10 upcoming bookings are loaded
 * whole. Satisfaction is the shop's rating counters; its trend reads the reviews of the two periods (few: at
 * most one per booking). Answers are cached (shop-dashboard.cache.ts).
 */

const figureOf = (entry: IndexedBooking): FigureBooking => ({
  id: entry.id,
  customerId: entry.customerId,
  date: entry.date,
  startAt: entry.startAt,
  status: entry.status,
  priceCents: entry.priceCents ?? 0,
  feeCents: entry.feeCents ?? null,
  // entries written before the dashboard existed carry `at` (when written) at best
  createdAt: entry.createdAt || entry.at || 0,
});

const on = (flag: string | undefined): boolean => flag !== 'false';

export function createShopDashboardService(deps: { events: BookingEvents }) {
  const cache = createFigureCache(deps.events);

  async function entriesOf(shopId: string, range?: { from: string; to: string }) {
    const entries = await shopBookings([shopId], range);
    return { entries, figures: entries.map(figureOf) };
  }

  async function bookingsOf(
    entries: readonly IndexedBooking[],
    ids: readonly string[],
    now: Date,
    language: Locale,
  ) {
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    const wanted = ids.map((id) => byId.get(id)).filter((e): e is IndexedBooking => !!e);
    return (await loadIndexed(wanted)).map((record) => toBooking(record, 'shop', now, language));
  }

  async function compute(
    shop: ShopDoc,
    query: DashboardQuery,
    language: Locale,
    now: Date,
  ): Promise<ShopDashboard> {
    const timeZone = validTimeZone(shop.timeZone);
    const answer: ShopDashboard = { shopId: shop._id, timeZone };
    const wantsFigures = on(query.includeMetrics) || on(query.includeBookings);
    const { entries, figures } = wantsFigures
      ? await entriesOf(shop._id)
      : { entries: [], figures: [] };
    const counts = dashboardCounts(figures, now.getTime(), timeZone);
    const [recent, upcoming, notifications] = await Promise.all([
      on(query.includeBookings)
        ? bookingsOf(
            entries,
            recentOf(figures, DASHBOARD_LIST_SIZE).map((b) => b.id),
            now,
            language,
          )
        : undefined,
      on(query.includeBookings)
        ? bookingsOf(
            entries,
            upcomingOf(figures, now.getTime(), DASHBOARD_LIST_SIZE).map((b) => b.id),
            now,
            language,
          )
        : undefined,
      on(query.includeNotifications)
        ? recentShopNotifications(shop._id, DASHBOARD_LIST_SIZE)
        : undefined,
    ]);
    if (on(query.includeMetrics)) {
      const { rating, reviewCount } = summarizeRatings(distributionOf(shop.ratings));
      answer.metrics = {
        todayBookings: counts.todayBookings,
        weeklyRevenue: counts.weeklyRevenue,
        weeklyRevenueCents: counts.weeklyRevenueCents,
        monthlyBookings: counts.monthlyBookings,
        customerSatisfaction: reviewCount === 0 ? null : rating,
        reviewCount,
        lastUpdated: now.toISOString(),
      };
      answer.quickStats = {
        pendingBookings: counts.pendingBookings,
        unreadMessages: 0,
        lowStockItems: 0,
      };
    }
    if (recent) answer.recentBookings = recent;
    if (upcoming) answer.upcomingBookings = upcoming;
    if (notifications) answer.notifications = notifications;
    return answer;
  }

  async function computePerformance(
    shop: ShopDoc,
    query: PerformanceQuery,
    now: Date,
  ): Promise<ShopPerformance> {
    const timeZone = validTimeZone(shop.timeZone);
    const period = query.period as ShopPerformance['period'];
    const today = localDate(now.getTime(), timeZone);
    // the two periods' months only
    const range = periodRange(period, today);
    const { figures } = await entriesOf(shop._id, {
      from: previousRange(period, range).from,
      to: range.to,
    });
    const result = performanceFigures(figures, period, today);
    const answer: ShopPerformance = {
      shopId: shop._id,
      timeZone,
      period,
      range: result.range,
      previousRange: result.previousRange,
      lastUpdated: now.toISOString(),
    };
    if (on(query.includeCharts)) answer.charts = result.charts;
    if (on(query.includeTrends)) {
      const current = rangeInstants(result.range, timeZone);
      const previous = rangeInstants(result.previousRange, timeZone);
      const reviews = await ReviewModel.find(
        {
          shopId: shop._id,
          createdAt: { $gte: new Date(previous.fromMs), $lt: new Date(current.toMs) },
        },
        { rating: 1, createdAt: 1 },
      ).lean<{ rating: number; createdAt: Date }[]>();
      answer.trends = {
        ...result.trends,
        satisfaction: satisfactionTrend(
          reviews.map((r) => ({ rating: r.rating, createdAt: new Date(r.createdAt).getTime() })),
          current,
          previous,
        ),
      };
    }
    return answer;
  }

  /** Answers from the cache unless `refresh` (the refresh button) or the shop's bookings changed. */
  async function cached<T>(
    shopId: string,
    key: string,
    ttl: number,
    refresh: boolean,
    make: () => Promise<T>,
  ) {
    if (!refresh) {
      const hit = cache.get<T>(shopId, key);
      if (hit) return hit;
    }
    const generation = cache.generation(shopId);
    const value = await make();
    cache.set(shopId, key, value, ttl, generation);
    return value;
  }

  return {
    dashboard(shop: ShopDoc, query: DashboardQuery, language: Locale, now = new Date()) {
      const key = `dashboard|${language}|${query.includeMetrics}|${query.includeBookings}|${query.includeNotifications}`;
      return cached(shop._id, key, DASHBOARD_CACHE_SECONDS, query.refresh === 'true', () =>
        compute(shop, query, language, now),
      );
    },
    performance(shop: ShopDoc, query: PerformanceQuery, now = new Date()) {
      const key = `performance|${query.period}|${query.includeCharts}|${query.includeTrends}`;
      return cached(shop._id, key, PERFORMANCE_CACHE_SECONDS, query.refresh === 'true', () =>
        computePerformance(shop, query, now),
      );
    },
    close: () => cache.close(),
  };
}

export type ShopDashboardService = ReturnType<typeof createShopDashboardService>;
