import { delay, http, HttpResponse } from 'msw';
import type { SessionUser } from '@/domain/auth';
import { computeSlots, qualifiedStaff, shopToday } from '@/domain/availability';
import { reminderHoursFor, type StoredBooking } from '@/domain/booking-record';
import { placeBooking, takerOf } from '@/domain/booking-placement';
import { initialStatus } from '@/domain/booking-status';
import { canonicalJson } from '@/domain/canonical-json';
import { customerStatsOf } from '@/domain/customer-stats';
import { bookingEntryOf, historyBookingOf, historyPageOf } from '@/domain/customer-stats-history';
import { customerToday } from '@/domain/customer-stats-periods';
import type { Locale } from '@/domain/constants';
import {
  appointmentHistoryQuerySchema,
  customerStatsQuerySchema,
  type CustomerStats,
  type CustomerStatsPeriod,
} from '@/domain/customer-stats-types';
import {
  canQuickRebook,
  firstRebookTime,
  quickRebookFailure,
  quickRebookProposalOf,
  quickRebookRequestOf,
  quickRebookSchema,
  rebookDates,
  rebookServiceIds,
  rebookStaffChoice,
  rebookTimeRefusal,
  rebookWindowOf,
  sameProviderOf,
  type QuickRebookInput,
} from '@/domain/quick-rebook';
import {
  availabilityShopOf,
  bookingsMockState as state,
  busyIntervals,
  findMockShop,
  storedMockBooking,
  toBookingDto,
} from '../data/bookings';
import { profileMockState } from '../data/profile';
import { languageOfRequest } from '../data/shop-content';
import { hoardingLimit, servicesOf } from './booking-placement';
import { storeNewBooking } from './booking-store';
import { failure, refused } from './failure';
import { authorize, ok, readJson } from './profile';
import { validateBody, validateQuery } from './validation';

/**
 * GET /api/customer/stats, GET /api/customer/appointment-history and POST /api/customer/quick-rebook as the
 * server answers them (server/modules/customer-history), computed by the same src/domain rules over the mock
 * booking store. The mocks keep no reviews of customers, so every rating is null.
 */

const IDEMPOTENCY_KEY = /^[\w.:-]{1,200}$/;
const ms = (value: Date | string) => new Date(value).getTime();

/** The customer's figures of a period, as GET /api/customer/stats answers them (and its export reads them). */
export function mockCustomerStats(
  userId: string,
  period: CustomerStatsPeriod,
  language: Locale,
  now: Date,
): CustomerStats {
  const records = recordsOf(userId, now);
  return customerStatsOf({
    period,
    bookings: records.map((record) => historyBookingOf(record, language, null)),
    entries: records.map(bookingEntryOf),
    today: todayOf(records, now),
    now,
  });
}

/** The signed-in customer, or the 401/403 response the server gives. */
export function customerOf(request: Request): SessionUser | Response {
  const user = authorize(request);
  if (user instanceof Response) return user;
  return user.role === 'customer' ? user : failure('FORBIDDEN');
}

/** The customer's bookings read as the server's records. */
const recordsOf = (userId: string, now: Date): StoredBooking[] =>
  state.bookings.filter((b) => b.customerId === userId).map((b) => storedMockBooking(b, now));

const todayOf = (records: readonly StoredBooking[], now: Date) =>
  customerToday(
    records.map((record) => ({ startAt: ms(record.startAt), timeZone: record.shopTimeZone })),
    now,
  );

/** The caller's own booking behind them, its shop and services, or the server's 404/409/400. */
function rebookPlan(user: SessionUser, input: QuickRebookInput, now: Date) {
  const booking = state.bookings.find((b) => b.id === input.bookingId);
  if (!booking || booking.customerId !== user.id) return failure('BOOKING_NOT_FOUND');
  const record = storedMockBooking(booking, now);
  if (!canQuickRebook({ status: record.status, endAt: ms(record.endAt) }, now.getTime()))
    return failure('QUICK_REBOOK_NOT_ALLOWED');
  const shop = findMockShop(record.shopId, now);
  if (!shop) return failure('SHOP_NOT_FOUND');
  const serviceIds = rebookServiceIds(record);
  const services = servicesOf(shop, serviceIds);
  if (services instanceof Response) return services;
  const availability = availabilityShopOf(shop);
  return {
    record,
    shop,
    services,
    availability,
    qualifiedIds: qualifiedStaff(availability, serviceIds).map((member) => member.id),
    sameProvider: sameProviderOf(profileMockState.profiles[user.id]?.bookingPrefs),
    window: rebookWindowOf(record.time),
    dates: rebookDates(input.preferredDate, shopToday(now, shop.timeZone)),
  };
}
type RebookPlan = Exclude<ReturnType<typeof rebookPlan>, Response>;

function propose(plan: RebookPlan, now: Date, request: Request): Response {
  const { record, shop, services, availability } = plan;
  const staffId = rebookStaffChoice({
    sameProvider: plan.sameProvider,
    originalStaffId: record.staffId,
    qualifiedIds: plan.qualifiedIds,
  });
  const days = plan.dates.map((date) => ({
    date,
    slots: computeSlots({
      shop: availability,
      services,
      date,
      staffId,
      busy: busyIntervals(shop.id, date),
      now,
    }),
  }));
  const found = firstRebookTime(days, plan.window, record.staffId);
  if (!found) return failure('NO_FREE_TIME');
  const proposal = quickRebookProposalOf({
    record,
    language: languageOfRequest(request),
    found,
    staffName: shop.staff.find((member) => member.id === found.staffId)?.name || null,
    durationMinutes: services.reduce((sum, s) => sum + s.durationMinutes, 0),
  });
  return ok({ proposal });
}

/** The customers' own create (POST /api/bookings in bookings.ts) for a confirmed proposal. */
function confirm(
  user: SessionUser,
  plan: RebookPlan,
  input: QuickRebookInput,
  key: string | null,
  request: Request,
  now: Date,
): Response {
  const chosen = { date: input.date ?? '', startTime: input.startTime ?? '' };
  const refusal = rebookTimeRefusal(plan.window, plan.dates, chosen);
  if (refusal) return refused(refusal);
  const { record, shop, services, availability } = plan;
  const staffId = rebookStaffChoice({
    sameProvider: plan.sameProvider,
    originalStaffId: record.staffId,
    qualifiedIds: plan.qualifiedIds,
    requested: input.staffId,
  });
  const body = quickRebookRequestOf(record, { ...chosen, staffId });
  const language = languageOfRequest(request);
  const created = (id: string) => {
    const booking = state.bookings.find((b) => b.id === id);
    return booking
      ? HttpResponse.json(
          { success: true, data: { booking: toBookingDto(booking, 'customer', now, language) } },
          { status: 201 },
        )
      : null;
  };
  const idempotencyId = key ? `${user.id}:quick-rebook:${key}` : null;
  const previous = idempotencyId ? state.idempotency.get(idempotencyId) : undefined;
  if (previous && previous.request !== canonicalJson(body)) return failure('IDEMPOTENCY_MISMATCH');
  const first = previous && created(previous.bookingId);
  if (first) return first;
  const placement = placeBooking({
    shop: availability,
    services,
    date: body.date,
    time: body.time,
    staffId: body.staffId,
    busy: busyIntervals(shop.id, body.date),
    now,
  });
  const taker = placement.ok ? takerOf(placement.value) : placement;
  if (!taker.ok) return failure(quickRebookFailure(taker.code));
  const limit = hoardingLimit(user.id, shop, services, body, now);
  if (limit) return limit;
  const booking = storeNewBooking({
    user,
    shopId: shop.id,
    customer: { id: user.id, name: user.name, email: user.email, phone: record.customerPhone },
    services,
    staffId: taker.value,
    date: body.date,
    time: body.time,
    status: initialStatus(shop.autoConfirm),
    reminderHours: reminderHoursFor(
      body,
      profileMockState.profiles[user.id]?.bookingPrefs?.reminderTime,
    ),
  });
  if (idempotencyId)
    state.idempotency.set(idempotencyId, { bookingId: booking.id, request: canonicalJson(body) });
  return created(booking.id) ?? failure('QUICK_REBOOK_FAILED');
}

export const customerHistoryHandlers = [
  http.get('/api/customer/stats', async ({ request }) => {
    await delay();
    const user = customerOf(request);
    if (user instanceof Response) return user;
    const query = await validateQuery(customerStatsQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    return ok(
      mockCustomerStats(user.id, query.value.period, languageOfRequest(request), new Date()),
    );
  }),

  http.get('/api/customer/appointment-history', async ({ request }) => {
    await delay();
    const user = customerOf(request);
    if (user instanceof Response) return user;
    const query = await validateQuery(appointmentHistoryQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const now = new Date();
    const records = recordsOf(user.id, now);
    const entries = records.map((record) => ({ ...bookingEntryOf(record), id: record._id }));
    const page = historyPageOf(entries, query.value, now, todayOf(records, now));
    const language = languageOfRequest(request);
    const items = page.items.flatMap((entry) => {
      const booking = state.bookings.find((b) => b.id === entry.id);
      return booking ? [{ ...toBookingDto(booking, 'customer', now, language), rating: null }] : [];
    });
    return ok({ ...page, items });
  }),

  http.post('/api/customer/quick-rebook', async ({ request }) => {
    await delay();
    const user = customerOf(request);
    if (user instanceof Response) return user;
    const key = request.headers.get('idempotency-key');
    if (key !== null && !IDEMPOTENCY_KEY.test(key))
      return failure('INVALID_BOOKING_REQUEST', {
        errors: { 'Idempotency-Key': 'validation.invalidType' },
      });
    const result = await validateBody(quickRebookSchema, await readJson(request));
    if (!result.ok) return result.response;
    const now = new Date();
    const plan = rebookPlan(user, result.value, now);
    if (plan instanceof Response) return plan;
    return result.value.confirm
      ? confirm(user, plan, result.value, key, request, now)
      : propose(plan, now, request);
  }),
];
