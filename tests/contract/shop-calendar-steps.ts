import { isoDate, need, type Context, type Step } from './scenario-support';

/** The calendar's range (server/modules/shop-calendar, mocks/handlers/shop-ops/calendar.ts). */
const path = (ctx: Context, query: string, shopId?: string) =>
  `/api/shops/${shopId ?? need(ctx.ownedShopId as string | undefined, "the owner's shop")}/calendar?${query}`;
const owner = (ctx: Context) =>
  need(ctx.ownerToken as string | undefined, "the shop owner's token");

export const SHOP_CALENDAR_STEPS: Step[] = [
  {
    name: "shop owner reads a week of the shop's calendar",
    run: (call, ctx) => call('GET', path(ctx, `start=${isoDate(1)}&days=7`), { token: owner(ctx) }),
  },
  {
    name: 'shop owner reads one day of the calendar',
    run: (call, ctx) => call('GET', path(ctx, `start=${isoDate(2)}&days=1`), { token: owner(ctx) }),
  },
  {
    name: 'shop owner asks the calendar for more than 42 days',
    run: (call, ctx) =>
      call('GET', path(ctx, `start=${isoDate(1)}&days=43`), { token: owner(ctx) }),
  },
  {
    name: 'shop owner asks the calendar for a malformed date',
    run: (call, ctx) => call('GET', path(ctx, 'start=2026-13-40&days=7'), { token: owner(ctx) }),
  },
  {
    name: "shop owner reads a calendar of a shop that isn't theirs",
    run: (call, ctx) =>
      call('GET', path(ctx, `start=${isoDate(1)}&days=7`, 'no-such-shop-4242'), {
        token: owner(ctx),
      }),
  },
  {
    name: "a customer reads a shop's calendar",
    run: (call, ctx) =>
      call('GET', path(ctx, `start=${isoDate(1)}&days=7`), {
        token: need(ctx.customerToken, "the customer's token"),
      }),
  },
];
