import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingModel } from '../../server/models/booking.model';
import { startTestApp, type TestApp } from './helpers';
import { client, signIn } from './profile-fixtures';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  type BookingShop,
} from './support/booking-fixtures';

/**
 * A create stores its booking as built (booking-context.ts storedBooking), not through a mongoose document: what
 * it stores must be what the schema would have made of it (defaults, casts, nothing unknown kept). Each stored
 * booking, less what the create leaves to the defaults, is cast again by the schema and must come out the same.
 */
let app: TestApp;
let shop: BookingShop;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-bookings-stored-document', seed: false });
  shop = await createBookingShop(app);
});
afterAll(async () => {
  await app?.close();
});

async function storedAndCast(id: string) {
  const stored = await mongoose.connection
    .collection<{ _id: string }>('bookings')
    .findOne({ _id: id });
  expect(stored).toBeTruthy();
  const { shopNotes, noShowFeeCents, ...rest } = stored as Record<string, unknown>;
  const built = {
    ...rest,
    // what the create left to the schema's defaults
    ...(shopNotes === '' ? {} : { shopNotes }),
    ...(noShowFeeCents === null ? {} : { noShowFeeCents }),
  };
  const cast = new BookingModel(built);
  await cast.validate();
  return { stored, cast: cast.toObject({ versionKey: false }) };
}

describe('a stored booking, as the schema would store it', () => {
  it("a customer's booking", async () => {
    const customer = await bookingClient(app);
    const made = await customer.book(
      bookingBody(shop, daysAhead(2), '10:00', {
        customerDetails: { phone: '+393331234567', acceptTerms: true, specialRequests: 'Tè' },
      }),
    );
    expect(made.status).toBe(201);
    const { stored, cast } = await storedAndCast(made.body.data.booking.id);
    expect(stored).toEqual(cast);
    expect(Object.keys(stored!).sort()).toEqual(Object.keys(cast).sort());
  });

  it("a shop's walk-in booking for a new person, with its notes", async () => {
    const owner = client(app, await signIn(app, shop.owner));
    const made = await owner.post<{ booking: { id: string } }>(`/shops/${shop.id}/bookings`, {
      serviceIds: [shop.services.cut],
      date: daysAhead(3),
      time: '11:00',
      source: 'walk_in',
      customer: { name: 'Ada Nuova', phone: '+393339876543' },
      notes: 'Prima volta',
    });
    expect(made.status).toBe(201);
    const { stored, cast } = await storedAndCast(made.body.data.booking.id);
    expect(stored).toEqual(cast);
    expect(Object.keys(stored!).sort()).toEqual(Object.keys(cast).sort());
    expect(stored).toMatchObject({ source: 'walk_in', shopNotes: 'Prima volta' });
  });
});
