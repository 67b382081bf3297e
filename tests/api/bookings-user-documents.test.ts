import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserModel } from '../../server/models/user.model';
import { SESSION_STAMPS_PREFIX, shareSessionStamps } from '../../server/modules/auth/session-cache';
import { userDocument } from '../../server/modules/auth/user-documents';
import { redisIndexStamps } from '../../server/modules/bookings/booking-index-stamps';
import { collectionsOf, commandsDuring } from './support/database-commands';
import { startTestApp, type TestApp } from './helpers';
import { client } from './profile-fixtures';
import { startRedisServer, type TestRedis } from './support/redis-server';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  type BookingShop,
} from './support/booking-fixtures';

/**
 * A create reads its customer from memory while no write touched them (server/modules/auth/user-documents.ts),
 * and still books with what the customer changed a moment before: their name and language, here or on another
 * instance (Redis stamps). The deletion's case (the shell written by the driver) is in customer-data-bookings.
 */
let app: TestApp;
let redis: TestRedis | undefined;
let shop: BookingShop;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-bookings-user-documents', seed: false });
  redis = await startRedisServer();
  shop = await createBookingShop(app);
});
afterAll(async () => {
  shareSessionStamps(null);
  await redis?.stop();
  await app?.close();
});

let hour = 8;
/** A free time of the shop two days ahead, a different one per call. */
const nextBody = () =>
  bookingBody(shop, daysAhead(2), `${String((hour += 1)).padStart(2, '0')}:00`);

describe('the customer of a create, from memory', () => {
  it('a warm customer books without reading their user document', async () => {
    const customer = await bookingClient(app);
    expect((await customer.book(nextBody())).status).toBe(201);
    const read = collectionsOf(
      await commandsDuring(async () => {
        expect((await customer.book(nextBody())).status).toBe(201);
      }),
    );
    expect(read).not.toContain('users');
  });

  it('a name or language changed a moment before is in the next booking', async () => {
    const customer = await bookingClient(app);
    const first = await customer.book(nextBody());
    expect(first.body.data.booking).toMatchObject({ customerName: 'Carla Cliente' });
    const api = client(app, customer.token);

    const renamed = await api.put('/users/profile', {
      name: 'Carla Nuova',
      email: customer.user.email,
      phone: '+39 333 123 4567',
    });
    expect(renamed.body).toMatchObject({ success: true });
    const second = await customer.book(nextBody());
    expect(second.status).toBe(201);
    expect(second.body.data.booking.customerName).toBe('Carla Nuova');

    expect((await api.put('/users/profile/settings', { language: 'it' })).status).toBe(200);
    const third = await customer.book(nextBody());
    expect(third.status).toBe(201);
    const stored = await mongoose.connection
      .collection<{ _id: string }>('bookings')
      .findOne({ _id: third.body.data.booking.id });
    expect(stored).toMatchObject({ customerName: 'Carla Nuova', customerLocale: 'it' });
  });

  it('a missing user is read once, and found once an account with its id is created', async () => {
    const id = `user-later-${Date.now()}`;
    expect(await userDocument(id)).toBeNull();
    // a shop whose owner's account is gone mails on every booking: the owner is not looked up each time
    const again = collectionsOf(await commandsDuring(() => userDocument(id)));
    expect(again).not.toContain('users');
    await UserModel.create({ _id: id, name: 'Lia Dopo', email: `${id}@example.test` });
    expect(await userDocument(id)).toMatchObject({ _id: id, name: 'Lia Dopo' });
  });

  it("another instance's change is seen at the next create (Redis stamps)", async () => {
    const local = await redisIndexStamps({ url: redis!.url, prefix: SESSION_STAMPS_PREFIX });
    const other = await redisIndexStamps({ url: redis!.url, prefix: SESSION_STAMPS_PREFIX });
    shareSessionStamps(local);
    try {
      const customer = await bookingClient(app);
      expect((await customer.book(nextBody())).status).toBe(201);
      // the other instance writes the document (not through this process's model), then bumps its stamp
      await mongoose.connection
        .collection<{ _id: string }>(UserModel.collection.collectionName)
        .updateOne({ _id: customer.user.id }, { $set: { name: 'Carla Altrove' } });
      await other.bump([`user:${customer.user.id}`]);
      const next = await customer.book(nextBody());
      expect(next.status).toBe(201);
      expect(next.body.data.booking.customerName).toBe('Carla Altrove');
    } finally {
      shareSessionStamps(null);
      await Promise.all([local.close(), other.close()]);
    }
  });
});
