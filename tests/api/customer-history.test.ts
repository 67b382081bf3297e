import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '../../src/domain/availability';
import type { Booking } from '../../src/domain/booking';
import type { AppointmentHistoryPage, CustomerStats } from '../../src/domain/customer-stats';
import { customerRanges } from '../../src/domain/customer-stats-periods';
import type { QuickRebookProposal } from '../../src/domain/quick-rebook';
import { BookingModel } from '../../server/models/booking.model';
import { updateBookingInIndexes } from '../../server/modules/bookings/booking-index';
import { recordShopReview } from '../../server/modules/shops/shop-ratings';
import { startTestApp, type TestApp } from './helpers';
import { client, createUser, signIn } from './profile-fixtures';
import {
  ZONE,
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  slotAt,
  slotsOf,
  type BookingClient,
  type BookingShop,
} from './support/booking-fixtures';

/**
 * GET /api/customer/stats, GET /api/customer/appointment-history and POST /api/customer/quick-rebook over real
 * HTTP on FerretDB. Past bookings are stored as the bookings service stores them (the document, then its list
 * entries by the service's own sync), dated relative to today in the shop's zone; reviews through the ratings
 * module. Upcoming ones are booked through POST /api/bookings.
 */

let app: TestApp;
let shop: BookingShop;

const STAFF = [
  { _id: 'anna', name: 'Anna' },
  { _id: 'bruno', name: 'Bruno' },
];

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-customer-history', seed: false });
  shop = await createBookingShop(app, { staff: STAFF });
});
afterAll(() => app?.close());

let seq = 0;
interface PastSeed {
  daysAgo: number;
  time?: string;
  status?: string;
  cents?: number;
  fee?: number;
  staffId?: string;
}

/** A booking of the past as booking-create.ts writes it, then its list entries by the service's sync. */
async function storePast(
  customer: BookingClient,
  seed: PastSeed,
  at: BookingShop = shop,
): Promise<string> {
  seq += 1;
  const id = `bk_hist${String(seq).padStart(6, '0')}`;
  const date = daysAhead(-seed.daysAgo);
  const time = seed.time ?? '10:00';
  const [h, m] = time.split(':').map(Number) as [number, number];
  const startAt = zonedInstant(date, h * 60 + m, ZONE)!;
  const cents = seed.cents ?? 3500;
  await BookingModel.collection.insertOne({
    _id: id as never,
    reference: `ORA-H${String(seq).padStart(6, '0')}`,
    shopId: at.id,
    shopName: 'Salone Prova',
    shopAddress: 'Via Roma 1, Roma',
    shopTimeZone: ZONE,
    serviceType: 'hair',
    customerId: customer.user.id,
    customerName: 'Carla Cliente',
    customerEmail: customer.user.email,
    customerPhone: '+393331234567',
    customerLocale: 'en',
    services: [{ serviceId: at.services.cut, name: 'Cut', durationMinutes: 60, priceCents: cents }],
    staffId: seed.staffId ?? 'anna',
    staffName: 'Anna',
    date,
    time,
    startAt,
    endAt: new Date(startAt.getTime() + 3_600_000),
    durationMinutes: 60,
    priceCents: cents,
    status: seed.status ?? 'completed',
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
    createdAt: startAt,
    updatedAt: startAt,
  });
  await updateBookingInIndexes(id);
  return id;
}

const api = (customer?: BookingClient) => client(app, customer?.token);

function rebook(customer: BookingClient, body: object, key?: string) {
  return fetch(`${app.baseUrl}/api/customer/quick-rebook`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${customer.token}`,
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as {
      success: boolean;
      code?: string;
      message?: string;
      errors?: Record<string, string>;
      data: { proposal: QuickRebookProposal; booking: Booking };
    },
  }));
}

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

describe('POST /api/customer/quick-rebook', () => {
  /**
   * A shop of its own (so no other test's bookings are in its way) and a customer with one completed booking of
   * a cut with Anna there two weeks ago at `time`.
   */
  async function customerWithPast(time = '10:00') {
    const own = await createBookingShop(app, { staff: STAFF });
    const customer = await bookingClient(app);
    const bookingId = await storePast(customer, { daysAgo: 14, time }, own);
    return { own, customer, bookingId };
  }

  it('proposes the first free time with the same person in the window of the original, 1-4 weeks ahead', async () => {
    const { own, customer, bookingId } = await customerWithPast('10:00');
    const { status, body } = await rebook(customer, { bookingId });
    expect(status).toBe(200);
    expect(body.data.proposal).toMatchObject({
      bookingId,
      shopId: own.id,
      shopName: 'Salone Prova',
      date: daysAhead(7),
      startTime: '09:00',
      endTime: '10:00',
      staffId: 'anna',
      staffName: 'Anna',
      sameProvider: true,
      serviceIds: [own.services.cut],
      serviceNames: ['Cut'],
      durationMinutes: 60,
      window: 'morning',
    });
    // nothing was booked
    expect((await customer.list()).body.data.items.filter((b) => b.status !== 'completed')).toEqual(
      [],
    );
  });

  it('keeps to the afternoon and the evening windows, and to the preferred date', async () => {
    const afternoon = await customerWithPast('15:00');
    const proposal = (await rebook(afternoon.customer, { bookingId: afternoon.bookingId })).body
      .data.proposal;
    expect(proposal).toMatchObject({ window: 'afternoon', startTime: '12:00', date: daysAhead(7) });
    // the shop closes at 19:00: the last evening start for an hour is 18:00
    const evening = await customerWithPast('18:30');
    const late = (await rebook(evening.customer, { bookingId: evening.bookingId })).body.data
      .proposal;
    expect(late).toMatchObject({ window: 'evening', startTime: '18:00' });
    const later = await rebook(afternoon.customer, {
      bookingId: afternoon.bookingId,
      preferredDate: daysAhead(10),
    });
    expect(later.body.data.proposal.date).toBe(daysAhead(17));
  });

  it('skips times the person is busy, as the free times show them', async () => {
    const { own, customer, bookingId } = await customerWithPast('09:00');
    const busy = await bookingClient(app);
    // Anna is taken from 09:00 to 10:00 on the first day
    const firstDay = daysAhead(7);
    expect((await busy.book(bookingBody(own, firstDay, '09:00', { staffId: 'anna' }))).status).toBe(
      201,
    );
    const proposal = (await rebook(customer, { bookingId })).body.data.proposal;
    expect(proposal).toMatchObject({ date: firstDay, startTime: '10:00', staffId: 'anna' });
    expect(
      slotAt(await slotsOf(app, own, firstDay, [own.services.cut], 'anna'), '09:30')?.available,
    ).toBe(false);
  });

  it('takes anyone free when the customer does not keep the same person', async () => {
    const { own, customer, bookingId } = await customerWithPast('09:00');
    const firstDay = daysAhead(7);
    const busy = await bookingClient(app);
    // Anna is taken from 09:00 to 10:30 on the first day (a colour), Bruno is free
    expect(
      (
        await busy.book(
          bookingBody(own, firstDay, '09:00', {
            staffId: 'anna',
            serviceIds: [own.services.color],
          }),
        )
      ).status,
    ).toBe(201);
    const same = (await rebook(customer, { bookingId })).body.data.proposal;
    expect(same.staffId).toBe('anna');
    expect(same.startTime).not.toBe('09:00');
    const saved = await api(customer).put('/customer/preferences', {
      bookingPrefs: { sameProvider: false },
    });
    expect(saved.status).toBe(200);
    const anyone = (await rebook(customer, { bookingId })).body.data.proposal;
    expect(anyone).toMatchObject({
      date: firstDay,
      startTime: '09:00',
      staffId: 'bruno',
      staffName: 'Bruno',
      sameProvider: false,
    });
    const confirmed = await rebook(customer, {
      bookingId,
      confirm: true,
      date: anyone.date,
      startTime: anyone.startTime,
      staffId: anyone.staffId,
    });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.data.booking.staffId).toBe('bruno');
  });

  it('books the proposal only when confirmed, through the customers own booking', async () => {
    const { own, customer, bookingId } = await customerWithPast('11:00');
    const proposal = (await rebook(customer, { bookingId })).body.data.proposal;
    const { status, body } = await rebook(customer, {
      bookingId,
      confirm: true,
      date: proposal.date,
      startTime: proposal.startTime,
    });
    expect(status).toBe(201);
    const booking = body.data.booking;
    expect(booking).toMatchObject({
      shopId: own.id,
      customerId: customer.user.id,
      date: proposal.date,
      startTime: proposal.startTime,
      staffId: 'anna',
      serviceName: 'Cut',
      status: 'confirmed',
      customerPhone: '+393331234567',
    });
    const list = await customer.list('?scope=upcoming');
    expect(list.body.data.items.map((b: Booking) => b.id)).toEqual([booking.id]);
    expect(
      slotAt(await slotsOf(app, own, proposal.date, [own.services.cut], 'anna'), proposal.startTime)
        ?.available,
    ).toBe(false);
    // the new booking is still to come: it cannot be booked again
    const again = await rebook(customer, { bookingId: booking.id });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('QUICK_REBOOK_NOT_ALLOWED');
  });

  it('makes exactly one booking of 10 simultaneous confirmations of one proposal', async () => {
    const { own, customer, bookingId } = await customerWithPast('16:00');
    const proposal = (await rebook(customer, { bookingId })).body.data.proposal;
    const body = { bookingId, confirm: true, date: proposal.date, startTime: proposal.startTime };
    const answers = await Promise.all(Array.from({ length: 10 }, () => rebook(customer, body)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(9);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(['OVERLAP_LIMIT', 'QUICK_REBOOK_FAILED']).toContain(answer.body.code);
    }
    expect(
      await BookingModel.countDocuments({
        shopId: own.id,
        customerId: customer.user.id,
        date: proposal.date,
      }),
    ).toBe(1);
  });

  it('answers retries with one Idempotency-Key with the one booking', async () => {
    const { customer, bookingId } = await customerWithPast('13:00');
    const proposal = (await rebook(customer, { bookingId })).body.data.proposal;
    const body = { bookingId, confirm: true, date: proposal.date, startTime: proposal.startTime };
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => rebook(customer, body, 'rebook-retry-1')),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data.booking.id)).size).toBe(1);
  });

  it('says when the time was taken meanwhile', async () => {
    const { own, customer, bookingId } = await customerWithPast('10:00');
    const proposal = (await rebook(customer, { bookingId })).body.data.proposal;
    const quicker = await bookingClient(app);
    expect(
      (
        await quicker.book(
          bookingBody(own, proposal.date, proposal.startTime, { staffId: proposal.staffId }),
        )
      ).status,
    ).toBe(201);
    const late = await rebook(customer, {
      bookingId,
      confirm: true,
      date: proposal.date,
      startTime: proposal.startTime,
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'QUICK_REBOOK_FAILED',
      message: 'Failed to create quick rebooking',
    });
  });

  it('refuses a time the search would not propose', async () => {
    const { customer, bookingId } = await customerWithPast('10:00');
    const outside = await rebook(customer, {
      bookingId,
      confirm: true,
      date: daysAhead(8),
      startTime: '15:00',
    });
    expect(outside.status).toBe(400);
    expect(outside.body.errors).toEqual({ startTime: 'validation.invalidType' });
    const tooSoon = await rebook(customer, {
      bookingId,
      confirm: true,
      date: daysAhead(2),
      startTime: '10:00',
    });
    expect(tooSoon.body.errors).toEqual({ date: 'validation.invalidType' });
    const missing = await rebook(customer, { bookingId, confirm: true });
    expect(missing.body.errors).toMatchObject({ date: 'validation.required' });
  });

  it("answers another customer's booking, and one that does not exist, as not found", async () => {
    const { bookingId } = await customerWithPast('10:00');
    const stranger = await bookingClient(app);
    const theirs = await rebook(stranger, { bookingId });
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('BOOKING_NOT_FOUND');
    const confirmTheirs = await rebook(stranger, {
      bookingId,
      confirm: true,
      date: daysAhead(8),
      startTime: '10:00',
    });
    expect(confirmTheirs.status).toBe(404);
    expect((await rebook(stranger, { bookingId: 'bk_nosuchbooking' })).status).toBe(404);
  });

  it('is for signed-in customers only', async () => {
    const { bookingId } = await customerWithPast('10:00');
    const signedOut = await fetch(`${app.baseUrl}/api/customer/quick-rebook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bookingId }),
    });
    expect(signedOut.status).toBe(401);
    const admin = await createUser({ role: 'admin' });
    const asAdmin = client(app, await signIn(app, admin));
    expect((await asAdmin.post('/customer/quick-rebook', { bookingId })).status).toBe(403);
  });
});
