import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  MAX_UPCOMING_BOOKINGS,
  MAX_UPCOMING_PER_SHOP_DAY,
} from '../../src/domain/booking';
import itCatalog from '../../src/i18n/it.json';
import { startTestApp, type TestApp } from './helpers';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  slotAt,
  slotsOf,
  writtenState,
} from './support/booking-fixtures';

/** Slot hoarding (issue 11): per-customer limits on overlapping, per shop and day, and upcoming bookings. */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-bookings-limits', seed: false });
});
afterAll(() => app.close());

const TIMES = [
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
  '18:00',
];

describe('booking limits per customer', () => {
  it('lets one customer take at most 3 times of a shop day, even with 10 requests at once', async () => {
    const shop = await createBookingShop(app);
    const customer = await bookingClient(app);
    const date = daysAhead(3);
    const answers = await Promise.all(
      TIMES.map((time) => customer.book(bookingBody(shop, date, time))),
    );
    const won = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 429);
    expect(won).toHaveLength(MAX_UPCOMING_PER_SHOP_DAY);
    expect(refused).toHaveLength(TIMES.length - MAX_UPCOMING_PER_SHOP_DAY);
    for (const answer of refused) expect(answer.body.message).toBe(BOOKING_MESSAGES.shopDayLimit);
    // the refused requests claimed nothing: their times are still free for others
    const state = await writtenState(shop.id);
    expect(state.bookings).toBe(MAX_UPCOMING_PER_SHOP_DAY);
    expect(state.claims).toHaveLength(MAX_UPCOMING_PER_SHOP_DAY * 2);
    const slots = await slotsOf(app, shop, date);
    const taken = won.map((a) => a.body.data.booking.time);
    for (const time of TIMES.filter((t) => !taken.includes(t)))
      expect(slotAt(slots, time)?.available, time).toBe(true);
    // another day of the same shop, and another customer on this day, are still fine
    expect((await customer.book(bookingBody(shop, daysAhead(4), '10:00'))).status).toBe(201);
    const other = await bookingClient(app);
    const free = TIMES.find((t) => !taken.includes(t))!;
    expect((await other.book(bookingBody(shop, date, free))).status).toBe(201);
  });

  it('refuses a third booking at the same time with 409, in the caller language', async () => {
    const staff = ['ana', 'bea', 'cai'].map((id) => ({ _id: id, name: id.toUpperCase() }));
    const one = await createBookingShop(app, { staff });
    const two = await createBookingShop(app, { staff });
    const customer = await bookingClient(app);
    const date = daysAhead(5);
    expect((await customer.book(bookingBody(one, date, '10:00'))).status).toBe(201);
    expect((await customer.book(bookingBody(two, date, '10:30'))).status).toBe(201);
    const third = await fetch(`${app.baseUrl}/api/bookings`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${customer.token}`,
        'content-type': 'application/json',
        'accept-language': 'it-IT,it;q=0.9',
      },
      body: JSON.stringify(bookingBody(one, date, '10:30')),
    });
    expect(third.status).toBe(409);
    expect((await third.json()) as { code: string; message: string }).toEqual({
      success: false,
      code: 'OVERLAP_LIMIT',
      message: itCatalog['errors.OVERLAP_LIMIT'],
    });
    // not overlapping (the 10:30 one ends at 11:30): fine
    expect((await customer.book(bookingBody(one, date, '11:30'))).status).toBe(201);
  });

  it('caps upcoming bookings overall, and a cancelled one frees its place', async () => {
    const shop = await createBookingShop(app);
    const customer = await bookingClient(app);
    const ids: string[] = [];
    for (let i = 0; i < MAX_UPCOMING_BOOKINGS; i++) {
      const created = await customer.book(
        bookingBody(shop, daysAhead(1 + Math.floor(i / 3)), TIMES[i % 3]!),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids.push(created.body.data.booking.id);
    }
    const over = await customer.book(bookingBody(shop, daysAhead(12), '10:00'));
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(BOOKING_MESSAGES.upcomingLimit);
    expect((await customer.del(ids[0]!)).status).toBe(200);
    expect((await customer.book(bookingBody(shop, daysAhead(12), '10:00'))).status).toBe(201);
  });
});
