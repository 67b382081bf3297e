import { need, type Step } from './scenario-support';

const owner = (ctx: Parameters<Step['run']>[1]) => ({
  token: need(ctx.ownerToken as string | undefined, "the shop owner's token"),
  shopId: need(ctx.ownedShopId as string | undefined, "the owner's shop"),
});

/** The shop profile editor (server/modules/shop-profile, mocks/handlers/shop-admin/profile.ts). */
export const SHOP_PROFILE_STEPS: Step[] = [
  {
    name: 'shop owner reads the editable profile',
    run: (call, ctx) => {
      const { token, shopId } = owner(ctx);
      return call('GET', `/api/shops/${shopId}/profile`, { token });
    },
  },
  {
    name: 'shop owner saves profile details (a partial update)',
    run: (call, ctx) => {
      const { token, shopId } = owner(ctx);
      return call('PUT', `/api/shops/${shopId}`, {
        token,
        body: {
          specialties: ['Balayage', 'Keratin'],
          languages: ['Italiano', 'English'],
          paymentMethods: ['cash', 'card'],
          socialLinks: { instagram: 'https://instagram.com/aurora' },
          yearsOfExperience: 9,
        },
      });
    },
  },
  {
    name: "a customer reads the shop with the owner's profile details and logo",
    run: (call, ctx) => call('GET', `/api/shops/${owner(ctx).shopId}`),
  },
  {
    name: 'shop owner saves an invalid profile (short name, short description, bad website)',
    run: (call, ctx) => {
      const { token, shopId } = owner(ctx);
      return call('PUT', `/api/shops/${shopId}`, {
        token,
        body: { name: 'A', description: { en: 'Short', it: '' }, website: 'not a url' },
      });
    },
  },
  {
    name: "a customer cannot read a shop's editable profile",
    run: (call, ctx) => {
      const { shopId } = owner(ctx);
      return call('GET', `/api/shops/${shopId}/profile`, {
        token: need(ctx.customerToken, "a customer's token"),
      });
    },
  },
  {
    name: 'shop owner reorders photos with an unknown id',
    run: (call, ctx) => {
      const { token, shopId } = owner(ctx);
      return call('PUT', `/api/shops/${shopId}/photos`, {
        token,
        body: { order: ['0'.repeat(24)] },
      });
    },
  },
];
