import { delay, http, HttpResponse } from 'msw';
import type { SessionUser } from '@/domain/auth';
import { isUpcoming, type BookingActorRole } from '@/domain/booking';
import {
  createBookingSchema,
  listBookingsQuerySchema,
  updateBookingSchema,
} from '@/domain/booking-schemas';
import {
  bookingCalendarFile,
  bookingCalendarFilename,
  calendarMethodFor,
} from '@/domain/booking-ics';
import { listViewerOf } from '@/domain/booking-access';
import {
  bookingListQueryErrors,
  bookingSearchWindow,
  matchesBookingDetails,
  needsBookingDetails,
  pageOfBookings,
  searchableOf,
} from '@/domain/booking-list';
import { noShowFeeCents } from '@/domain/booking-no-show';
import { reminderHoursFor } from '@/domain/booking-record';
import { initialStatus } from '@/domain/booking-status';
import { canonicalJson } from '@/domain/canonical-json';
import {
  bookingsMockState as state,
  findMockShop,
  storedMockBooking,
  toBookingDto,
  type StoredMockBooking,
} from '../data/bookings';
import { languageOfRequest } from '../data/shop-content';
import { profileMockState } from '../data/profile';
import { bookingAvailabilityHandlers } from './booking-availability';
import { changeBooking } from './booking-changes';
import { hoardingLimit, placeTime, servicesOf } from './booking-placement';
import { storeNewBooking } from './booking-store';
import { ownBooking, visibleTo } from './booking-visibility';
import { authorize, ok, readJson } from './profile';
import { validateBody, validateQuery } from './validation';
import { failure, invalidQueryFailure } from './failure';

const actorOf = (user: SessionUser): BookingActorRole => listViewerOf(user.role);

/** The shop's no-show fee on a booking just marked a no-show (src/domain/booking-no-show.ts, as the server). */
function recordNoShowFee(booking: StoredMockBooking): void {
  const policy = findMockShop(booking.shopId, new Date())?.policies.noShow.feeAmount ?? 0;
  const fee = noShowFeeCents('no-show', Math.round(policy * 100));
  if (fee === null) return;
  booking.noShowFeeCents = fee;
  const entry = booking.history.at(-1);
  if (entry) entry.feeCents = fee;
}

const IDEMPOTENCY_KEY = /^[\w.:-]{1,200}$/;

/**
 * Same paths, validation, envelopes, status codes and texts as server/modules/bookings (issue 5): the rules are
 * src/domain's, these handlers keep the store.
 */
export const bookingsHandlers = [
  ...bookingAvailabilityHandlers,

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
        {
          success: true,
          data: { booking: toBookingDto(first, 'customer', now, languageOfRequest(request)) },
        },
        { status: 201 },
      );
    const shop = findMockShop(input.shopId, now);
    if (!shop) return failure('SHOP_NOT_FOUND');
    const services = servicesOf(shop, input.serviceIds ?? input.services ?? []);
    if (services instanceof Response) return services;
    const staffId = placeTime(shop, services, input, now);
    if (staffId instanceof Response) return staffId;
    const limit = hoardingLimit(user.id, shop, services, input, now);
    if (limit) return limit;
    const details = input.customerDetails;
    const prefs = profileMockState.profiles[user.id]?.bookingPrefs;
    const booking = storeNewBooking({
      user,
      shopId: shop.id,
      customer: { id: user.id, name: user.name, email: user.email, phone: details.phone },
      services,
      staffId,
      date: input.date,
      time: input.time,
      status: initialStatus(shop.autoConfirm),
      reminderHours: reminderHoursFor(input, prefs?.reminderTime),
      extra: {
        specialRequests: details.specialRequests ?? '',
        firstTimeCustomer: details.firstTimeCustomer ?? false,
      },
    });
    if (key)
      state.idempotency.set(`${user.id}:${key}`, {
        bookingId: booking.id,
        request: canonicalJson(input),
      });
    return HttpResponse.json(
      {
        success: true,
        data: { booking: toBookingDto(booking, 'customer', now, languageOfRequest(request)) },
      },
      { status: 201 },
    );
  }),

  http.get('/api/bookings', async ({ request }) => {
    await delay();
    const user = authorize(request);
    if (user instanceof Response) return user;
    const query = await validateQuery(listBookingsQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const errors = bookingListQueryErrors(query.value);
    if (errors) return invalidQueryFailure(errors);
    const now = new Date();
    // person, service and text filters look at a bounded window, as on the server
    const q = needsBookingDetails(query.value)
      ? { ...query.value, ...bookingSearchWindow(query.value, now.toISOString().slice(0, 10)) }
      : query.value;
    const actor = actorOf(user);
    const visible = state.bookings
      .filter((b) => visibleTo(user, b))
      .filter((b) => matchesBookingDetails(searchableOf(storedMockBooking(b, now)), q))
      .map((b) => toBookingDto(b, actor, now, languageOfRequest(request)));
    const listed = pageOfBookings(visible, q, (b) => ({
      status: b.status,
      date: b.date,
      shopId: b.shopId,
      startAt: Date.parse(b.startAt),
      upcoming: isUpcoming(b, now),
    }));
    return ok({ ...listed, totalPages: Math.ceil(listed.total / listed.limit) });
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
    return ok({
      booking: toBookingDto(found[1], actorOf(found[0]), new Date(), languageOfRequest(request)),
    });
  }),

  http.put('/api/bookings/:id', async ({ request, params }) => {
    await delay();
    const found = ownBooking(request, String(params.id));
    if (found instanceof Response) return found;
    const body = await readJson(request);
    const result = await validateBody(updateBookingSchema, body);
    if (!result.ok) return result.response;
    const [user, booking] = found;
    const language = languageOfRequest(request);
    const before = booking.status;
    const changed = changeBooking(user, actorOf(user), booking, result.value, placeTime, language);
    if (changed instanceof Response) return changed;
    if (before !== 'no-show' && booking.status === 'no-show') {
      recordNoShowFee(booking);
      return ok({ booking: toBookingDto(booking, actorOf(user), new Date(), language) });
    }
    return ok({ booking: changed });
  }),

  http.delete('/api/bookings/:id', async ({ request, params }) => {
    await delay();
    const found = ownBooking(request, String(params.id));
    if (found instanceof Response) return found;
    const [user, booking] = found;
    const cancel = { status: 'cancelled' } as const;
    const language = languageOfRequest(request);
    const changed = changeBooking(user, actorOf(user), booking, cancel, placeTime, language);
    return changed instanceof Response ? changed : ok({ success: true, booking: changed });
  }),
];
