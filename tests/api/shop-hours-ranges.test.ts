import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekdayIndex } from '../../src/domain/availability-plan';
import { WEEKDAYS, type WorkingHours } from '../../src/domain/shop';
import {
  HOURS_MESSAGES,
  type AffectedBooking,
  type WorkingHoursSaved,
  type WorkingHoursSettings,
} from '../../src/domain/shop-hours';
import { ShopModel } from '../../server/models/shop.model';
import type { ShopChanges } from '../../server/modules/shop-admin/shop-changes';
import { startTestApp, type TestApp } from './helpers';
import { client, signIn } from './profile-fixtures';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  slotAt,
  slotsOf,
  type BookingShop,
} from './support/booking-fixtures';

/**
 * Days with several time ranges (issue 14): saved and read back in order, refused when they overlap, honoured by
 * the slots and the booking check, old one-range documents still read, and a booking made while a change of hours
 * is being saved reported to the owner.
 */

let app: TestApp;
/** runs once inside the next hours save, after its write and before this instance serves the new hours */
let duringSave: (() => Promise<void>) | null = null;

beforeAll(async () => {
  app = await startTestApp({
    dbName: 'api-shop-hours-ranges',
    seed: false,
    services: (real) => {
      const changes: ShopChanges = {
        async applied(change) {
          const run = duringSave;
          duringSave = null;
          if (run) await run();
          return real.shopChanges.applied(change);
        },
      };
      return { ...real, shopChanges: changes };
    },
  });
});
afterAll(async () => {
  await app?.close();
});

const SPLIT = [
  { start: '09:00', end: '13:00' },
  { start: '15:00', end: '19:00' },
];
const hoursPath = (shop: BookingShop) => `/shops/${shop.id}/working-hours`;
const weekdayOf = (date: string) => WEEKDAYS[weekdayIndex(date)]!;
type Errors = { errors: Record<string, string> };

async function ownedShop() {
  const shop = await createBookingShop(app);
  const owner = client(app, await signIn(app, shop.owner));
  const current = (await owner.get<WorkingHoursSettings>(hoursPath(shop))).body.data;
  const { timeZone: _zone, ...body } = current;
  /** the current settings with one weekday's ranges replaced */
  const withDay = (date: string, ranges: { start: string; end: string }[]) => ({
    ...body,
    workingHours: { ...body.workingHours, [weekdayOf(date)]: { isOpen: true, ranges } },
  });
  return { shop, owner, withDay };
}

const details = (shop: BookingShop) =>
  client(app).get<{ shop: { workingHours: WorkingHours } }>(`/shops/${shop.id}`);

describe('a day with two ranges', () => {
  it('reads a day stored as one start–end, then saves ranges in order in the new shape', async () => {
    const { shop, owner, withDay } = await ownedShop();
    // a document written before days had several ranges
    const old = { isOpen: true, start: '09:00', end: '19:00' };
    await ShopModel.collection.updateOne(
      { _id: shop.id as never },
      { $set: { workingHours: Object.fromEntries(WEEKDAYS.map((d) => [d, old])) } },
    );
    app.services.shops.catalog.invalidate();
    const read = await owner.get<WorkingHoursSettings>(hoursPath(shop));
    expect(read.body.data.workingHours.monday).toEqual({
      isOpen: true,
      ranges: [{ start: '09:00', end: '19:00' }],
    });
    expect((await details(shop)).body.data.shop.workingHours.friday.ranges).toEqual([
      { start: '09:00', end: '19:00' },
    ]);
    const date = daysAhead(4);
    expect(slotAt(await slotsOf(app, shop, date), '13:00')?.available).toBe(true);

    const saved = await owner.put<WorkingHoursSaved>(
      hoursPath(shop),
      withDay(date, [...SPLIT].reverse()),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.workingHours[weekdayOf(date)]).toEqual({ isOpen: true, ranges: SPLIT });
    expect(saved.body.data.bookedMeanwhile).toEqual([]);
    const stored = (await ShopModel.collection.findOne({ _id: shop.id as never })) as {
      workingHours: Record<string, Record<string, unknown>>;
    } | null;
    expect(stored?.workingHours.monday).toEqual({
      isOpen: true,
      ranges: [{ start: '09:00', end: '19:00' }],
    });
    expect((await details(shop)).body.data.shop.workingHours[weekdayOf(date)].ranges).toEqual(
      SPLIT,
    );

    // no slot in the gap, nor one running into it (the service lasts an hour)
    const slots = await slotsOf(app, shop, date);
    expect(slotAt(slots, '12:00')?.available).toBe(true);
    expect(slots.filter((s) => s.time >= '12:30' && s.time < '15:00')).toEqual([]);
    expect(slotAt(slots, '15:00')?.available).toBe(true);
    // and no booking there either
    const inGap = await (await bookingClient(app)).book(bookingBody(shop, date, '13:30'));
    expect(inGap.status).toBe(400);
    expect(inGap.body).toMatchObject({ success: false, code: 'OUTSIDE_HOURS' });
    expect((await (await bookingClient(app)).book(bookingBody(shop, date, '15:00'))).status).toBe(
      201,
    );
  });

  it('refuses overlapping, touching, reversed, missing and too many ranges, naming the field', async () => {
    const { shop, owner, withDay } = await ownedShop();
    const date = daysAhead(3);
    const refused = async (ranges: { start: string; end: string }[]) => {
      const answer = await owner.put(hoursPath(shop), withDay(date, ranges));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      return (answer.body as unknown as Errors).errors;
    };
    const at = `workingHours.${weekdayOf(date)}.ranges`;
    expect(await refused([SPLIT[0]!, { start: '12:00', end: '19:00' }])).toEqual({
      [`${at}[1].start`]: HOURS_MESSAGES.rangesOverlap,
    });
    expect(await refused([SPLIT[0]!, { start: '13:00', end: '19:00' }])).toEqual({
      [`${at}[1].start`]: HOURS_MESSAGES.rangesOverlap,
    });
    expect(await refused([SPLIT[0]!, { start: '19:00', end: '15:00' }])).toEqual({
      [`${at}[1].end`]: HOURS_MESSAGES.invalidRange,
    });
    expect(await refused([])).toEqual({ [at]: HOURS_MESSAGES.rangesRequired });
    const five = ['08', '10', '12', '14', '16'].map((h) => ({ start: `${h}:00`, end: `${h}:30` }));
    expect(await refused(five)).toEqual({ [at]: HOURS_MESSAGES.tooManyRanges });
    // nothing was written
    expect(
      (await owner.get<WorkingHoursSettings>(hoursPath(shop))).body.data.workingHours[
        weekdayOf(date)
      ].ranges,
    ).toEqual([{ start: '09:00', end: '19:00' }]);
  });

  it('lists a booking the new gap would leave outside (409) before saving', async () => {
    const { shop, owner, withDay } = await ownedShop();
    const date = daysAhead(4);
    const booked = await (await bookingClient(app)).book(bookingBody(shop, date, '13:00'));
    expect(booked.status).toBe(201);
    const conflict = await owner.put(hoursPath(shop), withDay(date, SPLIT));
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ code: 'HOURS_AFFECT_BOOKINGS' });
    const listed = (conflict.body as unknown as { data: { affectedBookings: AffectedBooking[] } })
      .data.affectedBookings;
    expect(listed.map((b) => [b.id, b.time])).toEqual([[booked.body.data.booking.id, '13:00']]);
  });
});

describe('a booking made while the hours are being saved', () => {
  it('is kept, and the answer lists it for the owner', async () => {
    const { shop, owner, withDay } = await ownedShop();
    const date = daysAhead(5);
    // a first booking: this instance now holds the shop as it is, to place bookings against
    expect((await (await bookingClient(app)).book(bookingBody(shop, date, '09:00'))).status).toBe(
      201,
    );
    const customer = await bookingClient(app);
    let meanwhile: Awaited<ReturnType<typeof customer.book>> | undefined;
    // after the affected-bookings check and the write, before the new hours are served
    duringSave = async () => {
      meanwhile = await customer.book(bookingBody(shop, date, '13:30'));
    };
    const saved = await owner.put<WorkingHoursSaved>(hoursPath(shop), withDay(date, SPLIT));
    expect(saved.status).toBe(200);
    expect(meanwhile?.status).toBe(201);
    const booking = meanwhile!.body.data.booking;
    expect(saved.body.data.bookedMeanwhile).toEqual([
      {
        id: booking.id,
        reference: booking.reference,
        date,
        time: '13:30',
        customerName: 'Carla Cliente',
        service: 'Cut',
      },
    ]);
    expect((await customer.get(booking.id)).body.data.booking.status).toBe('confirmed');
    // the new hours hold from now on
    const late = await (await bookingClient(app)).book(bookingBody(shop, date, '14:00'));
    expect(late.body).toMatchObject({ code: 'OUTSIDE_HOURS' });
    // the kept booking is an exception now: the same hours save without asking
    const again = await owner.put<WorkingHoursSaved>(hoursPath(shop), withDay(date, SPLIT));
    expect(again.status).toBe(200);
    expect(again.body.data.bookedMeanwhile).toEqual([]);
  });
});
