import { customer, dataOf, login, need, type Step } from './scenario-support';

/** GET /api/shops/:id/activity: the shop's audit trail (ctx.ownerToken from SHOP_SETUP_STEPS). */
export const SHOP_ACTIVITY_STEPS: Step[] = [
  {
    name: 'shop activity: the owner reads the first page',
    run: (call, ctx) =>
      call('GET', `/api/shops/${need(ctx.ownedShopId as string, 'owned shop')}/activity?limit=5`, {
        token: need(ctx.ownerToken as string, 'owner token'),
      }),
  },
  {
    name: 'shop activity: a page past the end is empty',
    run: (call, ctx) =>
      call('GET', `/api/shops/${need(ctx.ownedShopId as string, 'owned shop')}/activity?page=900`, {
        token: need(ctx.ownerToken as string, 'owner token'),
      }),
  },
  {
    name: 'shop activity: a page over 100 entries is refused',
    run: (call, ctx) =>
      call(
        'GET',
        `/api/shops/${need(ctx.ownedShopId as string, 'owned shop')}/activity?limit=101`,
        {
          token: need(ctx.ownerToken as string, 'owner token'),
        },
      ),
  },
  {
    name: 'shop activity: a shop that is not theirs (or none) is not found',
    run: (call, ctx) =>
      call('GET', '/api/shops/no-such-shop-anywhere/activity', {
        token: need(ctx.ownerToken as string, 'owner token'),
      }),
  },
  {
    name: 'shop activity: a customer is refused',
    run: async (call, ctx) => {
      const signedIn = await login(call, customer.email, customer.password);
      const token = dataOf<{ accessToken: string }>(signedIn).accessToken;
      return call('GET', `/api/shops/${need(ctx.ownedShopId as string, 'owned shop')}/activity`, {
        token,
      });
    },
  },
];
