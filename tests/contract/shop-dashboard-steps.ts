import type { ShopPerformance } from '../../src/domain/shop-dashboard';
import type { Context, Step } from './scenario-support';

/**
 * Contract steps of the overview (ctx.ownerToken, ctx.ownedShopId from SHOP_SETUP_STEPS): the dashboard with
 * every part and with parts left out, the performance of each period, a bad period, and a customer refused.
 */
const path = (ctx: Context, part: string) => `/api/shops/${String(ctx.ownedShopId)}/${part}`;
const owner = (ctx: Context) => String(ctx.ownerToken);
const satisfactionOf = (data: unknown) =>
  (data as ShopPerformance | undefined)?.trends?.satisfaction.current ?? 0;

export const SHOP_DASHBOARD_STEPS: Step[] = [
  {
    name: 'owner reads the dashboard',
    run: (call, ctx) => call('GET', path(ctx, 'dashboard'), { token: owner(ctx) }),
  },
  {
    name: 'owner refreshes the dashboard in Italian, without the lists',
    run: (call, ctx) =>
      call('GET', path(ctx, 'dashboard?refresh=true&includeBookings=false'), {
        token: owner(ctx),
        language: 'it',
      }),
  },
  {
    name: 'owner reads the dashboard with a malformed flag',
    run: (call, ctx) =>
      call('GET', path(ctx, 'dashboard?includeMetrics=maybe'), { token: owner(ctx) }),
  },
  {
    name: 'a customer reads a shop’s dashboard',
    run: (call, ctx) => call('GET', path(ctx, 'dashboard'), { token: String(ctx.customerToken) }),
  },
  {
    name: 'owner reads the performance (default month)',
    run: (call, ctx) => call('GET', path(ctx, 'performance'), { token: owner(ctx) }),
    // both sides have reviews this month: each averages them (never a figure left at 0)
    agree: (data) => satisfactionOf(data) > 0,
  },
  {
    name: 'owner reads the performance of the week and of the year',
    run: async (call, ctx) => {
      await call('GET', path(ctx, 'performance?period=week'), { token: owner(ctx) });
      return call('GET', path(ctx, 'performance?period=year&includeTrends=false'), {
        token: owner(ctx),
      });
    },
  },
  {
    name: 'owner asks for the performance of an unknown period',
    run: (call, ctx) => call('GET', path(ctx, 'performance?period=decade'), { token: owner(ctx) }),
  },
];
