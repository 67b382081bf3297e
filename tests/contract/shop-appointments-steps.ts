import { DEMO_OWNED_SHOP_ID } from '../../src/domain/demo';
import {
  dataOf,
  isoDate,
  need,
  type Answer,
  type Call,
  type Context,
  type Step,
} from './scenario-support';

/**
 * Contract steps of the Bookings tab (ctx.ownerToken from SHOP_SETUP_STEPS, the demo owner's shop on both
 * sides): a customer books at the owner's shop (a free time looked up on each side, weeks past the other steps'
 * times), the owner finds it with the list's person, service, text and date filters, and acts on it.
 */
const shop = DEMO_OWNED_SHOP_ID;
const owner = (ctx: Context) => need(ctx.ownerToken as string | undefined, "the owner's token");
const booked = (ctx: Context) =>
  need(
    ctx.appointment as
      { id: string; reference: string; date: string; serviceId: string } | undefined,
    "a booking at the owner's shop",
  );
const list = (ctx: Context, query: Record<string, string>) =>
  `/api/bookings?${new URLSearchParams({ shopId: shop, ...query })}`;

async function bookAtOwnedShop(call: Call, ctx: Context): Promise<Answer> {
  const services = await call('GET', `/api/shops/${shop}/services`);
  const all = dataOf<{ services: { id: string; bookable?: boolean }[] }>(services).services;
  const serviceId = (all.find((s) => s.bookable !== false) ?? all[0])?.id;
  let last = services;
  for (let offset = 60; offset < 74 && serviceId; offset += 1) {
    const date = isoDate(offset);
    last = await call(
      'GET',
      `/api/bookings/available-slots?shopId=${shop}&serviceIds=${serviceId}&date=${date}`,
    );
    const free = dataOf<{ slots: { time: string; available: boolean }[] }>(last).slots.find(
      (s) => s.available,
    );
    if (!free) continue;
    const answer = await call('POST', '/api/bookings', {
      token: need(ctx.customerToken, "the customer's token"),
      body: {
        shopId: shop,
        serviceIds: [serviceId],
        staffId: null,
        date,
        time: free.time,
        customerDetails: {
          phone: '+39 333 765 4321',
          specialRequests: '',
          firstTimeCustomer: false,
          sendReminders: true,
          acceptTerms: true,
        },
      },
    });
    if (answer.status === 201) {
      const booking = dataOf<{ booking: { id: string; reference: string } }>(answer).booking;
      ctx.appointment = { id: booking.id, reference: booking.reference, date, serviceId };
    }
    return answer;
  }
  return last;
}

export const SHOP_APPOINTMENTS_STEPS: Step[] = [
  { name: "a customer books at the owner's shop", run: bookAtOwnedShop },
  {
    name: 'owner lists a day of bookings with a service and the reference searched',
    run: (call, ctx) =>
      call(
        'GET',
        list(ctx, {
          startDate: booked(ctx).date,
          endDate: booked(ctx).date,
          serviceId: booked(ctx).serviceId,
          q: booked(ctx).reference.toLowerCase(),
          order: 'asc',
        }),
        { token: owner(ctx) },
      ),
  },
  {
    name: 'owner asks where the booking may move on its own day (its own time counts as free)',
    run: (call, ctx) =>
      call('GET', `/api/bookings/${booked(ctx).id}/available-slots?date=${booked(ctx).date}`, {
        token: owner(ctx),
      }),
  },
  {
    name: 'owner asks where a booking may move on a date that does not exist',
    run: (call, ctx) =>
      call('GET', `/api/bookings/${booked(ctx).id}/available-slots?date=2030-02-31`, {
        token: owner(ctx),
      }),
  },
  {
    name: 'owner asks where an unknown booking may move',
    run: (call, ctx) =>
      call('GET', `/api/bookings/no-such-booking/available-slots?date=${booked(ctx).date}`, {
        token: owner(ctx),
      }),
  },
  {
    name: 'owner searches a name that is not booked',
    run: (call, ctx) =>
      call('GET', list(ctx, { q: 'Nobody Ever Booked', startDate: booked(ctx).date }), {
        token: owner(ctx),
      }),
  },
  {
    name: 'owner filters by a person over more than 93 days',
    run: (call, ctx) =>
      call('GET', list(ctx, { staffId: 'someone', startDate: isoDate(0), endDate: isoDate(100) }), {
        token: owner(ctx),
      }),
  },
  {
    name: 'owner searches with a text over 100 characters',
    run: (call, ctx) => call('GET', list(ctx, { q: 'x'.repeat(101) }), { token: owner(ctx) }),
  },
  {
    name: 'the customer tries to confirm their own booking (only the shop confirms)',
    run: (call, ctx) =>
      call('PUT', `/api/bookings/${booked(ctx).id}`, {
        token: need(ctx.customerToken, "the customer's token"),
        body: { status: 'confirmed' },
      }),
  },
  {
    name: 'owner cancels without a reason',
    run: (call, ctx) =>
      call('PUT', `/api/bookings/${booked(ctx).id}`, {
        token: owner(ctx),
        body: { status: 'cancelled', reason: ' ' },
      }),
  },
  {
    name: "owner writes the shop's notes on the booking",
    run: (call, ctx) =>
      call('PUT', `/api/bookings/${booked(ctx).id}`, {
        token: owner(ctx),
        body: { shopNotes: 'Prefers the window seat' },
      }),
  },
  {
    name: 'owner cancels with a reason',
    run: (call, ctx) =>
      call('PUT', `/api/bookings/${booked(ctx).id}`, {
        token: owner(ctx),
        body: { status: 'cancelled', reason: 'The shop is closed that day' },
      }),
  },
];
