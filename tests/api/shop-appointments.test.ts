import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableSlots, Booking, BookingList } from '../../src/domain/booking';
import { BookingModel } from '../../server/models/booking.model';
import { ShopModel } from '../../server/models/shop.model';
import { startTestApp, type TestApp } from './helpers';
import { client, createUser, type Envelope } from './profile-fixtures';
import {
  DETAILS,
  asClient,
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  slotsOf,
  type BookingClient,
  type BookingShop,
} from './support/booking-fixtures';
import { signIn } from './profile-fixtures';

/**
 * The shop's Bookings tab over real HTTP (issue 15): the owner's list with the person, service, text and date
 * filters, and every owner action on a booking with its permission, history and fees.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-shop-appointments', seed: false });
});
afterAll(async () => {
  await app?.close();
});

const STAFF = [
  { _id: 'staff-anna', name: 'Anna' },
  { _id: 'staff-bruno', name: 'Bruno' },
];

interface Setting {
  shop: BookingShop;
  owner: BookingClient;
  jose: BookingClient;
  maria: BookingClient;
  joseBooking: Booking;
  mariaBooking: Booking;
}

async function customerNamed(name: string): Promise<BookingClient> {
  const user = await createUser({ role: 'customer', name });
  return asClient(app, user, await signIn(app, user));
}

async function book(who: BookingClient, body: object): Promise<Booking> {
  const answer = await who.book(body);
  expect(answer.status).toBe(201);
  return answer.body.data.booking;
}

async function setting(options: { noShowFeeCents?: number } = {}): Promise<Setting> {
  const shop = await createBookingShop(app, { staff: STAFF, autoConfirm: false });
  if (options.noShowFeeCents !== undefined)
    await ShopModel.updateOne(
      { _id: shop.id },
      { $set: { 'policies.noShow': { feeCents: options.noShowFeeCents, maxNoShows: 3 } } },
    );
  const owner = await bookingClient(app, 'shop', shop.owner);
  const jose = await customerNamed('José Núñez');
  const maria = await customerNamed('Maria Rossi');
  const joseBooking = await book(
    jose,
    bookingBody(shop, daysAhead(2), '10:00', {
      staffId: 'staff-anna',
      customerDetails: { ...DETAILS, phone: '+39 347 555 1212' },
    }),
  );
  const mariaBooking = await book(
    maria,
    bookingBody(shop, daysAhead(3), '11:00', {
      staffId: 'staff-bruno',
      serviceIds: [shop.services.trim],
    }),
  );
  return { shop, owner, jose, maria, joseBooking, mariaBooking };
}

const listIds = async (who: BookingClient, query: Record<string, string>) => {
  const answer = await who.list(`?${new URLSearchParams(query)}`);
  expect(answer.status).toBe(200);
  return (answer.body.data as BookingList).items.map((item) => item.id).sort();
};

describe("the owner's list with filters", () => {
  it('filters by person, service, text over name, phone and reference, and date range', async () => {
    const { shop, owner, joseBooking, mariaBooking } = await setting();
    const range = { shopId: shop.id, startDate: daysAhead(0), endDate: daysAhead(7) };
    const both = [joseBooking.id, mariaBooking.id].sort();
    expect(await listIds(owner, range)).toEqual(both);
    expect(await listIds(owner, { ...range, staffId: 'staff-anna' })).toEqual([joseBooking.id]);
    expect(await listIds(owner, { ...range, serviceId: shop.services.trim })).toEqual([
      mariaBooking.id,
    ]);
    expect(await listIds(owner, { ...range, q: 'jose nunez' })).toEqual([joseBooking.id]);
    expect(await listIds(owner, { ...range, q: '347-555-12' })).toEqual([joseBooking.id]);
    expect(await listIds(owner, { ...range, q: mariaBooking.reference.toLowerCase() })).toEqual([
      mariaBooking.id,
    ]);
    expect(await listIds(owner, { ...range, q: 'trim' })).toEqual([mariaBooking.id]);
    expect(await listIds(owner, { ...range, q: 'nobody' })).toEqual([]);
    expect(
      await listIds(owner, {
        ...range,
        q: 'rossi',
        startDate: daysAhead(4),
        endDate: daysAhead(9),
      }),
    ).toEqual([]);
    expect(await listIds(owner, { ...range, staffId: 'staff-anna', status: 'pending' })).toEqual([
      joseBooking.id,
    ]);
  });

  it('searches a default window without a range, refuses a longer one and a long text', async () => {
    const { shop, owner, joseBooking } = await setting();
    expect(await listIds(owner, { shopId: shop.id, q: 'Núñez' })).toEqual([joseBooking.id]);
    const long = await owner.list(
      `?${new URLSearchParams({ shopId: shop.id, q: 'jose', startDate: daysAhead(0), endDate: daysAhead(93) })}`,
    );
    expect(long.status).toBe(400);
    expect((long.body as Envelope & { code?: string }).code).toBe('INVALID_QUERY');
    expect(long.body.errors).toEqual({ endDate: 'validation.range' });
    const tooLong = await owner.list(`?${new URLSearchParams({ q: 'x'.repeat(101) })}`);
    expect(tooLong.status).toBe(400);
  });

  it("does not show another owner's bookings, with or without filters", async () => {
    const { shop } = await setting();
    const stranger = await bookingClient(app, 'shop');
    expect(await listIds(stranger, { shopId: shop.id })).toEqual([]);
    expect(await listIds(stranger, { shopId: shop.id, q: 'jose' })).toEqual([]);
  });
});

const code = (body: unknown) => (body as { code?: string }).code;

describe("the owner's actions", () => {
  it('only the owner acts: another owner gets 404, the customer cannot confirm', async () => {
    const { owner, jose, joseBooking } = await setting();
    const stranger = await bookingClient(app, 'shop');
    for (const body of [
      { status: 'confirmed' },
      { status: 'rejected', reason: 'Closed' },
      { status: 'cancelled', reason: 'Closed' },
      { shopNotes: 'Mine' },
      { date: daysAhead(4), time: '12:00', reason: 'Moved' },
    ]) {
      const answer = await stranger.put(joseBooking.id, body);
      expect(answer.status).toBe(404);
      expect(code(answer.body)).toBe('BOOKING_NOT_FOUND');
    }
    const confirm = await jose.put(joseBooking.id, { status: 'confirmed' });
    expect(confirm.status).toBe(400);
    expect(code(confirm.body)).toBe('TRANSITION_NOT_ALLOWED');
    expect((await owner.get(joseBooking.id)).body.data.booking.status).toBe('pending');
  });

  it('offers a move the times overlapping its own, only to who may see the booking', async () => {
    const { shop, owner, jose, maria, joseBooking } = await setting();
    const date = joseBooking.date;
    const free = (slots: AvailableSlots) =>
      slots.slots.filter((slot) => slot.available).map((slot) => slot.time);
    // the public grid: José's hour with Anna (10:00–11:00) is taken, so nothing starts at 10:30
    const anyone = await slotsOf(app, shop, date, [shop.services.cut], 'staff-anna');
    expect(anyone.find((slot) => slot.time === '10:30')?.available).toBe(false);
    // for this booking its own cells are free: 30 minutes later is offered, as the move would claim it
    const path = `/bookings/${joseBooking.id}/available-slots?date=${date}&staffId=staff-anna`;
    const forMove = await client(app, owner.token).get<AvailableSlots>(path);
    expect(forMove.status).toBe(200);
    expect(free(forMove.body.data)).toEqual(expect.arrayContaining(['10:00', '10:30']));
    expect((await client(app, jose.token).get(path)).status).toBe(200);
    for (const stranger of [maria, await bookingClient(app, 'shop')]) {
      const answer = await client(app, stranger.token).get(path);
      expect(answer.status).toBe(404);
      expect(code(answer.body)).toBe('BOOKING_NOT_FOUND');
    }
    const moved = await owner.put(joseBooking.id, { date, time: '10:30', reason: 'Later' });
    expect(moved.status).toBe(200);
    expect(moved.body.data.booking.startTime).toBe('10:30');
  });

  it('reject and cancel need a reason; each action is in the history with who and why', async () => {
    const { shop, owner, joseBooking, mariaBooking } = await setting();
    expect(joseBooking.status).toBe('pending');
    for (const status of ['rejected', 'cancelled']) {
      const answer = await owner.put(joseBooking.id, { status, reason: '  ' });
      expect(answer.status).toBe(400);
      expect(code(answer.body)).toBe('REASON_REQUIRED');
    }
    const listed = (await owner.get(joseBooking.id)).body.data.booking;
    expect(listed.allowedActions).toEqual(['cancel', 'reschedule', 'confirm', 'reject']);

    const rejected = await owner.put(joseBooking.id, {
      status: 'rejected',
      reason: 'Anna is away that day',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.booking.history.at(-1)).toMatchObject({
      action: 'reject',
      by: { role: 'shop', id: shop.ownerId, name: 'Owner Person' },
      from: { status: 'pending' },
      to: { status: 'rejected' },
      reason: 'Anna is away that day',
    });

    const confirmed = await owner.put(mariaBooking.id, { status: 'confirmed' });
    expect(confirmed.body.data.booking.status).toBe('confirmed');
    const moved = await owner.put(mariaBooking.id, {
      date: daysAhead(5),
      time: '15:00',
      staffId: 'staff-anna',
      reason: 'Bruno is ill',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.booking).toMatchObject({
      status: 'rescheduled',
      date: daysAhead(5),
      time: '15:00',
      staffId: 'staff-anna',
    });
    const noted = await owner.put(mariaBooking.id, { shopNotes: 'Prefers the window seat' });
    expect(noted.body.data.booking.shopNotes).toBe('Prefers the window seat');
    const cancelled = await owner.put(mariaBooking.id, {
      status: 'cancelled',
      reason: 'Shop closed for a burst pipe',
    });
    const history = cancelled.body.data.booking.history;
    expect(history.map((entry) => entry.action)).toEqual([
      'created',
      'confirm',
      'reschedule',
      'notes',
      'cancel',
    ]);
    expect(history[2]).toMatchObject({
      by: { role: 'shop', id: shop.ownerId },
      from: { date: daysAhead(3), time: '11:00', staffId: 'staff-bruno' },
      to: { date: daysAhead(5), time: '15:00', staffId: 'staff-anna' },
      reason: 'Bruno is ill',
    });
    expect(history[4]).toMatchObject({ reason: 'Shop closed for a burst pipe' });
    // the shop cancelling never charges the customer
    expect(cancelled.body.data.booking.cancellationFee).toBeNull();
  });

  it('checks in and completes a booking about to start', async () => {
    const { owner, joseBooking } = await setting();
    await owner.put(joseBooking.id, { status: 'confirmed' });
    await startsIn(joseBooking.id, 60 * 60_000);
    const ready = (await owner.get(joseBooking.id)).body.data.booking;
    expect(ready.allowedActions).toContain('check-in');
    expect(ready.allowedActions).not.toContain('no-show');
    const checkedIn = await owner.put(joseBooking.id, { status: 'checked-in' });
    expect(checkedIn.body.data.booking.status).toBe('checked-in');
    expect(checkedIn.body.data.booking.allowedActions).toEqual(['cancel', 'complete']);
    const completed = await owner.put(joseBooking.id, { status: 'completed' });
    expect(completed.body.data.booking.status).toBe('completed');
    expect(completed.body.data.booking.allowedActions).toEqual([]);
  });

  it("records the shop's no-show fee on the booking and in its history", async () => {
    const { owner, joseBooking } = await setting({ noShowFeeCents: 1500 });
    await owner.put(joseBooking.id, { status: 'confirmed' });
    await startsIn(joseBooking.id, -30 * 60_000);
    const noShow = await owner.put(joseBooking.id, { status: 'no-show' });
    expect(noShow.status).toBe(200);
    expect(noShow.body.data.booking).toMatchObject({ status: 'no-show', noShowFee: 15 });
    expect(noShow.body.data.booking.history.at(-1)).toMatchObject({
      action: 'no-show',
      fee: 15,
    });
  });

  it('records no fee when the policy charges none', async () => {
    const { owner, joseBooking } = await setting({ noShowFeeCents: 0 });
    await owner.put(joseBooking.id, { status: 'confirmed' });
    await startsIn(joseBooking.id, -30 * 60_000);
    const noShow = await owner.put(joseBooking.id, { status: 'no-show' });
    expect(noShow.body.data.booking).toMatchObject({ status: 'no-show', noShowFee: null });
    expect(noShow.body.data.booking.history.at(-1)).not.toHaveProperty('fee');
  });
});

/** Moves a booking's instants so it starts `ms` from now (the actions that depend on the clock). */
async function startsIn(id: string, ms: number): Promise<void> {
  const record = await BookingModel.findById(id).lean<{ durationMinutes: number }>();
  const startAt = new Date(Date.now() + ms);
  const endAt = new Date(startAt.getTime() + (record?.durationMinutes ?? 60) * 60_000);
  await BookingModel.updateOne({ _id: id }, { $set: { startAt, endAt } });
}
