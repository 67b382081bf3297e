import type { Booking } from '../../src/domain/booking';
import { DEMO_OWNED_SHOP_ID } from '../../src/domain/demo';
import { addDays } from '../../src/domain/opening-hours';
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
 * Contract steps of walk-ins and recurring series (ctx.ownerToken from SHOP_SETUP_STEPS, the demo owner's shop on
 * both sides). The times are looked up on each side (free times of the owned shop some weeks ahead), so both
 * book where they are free; a new contact's unique name makes the customer search answer the same one person.
 */
const shop = DEMO_OWNED_SHOP_ID;
const owner = (ctx: Context) => String(ctx.ownerToken);
const CONTACT = 'Contract Walkin';

/** The owned shop's first bookable service and two free times on one day (the walk-in's and the series'). */
async function freeTimes(call: Call, ctx: Context): Promise<Answer> {
  const services = await call('GET', `/api/shops/${shop}/services`);
  const list = dataOf<{ services: { id: string; bookable?: boolean }[] }>(services).services;
  ctx.walkInServiceId = (list.find((s) => s.bookable !== false) ?? list[0])?.id;
  let last = services;
  for (let offset = 40; offset < 54; offset += 1) {
    const date = isoDate(offset);
    last = await call(
      'GET',
      `/api/bookings/available-slots?shopId=${shop}&serviceIds=${String(ctx.walkInServiceId)}&date=${date}`,
    );
    const free = dataOf<{ slots: { time: string; available: boolean }[] }>(last).slots.filter(
      (s) => s.available,
    );
    if (free.length >= 3) {
      ctx.walkInSlot = { date, time: free[0]!.time };
      ctx.seriesSlot = { date, time: free[1]!.time, moveTo: free.at(-1)!.time };
      return last;
    }
  }
  return last;
}

const slot = (ctx: Context) =>
  need(ctx.walkInSlot as { date: string; time: string } | undefined, 'a free time');
const seriesSlot = (ctx: Context) =>
  need(
    ctx.seriesSlot as { date: string; time: string; moveTo: string } | undefined,
    'a free series time',
  );

const walkIn = (ctx: Context, who: object, extra: object = {}) => ({
  serviceIds: [String(ctx.walkInServiceId)],
  date: slot(ctx).date,
  time: slot(ctx).time,
  source: 'phone',
  ...who,
  ...extra,
});

const seriesBody = (ctx: Context) => ({
  shopId: shop,
  serviceIds: [String(ctx.walkInServiceId)],
  date: seriesSlot(ctx).date,
  time: seriesSlot(ctx).time,
  source: 'walk_in',
  customerId: String(ctx.walkInCustomerId),
  recurrence: { frequency: 'weekly', count: 3 },
});

export const SHOP_WALK_INS_STEPS: Step[] = [
  { name: 'free times of the owned shop for a walk-in', run: freeTimes },
  {
    name: 'owner searches the shop’s customers for a name nobody has yet',
    run: (call, ctx) =>
      call('GET', `/api/shops/${shop}/customers?q=${encodeURIComponent(CONTACT)}`, {
        token: owner(ctx),
      }),
  },
  {
    name: 'owner books a phone booking for a new customer',
    run: async (call, ctx) => {
      const answer = await call('POST', `/api/shops/${shop}/bookings`, {
        token: owner(ctx),
        body: walkIn(ctx, { customer: { name: CONTACT, phone: '+39 347 555 0101' } }),
      });
      if (answer.status === 201) {
        const booking = dataOf<{ booking: { customerId: string; staffId: string } }>(
          answer,
        ).booking;
        ctx.walkInCustomerId = booking.customerId;
        ctx.walkInStaffId = booking.staffId;
      }
      return answer;
    },
  },
  {
    name: 'owner finds the new customer again',
    run: (call, ctx) =>
      call('GET', `/api/shops/${shop}/customers?q=${encodeURIComponent(CONTACT)}`, {
        token: owner(ctx),
      }),
  },
  {
    name: 'owner books the same person at the same time with the same staff member',
    run: (call, ctx) =>
      call('POST', `/api/shops/${shop}/bookings`, {
        token: owner(ctx),
        body: walkIn(ctx, {
          customerId: String(ctx.walkInCustomerId),
          staffId: (ctx.walkInStaffId as string | undefined) ?? null,
        }),
      }),
  },
  {
    name: 'owner books for a customer the shop does not have',
    run: (call, ctx) =>
      call('POST', `/api/shops/${shop}/bookings`, {
        token: owner(ctx),
        body: walkIn(ctx, { customerId: 'user-nobody-here' }),
      }),
  },
  {
    name: 'owner books a walk-in with both a customer id and a new customer',
    run: (call, ctx) =>
      call('POST', `/api/shops/${shop}/bookings`, {
        token: owner(ctx),
        body: walkIn(ctx, {
          customerId: 'user-nobody-here',
          customer: { name: 'Two People', phone: '+393475550102' },
        }),
      }),
  },
  {
    name: 'a customer searches a shop’s customers',
    run: (call, ctx) =>
      call('GET', `/api/shops/${shop}/customers?q=a`, { token: String(ctx.customerToken) }),
  },
  {
    name: 'owner previews a weekly series for the new customer',
    run: (call, ctx) =>
      call('POST', '/api/bookings/series/preview', { token: owner(ctx), body: seriesBody(ctx) }),
  },
  {
    name: 'owner books the weekly series',
    run: async (call, ctx) => {
      const answer = await call('POST', '/api/bookings/series', {
        token: owner(ctx),
        body: seriesBody(ctx),
      });
      if (answer.status === 201) ctx.seriesId = dataOf<{ seriesId: string }>(answer).seriesId;
      return answer;
    },
  },
  {
    // the series' second week: the first item is an occurrence on both sides, with its series and source
    name: 'owner lists the weekly series’ later occurrences',
    run: (call, ctx) => {
      const { date } = seriesSlot(ctx);
      const query = new URLSearchParams({
        shopId: shop,
        q: CONTACT,
        startDate: addDays(date, 1),
        endDate: addDays(date, 20),
        order: 'asc',
      });
      return call('GET', `/api/bookings?${query.toString()}`, { token: owner(ctx) });
    },
    agree: (data) => {
      const first = (data as { items?: Booking[] } | undefined)?.items?.[0];
      return { series: first?.series?.index, of: first?.series?.count, source: first?.source };
    },
  },
  {
    name: 'owner books a series of thirteen',
    run: (call, ctx) =>
      call('POST', '/api/bookings/series', {
        token: owner(ctx),
        body: { ...seriesBody(ctx), recurrence: { frequency: 'weekly', count: 13 } },
      }),
  },
  {
    name: 'owner moves the series to a later time',
    run: (call, ctx) =>
      call('PUT', `/api/bookings/series/${String(ctx.seriesId)}`, {
        token: owner(ctx),
        body: { time: seriesSlot(ctx).moveTo, reason: 'The stylist starts later' },
      }),
  },
  {
    name: 'another customer cancels the series',
    run: (call, ctx) =>
      call('DELETE', `/api/bookings/series/${String(ctx.seriesId)}`, {
        token: String(ctx.customerToken),
      }),
  },
  {
    name: 'owner cancels the rest of the series',
    run: (call, ctx) =>
      call(
        'DELETE',
        `/api/bookings/series/${String(ctx.seriesId)}?reason=${encodeURIComponent('The customer moved away')}`,
        { token: owner(ctx) },
      ),
  },
];
