import { delay, http, HttpResponse } from 'msw';
import { computeCalendar, computeSlots, lastBookableDate, shopToday } from '@/domain/availability';
import {
  calendarQuerySchema,
  moveSlotsQuerySchema,
  slotsQuerySchema,
} from '@/domain/booking-schemas';
import {
  splitIds,
  type AvailableSlots,
  type BookableService,
  type BusyInterval,
} from '@/domain/booking';
import { addDays } from '@/domain/opening-hours';
import {
  availabilityShopOf,
  bookingsMockState as state,
  busyIntervals,
  findMockShop,
} from '../data/bookings';
import { servicesOf, staffProblem } from './booking-placement';
import { ownBooking } from './booking-visibility';
import { failure, invalidQueryFailure } from './failure';
import { authorize, ok } from './profile';
import { validateQuery } from './validation';

const invalidQuery = (name: string, key = 'validation.required') =>
  invalidQueryFailure({ [name]: key });

/** The shop and its chosen services and person for an availability query, or the server's 400/404. */
function resolve(query: {
  shopId: string;
  serviceId?: string;
  serviceIds?: string;
  staffId?: string;
}) {
  const shop = findMockShop(query.shopId);
  if (!shop) return failure('SHOP_NOT_FOUND');
  const ids = query.serviceIds ? splitIds(query.serviceIds) : splitIds(query.serviceId);
  if (ids.length === 0) return invalidQuery('serviceIds');
  const services = servicesOf(shop, ids);
  if (services instanceof Response) return services;
  const staffError = staffProblem(shop, query.staffId, ids);
  if (staffError) return staffError;
  return { shop, services, staffId: query.staffId ?? null };
}

/** A day's grid for these services, from the store's taken times (without `ignoring`'s own). */
function dayGrid(
  shop: NonNullable<ReturnType<typeof findMockShop>>,
  choice: { services: BookableService[]; staffId: string | null; date: string },
  ignoring?: string,
): AvailableSlots {
  const { services, staffId, date } = choice;
  return {
    shopId: shop.id,
    date,
    timeZone: shop.timeZone,
    serviceIds: services.map((s) => s.id),
    staffId,
    duration: services.reduce((sum, s) => sum + s.durationMinutes, 0),
    slots: computeSlots({
      shop: availabilityShopOf(shop),
      services,
      date,
      staffId,
      busy: busyIntervals(shop.id, date, ignoring),
      now: new Date(),
    }),
  };
}

async function slotsFor(url: URL): Promise<AvailableSlots | Response> {
  const query = await validateQuery(slotsQuerySchema, url);
  if (!query.ok) return query.response;
  const { date } = query.value;
  if (addDays(date, 0) !== date) return invalidQuery('date', 'validation.invalidType');
  const resolved = resolve(query.value);
  if (resolved instanceof Response) return resolved;
  const { shop, services, staffId } = resolved;
  return dayGrid(shop, { services, staffId, date });
}

/**
 * Where a move of a booking may go (server: booking-availability.ts moveSlots): its services as booked, the
 * store's taken times without its own.
 */
async function moveSlotsFor(request: Request, id: string): Promise<AvailableSlots | Response> {
  // as the server: the session, the query, a real date, then the booking
  const user = authorize(request);
  if (user instanceof Response) return user;
  const query = await validateQuery(moveSlotsQuerySchema, new URL(request.url));
  if (!query.ok) return query.response;
  const { date } = query.value;
  if (addDays(date, 0) !== date) return invalidQuery('date', 'validation.invalidType');
  const found = ownBooking(request, id);
  if (found instanceof Response) return found;
  const booking = found[1];
  const shop = findMockShop(booking.shopId);
  if (!shop) return failure('SHOP_NOT_FOUND');
  const ids = booking.services.map((line) => line.id);
  const chosen = servicesOf(shop, ids);
  if (chosen instanceof Response) return chosen;
  const services = chosen.map((s, i) => ({
    ...s,
    durationMinutes: booking.services[i]?.duration ?? s.durationMinutes,
  }));
  const staffId = query.value.staffId ?? null;
  const staffError = staffProblem(shop, staffId, ids);
  if (staffError) return staffError;
  return dayGrid(shop, { services, staffId, date }, booking.id);
}

/** Slots and the month calendar from src/domain's engine over the store's taken times. */
export const bookingAvailabilityHandlers = [
  http.get('/api/bookings/available-slots', async ({ request }) => {
    await delay();
    const data = await slotsFor(new URL(request.url));
    return data instanceof Response ? data : ok(data);
  }),

  http.get('/api/bookings/:id/available-slots', async ({ request, params }) => {
    await delay();
    const data = await moveSlotsFor(request, String(params.id));
    return data instanceof Response ? data : ok(data);
  }),

  http.get('/api/available-slots', async ({ request }) => {
    await delay();
    const data = await slotsFor(new URL(request.url));
    return data instanceof Response
      ? data
      : HttpResponse.json({ success: true, data, slots: data.slots });
  }),

  http.get('/api/bookings/calendar', async ({ request }) => {
    await delay();
    const query = await validateQuery(calendarQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const resolved = resolve(query.value);
    if (resolved instanceof Response) return resolved;
    const { shop, services, staffId } = resolved;
    const { month } = query.value;
    const now = new Date();
    const today = shopToday(now, shop.timeZone);
    const maxDate = lastBookableDate(today, services);
    if (month < today.slice(0, 7) || month > maxDate.slice(0, 7))
      return invalidQuery('month', 'booking.monthOutOfRange');
    const busyByDate = new Map<string, BusyInterval[]>();
    for (const b of state.bookings)
      if (b.shopId === shop.id && !busyByDate.has(b.date))
        busyByDate.set(b.date, busyIntervals(shop.id, b.date));
    const days = computeCalendar({
      shop: availabilityShopOf(shop),
      services,
      staffId,
      month,
      busyByDate,
      now,
    });
    return ok({ shopId: shop.id, month, timeZone: shop.timeZone, today, maxDate, days });
  }),
];
