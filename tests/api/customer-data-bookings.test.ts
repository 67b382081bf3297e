import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOKING_MESSAGES, type Booking } from '../../src/domain/booking';
import { PROFILE_MESSAGES, type DataExport } from '../../src/domain/profile';
import { BookingModel } from '../../server/models/booking.model';
import { ClaimModel } from '../../server/models/claim.model';
import { ReviewModel, reviewId } from '../../server/models/review.model';
import { startTestApp, type TestApp } from './helpers';
import { client, signIn } from './profile-fixtures';
import {
  asClient,
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  slotAt,
  slotsOf,
} from './support/booking-fixtures';

/**
 * A customer's bookings when they leave (issue 11 §1): their future bookings are cancelled and their time is
 * offered again, the shop keeps its history without the person in it, and the export carries the bookings.
 */
describe('customer data: bookings', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ dbName: 'api_customer_data_bookings', seed: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A customer with one booking ahead (with notes on both sides) and one that took place. */
  async function customerWithBookings() {
    const shop = await createBookingShop(app);
    const customer = await bookingClient(app);
    const owner = asClient(app, shop.owner, await signIn(app, shop.owner));
    const aheadDate = daysAhead(3);
    const ahead = await customer.book(bookingBody(shop, aheadDate, '10:00'));
    const done = await customer.book(bookingBody(shop, daysAhead(4), '12:00'));
    expect(ahead.status).toBe(201);
    expect(done.status).toBe(201);
    const aheadId = ahead.body.data.booking.id;
    const doneId = done.body.data.booking.id;
    expect((await customer.put(aheadId, { notes: 'Allergic to latex' })).status).toBe(200);
    expect((await owner.put(aheadId, { shopNotes: 'Carla prefers Marco' })).status).toBe(200);
    // The clock of one service cannot be moved here, so the visit is moved into the past in the database, as
    // time passing would leave it: done, ten days ago (a completed booking keeps its cells).
    const record = await BookingModel.findById(doneId).lean();
    const startAt = new Date(Date.now() - 10 * 86_400_000);
    await BookingModel.updateOne(
      { _id: doneId },
      {
        $set: {
          date: daysAhead(-10),
          startAt,
          endAt: new Date(startAt.getTime() + 3_600_000),
          status: 'completed',
          version: (record?.version ?? 0) + 1,
        },
      },
    );
    expect(slotAt(await slotsOf(app, shop, aheadDate), '10:00')?.available).toBe(false);
    return { shop, customer, owner, aheadDate, aheadId, doneId };
  }

  it('cancels future bookings (time offered again, shop told) and anonymises the rest, also when retried', async () => {
    const { shop, customer, owner, aheadDate, aheadId, doneId } = await customerWithBookings();
    const review = reviewId(shop.id, customer.user.id, doneId);
    await ReviewModel.create({
      _id: review,
      shopId: shop.id,
      userId: customer.user.id,
      bookingId: doneId,
      rating: 4,
      text: 'Carla says: great',
      createdAt: new Date(),
    });
    const heard: { event: string; payload: unknown }[] = [];
    const onUpdated = (booking: Booking, change: { action: string; actor: string }) =>
      heard.push({ event: 'updated', payload: { id: booking.id, ...change, booking } });
    const onSlots = (change: unknown) => heard.push({ event: 'slots', payload: change });
    app.services.bookings.events.on('updated', onUpdated);
    app.services.bookings.events.on('slots', onSlots);
    // The deletion dies half-way through the bookings (the future one cancelled, not yet anonymised) and the
    // user runs it again.
    const updateOne = BookingModel.updateOne.bind(BookingModel);
    let died = false;
    const crash = vi.spyOn(BookingModel, 'updateOne').mockImplementation(((
      filter: { _id?: string },
      update: { $set?: { customerName?: string } },
    ) => {
      if (!died && filter._id === aheadId && update.$set?.customerName === 'Deleted customer') {
        died = true;
        throw new Error('process died');
      }
      return updateOne(filter as never, update as never);
    }) as never);
    const api = client(app, customer.token);
    try {
      expect((await api.del('/users/profile')).status).toBe(500);
      expect(died).toBe(true);
      expect(await BookingModel.findById(aheadId).lean()).toMatchObject({
        status: 'cancelled',
        customerEmail: customer.user.email,
      });
      // the account is already a shell: it can book no more while the rest completes
      expect((await customer.book(bookingBody(shop, daysAhead(6), '10:00'))).status).toBe(401);
      const retried = await api.del('/users/profile');
      expect(retried.status).toBe(200);
      expect(retried.body.message).toBe(PROFILE_MESSAGES.accountDeleted);
    } finally {
      crash.mockRestore();
      app.services.bookings.events.off('updated', onUpdated);
      app.services.bookings.events.off('slots', onSlots);
    }

    // the time is offered again, and the shop's page was told which date changed
    expect(slotAt(await slotsOf(app, shop, aheadDate), '10:00')?.available).toBe(true);
    expect(heard).toContainEqual({
      event: 'slots',
      payload: { shopId: shop.id, dates: [aheadDate] },
    });
    const cancels = heard.filter(
      (h) => h.event === 'updated' && (h.payload as { action: string }).action === 'cancel',
    );
    expect(cancels).toHaveLength(1);
    expect(cancels[0]?.payload).toMatchObject({ id: aheadId, actor: 'system' });

    // the shop's list: the booking is cancelled and nobody can tell who it was
    const listed = await owner.list();
    expect(listed.status).toBe(200);
    const byId = new Map(listed.body.data.items.map((b) => [b.id, b]));
    const cancelled = byId.get(aheadId);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      customerId: customer.user.id,
      customerName: 'Deleted customer',
      customerEmail: '',
      customerPhone: '',
      notes: '',
      specialRequests: '',
      shopNotes: '',
      priceCents: 3500,
      cancellationFee: null,
    });
    expect(cancelled?.history.at(-1)).toMatchObject({
      action: 'cancel',
      by: { role: 'system', id: null, name: null },
      from: { status: 'confirmed' },
      to: { status: 'cancelled' },
      reason: 'account deleted',
    });
    // the visit that happened stays in the shop's history and revenue, without the person
    expect(byId.get(doneId)).toMatchObject({
      status: 'completed',
      customerName: 'Deleted customer',
      customerEmail: '',
      customerPhone: '',
      specialRequests: '',
      priceCents: 3500,
    });
    expect(byId.get(doneId)?.history[0]).toMatchObject({
      action: 'created',
      by: { role: 'customer', id: customer.user.id, name: null },
    });
    const text = JSON.stringify(listed.body) + JSON.stringify(await BookingModel.find({}).lean());
    for (const personal of [customer.user.email, 'Carla', '3331234567', 'latex', 'Quiet chair'])
      expect(text).not.toContain(personal);

    // the review still counts for the shop's rating, without the words
    expect(await ReviewModel.findById(review).lean()).toMatchObject({ rating: 4, text: '' });

    // the deleted user's token no longer works anywhere
    expect((await customer.list()).status).toBe(401);
    expect((await customer.get(aheadId)).status).toBe(401);
    expect((await api.post('/customer/export-data', {})).status).toBe(401);
  });

  it('completes when a change of one of the bookings died holding its lock', async () => {
    const { shop, customer, aheadDate, aheadId } = await customerWithBookings();
    const version = ((await BookingModel.findById(aheadId).lean())?.version ?? 0) + 1;
    const lock = `bkver:${aheadId}:${version}`;
    // a change in flight holds the next version: others are refused meanwhile
    await ClaimModel.create({ _id: lock, createdAt: new Date() });
    const meanwhile = await customer.put(aheadId, { notes: 'Now?' });
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.body.message).toBe(BOOKING_MESSAGES.changedMeanwhile);
    // ...but its process died: minutes later the claim is still there and the version was never written
    await ClaimModel.updateOne(
      { _id: lock },
      { $set: { createdAt: new Date(Date.now() - 600_000) } },
    );

    expect((await client(app, customer.token).del('/users/profile')).status).toBe(200);
    expect(await BookingModel.findById(aheadId).lean()).toMatchObject({
      status: 'cancelled',
      customerName: 'Deleted customer',
      version: version + 1,
    });
    expect(slotAt(await slotsOf(app, shop, aheadDate), '10:00')?.available).toBe(true);
  });

  it('exports every booking with its history, and the favourites and reviews', async () => {
    const { shop, customer, aheadId, doneId } = await customerWithBookings();
    await customer.put(aheadId, { date: daysAhead(3), time: '14:00' });
    const api = client(app, customer.token);
    expect((await api.post('/customer/favorites', { shopId: shop.id })).status).toBe(201);
    await ReviewModel.create({
      _id: reviewId(shop.id, customer.user.id, doneId),
      shopId: shop.id,
      userId: customer.user.id,
      bookingId: doneId,
      rating: 5,
      text: 'Lovely cut',
      createdAt: new Date(),
    });

    const response = await api.post<DataExport>('/customer/export-data', { format: 'json' });
    expect(response.status).toBe(200);
    const data = response.body.data.data as {
      bookings: Booking[];
      favorites: unknown[];
      reviews: unknown[];
    };
    expect(data.bookings.map((b) => b.id).sort()).toEqual([aheadId, doneId].sort());
    const moved = data.bookings.find((b) => b.id === aheadId);
    expect(moved).toMatchObject({ time: '14:00', notes: 'Allergic to latex', rescheduleCount: 1 });
    expect(moved?.history.map((h) => h.action)).toEqual([
      'created',
      'notes',
      'notes',
      'reschedule',
    ]);
    // the shop's own notes are the shop's, not part of what the customer sees or downloads
    expect(JSON.stringify(response.body)).not.toContain('Carla prefers Marco');
    expect(data.favorites).toEqual([expect.objectContaining({ shopId: shop.id })]);
    expect(data.reviews).toEqual([
      expect.objectContaining({
        shopId: shop.id,
        bookingId: doneId,
        rating: 5,
        text: 'Lovely cut',
      }),
    ]);
  });
});
