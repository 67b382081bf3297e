import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityCalendar, Booking } from '../../src/domain/booking';
import { BOOKING_MESSAGES } from '../../src/domain/booking';
import { BookingModel } from '../../server/models/booking.model';
import { createBookingsService } from '../../server/modules/bookings/bookings.service';
import { getJson, startTestApp, type TestApp } from './helpers';
import { signIn, type Envelope } from './profile-fixtures';
import {
  asClient,
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  slotAt,
  slotsOf,
  writtenState,
  type BookingShop,
} from './support/booking-fixtures';

let app: TestApp;
/** the bookings service's clock runs this far ahead of the real one (to reach a booking's start) */
let clockShiftMs = 0;
const HOUR = 3_600_000;

beforeAll(async () => {
  app = await startTestApp({
    dbName: 'api-bookings',
    seed: false,
    services: (real) => ({
      ...real,
      bookings: createBookingsService({
        catalog: real.shops.catalog,
        publicUrl: 'http://127.0.0.1',
        logger: { warn: () => undefined, error: () => undefined } as never,
        now: () => new Date(Date.now() + clockShiftMs),
      }),
    }),
  });
});
afterAll(() => app.close());
afterEach(() => {
  clockShiftMs = 0;
});

async function bookOne(shop: BookingShop, date: string, time: string, extra: object = {}) {
  const customer = await bookingClient(app);
  const created = await customer.book(bookingBody(shop, date, time, extra));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { customer, booking: created.body.data.booking };
}

describe('creating and reading bookings', () => {
  it('creates with the server prices, ignoring price fields in the body, and the customer sees it', async () => {
    const shop = await createBookingShop(app);
    const customer = await bookingClient(app);
    const date = daysAhead(3);
    const created = await customer.book(
      bookingBody(shop, date, '10:00', {
        serviceIds: [shop.services.cut, shop.services.trim],
        totalPrice: 1,
        price: 0,
        priceCents: 1,
        customerDetails: {
          phone: '+393331234567',
          name: 'Someone Else',
          email: 'else@example.com',
          acceptTerms: true,
        },
      }),
    );
    expect(created.status).toBe(201);
    const booking = created.body.data.booking;
    expect(booking).toMatchObject({
      shopId: shop.id,
      shopName: 'Salone Prova',
      date,
      time: '10:00',
      startTime: '10:00',
      endTime: '11:30',
      duration: 90,
      priceCents: 5000,
      price: 50,
      status: 'confirmed',
      customerName: 'Carla Cliente',
      customerEmail: customer.user.email,
      customerPhone: '+393331234567',
      staffId: 'shop',
      reminderHours: 24,
      rescheduleCount: 0,
      cancellationFee: null,
    });
    expect(booking.reference).toMatch(/^ORA-[A-Z0-9]{6}$/);
    expect(booking.id).toMatch(/^bk_[\w-]{16}$/);
    expect(booking.services.map((s) => [s.id, s.priceCents, s.duration])).toEqual([
      [shop.services.cut, 3500, 60],
      [shop.services.trim, 1500, 30],
    ]);
    expect(booking.history).toEqual([
      expect.objectContaining({
        action: 'created',
        by: { role: 'customer', id: customer.user.id, name: 'Carla Cliente' },
        to: { status: 'confirmed', date, time: '10:00', staffId: 'shop' },
      }),
    ]);
    expect(booking.allowedActions).toEqual(['cancel', 'reschedule']);

    const list = await customer.list();
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((b) => b.id)).toEqual([booking.id]);
    expect((await customer.get(booking.id)).body.data.booking).toMatchObject({
      id: booking.id,
      reference: booking.reference,
    });
    const other = await bookingClient(app);
    expect((await other.list()).body.data.items).toEqual([]);
  });

  it('answers a retried submit with the same Idempotency-Key with the first booking', async () => {
    const shop = await createBookingShop(app);
    const customer = await bookingClient(app);
    const body = bookingBody(shop, daysAhead(3), '11:00');
    const [first, second] = await Promise.all([
      customer.book(body, 'submit-1'),
      customer.book(body, 'submit-1'),
    ]);
    const third = await customer.book(body, 'submit-1');
    for (const answer of [first, second, third]) expect(answer.status).toBe(201);
    expect(second.body.data.booking.id).toBe(first.body.data.booking.id);
    expect(third.body.data.booking.id).toBe(first.body.data.booking.id);
    expect(await BookingModel.countDocuments({ shopId: shop.id })).toBe(1);
    // another key is another submit: the time is taken now
    expect((await customer.book(body, 'submit-2')).status).toBe(409);
  });

  it('takes the slot off the slots list, and cancelling frees it again', async () => {
    const shop = await createBookingShop(app);
    const date = daysAhead(4);
    const before = await slotsOf(app, shop, date);
    expect(slotAt(before, '10:00')).toMatchObject({ available: true, staffIds: ['shop'] });
    expect(before.at(-1)?.time).toBe('18:00');

    const { customer, booking } = await bookOne(shop, date, '10:00');
    const after = await slotsOf(app, shop, date);
    for (const time of ['09:30', '10:00', '10:30'])
      expect(slotAt(after, time), time).toMatchObject({ available: false, reason: 'booked' });
    expect(slotAt(after, '11:00')?.available).toBe(true);
    // the spec's path answers the same, with top-level slots
    const spec = await getJson<Envelope<{ slots: unknown[] }> & { slots: unknown[] }>(
      `${app.baseUrl}/api/available-slots?shopId=${shop.id}&serviceId=${shop.services.cut}&date=${date}`,
    );
    expect(spec.status).toBe(200);
    expect(spec.body.slots).toEqual(after);
    expect(spec.body.data.slots).toEqual(after);

    const cancelled = await customer.del(booking.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ success: true, booking: { status: 'cancelled' } });
    expect(slotAt(await slotsOf(app, shop, date), '10:00')?.available).toBe(true);
    expect((await writtenState(shop.id)).claims).toEqual([]);
  });

  it('serves the month calendar', async () => {
    const shop = await createBookingShop(app);
    const month = daysAhead(0).slice(0, 7);
    const { status, body } = await getJson<Envelope<AvailabilityCalendar>>(
      `${app.baseUrl}/api/bookings/calendar?shopId=${shop.id}&serviceIds=${shop.services.cut}&month=${month}`,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      shopId: shop.id,
      month,
      timeZone: 'Europe/Rome',
      today: daysAhead(0),
    });
    expect(body.data.days).toHaveLength(42);
    const inMonth = body.data.days.filter((d) => d.inMonth);
    expect(inMonth[0]?.date).toBe(`${month}-01`);
    const tomorrow = body.data.days.find((d) => d.date === daysAhead(1));
    if (tomorrow?.inMonth)
      expect(tomorrow).toMatchObject({ selectable: true, isPast: false, dot: 'green' });
    const bad = await getJson(
      `${app.baseUrl}/api/bookings/calendar?shopId=${shop.id}&serviceIds=${shop.services.cut}&month=2020-01`,
    );
    expect(bad.status).toBe(400);
  });
});

describe('changing bookings', () => {
  it('reschedules, edits notes and keeps every change in the history', async () => {
    const shop = await createBookingShop(app);
    const date = daysAhead(5);
    const { customer, booking } = await bookOne(shop, date, '10:00');
    const moved = await customer.put(booking.id, { date, time: '10:30' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.booking).toMatchObject({
      date,
      time: '10:30',
      status: 'rescheduled',
      rescheduleCount: 1,
    });
    const slots = await slotsOf(app, shop, date, [shop.services.trim]);
    expect(slotAt(slots, '10:00')?.available).toBe(true);
    expect(slotAt(slots, '10:30')?.available).toBe(false);
    expect(slotAt(slots, '11:00')?.available).toBe(false);
    expect((await writtenState(shop.id)).claims).toEqual([
      `slot:${shop.id}:shop:${date}:10:30`,
      `slot:${shop.id}:shop:${date}:11:00`,
    ]);

    const noted = await customer.put(booking.id, { notes: 'Running 5 minutes late' });
    expect(noted.status).toBe(200);
    expect(noted.body.data.booking.notes).toBe('Running 5 minutes late');
    const history = noted.body.data.booking.history;
    expect(history.map((h) => h.action)).toEqual(['created', 'reschedule', 'notes']);
    expect(history[1]).toMatchObject({
      by: { role: 'customer', id: customer.user.id },
      from: { status: 'confirmed', date, time: '10:00', staffId: 'shop' },
      to: { status: 'rescheduled', date, time: '10:30', staffId: 'shop' },
      reason: null,
    });
  });

  it('refuses a reschedule past the shop limit', async () => {
    const shop = await createBookingShop(app, {
      reschedule: { allowedHours: 24, maxReschedules: 1 },
    });
    const date = daysAhead(5);
    const { customer, booking } = await bookOne(shop, date, '10:00');
    expect((await customer.put(booking.id, { date, time: '12:00' })).status).toBe(200);
    const again = await customer.put(booking.id, { date, time: '14:00' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(BOOKING_MESSAGES.rescheduleLimit);
    expect((await customer.get(booking.id)).body.data.booking.time).toBe('12:00');
  });

  it('records the fee of a late cancel, and none of an early one', async () => {
    const late = await createBookingShop(app, {
      cancellation: { allowedHours: 24 * 30, feePercentage: 50 },
    });
    const { customer, booking } = await bookOne(late, daysAhead(3), '10:00');
    expect(booking.policy).toMatchObject({ cancellationFeePercent: 50, cancellationFeeNow: 17.5 });
    const cancelled = await customer.del(booking.id);
    expect(cancelled.body.data.booking).toMatchObject({
      status: 'cancelled',
      cancellationFee: 17.5,
    });

    const early = await createBookingShop(app, {
      cancellation: { allowedHours: 24, feePercentage: 50 },
    });
    const second = await bookOne(early, daysAhead(3), '10:00');
    const free = await second.customer.del(second.booking.id);
    expect(free.body.data.booking).toMatchObject({ status: 'cancelled', cancellationFee: null });
  });

  it('refuses changes the state machine does not allow', async () => {
    const shop = await createBookingShop(app);
    const { customer, booking } = await bookOne(shop, daysAhead(3), '10:00');
    for (const status of [
      'confirmed',
      'completed',
      'checked-in',
      'no-show',
      'rejected',
      'pending',
    ]) {
      const answer = await customer.put(booking.id, { status });
      expect(answer.status, status).toBe(400);
      expect(answer.body.message, status).toBe(BOOKING_MESSAGES.transitionNotAllowed);
    }
    expect((await customer.del(booking.id)).status).toBe(200);
    const twice = await customer.del(booking.id);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(BOOKING_MESSAGES.transitionNotAllowed);
    const moveCancelled = await customer.put(booking.id, { date: daysAhead(4), time: '10:00' });
    expect(moveCancelled.status).toBe(400);
  });

  it('lets the shop confirm a pending booking, reject with a reason, check in, complete and mark no-show', async () => {
    const shop = await createBookingShop(app, { autoConfirm: false });
    const owner = asClient(app, shop.owner, await signIn(app, shop.owner));
    const date = daysAhead(3);
    const first = await bookOne(shop, date, '10:00');
    expect(first.booking.status).toBe('pending');
    const seen = await owner.get(first.booking.id);
    expect(seen.body.data.booking.allowedActions).toEqual([
      'cancel',
      'reschedule',
      'confirm',
      'reject',
    ]);
    expect((await owner.list()).body.data.items.map((b: Booking) => b.id)).toEqual([
      first.booking.id,
    ]);

    const confirmed = await owner.put(first.booking.id, { status: 'confirmed' });
    expect(confirmed.body.data.booking.status).toBe('confirmed');
    expect(confirmed.body.data.booking.history.at(-1)).toMatchObject({
      action: 'confirm',
      by: { role: 'shop', id: shop.ownerId },
      from: { status: 'pending' },
      to: { status: 'confirmed' },
    });

    const second = await bookOne(shop, date, '14:00');
    const noReason = await owner.put(second.booking.id, { status: 'rejected' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(BOOKING_MESSAGES.reasonRequired);
    const rejected = await owner.put(second.booking.id, {
      status: 'rejected',
      reason: 'Stylist ill',
    });
    expect(rejected.body.data.booking).toMatchObject({ status: 'rejected' });
    expect(rejected.body.data.booking.history.at(-1)?.reason).toBe('Stylist ill');
    expect(slotAt(await slotsOf(app, shop, date), '14:00')?.available).toBe(true);

    // the shop's clock reaches the first booking: one hour before its start
    clockShiftMs = Date.parse(first.booking.startAt) - Date.now() - HOUR;
    const checkedIn = await owner.put(first.booking.id, { status: 'checked-in' });
    expect(checkedIn.status, JSON.stringify(checkedIn.body)).toBe(200);
    expect(checkedIn.body.data.booking.status).toBe('checked-in');
    clockShiftMs += 2 * HOUR;
    const completed = await owner.put(first.booking.id, { status: 'completed' });
    expect(completed.body.data.booking.status).toBe('completed');
    // a completed booking keeps its time
    expect((await writtenState(shop.id)).claims).toHaveLength(2);

    clockShiftMs = 0;
    const third = await bookOne(shop, date, '16:00');
    await owner.put(third.booking.id, { status: 'confirmed' });
    clockShiftMs = Date.parse(third.booking.startAt) - Date.now() + HOUR;
    const noShow = await owner.put(third.booking.id, { status: 'no-show' });
    expect(noShow.body.data.booking.status).toBe('no-show');
  });

  it('gives the booking as a calendar file to whoever may see it', async () => {
    const shop = await createBookingShop(app);
    const { customer, booking } = await bookOne(shop, daysAhead(3), '10:00');
    const response = await customer.ics(booking.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="orabella-${booking.reference}.ics"`,
    );
    expect(await response.text()).toContain('BEGIN:VCALENDAR');
  });
});
