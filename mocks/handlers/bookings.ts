import { delay, http, HttpResponse } from 'msw';
import type { SessionUser } from '@/domain/auth';
import {
  computeCalendar,
  computeSlots,
  effectiveStaff,
  freeStaffAt,
  lastBookableDate,
  qualifiedStaff,
  shopToday,
  zonedInstant,
} from '@/domain/availability';
import {
  BOOKING_STATUSES,
  BOOKINGS_PAGE_LIMIT_MAX,
  DEFAULT_REMINDER_HOURS,
  SLOT_MINUTES,
  calendarQuerySchema,
  createBookingSchema,
  isUpcoming,
  listBookingsQuerySchema,
  slotsQuerySchema,
  splitIds,
  updateBookingSchema,
  type AvailableSlots,
  type BookableService,
  type BookingActorRole,
  type BookingStatus,
  type BusyInterval,
  type ReminderLeadHours,
  bookingLimitFailure,
} from '@/domain/booking';
import { initialStatus } from '@/domain/booking-status';
import { canonicalJson } from '@/domain/canonical-json';
import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import { addDays, parseTime } from '@/domain/opening-hours';
import {
  availabilityShopOf,
  bookableServicesOf,
  bookingsMockState as state,
  busyIntervals,
  findMockShop,
  serviceLine,
  toBookingDto,
  type StoredMockBooking,
} from '../data/bookings';
import { profileMockState } from '../data/profile';
import {
  bookingCalendarFile,
  bookingCalendarFilename,
  calendarMethodFor,
} from '@/domain/booking-ics';
import { changeBooking, historyActor } from './booking-changes';
import { authorize, ok, readJson } from './profile';
import { validateBody, validateQuery } from './validation';
import { failure, invalidQueryFailure, validationFailure } from './failure';

type MockShop = NonNullable<ReturnType<typeof findMockShop>>;

/** Like the server: a field the schema does not name is refused. */
function unknownFields(allowed: readonly string[], body: unknown): Record<string, string> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const extra = Object.keys(body).filter((k) => !allowed.includes(k));
  return extra.length > 0
    ? Object.fromEntries(extra.map((k) => [k, 'validation.unknownField']))
    : null;
}

const invalidQuery = (name: string, key = 'validation.required') =>
  invalidQueryFailure({ [name]: key });

/** The chosen services of a shop, or the server's 400. */
function servicesOf(shop: MockShop, ids: readonly string[]): BookableService[] | Response {
  if (ids.length === 0) return invalidQuery('serviceIds');
  const all = bookableServicesOf(shop);
  const chosen: BookableService[] = [];
  for (const id of new Set(ids)) {
    const found = all.find((s) => s.id === id);
    if (!found)
      return failure('SERVICE_NOT_FOUND', { errors: { serviceIds: 'booking.serviceNotFound' } });
    if (!found.bookable)
      return failure('SERVICE_UNAVAILABLE', {
        errors: {
          serviceIds: 'booking.serviceUnavailable',
        },
      });
    chosen.push(found);
  }
  return chosen;
}

/** 400 when a named staff member is unknown or does not perform every chosen service. */
function staffProblem(shop: MockShop, staffId: string | null | undefined, ids: readonly string[]) {
  if (!staffId) return null;
  const engineShop = availabilityShopOf(shop);
  if (!effectiveStaff(engineShop).some((s) => s.id === staffId))
    return failure('STAFF_NOT_FOUND', { errors: { staffId: 'booking.staffNotFound' } });
  if (!qualifiedStaff(engineShop, ids).some((s) => s.id === staffId))
    return failure('STAFF_CANNOT_PERFORM', {
      errors: {
        staffId: 'booking.staffCannotPerform',
      },
    });
  return null;
}

const HOUR_MS = 3_600_000;

/**
 * The server's checks for a new time (server/modules/bookings/booking-placement.ts), in its order and with its
 * texts; the staff member who gets it (the named one, or for "any" the first free qualified one, `prefer` first),
 * or the 400/409 response.
 */
/** The server's hoarding limits (src/domain `bookingLimitFailure`) over the customer's stored bookings. */
function hoardingLimit(
  customerId: string,
  shop: MockShop,
  services: readonly BookableService[],
  slot: { date: string; time: string },
  now: Date,
): ReturnType<typeof bookingLimitFailure> {
  const startAt = zonedInstant(slot.date, parseTime(slot.time) ?? 0, shop.timeZone);
  if (!startAt) return null;
  const minutes = services.reduce((sum, s) => sum + s.durationMinutes, 0);
  const mine = state.bookings
    .filter((b) => b.customerId === customerId)
    .map((b) => toBookingDto(b, 'customer', now))
    .map((b) => ({
      shopId: b.shopId,
      date: b.date,
      startAt: Date.parse(b.startAt),
      endAt: Date.parse(b.endAt),
      status: b.status,
    }));
  return bookingLimitFailure(
    mine,
    {
      shopId: shop.id,
      date: slot.date,
      startAt: startAt.getTime(),
      endAt: startAt.getTime() + minutes * 60_000,
    },
    now,
  );
}

function claimTime(
  shop: MockShop,
  services: readonly BookableService[],
  slot: { date: string; time: string; staffId?: string | null },
  now: Date,
  options: { exceptId?: string; prefer?: string } = {},
): string | Response {
  const minutes = parseTime(slot.time);
  if (minutes === null || minutes % SLOT_MINUTES !== 0)
    return failure('OFF_GRID', { errors: { time: 'booking.offGrid' } });
  const startAt = zonedInstant(slot.date, minutes, shop.timeZone);
  if (!startAt) return failure('OUTSIDE_HOURS', { errors: { time: 'booking.outsideHours' } });
  if (startAt.getTime() < now.getTime())
    return failure('PAST_TIME', { errors: { time: 'booking.pastTime' } });
  const notice = Math.max(0, ...services.map((s) => s.minNoticeHours));
  if (startAt.getTime() < now.getTime() + notice * HOUR_MS)
    return failure('TOO_SOON', { errors: { time: 'booking.tooSoon' } });
  if (slot.date > lastBookableDate(shopToday(now, shop.timeZone), services))
    return failure('TOO_FAR', { errors: { date: 'booking.tooFar' } });
  const base = { shop: availabilityShopOf(shop), services, date: slot.date, time: slot.time, now };
  const working = freeStaffAt({ ...base, staffId: null, busy: [] });
  if (working.length === 0)
    return failure('OUTSIDE_HOURS', { errors: { time: 'booking.outsideHours' } });
  const staffId = slot.staffId ?? null;
  const staffError = staffProblem(
    shop,
    staffId,
    services.map((s) => s.id),
  );
  if (staffError) return staffError;
  if (staffId !== null && !working.includes(staffId))
    return failure('OUTSIDE_HOURS', { errors: { time: 'booking.outsideHours' } });
  const free = freeStaffAt({
    ...base,
    staffId,
    busy: busyIntervals(shop.id, slot.date, options.exceptId),
  });
  if (free.length === 0) return failure('SLOT_TAKEN');
  return options.prefer && free.includes(options.prefer) ? options.prefer : (free[0] as string);
}

/** Shops the signed-in shop account owns (the demo owner holds Salone Aurora, as in the server seed). */
const ownedShopIds = (user: SessionUser) =>
  user.role === 'shop' && user.id === 'user-demo-shop' ? [DEMO_OWNED_SHOP_ID] : [];

function visibleTo(user: SessionUser, booking: StoredMockBooking): boolean {
  if (user.role === 'admin') return true;
  if (user.role === 'shop') return ownedShopIds(user).includes(booking.shopId);
  return booking.customerId === user.id;
}

const actorOf = (user: SessionUser): BookingActorRole =>
  user.role === 'admin' ? 'admin' : user.role === 'shop' ? 'shop' : 'customer';

/** The signed-in caller's booking, or 401 / 404 (never 403, so ids do not leak). */
function ownBooking(request: Request, id: string): [SessionUser, StoredMockBooking] | Response {
  const user = authorize(request);
  if (user instanceof Response) return user;
  const booking = state.bookings.find((b) => b.id === id);
  return booking && visibleTo(user, booking) ? [user, booking] : failure('BOOKING_NOT_FOUND');
}

async function slotsFor(url: URL): Promise<AvailableSlots | Response> {
  const query = await validateQuery(slotsQuerySchema, url);
  if (!query.ok) return query.response;
  const { shopId, serviceId, serviceIds, date, staffId } = query.value;
  if (addDays(date, 0) !== date) return invalidQuery('date', 'validation.invalidType');
  const shop = findMockShop(shopId);
  if (!shop) return failure('SHOP_NOT_FOUND');
  const ids = serviceIds ? splitIds(serviceIds) : serviceId ? [serviceId] : [];
  const services = servicesOf(shop, ids);
  if (services instanceof Response) return services;
  const staffError = staffProblem(shop, staffId, ids);
  if (staffError) return staffError;
  const slots = computeSlots({
    shop: availabilityShopOf(shop),
    services,
    date,
    staffId: staffId ?? null,
    busy: busyIntervals(shop.id, date),
    now: new Date(),
  });
  return {
    shopId: shop.id,
    date,
    timeZone: shop.timeZone,
    serviceIds: services.map((s) => s.id),
    staffId: staffId ?? null,
    duration: services.reduce((sum, s) => sum + s.durationMinutes, 0),
    slots,
  };
}

const randomCode = (length: number, alphabet: string) =>
  Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');

const IDEMPOTENCY_KEY = /^[\w.:-]{1,200}$/;

/** Same paths, validation, envelopes, status codes and texts as server/modules/bookings (issue 5). */
export const bookingsHandlers = [
  http.get('/api/bookings/available-slots', async ({ request }) => {
    await delay();
    const data = await slotsFor(new URL(request.url));
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
    const { shopId, serviceId, serviceIds, month, staffId } = query.value;
    const shop = findMockShop(shopId);
    if (!shop) return failure('SHOP_NOT_FOUND');
    const ids = serviceIds ? splitIds(serviceIds) : serviceId ? [serviceId] : [];
    const services = servicesOf(shop, ids);
    if (services instanceof Response) return services;
    const staffError = staffProblem(shop, staffId, ids);
    if (staffError) return staffError;
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
      staffId: staffId ?? null,
      month,
      busyByDate,
      now,
    });
    return ok({ shopId: shop.id, month, timeZone: shop.timeZone, today, maxDate, days });
  }),

  http.post('/api/bookings', async ({ request }) => {
    await delay();
    const user = authorize(request);
    if (user instanceof Response) return user;
    if (user.role !== 'customer') return failure('CUSTOMERS_ONLY');
    const key = request.headers.get('idempotency-key');
    if (key !== null && !IDEMPOTENCY_KEY.test(key))
      return failure('INVALID_BOOKING_REQUEST', {
        errors: {
          'Idempotency-Key': 'validation.invalidType',
        },
      });
    const body = await readJson(request);
    const extra = unknownFields(Object.keys(createBookingSchema.fields), body);
    if (extra) return validationFailure(extra);
    const result = await validateBody(createBookingSchema, body);
    if (!result.ok) return result.response;
    const input = result.value;
    const now = new Date();
    // a retried submit answers the first result, exactly as the first answer was
    const previous = key ? state.idempotency.get(`${user.id}:${key}`) : undefined;
    // the same key with another request is refused, as on the server
    if (previous && previous.request !== canonicalJson(input))
      return failure('IDEMPOTENCY_MISMATCH');
    const first = previous ? state.bookings.find((b) => b.id === previous.bookingId) : undefined;
    if (first)
      return HttpResponse.json(
        { success: true, data: { booking: toBookingDto(first, 'customer', now) } },
        { status: 201 },
      );
    const shop = findMockShop(input.shopId, now);
    if (!shop) return failure('SHOP_NOT_FOUND');
    const services = servicesOf(shop, input.serviceIds ?? input.services ?? []);
    if (services instanceof Response) return services;
    const staffId = claimTime(shop, services, input, now);
    if (staffId instanceof Response) return staffId;
    const limit = hoardingLimit(user.id, shop, services, input, now);
    if (limit) return failure(limit);
    const details = input.customerDetails;
    const prefs = profileMockState.profiles[user.id]?.bookingPrefs;
    const status: BookingStatus = initialStatus(shop.autoConfirm);
    const at = now.toISOString();
    state.sequence += 1;
    const booking: StoredMockBooking = {
      id: `bk_${randomCode(16, 'abcdefghijklmnopqrstuvwxyz0123456789')}`,
      reference: `ORA-${randomCode(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')}`,
      shopId: shop.id,
      customerId: user.id,
      customerName: user.name,
      customerEmail: user.email,
      customerPhone: details.phone,
      services: services.map(serviceLine),
      staffId,
      date: input.date,
      time: input.time,
      status,
      notes: '',
      shopNotes: '',
      specialRequests: details.specialRequests ?? '',
      firstTimeCustomer: details.firstTimeCustomer ?? false,
      reminderHours: ((input.reminderHours as ReminderLeadHours | null | undefined) ??
        (details.sendReminders
          ? (prefs?.reminderTime ?? DEFAULT_REMINDER_HOURS)
          : null)) as ReminderLeadHours | null,
      cancellationFeeCents: null,
      rescheduleCount: 0,
      history: [
        {
          at,
          by: historyActor(user),
          action: 'created',
          from: { status: null, date: null, time: null, staffId: null },
          to: { status, date: input.date, time: input.time, staffId },
          reason: null,
        },
      ],
      createdAt: at,
      updatedAt: at,
    };
    state.bookings.push(booking);
    if (key)
      state.idempotency.set(`${user.id}:${key}`, {
        bookingId: booking.id,
        request: canonicalJson(input),
      });
    return HttpResponse.json(
      { success: true, data: { booking: toBookingDto(booking, 'customer', now) } },
      { status: 201 },
    );
  }),

  http.get('/api/bookings', async ({ request }) => {
    await delay();
    const user = authorize(request);
    if (user instanceof Response) return user;
    const query = await validateQuery(listBookingsQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const q = query.value;
    const statuses = splitIds(q.status);
    if (statuses.some((s) => !(BOOKING_STATUSES as readonly string[]).includes(s)))
      return invalidQuery('status', 'validation.invalidType');
    const now = new Date();
    const actor = actorOf(user);
    const all = state.bookings
      .filter((b) => visibleTo(user, b))
      .filter((b) => statuses.length === 0 || statuses.includes(b.status))
      .filter((b) => (!q.startDate || b.date >= q.startDate) && (!q.endDate || b.date <= q.endDate))
      .filter((b) => !q.shopId || b.shopId === q.shopId)
      .map((b) => toBookingDto(b, actor, now));
    // spec 02 §4: upcoming soonest first, past newest first ('all': newest first, like the server)
    const upcoming = all
      .filter((b) => isUpcoming(b, now))
      .sort((a, b) => a.startAt.localeCompare(b.startAt));
    const past = all
      .filter((b) => !isUpcoming(b, now))
      .sort((a, b) => b.startAt.localeCompare(a.startAt));
    const list =
      q.scope === 'upcoming' ? upcoming : q.scope === 'past' ? past : [...upcoming, ...past];
    const page = Number(q.page ?? 1);
    const limit = Math.min(Number(q.limit ?? 20), BOOKINGS_PAGE_LIMIT_MAX);
    return ok({
      items: list.slice((page - 1) * limit, page * limit),
      total: list.length,
      page,
      limit,
      totalPages: Math.ceil(list.length / limit),
    });
  }),

  http.get('/api/bookings/:id/calendar.ics', async ({ request, params }) => {
    await delay();
    const found = ownBooking(request, String(params.id));
    if (found instanceof Response) return found;
    const booking = toBookingDto(found[1], actorOf(found[0]));
    // the server's own file (src/domain/booking-ics.ts), links pointing at this page's origin
    const file = bookingCalendarFile(booking, {
      publicUrl: new URL(request.url).origin,
      method: calendarMethodFor(booking.status),
    });
    return new HttpResponse(file, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${bookingCalendarFilename(booking.reference)}"`,
      },
    });
  }),

  http.get('/api/bookings/:id', async ({ request, params }) => {
    await delay();
    const found = ownBooking(request, String(params.id));
    if (found instanceof Response) return found;
    return ok({ booking: toBookingDto(found[1], actorOf(found[0])) });
  }),

  http.put('/api/bookings/:id', async ({ request, params }) => {
    await delay();
    const found = ownBooking(request, String(params.id));
    if (found instanceof Response) return found;
    const body = await readJson(request);
    const extra = unknownFields(Object.keys(updateBookingSchema.fields), body);
    if (extra) return validationFailure(extra);
    const result = await validateBody(updateBookingSchema, body);
    if (!result.ok) return result.response;
    const [user, booking] = found;
    const changed = changeBooking(user, actorOf(user), booking, result.value, claimTime);
    return changed instanceof Response ? changed : ok({ booking: changed });
  }),

  http.delete('/api/bookings/:id', async ({ request, params }) => {
    await delay();
    const found = ownBooking(request, String(params.id));
    if (found instanceof Response) return found;
    const [user, booking] = found;
    const changed = changeBooking(user, actorOf(user), booking, { status: 'cancelled' }, claimTime);
    return changed instanceof Response ? changed : ok({ success: true, booking: changed });
  }),
];

export type ClaimTime = typeof claimTime;
