import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../../src/domain/booking';
import { getJson, postJson, startTestApp, type TestApp } from './helpers';
import type { Envelope } from './profile-fixtures';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  writtenState,
  type BookingClient,
  type BookingShop,
} from './support/booking-fixtures';

let app: TestApp;
let shop: BookingShop;
let other: BookingShop;
let customer: BookingClient;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-bookings-bad-input', seed: false });
  shop = await createBookingShop(app, {
    staff: [
      { _id: 'anna', name: 'Anna' },
      { _id: 'bruno', name: 'Bruno', serviceIds: [] },
    ],
    cut: { minNoticeHours: 48, maxAdvanceDays: 10 },
  });
  // Bruno does trims only
  const { ShopModel } = await import('../../server/models/shop.model');
  await ShopModel.updateOne(
    { _id: shop.id },
    { $set: { 'staff.1.serviceIds': [shop.services.trim] } },
  );
  app.services.shops.catalog.invalidate();
  other = await createBookingShop(app);
  customer = await bookingClient(app);
});
afterAll(() => app.close());

/** Sends a create that must fail with this status and message, and shows nothing was written. */
async function refused(body: unknown, status: number, message: string | RegExp, as = customer) {
  const before = await writtenState(shop.id);
  const answer = await as.book(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.success).toBe(false);
  if (typeof message === 'string') expect(answer.body.message).toBe(message);
  else expect(answer.body.message).toMatch(message);
  expect(await writtenState(shop.id)).toEqual(before);
  return answer.body;
}

describe('creating a booking with bad input', () => {
  it('refuses times that cannot be booked, with the spec texts, writing nothing', async () => {
    const trim = { serviceIds: [shop.services.trim] };
    await refused(bookingBody(shop, daysAhead(-1), '10:00', trim), 400, BOOKING_MESSAGES.pastTime);
    await refused(bookingBody(shop, daysAhead(3), '10:15', trim), 400, BOOKING_MESSAGES.offGrid);
    // cut needs 48 hours' notice and is bookable 10 days ahead at most
    await refused(bookingBody(shop, daysAhead(1), '10:00'), 400, BOOKING_MESSAGES.tooSoon);
    await refused(bookingBody(shop, daysAhead(12), '10:00'), 400, BOOKING_MESSAGES.tooFar);
    await refused(bookingBody(shop, daysAhead(3), '18:30'), 400, BOOKING_MESSAGES.outsideHours);
    await refused(
      bookingBody(shop, daysAhead(3), '07:00', trim),
      400,
      BOOKING_MESSAGES.outsideHours,
    );
    await refused(
      bookingBody(shop, daysAhead(3), '10:00', { staffId: 'nobody' }),
      400,
      BOOKING_MESSAGES.staffNotFound,
    );
    await refused(
      bookingBody(shop, daysAhead(3), '10:00', { staffId: 'bruno' }),
      400,
      BOOKING_MESSAGES.staffCannotPerform,
    );
  });

  it('refuses services of another shop, disabled ones and unknown shops', async () => {
    const date = daysAhead(3);
    await refused(
      bookingBody(shop, date, '10:00', { serviceIds: [other.services.trim] }),
      400,
      BOOKING_MESSAGES.serviceNotFound,
    );
    await refused(
      bookingBody(shop, date, '10:00', { serviceIds: [shop.services.retired] }),
      400,
      BOOKING_MESSAGES.serviceNotFound,
    );
    await refused(
      bookingBody(shop, date, '10:00', { serviceIds: [shop.services.offline] }),
      400,
      BOOKING_MESSAGES.serviceUnavailable,
    );
    await refused(
      bookingBody(shop, date, '10:00', { shopId: 'no-such-shop' }),
      404,
      BOOKING_MESSAGES.shopNotFound,
    );
  });

  it('refuses unknown fields, operator objects, missing terms and a bad idempotency key', async () => {
    const date = daysAhead(3);
    const unknown = await refused(
      { ...bookingBody(shop, date, '10:00'), role: 'admin' },
      400,
      /Validation/,
    );
    expect(unknown.errors).toEqual({ role: 'validation.unknownField' });
    const operator = await refused(
      { ...bookingBody(shop, date, '10:00'), shopId: { $gt: '' } },
      400,
      /Validation/,
    );
    expect(operator.errors).toMatchObject({ shopId: 'validation.invalidType' });
    await refused(
      bookingBody(shop, date, '10:00', { serviceIds: [{ $ne: null }] }),
      400,
      /Validation/,
    );
    const terms = await refused(
      bookingBody(shop, date, '10:00', {
        customerDetails: { phone: '+393331234567', acceptTerms: false },
      }),
      400,
      /Validation/,
    );
    expect(terms.errors).toMatchObject({ 'customerDetails.acceptTerms': 'booking.termsRequired' });
    const before = await writtenState(shop.id);
    const badKey = await fetch(`${app.baseUrl}/api/bookings`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${customer.token}`,
        'content-type': 'application/json',
        'idempotency-key': 'has spaces',
      },
      body: JSON.stringify(bookingBody(shop, date, '10:00')),
    });
    expect(badKey.status).toBe(400);
    expect(await writtenState(shop.id)).toEqual(before);
  });

  it('lets only customers book: 401 for a guest, 403 for a shop or an admin', async () => {
    const body = bookingBody(shop, daysAhead(3), '10:00');
    const guest = await postJson<Envelope>(`${app.baseUrl}/api/bookings`, body);
    expect(guest.status).toBe(401);
    await refused(body, 403, BOOKING_MESSAGES.customersOnly, await bookingClient(app, 'shop'));
    await refused(body, 403, BOOKING_MESSAGES.customersOnly, await bookingClient(app, 'admin'));
  });
});

describe("someone else's booking", () => {
  it('is not found (404, never 403) for GET, PUT, DELETE and the calendar file', async () => {
    const created = await customer.book(
      bookingBody(shop, daysAhead(4), '10:00', { serviceIds: [shop.services.trim] }),
    );
    expect(created.status).toBe(201);
    const id = created.body.data.booking.id;
    const stranger = await bookingClient(app);
    const otherOwner = await bookingClient(app, 'shop');
    for (const who of [stranger, otherOwner]) {
      const answers = [
        await who.get(id),
        await who.put(id, { notes: 'mine now' }),
        await who.put(id, { status: 'cancelled', reason: 'x' }),
        await who.del(id),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({
          success: false,
          code: 'BOOKING_NOT_FOUND',
          message: BOOKING_MESSAGES.notFound,
        });
      }
      expect((await who.ics(id)).status).toBe(404);
    }
    expect((await stranger.get('bk_doesnotexist0000')).status).toBe(404);
    const mine = (await customer.get(id)).body.data.booking;
    expect(mine).toMatchObject({ status: 'confirmed', notes: '' });
    expect(mine.history).toHaveLength(1);
  });

  it('refuses forbidden transitions and malformed changes, changing nothing', async () => {
    const created = await customer.book(
      bookingBody(shop, daysAhead(5), '12:00', { serviceIds: [shop.services.trim] }),
    );
    const id = created.body.data.booking.id;
    const before = (await customer.get(id)).body.data.booking;
    for (const body of [
      { status: 'completed' },
      { status: 'confirmed' },
      { status: 'bogus' },
      { notes: { $set: 'x' } },
      { version: 7 },
      {},
      { date: daysAhead(5), time: '12:10' },
    ]) {
      const answer = await customer.put(id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await customer.get(id)).body.data.booking).toEqual(before);
  });
});

describe('the slots endpoint with bad input', () => {
  it('answers 404 for an unknown shop and 400 for bad parameters', async () => {
    const base = `${app.baseUrl}/api/bookings/available-slots`;
    const date = daysAhead(3);
    const unknownShop = await getJson<Envelope>(`${base}?shopId=nope&serviceIds=x&date=${date}`);
    expect(unknownShop.status).toBe(404);
    expect(unknownShop.body.message).toBe(BOOKING_MESSAGES.shopNotFound);
    for (const query of [
      `shopId=${shop.id}&serviceIds=${other.services.cut}&date=${date}`,
      `shopId=${shop.id}&serviceIds=${shop.services.cut}&date=2026-02-31`,
      `shopId=${shop.id}&serviceIds=${shop.services.cut}&date=tomorrow`,
      `shopId=${shop.id}&date=${date}`,
      `shopId=${shop.id}&serviceIds=${shop.services.cut}&date=${date}&staffId=nobody`,
      // a comma list is a list: no more ids than a booking may have
      `shopId=${shop.id}&serviceIds=${Array(11).fill(shop.services.cut).join(',')}&date=${date}`,
    ]) {
      const answer = await getJson<Envelope>(`${base}?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    // a closed or fully booked day is not an error: just no free slots
    const past = await getJson<Envelope<{ slots: { available: boolean }[] }>>(
      `${base}?shopId=${shop.id}&serviceIds=${shop.services.trim}&date=${daysAhead(-2)}`,
    );
    expect(past.status).toBe(200);
    expect(past.body.data.slots.every((s) => !s.available)).toBe(true);
  });
});
