import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/opening-hours';
import { BookingIndexModel } from '../../server/models/booking-index.model';
import { BookingModel } from '../../server/models/booking.model';
import { ShopModel } from '../../server/models/shop.model';
import { forgetBookingIndexes } from '../../server/modules/bookings/booking-index';
import { startTestApp, type TestApp } from './helpers';
import { signIn } from './profile-fixtures';
import {
  asClient,
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  type BookingClient,
  type BookingShop,
} from './support/booking-fixtures';

/**
 * GET /api/bookings reads its lists through the index documents (server/modules/bookings/booking-index.ts): no
 * query on the bookings or shops collections other than by `_id` (on FerretDB's SQLite backend every other
 * filter decodes the whole collection), and the lists stay right through creates, cancels, reschedules into
 * another month and filters.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-bookings-lists', seed: false });
});
afterAll(() => app.close());

const WATCHED = new Set(['bookings', 'shops', 'bookingindexes']);

/** The database operations on the watched collections while `task` runs, as `collection.method filter`. */
async function queriesDuring(task: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  mongoose.set('debug', (collection: string, method: string, ...args: unknown[]) => {
    if (WATCHED.has(collection)) seen.push(`${collection}.${method} ${JSON.stringify(args[0])}`);
  });
  try {
    await task();
  } finally {
    mongoose.set('debug', false);
  }
  return seen;
}

/** A query that is not a lookup by one `_id` (a filter FerretDB could only answer by a scan). */
const scans = (queries: string[]) =>
  queries.filter((query) => !/^\w+\.(findOne|updateOne|deleteOne) \{"_id":"[^"]+"\}$/.test(query));

const ids = (items: { id: string }[]) => items.map((item) => item.id);

async function book(customer: BookingClient, shop: BookingShop, date: string, time: string) {
  const created = await customer.book(bookingBody(shop, date, time));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.booking;
}

describe('booking lists read by _id', () => {
  it("serve a customer's and an owner's lists without filtering a collection", async () => {
    const shop = await createBookingShop(app);
    const customer = await bookingClient(app);
    const first = await book(customer, shop, daysAhead(2), '10:00');
    const second = await book(customer, shop, daysAhead(3), '11:00');
    const owner = asClient(app, shop.owner, await signInOwner(shop));
    // as a process that just started, with nothing in memory (a warm list reads nothing, bookings-lists-memory)
    forgetBookingIndexes();

    let listed: string[] = [];
    const customerQueries = await queriesDuring(async () => {
      listed = ids((await customer.list()).body.data.items);
    });
    expect(listed).toEqual([second.id, first.id]);
    expect(customerQueries.length).toBeGreaterThan(0);
    expect(scans(customerQueries)).toEqual([]);

    const ownerQueries = await queriesDuring(async () => {
      listed = ids((await owner.list('?scope=upcoming')).body.data.items);
    });
    expect(listed).toEqual([first.id, second.id]);
    expect(scans(ownerQueries)).toEqual([]);
  });

  it('follow cancels and reschedules into another month, with scope, status, dates and pages', async () => {
    const shop = await createBookingShop(app);
    const customer = await bookingClient(app);
    const a = await book(customer, shop, daysAhead(2), '10:00');
    const b = await book(customer, shop, daysAhead(4), '10:00');
    const c = await book(customer, shop, daysAhead(5), '12:00');
    expect((await customer.del(a.id)).status).toBe(200);
    // 35 days on is always in another month than 5 days on
    const later = daysAhead(35);
    const moved = await customer.put(b.id, { date: later, time: '15:00' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    const upcoming = (await customer.list('?scope=upcoming')).body.data;
    expect(ids(upcoming.items)).toEqual([c.id, b.id]);
    expect(upcoming.total).toBe(2);
    expect(ids((await customer.list('?scope=past')).body.data.items)).toEqual([a.id]);
    expect(ids((await customer.list('?status=cancelled')).body.data.items)).toEqual([a.id]);
    const paged = (await customer.list('?scope=upcoming&limit=1&page=2')).body.data;
    expect([ids(paged.items), paged.total, paged.totalPages]).toEqual([[b.id], 2, 2]);

    const owner = asClient(app, shop.owner, await signInOwner(shop));
    const all = (await owner.list()).body.data;
    expect(ids(all.items)).toEqual([b.id, c.id, a.id]);
    expect(all.items.find((item) => item.id === b.id)).toMatchObject({ date: later });
    const inRange = await owner.list(`?startDate=${addDays(later, -1)}&endDate=${later}`);
    expect(ids(inRange.body.data.items)).toEqual([b.id]);
    const early = await owner.list(`?startDate=${daysAhead(1)}&endDate=${daysAhead(10)}`);
    expect(ids(early.body.data.items)).toEqual([c.id, a.id]);
  });

  it("give an owner every shop of theirs and nobody else's", async () => {
    const one = await createBookingShop(app);
    const two = await createBookingShop(app);
    await ShopModel.updateOne({ _id: two.id }, { $set: { ownerId: one.ownerId } });
    app.services.shops.catalog.invalidate();
    const customer = await bookingClient(app);
    const x = await book(customer, one, daysAhead(2), '10:00');
    const y = await book(customer, two, daysAhead(3), '10:00');
    const other = await createBookingShop(app);
    await book(await bookingClient(app), other, daysAhead(2), '10:00');

    const owner = asClient(app, one.owner, await signInOwner(one));
    expect(ids((await owner.list()).body.data.items)).toEqual([y.id, x.id]);
    expect(ids((await owner.list(`?shopId=${two.id}`)).body.data.items)).toEqual([y.id]);
    // a shop no longer approved (out of the catalog) still shows its bookings to its owner
    await ShopModel.updateOne({ _id: one.id }, { $set: { approvalStatus: 'rejected' } });
    app.services.shops.catalog.invalidate();
    expect(ids((await owner.list()).body.data.items)).toEqual([y.id, x.id]);
  });

  it('index bookings stored before the index documents existed, once', async () => {
    const shop = await createBookingShop(app);
    const customer = await bookingClient(app);
    const booking = await book(customer, shop, daysAhead(6), '16:00');
    // as an older version of the app left it: the booking without its index entries and no marker
    await BookingIndexModel.deleteMany({});
    forgetBookingIndexes();
    expect(await BookingModel.countDocuments({ _id: booking.id })).toBe(1);

    expect(ids((await customer.list()).body.data.items)).toEqual([booking.id]);
    const owner = asClient(app, shop.owner, await signInOwner(shop));
    expect(ids((await owner.list()).body.data.items)).toEqual([booking.id]);
    expect(await BookingIndexModel.countDocuments({ _id: 'meta:booking-index-v1' })).toBe(1);
  });
});

const signInOwner = (shop: BookingShop): Promise<string> => signIn(app, shop.owner);
