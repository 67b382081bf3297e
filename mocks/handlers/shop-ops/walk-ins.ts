import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import {
  customerSearchQuerySchema,
  searchShopCustomers,
  walkInBookingSchema,
} from '@/domain/walk-ins';
import { toBookingDto } from '../../data/bookings';
import { languageOfRequest } from '../../data/shop-content';
import { servicesOf } from '../booking-placement';
import { ok, readJson } from '../profile';
import { validateBody, validateQuery } from '../validation';
import { shopSeriesHandlers } from './walk-in-series';
import {
  managedShop,
  mockShopCustomers,
  mockWalkInCustomer,
  storeShopBooking,
} from './walk-in-store';

/**
 * Walk-ins (server/modules/shop-walk-ins) over the mocks' store: the shop's customers and the booking the shop
 * places for one of them, through the same src/domain rules; plus the recurring series (walk-in-series.ts).
 */
export const shopWalkInsHandlers: RequestHandler[] = [
  http.get('/api/shops/:id/customers', async ({ request, params }) => {
    await delay();
    const managed = managedShop(request, params.id);
    if (managed instanceof Response) return managed;
    const query = await validateQuery(customerSearchQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const items = searchShopCustomers(mockShopCustomers(managed[1].id), query.value.q ?? '');
    return ok({
      items: items.map(({ id, name, email, phone, kind }) => ({ id, name, email, phone, kind })),
    });
  }),

  http.post('/api/shops/:id/bookings', async ({ request, params }) => {
    await delay();
    const managed = managedShop(request, params.id);
    if (managed instanceof Response) return managed;
    const [user, shop] = managed;
    const result = await validateBody(walkInBookingSchema, (await readJson(request)) ?? {});
    if (!result.ok) return result.response;
    const input = result.value;
    const services = servicesOf(shop, input.serviceIds);
    if (services instanceof Response) return services;
    const customer = mockWalkInCustomer(shop, input);
    if (customer instanceof Response) return customer;
    const booking = storeShopBooking({
      user,
      shop,
      services,
      customer,
      date: input.date,
      time: input.time,
      staffId: input.staffId,
      source: input.source as 'walk_in' | 'phone',
      notes: input.notes?.trim() ?? '',
    });
    if (booking instanceof Response) return booking;
    const viewer = user.role === 'admin' ? 'admin' : 'shop';
    return HttpResponse.json(
      {
        success: true,
        data: { booking: toBookingDto(booking, viewer, new Date(), languageOfRequest(request)) },
      },
      { status: 201 },
    );
  }),

  ...shopSeriesHandlers,
];
