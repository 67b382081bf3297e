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
  dashboardOf,
  performanceOf,
  periodRange,
  previousRange,
  rangeInstants,
  satisfactionTrend,
  type FigureBooking,
} from '../../../src/domain/shop-dashboard-figures';
import { summarizeRatings } from '../../../src/domain/ratings';
import { localDate } from '../../../src/domain/zoned-time';
import { validTimeZone } from '../../../src/domain/opening-hours';
import type { ShopDoc } from '../../models/shop.model';
import { loadIndexed } from '../bookings/booking-index';
import type { BookingEvents } from '../bookings/booking-events';
import { toBooking } from '../bookings/booking.mapper';
import { recentShopNotifications } from '../shop-notifications/shop-notifications.store';
import { distributionOf } from '../shops/shop.mapper';
import { createFigureCache } from './shop-dashboard.cache';
import { shopMonthSummaries, type EntryFigure } from './shop-month-figures';
import { shopReviews } from './shop-reviews';

/**
 * The overview's figures from the shop's booking index (server/modules/bookings/booking-index.ts): the shop's
 * month documents are read by `_id` (from memory when current), each summarised once while unchanged
 * (shop-month-figures.ts), and an answer combines the summaries; only the 10 recent and 10 upcoming bookings are
 * loaded whole. Satisfaction is the shop's rating counters; its trend the shop's reviews (shop-reviews.ts).
 * Answers are cached (shop-dashboard.cache.ts).
 */

const on = (flag: string | undefined): boolean => flag !== 'false';

export function createShopDashboardService(deps: { events: BookingEvents }) {
  const cache = createFigureCache(deps.events);

  async function bookingsOf(figures: readonly FigureBooking[], now: Date, language: Locale) {
    const entries = (figures as readonly EntryFigure[]).map((figure) => figure.entry);
    return (await loadIndexed(entries)).map((record) => toBooking(record, 'shop', now, language));
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
    // every month: the most recently made bookings may be dated in any of them (a quiet shop's)
    const months = wantsFigures ? await shopMonthSummaries(shop._id) : [];
    const counts = dashboardOf(months, now.getTime(), timeZone, DASHBOARD_LIST_SIZE);
    const [recent, upcoming, notifications] = await Promise.all([
      on(query.includeBookings) ? bookingsOf(counts.recent, now, language) : undefined,
      on(query.includeBookings) ? bookingsOf(counts.upcoming, now, language) : undefined,
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
    const range = periodRange(period, today);
    // the two periods' months only
    const months = await shopMonthSummaries(shop._id, {
      fromMonth: previousRange(period, range).from.slice(0, 7),
      toMonth: range.to.slice(0, 7),
    });
    const result = performanceOf(months, period, today);
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
      const reviews = await shopReviews(shop);
      answer.trends = {
        ...result.trends,
        satisfaction: satisfactionTrend(reviews, current, previous),
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
  };
}
