import { randomUUID } from 'node:crypto';
import { shopToday } from '../../../src/domain/availability';
import type { AvailableSlots, Booking, BookingList, TimeSlot } from '../../../src/domain/booking';
import { addDays, weekHours, type DayWindow } from '../../../src/domain/opening-hours';
import { BookingDayModel, daysOfMonthSheet } from '../../../server/models/booking-day.model';
import { BookingIntentModel } from '../../../server/models/booking-intent.model';
import { BookingModel } from '../../../server/models/booking.model';
import { IdempotencyModel } from '../../../server/models/idempotency.model';
import { ServiceModel } from '../../../server/models/service.model';
import { ShopModel } from '../../../server/models/shop.model';
import { SlotClaimModel } from '../../../server/models/slot-claim.model';
import type { TestApp } from '../helpers';
import { client, createUser, signIn, type Envelope, type TestUser } from '../profile-fixtures';

/**
 * A shop made for the booking tests: open every day 09:00–19:00 (Europe/Rome), known services and staff, so the
 * tests depend on no demo data and on no weekday. Dates are a few days ahead of the real clock in the shop's zone.
 */
export const ZONE = 'Europe/Rome';
export const daysAhead = (days: number): string => addDays(shopToday(new Date(), ZONE), days);

export interface BookingShop {
  id: string;
  ownerId: string;
  owner: TestUser;
  services: { cut: string; trim: string; color: string; offline: string; retired: string };
}

export interface ShopOptions {
  autoConfirm?: boolean;
  staff?: { _id: string; name: string; serviceIds?: string[] }[];
  cancellation?: { allowedHours: number; feePercentage: number };
  reschedule?: { allowedHours: number; maxReschedules: number };
  /** service settings of `cut` */
  cut?: { minNoticeHours?: number; maxAdvanceDays?: number };
}

const EVERY_DAY = weekHours(Array.from({ length: 7 }, (): DayWindow => ['09:00', '19:00']));

export async function createBookingShop(
  app: TestApp,
  options: ShopOptions = {},
): Promise<BookingShop> {
  const id = `booking-test-${randomUUID().slice(0, 8)}`;
  const owner = await createUser({ role: 'shop', name: 'Owner Person' });
  await ShopModel.create({
    _id: id,
    name: 'Salone Prova',
    businessType: 'salon',
    category: 'hair',
    location: {
      address: 'Via Roma 1',
      city: 'Roma',
      zipCode: '00100',
      latitude: 41.9,
      longitude: 12.5,
    },
    workingHours: EVERY_DAY,
    // a photo: a shop without one is not public (src/domain/shop-setup.ts)
    photos: ['/images/test-shop.jpg'],
    timeZone: ZONE,
    approvalStatus: 'approved',
    ownerId: owner.id,
    autoConfirm: options.autoConfirm ?? true,
    staff: options.staff ?? [],
    policies: {
      cancellation: options.cancellation ?? { allowedHours: 24, feePercentage: 0 },
      reschedule: options.reschedule ?? { allowedHours: 24, maxReschedules: 2 },
    },
  });
  const service = (slug: string, minutes: number, cents: number, extra: object = {}) => ({
    _id: `${id}--${slug}`,
    shopId: id,
    name: slug[0]!.toUpperCase() + slug.slice(1),
    category: 'hair',
    durationMinutes: minutes,
    priceCents: cents,
    ...extra,
  });
  await ServiceModel.insertMany([
    service('cut', 60, 3500, options.cut ?? {}),
    service('trim', 30, 1500),
    service('color', 90, 6000),
    service('offline', 30, 2000, { onlineBooking: false }),
    service('retired', 30, 2000, { active: false }),
  ]);
  app.services.shops.catalog.invalidate();
  await app.services.shops.catalog.current();
  return {
    id,
    ownerId: owner.id,
    owner,
    services: {
      cut: `${id}--cut`,
      trim: `${id}--trim`,
      color: `${id}--color`,
      offline: `${id}--offline`,
      retired: `${id}--retired`,
    },
  };
}

export const DETAILS = {
  phone: '+393331234567',
  specialRequests: 'Quiet chair please',
  firstTimeCustomer: true,
  sendReminders: true,
  acceptTerms: true,
};

export function bookingBody(shop: BookingShop, date: string, time: string, extra: object = {}) {
  return {
    shopId: shop.id,
    serviceIds: [shop.services.cut],
    date,
    time,
    customerDetails: DETAILS,
    ...extra,
  };
}

/** A signed-in user with the booking calls. */
export async function bookingClient(
  app: TestApp,
  role: 'customer' | 'shop' | 'admin' = 'customer',
  user?: TestUser,
) {
  const who =
    user ?? (await createUser({ role, name: role === 'customer' ? 'Carla Cliente' : 'Some One' }));
  const token = await signIn(app, who);
  return asClient(app, who, token);
}

export function asClient(app: TestApp, user: TestUser, token: string) {
  const api = client(app, token);
  const auth = { authorization: `Bearer ${token}` };
  return {
    user,
    token,
    book: (body: unknown, key?: string) =>
      fetch(`${app.baseUrl}/api/bookings`, {
        method: 'POST',
        headers: {
          ...auth,
          'content-type': 'application/json',
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: JSON.stringify(body),
      }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as Envelope<{ booking: Booking }>,
      })),
    list: (query = '') => api.get<BookingList>(`/bookings${query}`),
    get: (id: string) => api.get<{ booking: Booking }>(`/bookings/${id}`),
    put: (id: string, body: unknown) => api.put<{ booking: Booking }>(`/bookings/${id}`, body),
    del: (id: string) => api.del<{ success: boolean; booking: Booking }>(`/bookings/${id}`),
    ics: (id: string) => fetch(`${app.baseUrl}/api/bookings/${id}/calendar.ics`, { headers: auth }),
  };
}
export type BookingClient = Awaited<ReturnType<typeof bookingClient>>;

export async function slotsOf(
  app: TestApp,
  shop: BookingShop,
  date: string,
  serviceIds: string[] = [shop.services.cut],
  staffId?: string,
): Promise<TimeSlot[]> {
  const query = new URLSearchParams({ shopId: shop.id, serviceIds: serviceIds.join(','), date });
  if (staffId) query.set('staffId', staffId);
  const response = await fetch(`${app.baseUrl}/api/bookings/available-slots?${query}`);
  const body = (await response.json()) as Envelope<AvailableSlots>;
  if (response.status !== 200) throw new Error(`slots ${response.status}: ${JSON.stringify(body)}`);
  return body.data.slots;
}

export const slotAt = (slots: TimeSlot[], time: string): TimeSlot | undefined =>
  slots.find((slot) => slot.time === time);

/** Everything the bookings module writes, counted (to show a failure wrote nothing). */
export async function writtenState(shopId: string) {
  const claims = await SlotClaimModel.find({}).lean();
  const sheets = await BookingDayModel.find({}).lean<
    { _id: string; cells: Record<string, string> }[]
  >();
  return {
    bookings: await BookingModel.countDocuments({ shopId }),
    claims: claims
      .filter((c) => c._id.startsWith(`slot:${shopId}:`))
      .map((c) => c._id)
      .sort(),
    intents: await BookingIntentModel.countDocuments({}),
    idempotency: await IdempotencyModel.countDocuments({}),
    cells: sheets
      .filter((s) => s._id.startsWith(`${shopId}:`))
      .flatMap((s) =>
        [...daysOfMonthSheet(s._id, s.cells ?? {})].flatMap(([dayId, cells]) =>
          Object.keys(cells).map((key) => `${dayId}/${key}`),
        ),
      )
      .sort(),
  };
}
