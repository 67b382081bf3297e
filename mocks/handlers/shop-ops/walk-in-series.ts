import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { SessionUser } from '@/domain/auth';
import { shopToday } from '@/domain/availability';
import type { BookableService, Booking, BookingActorRole } from '@/domain/booking';
import { bookingActorFor, listViewerOf } from '@/domain/booking-access';
import {
  customerSeriesSchema,
  isSeriesId,
  occurrenceDates,
  seriesCancelQuerySchema,
  seriesMoveSchema,
  seriesPreviewOf,
  shopSeriesSchema,
  type Recurrence,
  type SeriesFailure,
  type SeriesFrequency,
  type SeriesOccurrence,
} from '@/domain/booking-series';
import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import type { ShopCustomer } from '@/domain/walk-ins';
import { bookingsMockState as state, findMockShop, toBookingDto } from '../../data/bookings';
import { languageOfRequest } from '../../data/shop-content';
import { changeBooking } from '../booking-changes';
import { hoardingLimit, placeTime, servicesOf } from '../booking-placement';
import { failure } from '../failure';
import { authorize, ok, readJson } from '../profile';
import { validateBody, validateQuery } from '../validation';
import {
  managedShop,
  mockShopCustomers,
  mockWalkInCustomer,
  placeForShop,
  storeShopBooking,
  type MockShop,
} from './walk-in-store';

/**
 * Recurring series (server/modules/booking-series) over the mocks' store: the same schemas, occurrence dates,
 * placement rules and limits as the server; each occurrence stored as a booking of its own.
 */

interface SeriesRequest {
  user: SessionUser;
  shop: MockShop;
  services: BookableService[];
  /** null: a new person, written down only when the series is created */
  customer: ShopCustomer | null;
  newCustomer?: { name: string; phone: string; email?: string };
  byShop: boolean;
  input: {
    date: string;
    time: string;
    staffId?: string | null;
    recurrence: Recurrence;
    skipDates?: string[];
    notes?: string;
    source?: string;
  };
}

const codeOf = async (response: Response): Promise<string> =>
  ((await response.clone().json()) as { code?: string }).code ?? 'SLOT_TAKEN';

/** The caller's series request: a customer's booking body, or a walk-in body for a shop they manage. */
async function seriesRequest(request: Request): Promise<SeriesRequest | Response> {
  const user = authorize(request);
  if (user instanceof Response) return user;
  const body = (await readJson(request)) ?? {};
  if (user.role === 'customer') {
    const result = await validateBody(customerSeriesSchema, body);
    if (!result.ok) return result.response;
    const input = result.value;
    const shop = findMockShop(input.shopId, new Date());
    if (!shop) return failure('SHOP_NOT_FOUND');
    const services = servicesOf(shop, input.serviceIds ?? input.services ?? []);
    if (services instanceof Response) return services;
    const customer: ShopCustomer = {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: input.customerDetails.phone,
      kind: 'account',
    };
    return { user, shop, services, customer, byShop: false, input };
  }
  const result = await validateBody(shopSeriesSchema, body);
  if (!result.ok) return result.response;
  const input = result.value;
  const managed = managedShop(request, input.shopId);
  if (managed instanceof Response) return managed;
  const shop = managed[1];
  const services = servicesOf(shop, input.serviceIds);
  if (services instanceof Response) return services;
  const customer = input.customerId
    ? mockShopCustomers(shop.id).find((c) => c.id === input.customerId)
    : null;
  if (input.customerId && !customer) return failure('CUSTOMER_NOT_FOUND');
  return {
    user,
    shop,
    services,
    customer: customer ?? null,
    newCustomer: input.customer,
    byShop: true,
    input,
  };
}

const datesOf = (input: SeriesRequest['input']) =>
  occurrenceDates(
    input.date,
    input.recurrence.frequency as SeriesFrequency,
    input.recurrence.count,
  );

async function preview(series: SeriesRequest): Promise<SeriesOccurrence[]> {
  const { shop, services, input } = series;
  const now = new Date();
  const occurrences: SeriesOccurrence[] = [];
  for (const [index, date] of datesOf(input).entries()) {
    const slot = { date, time: input.time, staffId: input.staffId };
    const placed = series.byShop
      ? placeForShop(shop, services, slot, now)
      : placeTime(shop, services, slot, now);
    const limit =
      placed instanceof Response || !series.customer
        ? null
        : hoardingLimit(series.customer.id, shop, services, slot, now);
    const refusal = placed instanceof Response ? placed : limit;
    const conflict = refusal ? await codeOf(refusal) : null;
    occurrences.push({ index, date, time: input.time, free: conflict === null, conflict });
  }
  return occurrences;
}

/** The series' bookings this user may see; none is 404 SERIES_NOT_FOUND. */
function visibleSeries(request: Request, seriesId: unknown) {
  const user = authorize(request);
  if (user instanceof Response) return user;
  const bookings = state.bookings
    .filter((b) => isSeriesId(seriesId) && b.series?.id === seriesId)
    .filter(
      (b) =>
        bookingActorFor(
          { userId: user.id, role: user.role },
          b,
          b.shopId === DEMO_OWNED_SHOP_ID ? 'user-demo-shop' : null,
        ) !== null,
    );
  return bookings.length > 0 ? { user, bookings } : failure('SERIES_NOT_FOUND');
}

async function changeEach(
  request: Request,
  seriesId: string,
  user: SessionUser,
  targets: ReturnType<typeof state.bookings.filter>,
  change: (b: (typeof targets)[number]) => Parameters<typeof changeBooking>[3],
) {
  const actor: BookingActorRole = listViewerOf(user.role);
  const changed: Booking[] = [];
  const failed: SeriesFailure[] = [];
  for (const booking of targets) {
    const before = toBookingDto(booking, actor);
    const answer = changeBooking(
      user,
      actor,
      booking,
      change(booking),
      placeTime,
      languageOfRequest(request),
    );
    if (answer instanceof Response) {
      const { code, message } = (await answer.clone().json()) as { code: string; message: string };
      failed.push({
        index: before.series?.index ?? 0,
        date: booking.date,
        time: booking.time,
        code,
        message,
      });
    } else changed.push(toBookingDto(booking, actor, new Date(), languageOfRequest(request)));
  }
  return ok({ seriesId, bookings: changed, failed, skipped: [] });
}

export const shopSeriesHandlers: RequestHandler[] = [
  http.post('/api/bookings/series/preview', async ({ request }) => {
    await delay();
    const series = await seriesRequest(request);
    if (series instanceof Response) return series;
    return ok(seriesPreviewOf(series.input.recurrence, await preview(series)));
  }),

  http.post('/api/bookings/series', async ({ request }) => {
    await delay();
    const series = await seriesRequest(request);
    if (series instanceof Response) return series;
    const { user, shop, services, input } = series;
    const customer = series.customer ?? mockWalkInCustomer(shop, { customer: series.newCustomer });
    if (customer instanceof Response) return customer;
    const seriesId = `bs_${Math.random().toString(36).slice(2, 14)}`;
    const frequency = input.recurrence.frequency as SeriesFrequency;
    const count = input.recurrence.count;
    const created: string[] = [];
    const failed: SeriesFailure[] = [];
    const skipped: string[] = [];
    for (const [index, date] of datesOf(input).entries()) {
      if (input.skipDates?.includes(date)) {
        skipped.push(date);
        continue;
      }
      const stored = storeShopBooking({
        user,
        shop,
        services,
        customer,
        date,
        time: input.time,
        staffId: input.staffId,
        source: series.byShop ? (input.source as 'walk_in' | 'phone') : 'online',
        notes: input.notes?.trim() ?? '',
        series: { id: seriesId, frequency, index, count },
      });
      if (stored instanceof Response) {
        const body = (await stored.clone().json()) as { code: string; message: string };
        failed.push({ index, date, time: input.time, code: body.code, message: body.message });
      } else created.push(stored.id);
    }
    const first = failed[0];
    if (created.length === 0 && first) return failure(first.code as Parameters<typeof failure>[0]);
    const viewer = listViewerOf(user.role);
    const bookings = created
      .map((id) => state.bookings.find((b) => b.id === id))
      .filter((b) => b !== undefined)
      .map((b) => toBookingDto(b, viewer, new Date(), languageOfRequest(request)));
    return HttpResponse.json(
      { success: true, data: { seriesId, bookings, failed, skipped } },
      { status: 201 },
    );
  }),

  http.put('/api/bookings/series/:seriesId', async ({ request, params }) => {
    await delay();
    const visible = visibleSeries(request, params.seriesId);
    if (visible instanceof Response) return visible;
    const result = await validateBody(seriesMoveSchema, (await readJson(request)) ?? {});
    if (!result.ok) return result.response;
    const input = result.value;
    const actor = listViewerOf(visible.user.role);
    const now = Date.now();
    const targets = visible.bookings.filter((b) => {
      const dto = toBookingDto(b, actor);
      return Date.parse(dto.startAt) > now && dto.allowedActions.includes('reschedule');
    });
    return changeEach(request, String(params.seriesId), visible.user, targets, (b) => ({
      date: b.date,
      time: input.time,
      ...(input.staffId !== undefined ? { staffId: input.staffId } : {}),
      ...(input.reason ? { reason: input.reason } : {}),
    }));
  }),

  http.delete('/api/bookings/series/:seriesId', async ({ request, params }) => {
    await delay();
    const visible = visibleSeries(request, params.seriesId);
    if (visible instanceof Response) return visible;
    const query = await validateQuery(seriesCancelQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const actor = listViewerOf(visible.user.role);
    const zone = toBookingDto(visible.bookings[0]!, actor).shopTimeZone;
    const from = query.value.from ?? shopToday(new Date(), zone);
    const targets = visible.bookings.filter(
      (b) => b.date >= from && toBookingDto(b, actor).allowedActions.includes('cancel'),
    );
    return changeEach(request, String(params.seriesId), visible.user, targets, () => ({
      status: 'cancelled',
      ...(query.value.reason ? { reason: query.value.reason } : {}),
    }));
  }),
];
