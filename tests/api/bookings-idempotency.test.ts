import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../../src/domain/booking';
import { BookingModel } from '../../server/models/booking.model';
import { startTestApp, type TestApp } from './helpers';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  writtenState,
  type BookingShop,
} from './support/booking-fixtures';

/**
 * An Idempotency-Key stands for one request: a retry of the same request gets the first booking back, the same
 * key with a different request is refused with 422 (it used to get the first booking, as if booked).
 */
let app: TestApp;
let shop: BookingShop;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-bookings-idempotency', seed: false });
  shop = await createBookingShop(app);
});
afterAll(() => app.close());

describe('Idempotency-Key', () => {
  it('returns the first booking for the same request, even with its fields in another order', async () => {
    const customer = await bookingClient(app);
    const body = bookingBody(shop, daysAhead(3), '10:00');
    const first = await customer.book(body, 'same-request');
    expect(first.status).toBe(201);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await customer.book(reordered, 'same-request');
    expect(again.status).toBe(201);
    expect(again.body.data.booking.id).toBe(first.body.data.booking.id);
    expect(await BookingModel.countDocuments({ shopId: shop.id })).toBe(1);
  });

  it('refuses the same key with a different request (422), writing nothing', async () => {
    const customer = await bookingClient(app);
    const first = await customer.book(bookingBody(shop, daysAhead(3), '12:00'), 'one-key');
    expect(first.status).toBe(201);
    const before = await writtenState(shop.id);
    for (const body of [
      bookingBody(shop, daysAhead(3), '14:00'),
      bookingBody(shop, daysAhead(3), '12:00', { serviceIds: [shop.services.trim] }),
      bookingBody(shop, daysAhead(3), '12:00', {
        customerDetails: { phone: '+393339998888', acceptTerms: true },
      }),
    ]) {
      const answer = await customer.book(body, 'one-key');
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body).toEqual({
        success: false,
        code: 'IDEMPOTENCY_MISMATCH',
        message: BOOKING_MESSAGES.idempotencyMismatch,
      });
    }
    expect(await writtenState(shop.id)).toEqual(before);
    expect((await customer.get(first.body.data.booking.id)).body.data.booking).toMatchObject({
      time: '12:00',
      status: 'confirmed',
    });
    // in Italian for a caller who prefers it
    const italian = await fetch(`${app.baseUrl}/api/bookings`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${customer.token}`,
        'content-type': 'application/json',
        'accept-language': 'it-IT,it;q=0.9',
        'idempotency-key': 'one-key',
      },
      body: JSON.stringify(bookingBody(shop, daysAhead(3), '15:00')),
    });
    expect(italian.status).toBe(422);
    expect(((await italian.json()) as { message: string }).message).toBe(
      'Questa Idempotency-Key è già stata usata per una richiesta diversa.',
    );
  });

  it('keeps keys per customer: another customer’s same key is a request of its own', async () => {
    const [one, two] = [await bookingClient(app), await bookingClient(app)];
    expect((await one.book(bookingBody(shop, daysAhead(5), '10:00'), 'shared')).status).toBe(201);
    expect((await two.book(bookingBody(shop, daysAhead(5), '11:00'), 'shared')).status).toBe(201);
  });
});
