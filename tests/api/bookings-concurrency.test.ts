import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../../src/domain/booking';
import { BookingIntentModel } from '../../server/models/booking-intent.model';
import { BookingModel } from '../../server/models/booking.model';
import { SlotClaimModel } from '../../server/models/slot-claim.model';
import { sweepOrphanClaims } from '../../server/modules/bookings/claim-sweeper';
import { startTestApp, type TestApp } from './helpers';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  slotAt,
  slotsOf,
  writtenState,
  type BookingClient,
} from './support/booking-fixtures';

let app: TestApp;
let customers: BookingClient[];

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-bookings-concurrency', seed: false });
  customers = await Promise.all(Array.from({ length: 20 }, () => bookingClient(app)));
});
afterAll(() => app.close());

/** `count` POSTs at once, spread over the customers. */
function race(count: number, bodyOf: (i: number) => unknown) {
  return Promise.all(
    Array.from({ length: count }, (_, i) => customers[i % customers.length]!.book(bodyOf(i))),
  );
}

describe('no double booking', () => {
  it('gives one slot to exactly one of 200 simultaneous requests, leaving no stray claims', async () => {
    const shop = await createBookingShop(app);
    const date = daysAhead(3);
    const answers = await race(200, () => bookingBody(shop, date, '10:00'));
    const won = answers.filter((a) => a.status === 201);
    const lost = answers.filter((a) => a.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(199);
    for (const answer of lost) expect(answer.body.message).toBe(BOOKING_MESSAGES.slotTaken);
    const winner = won[0]!.body.data.booking;
    const state = await writtenState(shop.id);
    expect(state.bookings).toBe(1);
    expect(state.claims).toEqual([
      `slot:${shop.id}:shop:${date}:10:00`,
      `slot:${shop.id}:shop:${date}:10:30`,
    ]);
    const claims = await SlotClaimModel.find({ _id: { $in: state.claims } }).lean();
    expect(claims.every((c) => c.bookingId === winner.id)).toBe(true);
    expect(state.intents).toBe(0);
    expect(state.cells).toEqual([`${shop.id}:${date}/shop|10:00`, `${shop.id}:${date}/shop|10:30`]);
  });

  it('catches overlapping requests that are not identical', async () => {
    const shop = await createBookingShop(app);
    const date = daysAhead(3);
    // 60 minutes at 10:00 against 30 minutes at 10:30: they share the 10:30 cell
    const answers = await race(40, (i) =>
      i % 2 === 0
        ? bookingBody(shop, date, '10:00')
        : bookingBody(shop, date, '10:30', { serviceIds: [shop.services.trim] }),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(39);
    expect(await BookingModel.countDocuments({ shopId: shop.id })).toBe(1);
  });

  it('assigns "any available" to each free person once', async () => {
    const shop = await createBookingShop(app, {
      staff: [
        { _id: 'anna', name: 'Anna' },
        { _id: 'bruno', name: 'Bruno' },
      ],
    });
    const date = daysAhead(3);
    const answers = await race(30, () => bookingBody(shop, date, '15:00'));
    const won = answers.filter((a) => a.status === 201).map((a) => a.body.data.booking);
    expect(won.map((b) => b.staffId).sort()).toEqual(['anna', 'bruno']);
    expect(won.map((b) => b.staffName).sort()).toEqual(['Anna', 'Bruno']);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(28);
    expect(slotAt(await slotsOf(app, shop, date), '15:00')?.available).toBe(false);
  });

  it('frees a slot left claimed by a write that died before the booking was saved', async () => {
    const shop = await createBookingShop(app);
    const date = daysAhead(3);
    const keys = [`slot:${shop.id}:shop:${date}:12:00`, `slot:${shop.id}:shop:${date}:12:30`];
    const crashedAt = new Date(Date.now() - 10 * 60_000);
    await BookingIntentModel.create({
      _id: 'bk_crashed000000000',
      bookingId: 'bk_crashed000000000',
      keys,
      createdAt: crashedAt,
    });
    for (const key of keys)
      await SlotClaimModel.create({
        _id: key,
        bookingId: 'bk_crashed000000000',
        createdAt: crashedAt,
      });

    // the claims hold: a booking for that time is refused, and the day sheet learns the time is taken
    const refused = await customers[0]!.book(bookingBody(shop, date, '12:00'));
    expect(refused.status).toBe(409);
    expect(slotAt(await slotsOf(app, shop, date), '12:00')).toMatchObject({ available: false });

    // a recent intent is a write in flight: left alone
    expect((await sweepOrphanClaims({ olderThanMs: 60 * 60_000 })).claims).toBe(0);
    const swept = await sweepOrphanClaims({ olderThanMs: 60_000 });
    expect(swept.claims).toBe(2);
    expect(swept.changed.get(shop.id)).toEqual([date]);
    expect(slotAt(await slotsOf(app, shop, date), '12:00')).toMatchObject({ available: true });
    const state = await writtenState(shop.id);
    expect(state).toMatchObject({ claims: [], intents: 0, cells: [] });
    expect((await customers[1]!.book(bookingBody(shop, date, '12:00'))).status).toBe(201);
  });

  it('keeps the claims of a booking that was saved before the crash', async () => {
    const shop = await createBookingShop(app);
    const date = daysAhead(4);
    const created = await customers[2]!.book(bookingBody(shop, date, '09:00'));
    const booking = created.body.data.booking;
    const record = await BookingModel.findById(booking.id).lean();
    await BookingIntentModel.create({
      _id: booking.id,
      bookingId: booking.id,
      keys: record!.cells,
      createdAt: new Date(Date.now() - 10 * 60_000),
    });
    const swept = await sweepOrphanClaims({ olderThanMs: 60_000 });
    expect(swept).toMatchObject({ intents: 1, claims: 0 });
    expect((await writtenState(shop.id)).claims).toHaveLength(2);
    expect(slotAt(await slotsOf(app, shop, date), '09:00')?.available).toBe(false);
  });
});
