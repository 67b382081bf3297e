import { admin, customer, dataOf, login, need, type Step } from './scenario-support';

/** GET /api/shops/managed[/:id]: the shops behind the shop area shell (ctx.ownerToken from SHOP_SETUP_STEPS). */
export const MANAGED_SHOPS_STEPS: Step[] = [
  {
    name: "managed shops: an owner lists their shops with each one's checklist",
    run: (call, ctx) =>
      call('GET', '/api/shops/managed', { token: need(ctx.ownerToken as string, 'owner token') }),
  },
  {
    name: 'managed shops: an owner opens their shop',
    run: (call, ctx) =>
      call('GET', `/api/shops/managed/${need(ctx.ownedShopId as string, 'owned shop')}`, {
        token: need(ctx.ownerToken as string, 'owner token'),
      }),
  },
  {
    name: 'managed shops: a shop that is not theirs is not found',
    run: (call, ctx) =>
      call('GET', '/api/shops/managed/no-such-shop-anywhere', {
        token: need(ctx.ownerToken as string, 'owner token'),
      }),
  },
  {
    name: 'managed shops: a page over 50 is refused',
    run: (call, ctx) =>
      call('GET', '/api/shops/managed?limit=51', {
        token: need(ctx.ownerToken as string, 'owner token'),
      }),
  },
  {
    name: 'managed shops: a customer is refused',
    run: async (call) => {
      const signedIn = await login(call, customer.email, customer.password);
      const token = dataOf<{ accessToken: string }>(signedIn).accessToken;
      return call('GET', '/api/shops/managed', { token });
    },
  },
  {
    name: 'managed shops: an admin searches any shop by name',
    run: async (call, ctx) => {
      const signedIn = await login(call, admin.email, admin.password);
      ctx.managedAdminToken = dataOf<{ accessToken: string }>(signedIn).accessToken;
      return call('GET', '/api/shops/managed?q=aurora&limit=5', {
        token: ctx.managedAdminToken as string,
      });
    },
  },
];
