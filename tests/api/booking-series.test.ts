import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/domain/booking';
import {
  occurrenceDates,
  type SeriesPreview,
  type SeriesResult,
} from '../../src/domain/booking-series';
import { addDays } from '../../src/domain/opening-hours';
import { BookingModel } from '../../server/models/booking.model';
import { startTestApp, type TestApp } from './helpers';
import { client, signIn } from './profile-fixtures';
import {
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

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-booking-series', seed: false });
});
afterAll(async () => {
  await app?.close();
});

const weekly = (count: number) => ({ recurrence: { frequency: 'weekly', count } });

/** Every slot claim of the shop belongs to a booking that holds it, and every held cell is claimed. */
async function claimsMatchBookings(shop: BookingShop): Promise<void> {
  const state = await writtenState(shop.id);
  const bookings = await BookingModel.find({ shopId: shop.id }).lean();
  const held = bookings.flatMap((booking) => booking.cells).sort();
  expect(state.claims).toEqual(held);
}

async function customerSeries(shop: BookingShop, start: string) {
  const customer = await bookingClient(app, 'customer');
  const api = client(app, customer.token);
  const body = bookingBody(shop, start, '10:00', weekly(4));
  return { customer, api, body };
}

describe('a weekly series booked by a customer', () => {
  it('previews four free occurrences and claims four bookings that share the series', async () => {
    const shop = await createBookingShop(app);
    const start = daysAhead(2);
    const { api, body } = await customerSeries(shop, start);
    const preview = await api.post<SeriesPreview>('/bookings/series/preview', body);
    expect(preview.status).toBe(200);
    expect(preview.body.data.occurrences.map((o) => [o.date, o.time, o.free])).toEqual(
      [0, 7, 14, 21].map((days) => [addDays(start, days), '10:00', true]),
    );
    expect(preview.body.data.conflicts).toEqual([]);

    const created = await api.post<SeriesResult>('/bookings/series', body);
    expect(created.status).toBe(201);
    const { seriesId, bookings, failed } = created.body.data;
    expect(failed).toEqual([]);
    expect(bookings.map((b) => [b.date, b.startTime, b.series])).toEqual(
      [0, 1, 2, 3].map((index) => [
        addDays(start, 7 * index),
        '10:00',
        { id: seriesId, frequency: 'weekly', index, count: 4 },
      ]),
    );
    for (const index of [0, 1, 2, 3])
      expect(slotAt(await slotsOf(app, shop, addDays(start, 7 * index)), '10:00')?.available).toBe(
        false,
      );
    await claimsMatchBookings(shop);
  });

  it('lists a taken occurrence as a conflict; creating without skipping it fails only that one', async () => {
    const shop = await createBookingShop(app);
    const start = daysAhead(3);
    const { api, body } = await customerSeries(shop, start);
    const other = await bookingClient(app, 'customer');
    expect((await other.book(bookingBody(shop, addDays(start, 14), '10:00'))).status).toBe(201);

    const preview = await api.post<SeriesPreview>('/bookings/series/preview', body);
    expect(preview.body.data.conflicts).toEqual([
      { index: 2, date: addDays(start, 14), time: '10:00', free: false, conflict: 'SLOT_TAKEN' },
    ]);
    const created = await api.post<SeriesResult>('/bookings/series', body);
    expect(created.status).toBe(201);
    expect(created.body.data.bookings.map((b) => b.series?.index)).toEqual([0, 1, 3]);
    expect(created.body.data.failed).toEqual([
      expect.objectContaining({ index: 2, date: addDays(start, 14), code: 'SLOT_TAKEN' }),
    ]);
    await claimsMatchBookings(shop);

    // accepting the conflict: the same series a week later, skipping that date
    const skipping = await api.post<SeriesResult>('/bookings/series', {
      ...body,
      time: '12:00',
      skipDates: [addDays(start, 7)],
    });
    expect(skipping.status).toBe(201);
    expect(skipping.body.data.skipped).toEqual([addDays(start, 7)]);
    expect(skipping.body.data.bookings).toHaveLength(3);
  });

  it('cancels one occurrence, then the rest; nobody else can cancel it', async () => {
    const shop = await createBookingShop(app);
    const start = daysAhead(2);
    const { customer, api, body } = await customerSeries(shop, start);
    const created = await api.post<SeriesResult>('/bookings/series', body);
    const { seriesId, bookings } = created.body.data;

    const one = await customer.del(bookings[1]!.id);
    expect(one.body.data.booking.status).toBe('cancelled');
    expect((await customer.get(bookings[2]!.id)).body.data.booking.status).toBe('confirmed');

    const stranger = client(app, (await bookingClient(app, 'customer')).token);
    const refused = await stranger.del(`/bookings/series/${seriesId}`);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'SERIES_NOT_FOUND' });
    expect((await api.del('/bookings/series/bs_unknown')).status).toBe(404);

    const rest = await api.del<SeriesResult>(
      `/bookings/series/${seriesId}?from=${addDays(start, 7)}`,
    );
    expect(rest.status).toBe(200);
    // the already cancelled occurrence is not cancelled twice
    expect(rest.body.data.bookings.map((b) => [b.series?.index, b.status])).toEqual([
      [2, 'cancelled'],
      [3, 'cancelled'],
    ]);
    expect((await customer.get(bookings[0]!.id)).body.data.booking.status).toBe('confirmed');
    for (const index of [1, 2, 3])
      expect(slotAt(await slotsOf(app, shop, addDays(start, 7 * index)), '10:00')?.available).toBe(
        true,
      );
    await claimsMatchBookings(shop);
  });

  it('is moved as one by the owner: every future occurrence to the new time', async () => {
    const shop = await createBookingShop(app);
    const start = daysAhead(3);
    const { customer, api, body } = await customerSeries(shop, start);
    const created = await api.post<SeriesResult>('/bookings/series', body);
    const { seriesId } = created.body.data;
    // a week later someone holds 14:00
    const other = await bookingClient(app, 'customer');
    expect((await other.book(bookingBody(shop, addDays(start, 7), '14:00'))).status).toBe(201);

    const owner = client(app, await signIn(app, shop.owner));
    const moved = await owner.put<SeriesResult>(`/bookings/series/${seriesId}`, {
      time: '14:00',
      reason: 'The afternoon suits the stylist',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.bookings.map((b) => [b.series?.index, b.startTime])).toEqual([
      [0, '14:00'],
      [2, '14:00'],
      [3, '14:00'],
    ]);
    expect(moved.body.data.failed).toEqual([
      expect.objectContaining({ index: 1, code: 'SLOT_TAKEN' }),
    ]);
    const mine = (await customer.list('?scope=upcoming')).body.data.items.filter(
      (b: Booking) => b.series?.id === seriesId,
    );
    expect(mine.map((b: Booking) => b.startTime).sort()).toEqual([
      '10:00',
      '14:00',
      '14:00',
      '14:00',
    ]);
    await claimsMatchBookings(shop);
  });
});

describe('a series the shop books', () => {
  it('repeats monthly on the 31st, skipping months without one, beyond the customers horizon', async () => {
    const shop = await createBookingShop(app);
    const owner = client(app, await signIn(app, shop.owner));
    let start = daysAhead(2);
    while (!start.endsWith('-31')) start = addDays(start, 1);
    const body = {
      shopId: shop.id,
      serviceIds: [shop.services.trim],
      date: start,
      time: '11:00',
      source: 'phone',
      customer: { name: 'Monica Monthly', phone: '+393479876543' },
      recurrence: { frequency: 'monthly', count: 4 },
    };
    const created = await owner.post<SeriesResult>('/bookings/series', body);
    expect(created.status).toBe(201);
    const dates = created.body.data.bookings.map((b) => b.date);
    expect(dates).toEqual(occurrenceDates(start, 'monthly', 4));
    expect(dates.every((date) => date.endsWith('-31'))).toBe(true);
    expect(
      created.body.data.bookings.every((b) => b.source === 'phone' && b.status === 'confirmed'),
    ).toBe(true);

    // a customer's series stays inside the booking horizon: the far occurrences are conflicts
    const customer = client(app, (await bookingClient(app, 'customer')).token);
    const preview = await customer.post<SeriesPreview>('/bookings/series/preview', {
      ...bookingBody(shop, start, '15:00'),
      recurrence: { frequency: 'monthly', count: 4 },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data.conflicts.at(-1)?.conflict).toBe('TOO_FAR');
  });

  it('answers 404 to another owner and 400 to a bad recurrence', async () => {
    const shop = await createBookingShop(app);
    const rival = await createBookingShop(app);
    const rivalOwner = client(app, await signIn(app, rival.owner));
    const body = {
      shopId: shop.id,
      serviceIds: [shop.services.cut],
      date: daysAhead(2),
      time: '10:00',
      source: 'walk_in',
      customer: { name: 'Ada', phone: '+393471234004' },
      recurrence: { frequency: 'weekly', count: 3 },
    };
    const refused = await rivalOwner.post('/bookings/series/preview', body);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'SHOP_NOT_FOUND' });
    const owner = client(app, await signIn(app, shop.owner));
    for (const recurrence of [
      { frequency: 'weekly', count: 13 },
      { frequency: 'weekly', count: 1 },
      { frequency: 'daily', count: 3 },
    ])
      expect((await owner.post('/bookings/series', { ...body, recurrence })).status).toBe(400);
  });
});
