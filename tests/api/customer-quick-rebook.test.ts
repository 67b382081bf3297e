import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/domain/booking';
import { BookingModel } from '../../server/models/booking.model';
import { startTestApp, type TestApp } from './helpers';
import { client, createUser, signIn } from './profile-fixtures';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  slotAt,
  slotsOf,
  type BookingClient,
  type BookingShop,
} from './support/booking-fixtures';
import {
  STAFF,
  quickRebook,
  storePastBooking,
  type PastSeed,
} from './support/customer-history-fixtures';

/**
 * POST /api/customer/quick-rebook over real HTTP on FerretDB: the proposal (windows, weeks ahead, the same
 * person or anyone), the confirmation through the customers' own create (one booking of many confirmations,
 * Idempotency-Key), and its refusals. Past bookings as support/customer-history-fixtures.ts stores them.
 */

let app: TestApp;
let shop: BookingShop;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-customer-quick-rebook', seed: false });
  shop = await createBookingShop(app, { staff: STAFF });
});
afterAll(() => app?.close());

const storePast = (customer: BookingClient, seed: PastSeed, at: BookingShop = shop) =>
  storePastBooking(customer, seed, at);
const api = (customer?: BookingClient) => client(app, customer?.token);
const rebook = (customer: BookingClient, body: object, key?: string) =>
  quickRebook(app, customer, body, key);

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
