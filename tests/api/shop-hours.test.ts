import { describe, expect, it } from 'vitest';
import type { Booking } from '../../src/domain/booking';
import { WEEKDAYS, type WorkingHours } from '../../src/domain/shop';
import {
  HOURS_MESSAGES,
  type AffectedBooking,
  type PoliciesSettings,
  type ShopNotificationSettings,
  type WorkingHoursSettings,
} from '../../src/domain/shop-hours';
import { weekdayIndex } from '../../src/domain/availability-plan';
import { BookingModel } from '../../server/models/booking.model';
import { ShopModel } from '../../server/models/shop.model';
import { eventually } from './booking-jobs-fixtures';
import type { TestApp } from './helpers';
import { client, createUser, signIn } from './profile-fixtures';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  slotAt,
  slotsOf,
  type BookingShop,
} from './support/booking-fixtures';
import { appWithBookingMail } from './support/booking-mail-app';
import { readOutbox } from './support/outbox-client';

let app: TestApp;
appWithBookingMail('api-shop-hours', (started) => (app = started));

const hoursPath = (shop: BookingShop) => `/shops/${shop.id}/working-hours`;

async function ownedShop() {
  const shop = await createBookingShop(app);
  // a photo completes the set-up checklist, so customers see the shop (src/domain/shop-setup.ts)
  await ShopModel.updateOne({ _id: shop.id }, { $set: { photos: ['/uploads/shops/front.jpg'] } });
  app.services.shops.catalog.invalidate();
  await app.services.shops.catalog.current();
  const owner = client(app, await signIn(app, shop.owner));
  const current = await owner.get<WorkingHoursSettings>(hoursPath(shop));
  expect(current.status).toBe(200);
  return { shop, owner, current: current.body.data };
}

/** A settings body from the current one with some parts replaced. */
const body = (current: WorkingHoursSettings, change: Partial<WorkingHoursSettings> & object) => {
  const { timeZone: _zone, ...rest } = { ...current, ...change };
  return rest;
};

const weekdayOf = (date: string) => WEEKDAYS[weekdayIndex(date)]!;

describe('reading and saving the hours', () => {
  it('answers the week, breaks, special dates (both languages) and zone, and saves a new set', async () => {
    const { shop, owner, current } = await ownedShop();
    expect(current).toEqual({
      workingHours: Object.fromEntries(
        WEEKDAYS.map((d) => [d, { isOpen: true, ranges: [{ start: '09:00', end: '19:00' }] }]),
      ),
      breaks: [],
      specialDates: [],
      timeZone: 'Europe/Rome',
    });
    const holiday = daysAhead(20);
    const next = body(current, {
      workingHours: {
        ...current.workingHours,
        sunday: { isOpen: false, ranges: [{ start: '09:00', end: '19:00' }] },
      },
      breaks: [{ name: 'Lunch', days: ['monday', 'tuesday'], start: '13:00', end: '14:00' }],
      specialDates: [
        {
          date: holiday,
          isClosed: false,
          start: '10:00',
          end: '14:00',
          description: { en: 'Short day', it: 'Giornata corta' },
        },
      ],
    });
    const saved = await owner.put<WorkingHoursSettings>(hoursPath(shop), next);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ ...next, timeZone: 'Europe/Rome', bookedMeanwhile: [] });
    expect((await owner.get(hoursPath(shop))).body.data).toEqual({
      ...next,
      timeZone: 'Europe/Rome',
    });
    // the public details show the new hours at once
    const details = await client(app).get<{ shop: { workingHours: WorkingHours } }>(
      `/shops/${shop.id}`,
    );
    expect(details.body.data.shop.workingHours.sunday.isOpen).toBe(false);
  });

  it('refuses other owners and malformed ids (404), customers (403), anonymous callers (401)', async () => {
    const { shop, current } = await ownedShop();
    const other = client(app, await signIn(app, await createUser({ role: 'shop' })));
    const customer = client(app, await signIn(app, await createUser()));
    for (const path of [
      hoursPath(shop),
      `/shops/${shop.id}/policies`,
      `/shops/${shop.id}/personal-area-settings`,
    ]) {
      const read = await other.get(path);
      expect(read.status).toBe(404);
      expect(read.body).toMatchObject({ success: false, code: 'SHOP_NOT_FOUND' });
      expect((await customer.get(path)).status).toBe(403);
      expect((await client(app).get(path)).status).toBe(401);
    }
    expect((await other.put(hoursPath(shop), body(current, {}))).status).toBe(404);
    expect((await other.get('/shops/%24bad%20id/working-hours')).status).toBe(404);
  });

  it('answers each validation failure with its message id', async () => {
    const { shop, owner, current } = await ownedShop();
    const invalid = await owner.put(
      hoursPath(shop),
      body(current, {
        workingHours: {
          ...current.workingHours,
          monday: { isOpen: true, ranges: [{ start: '18:00', end: '09:00' }] },
        },
        breaks: [{ name: ' ', days: [], start: '14:00', end: '13:00' }],
        specialDates: [
          { date: daysAhead(3), isClosed: false, start: '15:00', end: '11:00', description: {} },
          { date: daysAhead(3), isClosed: true, start: null, end: null, description: {} },
          { date: '', isClosed: true, start: null, end: null, description: {} },
        ],
      }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((invalid.body as { errors: Record<string, string> }).errors).toMatchObject({
      'workingHours.monday.ranges[0].end': HOURS_MESSAGES.invalidRange,
      'breaks[0].name': HOURS_MESSAGES.breakName,
      'breaks[0].days': HOURS_MESSAGES.breakDays,
      'breaks[0].end': HOURS_MESSAGES.breakRange,
      'specialDates[0].end': HOURS_MESSAGES.dateRange,
      'specialDates[1].date': HOURS_MESSAGES.dateRepeated,
      'specialDates[2].date': HOURS_MESSAGES.dateRequired,
    });
    const past = await owner.put(
      hoursPath(shop),
      body(current, {
        specialDates: [
          { date: daysAhead(-2), isClosed: true, start: null, end: null, description: {} },
        ],
      }),
    );
    expect(past.status).toBe(400);
    expect((past.body as { errors: Record<string, string> }).errors).toEqual({
      'specialDates[0].date': HOURS_MESSAGES.datePast,
    });
    const tooMany = await owner.put(
      hoursPath(shop),
      body(current, {
        breaks: Array.from({ length: 21 }, () => ({
          name: 'Pause',
          days: ['monday' as const],
          start: '10:00',
          end: '10:15',
        })),
      }),
    );
    expect(tooMany.status).toBe(400);
    expect((tooMany.body as { errors: Record<string, string> }).errors).toEqual({
      breaks: HOURS_MESSAGES.tooManyBreaks,
    });
    // nothing was written
    expect((await owner.get(hoursPath(shop))).body.data).toEqual(current);
  });
});

describe('slots follow the hours at once', () => {
  it('a new break and a closed special date take those times off the booking page right after the save', async () => {
    const { shop, owner, current } = await ownedShop();
    const day = daysAhead(5);
    const closed = daysAhead(6);
    expect(slotAt(await slotsOf(app, shop, day), '13:00')?.available).toBe(true);
    expect((await slotsOf(app, shop, closed)).length).toBeGreaterThan(0);
    const saved = await owner.put(
      hoursPath(shop),
      body(current, {
        breaks: [{ name: 'Lunch', days: [weekdayOf(day)], start: '13:00', end: '14:00' }],
        specialDates: [
          { date: closed, isClosed: true, start: null, end: null, description: { en: 'Holiday' } },
        ],
      }),
    );
    expect(saved.status).toBe(200);
    expect(slotAt(await slotsOf(app, shop, day), '13:00')).toMatchObject({
      available: false,
      reason: 'break',
    });
    expect(await slotsOf(app, shop, closed)).toEqual([]);
  });
});

describe('bookings outside the new hours', () => {
  async function shopWithBooking() {
    const setup = await ownedShop();
    const customer = await bookingClient(app);
    const date = daysAhead(4);
    const booked = await customer.book(bookingBody(setup.shop, date, '17:00'));
    expect(booked.status).toBe(201);
    const booking = booked.body.data.booking;
    // closing at 16:00 that weekday leaves the 17:00 booking outside
    const shorter = body(setup.current, {
      workingHours: {
        ...setup.current.workingHours,
        [weekdayOf(date)]: { isOpen: true, ranges: [{ start: '09:00', end: '16:00' }] },
      },
    });
    return { ...setup, customer, booking, date, shorter };
  }

  it('answers 409 listing them, and saves nothing', async () => {
    const { shop, owner, booking, date, shorter, current } = await shopWithBooking();
    const conflict = await owner.put(hoursPath(shop), shorter);
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ success: false, code: 'HOURS_AFFECT_BOOKINGS' });
    const listed = (conflict.body as unknown as { data: { affectedBookings: AffectedBooking[] } })
      .data.affectedBookings;
    expect(listed).toEqual([
      {
        id: booking.id,
        reference: booking.reference,
        date,
        time: '17:00',
        customerName: 'Carla Cliente',
        service: 'Cut',
      },
    ]);
    expect((await owner.get(hoursPath(shop))).body.data).toEqual(current);
  });

  it('keeps them as exceptions when asked: saved, the booking intact, and not asked about again', async () => {
    const { shop, owner, booking, customer, shorter } = await shopWithBooking();
    const kept = await owner.put(hoursPath(shop), { ...shorter, affectedBookings: 'keep' });
    expect(kept.status).toBe(200);
    expect((await customer.get(booking.id)).body.data.booking.status).toBe('confirmed');
    // the same hours again: the exception is already known
    expect((await owner.put(hoursPath(shop), shorter)).status).toBe(200);
  });

  it('cancels them with the reason when asked, and the customer is emailed', async () => {
    const { shop, owner, booking, customer, shorter } = await shopWithBooking();
    const noReason = await owner.put(hoursPath(shop), { ...shorter, affectedBookings: 'cancel' });
    expect(noReason.status).toBe(400);
    expect((noReason.body as { errors: Record<string, string> }).errors).toEqual({
      reason: HOURS_MESSAGES.reasonRequired,
    });
    const cancelled = await owner.put(hoursPath(shop), {
      ...shorter,
      affectedBookings: 'cancel',
      reason: 'We close early that day',
    });
    expect(cancelled.status).toBe(200);
    const after = (await customer.get(booking.id)).body.data.booking as Booking;
    expect(after.status).toBe('cancelled');
    const stored = await BookingModel.findById(booking.id).lean();
    expect(JSON.stringify(stored?.history)).toContain('We close early that day');
    const mails = await eventually(
      () => readOutbox(app, `?to=${customer.user.email}`),
      (items) => items.some((m) => m.template === 'booking-updated'),
    );
    expect(mails.find((m) => m.template === 'booking-updated')?.subject).toContain('cancelled');
  });
});

describe('policies and notification settings', () => {
  it('saves the policies (fee in euro, cents stored) and auto-confirm, and refuses values out of range', async () => {
    const { shop, owner } = await ownedShop();
    const path = `/shops/${shop.id}/policies`;
    const policies: PoliciesSettings = {
      cancellation: { allowedHours: 48, feePercentage: 50 },
      reschedule: { allowedHours: 12, maxReschedules: 1 },
      noShow: { feeAmount: 12.5, maxNoShows: 2 },
      autoConfirm: false,
    };
    const saved = await owner.put<PoliciesSettings>(path, policies);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual(policies);
    expect((await owner.get(path)).body.data).toEqual(policies);
    const stored = await ShopModel.findById(shop.id).lean();
    expect(stored?.policies?.noShow?.feeCents).toBe(1250);
    expect(stored?.autoConfirm).toBe(false);
    // a new booking now waits for the shop
    const customer = await bookingClient(app);
    const booked = await customer.book(bookingBody(shop, daysAhead(3), '10:00'));
    expect(booked.body.data.booking.status).toBe('pending');

    const wrong = await owner.put(path, {
      ...policies,
      cancellation: { allowedHours: 169, feePercentage: 101 },
      noShow: { feeAmount: -1, maxNoShows: 1.5 },
    });
    expect(wrong.status).toBe(400);
    expect((wrong.body as { errors: Record<string, string> }).errors).toEqual({
      'cancellation.allowedHours': 'validation.range',
      'cancellation.feePercentage': 'validation.range',
      'noShow.feeAmount': 'validation.range',
      'noShow.maxNoShows': 'validation.integer',
    });
  });

  it('saves the notification toggles', async () => {
    const { shop, owner } = await ownedShop();
    const path = `/shops/${shop.id}/personal-area-settings`;
    expect((await owner.get(path)).body.data).toEqual({
      notifications: { email: true, sms: false, push: false, newBookings: true },
    });
    const next: ShopNotificationSettings = {
      notifications: { email: false, sms: true, push: true, newBookings: false },
    };
    const saved = await owner.put<ShopNotificationSettings>(path, next);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual(next);
    expect((await owner.get(path)).body.data).toEqual(next);
    const wrong = await owner.put(path, { notifications: { email: 'yes' } });
    expect(wrong.status).toBe(400);
  });
});
