import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingIndexModel } from '../../server/models/booking-index.model';
import { BookingModel, type BookingRecord } from '../../server/models/booking.model';
import {
  beginBookingChange,
  forgetBookingIndexes,
} from '../../server/modules/bookings/booking-index';
import { decodeEntry, encodeEntry } from '../../server/modules/bookings/booking-index-entries';
import { redisIndexStamps } from '../../server/modules/bookings/booking-index-stamps';
import { shareIndexStamps } from '../../server/modules/bookings/booking-index-store';
import { startTestApp, type TestApp } from './helpers';
import { commandsDuring } from './support/database-commands';
import { startRedisServer, type TestRedis } from './support/redis-server';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  type BookingClient,
  type BookingShop,
} from './support/booking-fixtures';

/**
 * GET /api/bookings is served from memory (server/modules/bookings/booking-index-store.ts) and stays right: after
 * this instance's writes, after another instance's (told through Redis stamps), and after a change whose process
 * died between writing the booking and rewriting its list entries.
 */
let app: TestApp;
let redis: TestRedis | undefined;
let redisUrl: string;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-bookings-lists-memory', seed: false });
  redis = await startRedisServer();
  redisUrl = redis.url;
});
afterAll(async () => {
  shareIndexStamps(null);
  await redis?.stop();
  await app.close();
});

async function book(customer: BookingClient, shop: BookingShop, date: string, time: string) {
  const created = await customer.book(bookingBody(shop, date, time));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.booking;
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('booking lists from memory', () => {
  it('answer a warm list without the database, and show every write of this instance', async () => {
    const shop = await createBookingShop(app);
    const customer = await bookingClient(app);
    const a = await book(customer, shop, daysAhead(2), '10:00');
    const b = await book(customer, shop, daysAhead(3), '10:00');
    expect(ids((await customer.list('?scope=upcoming')).body.data.items)).toEqual([a.id, b.id]);

    let listed: { id: string; notes: string; status: string }[] = [];
    const commands = await commandsDuring(async () => {
      listed = (await customer.list('?scope=upcoming')).body.data.items;
    });
    expect(ids(listed)).toEqual([a.id, b.id]);
    expect(commands.filter((c) => /^(bookings|bookingindexes)\./.test(c))).toEqual([]);

    expect((await customer.put(a.id, { notes: 'Window seat' })).status).toBe(200);
    expect((await customer.del(b.id)).status).toBe(200);
    listed = (await customer.list()).body.data.items;
    expect(listed.map(({ id, notes, status }) => ({ id, notes, status }))).toEqual([
      { id: b.id, notes: '', status: 'cancelled' },
      { id: a.id, notes: 'Window seat', status: 'confirmed' },
    ]);
  });

  it("show another instance's write at once (Redis stamps)", async () => {
    const local = await redisIndexStamps({ url: redisUrl });
    const other = await redisIndexStamps({ url: redisUrl });
    shareIndexStamps(local);
    try {
      const shop = await createBookingShop(app);
      const customer = await bookingClient(app);
      const a = await book(customer, shop, daysAhead(2), '11:00');
      expect((await customer.list('?scope=upcoming')).body.data.items).toMatchObject([
        { id: a.id, status: 'confirmed' },
      ]);

      // another instance cancels it: the booking, then its customer's entry, then the stamp, as its writes do
      const record = await BookingModel.findById(a.id).lean<BookingRecord>();
      const version = (record?.version ?? 0) + 1;
      await BookingModel.updateOne({ _id: a.id }, { $set: { status: 'cancelled', version } });
      const docId = `cust:${customer.user.id}`;
      const stored = await BookingIndexModel.findById(docId).lean<{
        entries: Record<string, string>;
      }>();
      const entry = { ...decodeEntry(stored!.entries[a.id])!, status: 'cancelled', version };
      await BookingIndexModel.updateOne(
        { _id: docId },
        { $set: { [`entries.${a.id}`]: encodeEntry(entry) } },
      );
      await other.bump([docId]);

      expect((await customer.list('?scope=upcoming')).body.data.items).toEqual([]);
      expect((await customer.list('?scope=past')).body.data.items).toMatchObject([
        { id: a.id, status: 'cancelled' },
      ]);
    } finally {
      shareIndexStamps(null);
      await Promise.all([local.close(), other.close()]);
    }
  });

  it('list a change whose process died after writing the booking, before its entries', async () => {
    const shop = await createBookingShop(app);
    const customer = await bookingClient(app);
    const a = await book(customer, shop, daysAhead(2), '12:00');
    expect(ids((await customer.list('?scope=upcoming')).body.data.items)).toEqual([a.id]);

    // a cancel's first two steps (entries marked, booking written); the process dies before the third
    const record = await BookingModel.findById(a.id).lean<BookingRecord>();
    const version = (record?.version ?? 0) + 1;
    await beginBookingChange(record!, version);
    await BookingModel.updateOne({ _id: a.id }, { $set: { status: 'cancelled', version } });

    // this instance, and one started afresh (nothing in memory), list it as it is stored
    for (const restart of [false, true]) {
      if (restart) forgetBookingIndexes();
      expect((await customer.list('?scope=upcoming')).body.data.items).toEqual([]);
      expect((await customer.list()).body.data.items).toMatchObject([
        { id: a.id, status: 'cancelled' },
      ]);
    }
  });

  it('a refused reschedule leaves no pending mark: the next list is still served from memory', async () => {
    const shop = await createBookingShop(app);
    const customer = await bookingClient(app);
    const mine = await book(customer, shop, daysAhead(4), '10:00');
    await book(await bookingClient(app), shop, daysAhead(4), '12:00');
    expect(ids((await customer.list('?scope=upcoming')).body.data.items)).toEqual([mine.id]);

    const moved = await customer.put(mine.id, { date: daysAhead(4), time: '12:00' });
    expect(moved.status).toBe(409);
    const stored = (await BookingIndexModel.findById(`cust:${customer.user.id}`).lean<{
      entries: Record<string, string>;
      marks?: Record<string, { pending?: number }>;
    }>())!;
    expect(decodeEntry(stored.entries[mine.id])).toBeTruthy();
    expect(decodeEntry(stored.entries[mine.id])?.pending).toBeUndefined();
    expect(stored.marks?.[mine.id]).toBeUndefined();
    const commands = await commandsDuring(async () => {
      expect(ids((await customer.list('?scope=upcoming')).body.data.items)).toEqual([mine.id]);
    });
    expect(commands.filter((c) => /^(bookings|bookingindexes)\./.test(c))).toEqual([]);
  });
});
