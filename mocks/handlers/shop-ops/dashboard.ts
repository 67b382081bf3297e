import { delay, http, type RequestHandler } from 'msw';
import { validTimeZone } from '@/domain/opening-hours';
import type { Shop } from '@/domain/shop';
import {
  DASHBOARD_LIST_SIZE,
  dashboardQuerySchema,
  performanceQuerySchema,
  type PerformancePeriod,
  type ShopDashboard,
  type ShopPerformance,
} from '@/domain/shop-dashboard';
import {
  dashboardOf,
  performanceFigures,
  rangeInstants,
  satisfactionTrend,
  summariesOf,
  type FigureBooking,
} from '@/domain/shop-dashboard-figures';
import { localDate } from '@/domain/zoned-time';
import { startOf } from '../../data/booking-shops';
import { bookingsMockState, toBookingDto, type StoredMockBooking } from '../../data/bookings';
import { languageOfRequest } from '../../data/shop-content';
import { mockShopReviews } from '../../data/shop-reviews';
import { shopCatalogue } from '../../data/shops';
import { ok } from '../profile';
import { validateQuery } from '../validation';
import { mockShopManager } from '../shop-admin/shop-manager';
import { mockShopNotifications } from './shop-notices';

/**
 * The overview's endpoints (server/modules/shop-dashboard) over the mocks' in-memory bookings, reviews
 * (../../data/shop-reviews.ts) and the notices of their bookings (shop-notices.ts), through the same src/domain
 * figures. Satisfaction is the mock shop's rating, as the server's comes from its counters; its trend averages
 * the reviews of each period, as the server's does.
 */

/** The shop when the caller may manage it (shop-manager.ts), else the server's refusal. */
function managedShop(request: Request, shopId: string): Shop | Response {
  const shop = shopCatalogue().find((s) => s.id === shopId);
  const user = mockShopManager(request, shopId, () => shop !== undefined);
  return user instanceof Response ? user : shop!;
}

type MockFigure = FigureBooking & { booking: StoredMockBooking };

function figuresOf(shopId: string, timeZone: string): MockFigure[] {
  const bookings = bookingsMockState.bookings.filter((b) => b.shopId === shopId);
  const figures = bookings.map((b): FigureBooking & { booking: StoredMockBooking } => ({
    booking: b,
    id: b.id,
    customerId: b.customerId,
    date: b.date,
    startAt: startOf(b, timeZone).getTime(),
    status: b.status,
    priceCents: b.services.reduce((sum, line) => sum + line.priceCents, 0),
    feeCents:
      b.cancellationFeeCents ?? (b as { noShowFeeCents?: number | null }).noShowFeeCents ?? null,
    createdAt: Date.parse(b.createdAt) || 0,
  }));
  return figures;
}

const on = (flag: string | undefined) => flag !== 'false';

export const shopDashboardHandlers: RequestHandler[] = [
  http.get('/api/shops/:id/dashboard', async ({ request, params }) => {
    await delay();
    const shop = managedShop(request, String(params.id));
    if (shop instanceof Response) return shop;
    const query = await validateQuery(dashboardQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const now = new Date();
    const timeZone = validTimeZone(shop.timeZone);
    const language = languageOfRequest(request);
    const figures = figuresOf(shop.id, timeZone);
    const answer: ShopDashboard = { shopId: shop.id, timeZone };
    const counts = dashboardOf(
      summariesOf(figures, DASHBOARD_LIST_SIZE),
      now.getTime(),
      timeZone,
      DASHBOARD_LIST_SIZE,
    );
    if (on(query.value.includeMetrics)) {
      answer.metrics = {
        todayBookings: counts.todayBookings,
        weeklyRevenue: counts.weeklyRevenue,
        weeklyRevenueCents: counts.weeklyRevenueCents,
        monthlyBookings: counts.monthlyBookings,
        customerSatisfaction: shop.reviewCount > 0 ? shop.rating : null,
        reviewCount: shop.reviewCount,
        lastUpdated: now.toISOString(),
      };
      answer.quickStats = {
        pendingBookings: counts.pendingBookings,
        unreadMessages: 0,
        lowStockItems: 0,
      };
    }
    if (on(query.value.includeBookings)) {
      const dto = (f: FigureBooking) =>
        toBookingDto((f as MockFigure).booking, 'shop', now, language);
      answer.recentBookings = counts.recent.map(dto);
      answer.upcomingBookings = counts.upcoming.map(dto);
    }
    if (on(query.value.includeNotifications))
      answer.notifications = mockShopNotifications(shop.id).slice(0, DASHBOARD_LIST_SIZE);
    return ok(answer);
  }),

  http.get('/api/shops/:id/performance', async ({ request, params }) => {
    await delay();
    const shop = managedShop(request, String(params.id));
    if (shop instanceof Response) return shop;
    const query = await validateQuery(performanceQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const now = new Date();
    const timeZone = validTimeZone(shop.timeZone);
    const period = query.value.period as PerformancePeriod;
    const result = performanceFigures(
      figuresOf(shop.id, timeZone),
      period,
      localDate(now.getTime(), timeZone),
    );
    const answer: ShopPerformance = {
      shopId: shop.id,
      timeZone,
      period,
      range: result.range,
      previousRange: result.previousRange,
      lastUpdated: now.toISOString(),
    };
    if (on(query.value.includeCharts)) answer.charts = result.charts;
    if (on(query.value.includeTrends))
      answer.trends = {
        ...result.trends,
        satisfaction: satisfactionTrend(
          mockShopReviews(shop, now),
          rangeInstants(result.range, timeZone),
          rangeInstants(result.previousRange, timeZone),
        ),
      };
    return ok(answer);
  }),
];
