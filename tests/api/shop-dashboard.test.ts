import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShopDashboard, ShopPerformance } from '../../src/domain/shop-dashboard';
import { BookingModel } from '../../server/models/booking.model';
import { BookingIndexModel, shopMonthIndexId } from '../../server/models/booking-index.model';
import { decodeEntry } from '../../server/modules/bookings/booking-index-entries';
import {
  forgetBookingIndexes,
  updateBookingInIndexes,
} from '../../server/modules/bookings/booking-index';
import { recordShopReview } from '../../server/modules/shops/shop-ratings';
import { startTestApp, type TestApp } from './helpers';
import { client, createUser, signIn } from './profile-fixtures';
import {
  ZONE,
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  type BookingShop,
} from './support/booking-fixtures';

/**
 * The overview's figures over real HTTP, from bookings stored as the bookings service stores them (written to
 * the database and then to the list indexes by the service's own sync, so past dates can be seeded) and reviews
 * recorded through the ratings module. "Now" is put inside the DST weeks of Europe/Rome by faking only Date (the
 * server runs in this process; its timers and sockets stay real).
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-shop-dashboard', seed: false });
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

function setNow(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(iso));
}

let seq = 0;
interface Seed {
  date: string;
  time: string;
  status: string;
  cents: number;
  customer: string;
  fee?: number;
  madeAt?: string;
}

/** A booking as booking-create.ts writes it, then its index entries by the service's sync. */
async function storeBooking(shop: BookingShop, seed: Seed): Promise<string> {
  seq += 1;
  const id = `bk_dash${String(seq).padStart(6, '0')}`;
  const [h, m] = seed.time.split(':').map(Number);
  const offsetHours = seed.date >= '2026-03-29' && seed.date < '2026-10-25' ? 2 : 1;
  const startAt = new Date(
    Date.parse(`${seed.date}T00:00:00Z`) + ((h! - offsetHours) * 60 + m!) * 60_000,
  );
  const madeAt = new Date(seed.madeAt ?? `2026-01-01T00:00:${String(seq % 60).padStart(2, '0')}Z`);
  await BookingModel.collection.insertOne({
    _id: id as never,
    reference: `ORA-D${String(seq).padStart(6, '0')}`,
    shopId: shop.id,
    shopName: 'Salone Prova',
    shopAddress: 'Via Roma 1, Roma',
    shopTimeZone: ZONE,
    serviceType: 'salon',
    customerId: seed.customer,
    customerName: `Customer ${seed.customer}`,
    customerEmail: `${seed.customer}@example.com`,
    customerPhone: '+393330000000',
    customerLocale: 'en',
    services: [
      {
        serviceId: shop.services.cut,
        name: 'Cut',
        durationMinutes: 60,
        priceCents: seed.cents,
      },
    ],
    staffId: 'shop',
    staffName: null,
    date: seed.date,
    time: seed.time,
    startAt,
    endAt: new Date(startAt.getTime() + 3_600_000),
    durationMinutes: 60,
    priceCents: seed.cents,
    status: seed.status,
    notes: '',
    shopNotes: '',
    specialRequests: '',
    firstTimeCustomer: false,
    reminderHours: null,
    cancellationFeeCents: seed.fee ?? null,
    rescheduleCount: 0,
    policies: {
      cancellation: { allowedHours: 24, feePercentage: 0 },
      reschedule: { allowedHours: 24, maxReschedules: 2 },
    },
    autoConfirm: true,
    cells: [],
    version: 1,
    history: [],
    createdAt: madeAt,
    updatedAt: madeAt,
  });
  await updateBookingInIndexes(id);
  return id;
}

async function review(shop: BookingShop, rating: number, at: string) {
  seq += 1;
  await recordShopReview(
    { shopId: shop.id, userId: `user-r${seq}`, bookingId: `bk_r${seq}`, rating, at: new Date(at) },
    { catalog: app.services.shops.catalog },
  );
}

const ownerOf = async (shop: BookingShop) => client(app, await signIn(app, shop.owner));
const dashboardPath = (shop: BookingShop, query = '') => `/shops/${shop.id}/dashboard${query}`;
const performancePath = (shop: BookingShop, query = '') => `/shops/${shop.id}/performance${query}`;

describe('the spring DST week (Monday 23 – Sunday 29 March 2026, clocks forward on the Sunday)', () => {
  it('counts today, the week, the month, pending, satisfaction and the lists from the stored bookings', async () => {
    // Sunday 29 March, 23:30 in Rome (summer time since 03:00 that morning)
    setNow('2026-03-29T21:30:00Z');
    const shop = await createBookingShop(app);
    const ids: Record<string, string> = {};
    const seeds: Record<string, Seed> = {
      a: { date: '2026-03-23', time: '10:00', status: 'completed', cents: 3000, customer: 'c1' },
      b: { date: '2026-03-25', time: '10:00', status: 'completed', cents: 5000, customer: 'c2' },
      c: { date: '2026-03-29', time: '09:00', status: 'completed', cents: 4550, customer: 'c2' },
      d: { date: '2026-03-29', time: '11:00', status: 'pending', cents: 2000, customer: 'c3' },
      e: {
        date: '2026-03-29',
        time: '12:00',
        status: 'cancelled',
        cents: 4000,
        fee: 900,
        customer: 'c4',
        madeAt: '2026-03-29T20:00:00Z',
      },
      f: { date: '2026-03-30', time: '10:00', status: 'confirmed', cents: 2500, customer: 'c1' },
      g: { date: '2026-03-16', time: '10:00', status: 'completed', cents: 2000, customer: 'c2' },
      h: { date: '2026-03-22', time: '10:00', status: 'completed', cents: 6000, customer: 'c3' },
      i: { date: '2026-02-10', time: '10:00', status: 'completed', cents: 1000, customer: 'c1' },
      j: { date: '2026-02-11', time: '10:00', status: 'rejected', cents: 1000, customer: 'c1' },
    };
    for (const [name, seed] of Object.entries(seeds)) ids[name] = await storeBooking(shop, seed);
    await review(shop, 5, '2026-03-29T21:00:00Z'); // 23:00 Sunday 29: this week
    await review(shop, 3, '2026-03-22T23:30:00Z'); // 00:30 Monday 23 (winter time): this week
    await review(shop, 2, '2026-03-22T22:30:00Z'); // 23:30 Sunday 22: the week before

    const owner = await ownerOf(shop);
    const dashboard = await owner.get<ShopDashboard>(dashboardPath(shop));
    expect(dashboard.status).toBe(200);
    const data = dashboard.body.data;
    expect(data.timeZone).toBe(ZONE);
    expect(data.metrics).toMatchObject({
      todayBookings: 2, // c and d; the cancelled e is not a booking
      weeklyRevenue: 134.5, // a 30 + b 50 + c 45.50 + e's recorded fee 9
      weeklyRevenueCents: 13450,
      monthlyBookings: 7, // a b c d f g h
      customerSatisfaction: 3.3, // (5 + 3 + 2) / 3
      reviewCount: 3,
      lastUpdated: expect.stringMatching(/^2026-03-29T21:3/),
    });
    expect(data.quickStats).toEqual({ pendingBookings: 1, unreadMessages: 0, lowStockItems: 0 });
    // only f starts after now; e was made last, then the rest in the order stored
    expect(data.upcomingBookings!.map((b) => b.id)).toEqual([ids.f]);
    expect(data.recentBookings!.map((b) => b.id)).toEqual([
      ids.e,
      ids.j,
      ids.i,
      ids.h,
      ids.g,
      ids.f,
      ids.d,
      ids.c,
      ids.b,
      ids.a,
    ]);
    expect(data.recentBookings![0]).toMatchObject({ status: 'cancelled', price: 40 });
    expect(data.notifications).toEqual(expect.any(Array));

    const week = await owner.get<ShopPerformance>(performancePath(shop, '?period=week'));
    expect(week.status).toBe(200);
    expect(week.body.data).toMatchObject({
      period: 'week',
      range: { from: '2026-03-23', to: '2026-03-29' },
      previousRange: { from: '2026-03-16', to: '2026-03-22' },
      trends: {
        revenue: { current: 134.5, previous: 80, change: 68.1 },
        bookings: { current: 4, previous: 2, change: 100 },
        satisfaction: { current: 4, previous: 2, change: 100 },
      },
    });
    const charts = week.body.data.charts!;
    expect(charts.customers.total).toEqual({ current: 3, previous: 2, change: 50 });
    expect(charts.revenue.points.map((p) => [p.date, p.current, p.previous])).toEqual([
      ['2026-03-23', 30, 20],
      ['2026-03-24', 0, 0],
      ['2026-03-25', 50, 0],
      ['2026-03-26', 0, 0],
      ['2026-03-27', 0, 0],
      ['2026-03-28', 0, 0],
      ['2026-03-29', 54.5, 60],
    ]);

    // the default period is the month: March against February
    const month = await owner.get<ShopPerformance>(performancePath(shop, '?includeCharts=false'));
    expect(month.body.data.period).toBe('month');
    expect(month.body.data.charts).toBeUndefined();
    expect(month.body.data.trends!.revenue).toEqual({ current: 214.5, previous: 10, change: 2045 });
    expect(month.body.data.trends!.bookings).toEqual({ current: 7, previous: 1, change: 600 });

    // parts can be left out
    const only = await owner.get<ShopDashboard>(
      dashboardPath(shop, '?includeBookings=false&includeNotifications=false'),
    );
    expect(Object.keys(only.body.data).sort()).toEqual([
      'metrics',
      'quickStats',
      'shopId',
      'timeZone',
    ]);
  });
});

describe('the autumn DST week (Monday 19 – Sunday 25 October 2026, clocks back on the Sunday)', () => {
  it('puts the Sunday evening in the week and the first minutes of Monday in the next', async () => {
    // Sunday 25 October, 23:30 in Rome (winter time since 03:00 that morning)
    setNow('2026-10-25T22:30:00Z');
    const shop = await createBookingShop(app);
    await storeBooking(shop, {
      date: '2026-10-19',
      time: '09:00',
      status: 'completed',
      cents: 1000,
      customer: 'c1',
    });
    await storeBooking(shop, {
      date: '2026-10-25',
      time: '02:30',
      status: 'completed',
      cents: 2000,
      customer: 'c2',
    });
    await storeBooking(shop, {
      date: '2026-10-25',
      time: '18:00',
      status: 'no-show',
      cents: 3000,
      fee: 1500,
      customer: 'c3',
    });
    await storeBooking(shop, {
      date: '2026-10-18',
      time: '18:00',
      status: 'completed',
      cents: 7000,
      customer: 'c1',
    });
    await review(shop, 4, '2026-10-25T22:00:00Z'); // 23:00 Sunday 25: this week
    await review(shop, 1, '2026-10-18T21:59:00Z'); // 23:59 Sunday 18 (summer time): the week before
    const owner = await ownerOf(shop);
    const dashboard = await owner.get<ShopDashboard>(dashboardPath(shop));
    expect(dashboard.body.data.metrics).toMatchObject({
      todayBookings: 2,
      weeklyRevenue: 45, // 10 + 20 + the no-show fee 15
      monthlyBookings: 4,
    });
    const week = await owner.get<ShopPerformance>(performancePath(shop, '?period=week'));
    expect(week.body.data.trends).toEqual({
      revenue: { current: 45, previous: 70, change: -35.7 },
      bookings: { current: 3, previous: 1, change: 200 },
      satisfaction: { current: 4, previous: 1, change: 300 },
    });
  });
});

describe('who may read the overview', () => {
  it('answers the owner and an admin; another owner and a customer get 404, a bad period 400', async () => {
    const shop = await createBookingShop(app);
    const admin = client(app, await signIn(app, await createUser({ role: 'admin' })));
    const other = client(app, await signIn(app, await createUser({ role: 'shop' })));
    const customer = client(app, await signIn(app, await createUser()));
    for (const path of [dashboardPath(shop), performancePath(shop)]) {
      expect((await admin.get(path)).status).toBe(200);
      const refused = await other.get(path);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ code: 'SHOP_NOT_FOUND' });
      expect([403, 404]).toContain((await customer.get(path)).status);
      expect((await client(app).get(path)).status).toBe(401);
    }
    const owner = await ownerOf(shop);
    const bad = await owner.get(performancePath(shop, '?period=decade'));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'INVALID_QUERY' });
    expect((await owner.get(dashboardPath(shop, '?includeMetrics=maybe'))).status).toBe(400);
  });
});

describe('the cache', () => {
  it('answers from memory until refresh=true, and drops a shop when one of its bookings is made', async () => {
    const shop = await createBookingShop(app);
    const owner = await ownerOf(shop);
    const monthly = async (query = '') =>
      (await owner.get<ShopDashboard>(dashboardPath(shop, query))).body.data.metrics!
        .monthlyBookings;
    const date = daysAhead(1);
    const first = await monthly();
    // stored behind the service's back (no booking event): the cached answer stands
    await storeBooking(shop, {
      date,
      time: '09:00',
      status: 'confirmed',
      cents: 1000,
      customer: 'c1',
    });
    expect(await monthly()).toBe(first);
    // the refresh button computes afresh
    const fresh = await monthly('?refresh=true');
    expect(fresh).toBe(first + (date.slice(0, 7) === daysAhead(0).slice(0, 7) ? 1 : 0));
    expect(
      (await owner.get<ShopDashboard>(dashboardPath(shop))).body.data.upcomingBookings,
    ).toHaveLength(1);
    // a booking made through the API announces itself: the next read sees it at once
    const customer = await bookingClient(app);
    const made = await customer.book(bookingBody(shop, date, '12:00'));
    expect(made.status).toBe(201);
    const after = (await owner.get<ShopDashboard>(dashboardPath(shop))).body.data;
    expect(after.upcomingBookings!.map((b) => b.id)).toContain(made.body.data.booking.id);
    expect(after.recentBookings![0]!.id).toBe(made.body.data.booking.id);
  });
});

describe('bookings indexed before the overview existed', () => {
  it('are indexed again once, with their price, fee, creation time, person and services', async () => {
    const shop = await createBookingShop(app);
    const today = daysAhead(0);
    const id = await storeBooking(shop, {
      date: today,
      time: '00:30',
      status: 'completed',
      cents: 4200,
      customer: 'c1',
    });
    // as the first version left it: an entry object without the later fields, and only its marker
    const monthDoc = shopMonthIndexId(shop.id, today.slice(0, 7));
    const current = await BookingIndexModel.findById(monthDoc).lean<{
      entries: Record<string, string>;
    }>();
    const { shopId, customerId, date, startAt, endAt, status, version } = decodeEntry(
      current!.entries[id],
    )!;
    await BookingIndexModel.updateOne(
      { _id: monthDoc },
      {
        $set: { [`entries.${id}`]: { shopId, customerId, date, startAt, endAt, status, version } },
      },
    );
    await BookingIndexModel.deleteMany({
      _id: { $in: ['meta:booking-index-v2', 'meta:booking-index-v3', 'meta:booking-index-v4'] },
    });
    forgetBookingIndexes();

    const owner = await ownerOf(shop);
    const dashboard = await owner.get<ShopDashboard>(dashboardPath(shop, '?refresh=true'));
    expect(dashboard.body.data.metrics!.weeklyRevenueCents).toBe(4200);
    const doc = await BookingIndexModel.findById(monthDoc).lean<{
      entries: Record<string, unknown>;
    }>();
    // stored again, in the current form (one string per entry)
    expect(typeof doc!.entries[id]).toBe('string');
    expect(decodeEntry(doc!.entries[id])).toMatchObject({
      priceCents: 4200,
      createdAt: expect.any(Number),
      staffId: 'shop',
      serviceIds: [shop.services.cut],
    });
    const markers = [1, 2, 3, 4].map((v) => `meta:booking-index-v${v}`);
    expect(await BookingIndexModel.countDocuments({ _id: { $in: markers } })).toBe(4);
  });
});
