import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentHistoryPage, CustomerStats } from '../../src/domain/customer-stats';
import { customerRanges } from '../../src/domain/customer-stats-periods';
import { recordShopReview } from '../../server/modules/shops/shop-ratings';
import { startTestApp, type TestApp } from './helpers';
import { client, signIn } from './profile-fixtures';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  type BookingClient,
  type BookingShop,
} from './support/booking-fixtures';
import { STAFF, storePastBooking, type PastSeed } from './support/customer-history-fixtures';

/**
 * GET /api/customer/stats and GET /api/customer/appointment-history over real HTTP on FerretDB (quick rebook:
 * customer-quick-rebook.test.ts; the export: customer-stats-export.test.ts). Past bookings are stored as the
 * bookings service stores them (support/customer-history-fixtures.ts); reviews through the ratings module.
 * Upcoming ones are booked through POST /api/bookings.
 */

let app: TestApp;
let shop: BookingShop;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-customer-history', seed: false });
  shop = await createBookingShop(app, { staff: STAFF });
});
afterAll(() => app?.close());

const storePast = (customer: BookingClient, seed: PastSeed, at: BookingShop = shop) =>
  storePastBooking(customer, seed, at);
const api = (customer?: BookingClient) => client(app, customer?.token);

describe('GET /api/customer/stats', () => {
  let carla: BookingClient;
  let other: BookingClient;

  beforeAll(async () => {
    carla = await bookingClient(app);
    other = await bookingClient(app);
    await storePast(carla, { daysAgo: 10, cents: 3500 });
    const reviewed = await storePast(carla, { daysAgo: 20, time: '15:00', cents: 6000 });
    await storePast(carla, { daysAgo: 5, status: 'cancelled', fee: 700 });
    // the month before
    await storePast(carla, { daysAgo: 45, cents: 3500 });
    await recordShopReview(
      { shopId: shop.id, userId: carla.user.id, bookingId: reviewed, rating: 4 },
      { catalog: app.services.shops.catalog },
    );
    // someone else's review of the same shop is not Carla's
    await recordShopReview(
      { shopId: shop.id, userId: other.user.id, bookingId: null, rating: 1 },
      { catalog: app.services.shops.catalog },
    );
    expect((await carla.book(bookingBody(shop, daysAhead(3), '10:00'))).status).toBe(201);
    await storePast(other, { daysAgo: 3, cents: 9900 });
  });

  it("answers the signed-in customer's own month, compared with the month before", async () => {
    const { status, body } = await api(carla).get<CustomerStats>('/customer/stats');
    expect(status).toBe(200);
    const stats = body.data;
    expect(stats.period).toBe('1M');
    expect(stats.range).toEqual(customerRanges('1M', daysAhead(0)).range);
    // the cancelled booking is not counted as booked, its fee is spent
    expect(stats.totalBookings).toBe(2);
    expect(stats.totalSpentCents).toBe(3500 + 6000 + 700);
    expect(stats.previous).toEqual({ totalBookings: 1, totalSpentCents: 3500 });
    expect(stats.bookingsTrend).toBe(100);
    expect(stats.spendingTrend).toBe(191.4);
    expect(stats.visits).toBe(2);
    expect(stats.averageVisitFrequencyWeeks).toBe(1.4);
    expect(stats.averageRating).toBe(4);
    expect(stats.topServices).toEqual([
      { id: shop.services.cut, name: 'Cut', count: 2, percentage: 100 },
    ]);
    expect(stats.topShops).toEqual([
      { id: shop.id, name: 'Salone Prova', location: 'Via Roma 1, Roma', visits: 2 },
    ]);
    expect(stats.insights.daysSinceLastVisit).toBe(10);
    expect(stats.insights.averagePerVisitCents).toBe(4750);
    expect(stats.upcomingCount).toBe(1);
    expect(stats.trends.reduce((sum, point) => sum + point.spentCents, 0)).toBe(10200);
  });

  it('answers each period', async () => {
    for (const [period, unit] of [
      ['1M', 'week'],
      ['3M', 'week'],
      ['6M', 'month'],
      ['1Y', 'month'],
    ] as const) {
      const { status, body } = await api(carla).get<CustomerStats>(
        `/customer/stats?period=${period}`,
      );
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ period, trendUnit: unit });
    }
    const year = await api(carla).get<CustomerStats>('/customer/stats?period=1Y');
    expect(year.body.data.trends).toHaveLength(13);
    expect(year.body.data.totalBookings).toBe(3);
  });

  it("never counts another customer's bookings", async () => {
    const { body } = await api(other).get<CustomerStats>('/customer/stats');
    expect(body.data).toMatchObject({
      totalBookings: 1,
      totalSpentCents: 9900,
      averageRating: null,
      upcomingCount: 0,
    });
    const nobody = await bookingClient(app);
    const empty = await api(nobody).get<CustomerStats>('/customer/stats?period=1Y');
    expect(empty.body.data).toMatchObject({ totalBookings: 0, totalSpentCents: 0, topShops: [] });
  });

  it('refuses a bad period, a signed-out caller and a shop owner', async () => {
    const bad = await api(carla).get('/customer/stats?period=2W');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'INVALID_QUERY',
      errors: { period: 'validation.invalidType' },
    });
    // naming another customer changes nothing: the customer is the session's
    const named = await api(carla).get<CustomerStats>(
      `/customer/stats?customerId=${other.user.id}`,
    );
    expect(named.status).toBe(200);
    expect(named.body.data.totalSpentCents).toBe(3500 + 6000 + 700);
    expect((await api().get('/customer/stats')).status).toBe(401);
    const owner = client(app, await signIn(app, shop.owner));
    expect((await owner.get('/customer/stats')).body.code).toBe('FORBIDDEN');
  });
});

describe('GET /api/customer/appointment-history', () => {
  let carla: BookingClient;
  let other: BookingClient;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    carla = await bookingClient(app);
    other = await bookingClient(app);
    ids.old = await storePast(carla, { daysAgo: 60 });
    ids.recent = await storePast(carla, { daysAgo: 2 });
    ids.cancelled = await storePast(carla, { daysAgo: 9, status: 'cancelled' });
    ids.others = await storePast(other, { daysAgo: 1 });
    await recordShopReview(
      { shopId: shop.id, userId: carla.user.id, bookingId: ids.recent, rating: 5 },
      { catalog: app.services.shops.catalog },
    );
    // still to come: not history
    expect((await carla.book(bookingBody(shop, daysAhead(4), '11:00'))).status).toBe(201);
  });

  it('pages what is behind the customer, newest first, with the stars given', async () => {
    const first = await api(carla).get<AppointmentHistoryPage>(
      '/customer/appointment-history?limit=2',
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 3, page: 1, limit: 2, totalPages: 2 });
    expect(first.body.data.items.map((item) => [item.id, item.rating])).toEqual([
      [ids.recent, 5],
      [ids.cancelled, null],
    ]);
    expect(first.body.data.items[0]).toMatchObject({
      shopName: 'Salone Prova',
      serviceName: 'Cut',
      staffName: 'Anna',
      status: 'completed',
      price: 35,
    });
    const second = await api(carla).get<AppointmentHistoryPage>(
      '/customer/appointment-history?limit=2&page=2',
    );
    expect(second.body.data.items.map((item) => item.id)).toEqual([ids.old]);
  });

  it('narrows to one outcome and one period', async () => {
    const cancelled = await api(carla).get<AppointmentHistoryPage>(
      '/customer/appointment-history?status=cancelled',
    );
    expect(cancelled.body.data.items.map((item) => item.id)).toEqual([ids.cancelled]);
    const month = await api(carla).get<AppointmentHistoryPage>(
      '/customer/appointment-history?period=1M',
    );
    expect(month.body.data.total).toBe(2);
  });

  it('shows each customer only their own', async () => {
    const theirs = await api(other).get<AppointmentHistoryPage>('/customer/appointment-history');
    expect(theirs.body.data.items.map((item) => item.id)).toEqual([ids.others]);
  });

  it('refuses pages too large, unknown filters and a signed-out caller', async () => {
    const large = await api(carla).get('/customer/appointment-history?limit=500');
    expect(large.status).toBe(400);
    expect(large.body.code).toBe('INVALID_QUERY');
    expect((await api(carla).get('/customer/appointment-history?status=confirmed')).status).toBe(
      400,
    );
    expect((await api().get('/customer/appointment-history')).status).toBe(401);
  });
});
