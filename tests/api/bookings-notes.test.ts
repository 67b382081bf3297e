import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_EDIT_MESSAGES } from '../../src/domain/booking-edits';
import itCatalog from '../../src/i18n/it.json';
import { startTestApp, type TestApp } from './helpers';
import { client, signIn } from './profile-fixtures';
import {
  asClient,
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  writtenState,
} from './support/booking-fixtures';

/**
 * Issue 11 §1: the customer's notes and the shop's notes are separate fields, each side writing only its own;
 * and a PUT that moves nothing is not a reschedule.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-bookings-notes', seed: false });
});
afterAll(() => app.close());

async function booked(shopOptions: Parameters<typeof createBookingShop>[1] = {}) {
  const shop = await createBookingShop(app, shopOptions);
  const customer = await bookingClient(app);
  const owner = asClient(app, shop.owner, await signIn(app, shop.owner));
  const created = await customer.book(bookingBody(shop, daysAhead(5), '10:00'));
  expect(created.status).toBe(201);
  return { shop, customer, owner, booking: created.body.data.booking };
}

describe('customer notes and shop notes', () => {
  it('keeps the shop’s notes from the customer, and each side’s notes from the other', async () => {
    const { customer, owner, booking } = await booked();
    expect((await customer.put(booking.id, { notes: 'Running late' })).status).toBe(200);

    const shopNoted = await owner.put(booking.id, { shopNotes: 'Offer the new serum' });
    expect(shopNoted.status, JSON.stringify(shopNoted.body)).toBe(200);
    expect(shopNoted.body.data.booking).toMatchObject({
      notes: 'Running late',
      shopNotes: 'Offer the new serum',
    });
    // the shop cannot write over what the customer wrote
    const overwrite = await owner.put(booking.id, { notes: 'Cleared by the shop' });
    expect(overwrite.status).toBe(400);
    expect(overwrite.body.errors).toEqual({ notes: 'validation.unknownField' });

    // the customer neither sees nor writes the shop's notes
    const seen = (await customer.get(booking.id)).body.data.booking;
    expect(seen.notes).toBe('Running late');
    expect(seen).not.toHaveProperty('shopNotes');
    expect(JSON.stringify((await customer.list()).body)).not.toContain('new serum');
    const sneak = await customer.put(booking.id, { shopNotes: 'Nothing to see' });
    expect(sneak.status).toBe(400);
    expect(sneak.body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      errors: { shopNotes: 'validation.unknownField' },
    });
    // and the customer writing their own notes leaves the shop's alone
    await customer.put(booking.id, { notes: 'On time after all' });
    expect((await owner.get(booking.id)).body.data.booking).toMatchObject({
      notes: 'On time after all',
      shopNotes: 'Offer the new serum',
    });
  });

  it('refuses the customer’s notes once the booking is cancelled, in the caller’s language', async () => {
    const { customer, owner, booking } = await booked();
    expect((await customer.del(booking.id)).status).toBe(200);
    const refused = await customer.put(booking.id, { notes: 'Changed my mind' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'NOTES_CLOSED',
      message: BOOKING_EDIT_MESSAGES.notesClosed,
    });
    const italian = await fetch(`${app.baseUrl}/api/bookings/${booking.id}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${customer.token}`,
        'content-type': 'application/json',
        'accept-language': 'it-IT,it;q=0.9',
      },
      body: JSON.stringify({ notes: 'Ci ho ripensato' }),
    });
    expect(italian.status).toBe(409);
    expect((await italian.json()) as { code: string; message: string }).toEqual({
      success: false,
      code: 'NOTES_CLOSED',
      message: itCatalog['errors.NOTES_CLOSED'],
    });
    expect((await customer.get(booking.id)).body.data.booking.notes).toBe('');
    // the shop keeps its own notes on any booking
    expect((await owner.put(booking.id, { shopNotes: 'Cancelled by account' })).status).toBe(200);
  });

  it('hides the shop’s notes from a stranger before telling which field is wrong', async () => {
    const { booking } = await booked();
    const stranger = client(app, (await bookingClient(app)).token);
    const answer = await stranger.put(`/bookings/${booking.id}`, { shopNotes: 'x' });
    expect(answer.status).toBe(404);
  });
});

describe('a change that moves nothing', () => {
  it('does not use up a reschedule: staffId null, or the same date and time', async () => {
    const { shop, customer, booking } = await booked({
      reschedule: { allowedHours: 24, maxReschedules: 1 },
    });
    const before = await writtenState(shop.id);
    for (const body of [
      { staffId: null },
      { date: booking.date, time: booking.time },
      { date: booking.date, time: booking.time, staffId: booking.staffId },
    ]) {
      const answer = await customer.put(booking.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(200);
      expect(answer.body.data.booking).toMatchObject({
        status: 'confirmed',
        time: '10:00',
        rescheduleCount: 0,
        policy: { reschedulesLeft: 1 },
      });
    }
    const after = (await customer.get(booking.id)).body.data.booking;
    expect(after.history.map((h) => h.action)).toEqual(['created']);
    expect(after.allowedActions).toContain('reschedule');
    expect(await writtenState(shop.id)).toEqual(before);
    // the one reschedule allowed is still there for a real move
    const moved = await customer.put(booking.id, { staffId: null, time: '12:00' });
    expect(moved.status).toBe(200);
    expect(moved.body.data.booking).toMatchObject({ time: '12:00', rescheduleCount: 1 });
  });
});
