import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/domain/booking';
import type { ShopCalendarRange } from '../../src/domain/shop-calendar';
import { BookingModel } from '../../server/models/booking.model';
import { updateBookingInIndexes } from '../../server/modules/bookings/booking-index';
import { startTestApp, type TestApp } from './helpers';
import { client, createUser, signIn } from './profile-fixtures';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  type BookingShop,
} from './support/booking-fixtures';

let app: TestApp;
let shop: BookingShop;
let owner: ReturnType<typeof client>;
let annaBooking: Booking;
let lucaBooking: Booking;

const STAFF = [
  { _id: 'anna', name: 'Anna' },
  { _id: 'luca', name: 'Luca' },
];
const calendarPath = (start: string, days: number | string, shopId = shop.id) =>
  `/shops/${shopId}/calendar?start=${start}&days=${days}`;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-shop-calendar', seed: false });
  shop = await createBookingShop(app, { staff: STAFF });
  owner = client(app, await signIn(app, shop.owner));
  const customer = await bookingClient(app);
  const first = await customer.book(bookingBody(shop, daysAhead(3), '10:00', { staffId: 'anna' }));
  const second = await customer.book(bookingBody(shop, daysAhead(4), '15:30', { staffId: 'luca' }));
  expect([first.status, second.status]).toEqual([201, 201]);
  annaBooking = first.body.data.booking;
  lucaBooking = second.body.data.booking;
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/shops/:id/calendar', () => {
  it('gives the owner the range: dates, hours, columns and each booking on its day and column', async () => {
    const res = await owner.get<ShopCalendarRange>(calendarPath(daysAhead(2), 7));
    expect(res.status).toBe(200);
    const range = res.body.data;
    expect(range.timeZone).toBe('Europe/Rome');
    expect(range.staff.map((s) => s.id)).toEqual(['anna', 'luca']);
    expect(range.dates.map((d) => d.date)).toEqual([2, 3, 4, 5, 6, 7, 8].map((n) => daysAhead(n)));
    expect(range.dates[0]!.open).toEqual({ start: '09:00', end: '19:00' });
    expect(range.bookings.map((b) => [b.id, b.date, b.startTime, b.staffId])).toEqual([
      [annaBooking.id, daysAhead(3), '10:00', 'anna'],
      [lucaBooking.id, daysAhead(4), '15:30', 'luca'],
    ]);
    // the owner's view of a booking: the customer's contact and the shop's actions
    expect(range.bookings[0]!.customerPhone).toBe('+393331234567');
    expect(range.bookings[0]!.allowedActions.length).toBeGreaterThan(0);
    expect(range.blocks).toEqual([]);
  });

  it('lists only the bookings of the asked dates', async () => {
    const res = await owner.get<ShopCalendarRange>(calendarPath(daysAhead(4), 1));
    expect(res.status).toBe(200);
    expect(res.body.data.bookings.map((b) => b.id)).toEqual([lucaBooking.id]);
  });

  it('places a booking on a DST day at its shop-local time (Rome, clocks forward on 28 March 2027)', async () => {
    const before = await BookingModel.findById(annaBooking.id).lean();
    // 10:00 in Rome on 2027-03-28 is 08:00 UTC (CEST, after the change at 02:00)
    await BookingModel.updateOne(
      { _id: annaBooking.id },
      {
        $set: {
          date: '2027-03-28',
          time: '10:00',
          startAt: new Date('2027-03-28T08:00:00Z'),
          endAt: new Date('2027-03-28T09:00:00Z'),
          version: (before?.version ?? 0) + 1,
        },
      },
    );
    await updateBookingInIndexes(annaBooking.id, before?.date ?? undefined);

    const res = await owner.get<ShopCalendarRange>(calendarPath('2027-03-27', 3));
    expect(res.status).toBe(200);
    const range = res.body.data;
    expect(range.dates.map((d) => [d.date, d.weekday])).toEqual([
      ['2027-03-27', 'saturday'],
      ['2027-03-28', 'sunday'],
      ['2027-03-29', 'monday'],
    ]);
    expect(range.bookings.map((b) => [b.date, b.startTime, b.endTime, b.staffId])).toEqual([
      ['2027-03-28', '10:00', '11:00', 'anna'],
    ]);
    // and it left the days it was on
    const old = await owner.get<ShopCalendarRange>(calendarPath(daysAhead(3), 1));
    expect(old.body.data.bookings).toEqual([]);
  });

  it('answers another owner as if the shop did not exist, and refuses customers and strangers', async () => {
    const other = client(app, await signIn(app, await createUser({ role: 'shop', name: 'Other' })));
    const res = await other.get(calendarPath(daysAhead(2), 7));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'SHOP_NOT_FOUND' });
    const customer = client(app, await signIn(app, await createUser({ role: 'customer' })));
    expect((await customer.get(calendarPath(daysAhead(2), 7))).status).toBe(403);
    expect((await client(app).get(calendarPath(daysAhead(2), 7))).status).toBe(401);
  });

  it('serves an admin any shop', async () => {
    const admin = client(app, await signIn(app, await createUser({ role: 'admin' })));
    const res = await admin.get<ShopCalendarRange>(calendarPath(daysAhead(4), 1));
    expect(res.status).toBe(200);
    expect(res.body.data.bookings).toHaveLength(1);
  });

  it('shows at most 42 days at once and refuses a malformed range', async () => {
    expect((await owner.get(calendarPath(daysAhead(0), 42))).status).toBe(200);
    const long = await owner.get(calendarPath(daysAhead(0), 43));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ success: false, code: 'CALENDAR_RANGE_TOO_LONG' });
    for (const bad of [calendarPath('2026-13-01', 7), calendarPath(daysAhead(0), 0)]) {
      const res = await owner.get(bad);
      expect(res.status).toBe(400);
    }
    expect((await owner.get(calendarPath(daysAhead(0), 'seven'))).status).toBe(400);
  });
});
