import { SEARCH_SORTS } from '../../src/domain/search';
import { BOOKING_STEPS } from './booking-steps';
import { CUSTOMER_HISTORY_STEPS } from './customer-history-steps';
import { CUSTOMER_STATS_EXPORT_STEPS } from './customer-stats-export-steps';
import { FAVORITE_SERVICE_STEPS } from './favorite-services-steps';
import { CUSTOMER_PREFERENCES_STEPS } from './customer-preferences-steps';
import { admin, customer, dataOf, login, type Step } from './scenario-support';
import { shopInBothLanguages } from './content-steps';
import { SALES_EXPORT_STEPS } from './sales-export-steps';
import { SALES_STEPS } from './sales-steps';
import { SHOP_SETUP_STEPS } from './shop-setup-steps';

export type { Answer, Call, Context } from './scenario-support';

/**
 * The scripted calls the contract test sends to the real server and to the MSW handlers. Each target has its
 * own data (the server's seed, the mocks' catalogue), so a step reads the ids it needs from earlier answers of
 * the same target (`ctx`). Every endpoint gets at least one step; a new endpoint adds its steps here.
 */

export const SCENARIOS: Step[] = [
  { name: 'health', run: (call) => call('GET', '/api/health') },

  // discovery
  ...SEARCH_SORTS.map((sort): Step => ({
    name: `search sorted by ${sort}`,
    run: (call) => call('GET', `/api/shops/search?sortBy=${sort}&coordinates=41.9,12.49&limit=5`),
  })),
  {
    // free times from the booking engine on both sides: the server's day sheets, the mocks' bookings
    name: 'search for shops with a free time, the soonest first',
    run: (call) =>
      call('GET', '/api/shops/search?hasAvailability=true&sortBy=next_available&limit=5'),
  },
  {
    name: 'search for a bookable shop',
    run: async (call, ctx) => {
      const answer = await call('GET', '/api/shops/search?limit=20');
      const shops = dataOf<{ shops: { id: string; services?: unknown[] }[] }>(answer).shops;
      ctx.shopId = shops[0]?.id;
      return answer;
    },
  },
  {
    // a treatment word in Italian and a place in the text: the place becomes the origin on both sides
    name: 'search for an Italian treatment in a city named in the text',
    run: (call) => call('GET', '/api/shops/search?search=taglio%20Roma&limit=5'),
  },
  { name: 'search with a bad sort', run: (call) => call('GET', '/api/shops/search?sortBy=x') },
  {
    name: 'search with an unknown parameter',
    run: (call) => call('GET', '/api/shops/search?latitude=41.9&longitude=12.49'),
  },
  {
    name: 'list shops near coordinates given as JSON text',
    run: (call) =>
      call(
        'GET',
        `/api/shops?limit=5&sortBy=distance&coordinates=${encodeURIComponent('{"latitude":41.9,"longitude":12.49}')}`,
      ),
  },
  { name: 'list shops with an unknown parameter', run: (call) => call('GET', '/api/shops?x=1') },
  { name: 'list shops', run: (call) => call('GET', '/api/shops?limit=5') },
  { name: 'featured shops', run: (call) => call('GET', '/api/shops/featured') },
  { name: 'top-rated shops', run: (call) => call('GET', '/api/shops/top-rated') },
  {
    name: 'nearby shops',
    run: (call) => call('GET', '/api/shops/nearby?latitude=41.9&longitude=12.49'),
  },
  { name: 'business types', run: (call) => call('GET', '/api/shops/business-types') },
  { name: 'one shop', run: (call, ctx) => call('GET', `/api/shops/${ctx.shopId}`) },
  { name: 'an unknown shop', run: (call) => call('GET', '/api/shops/no-such-shop-here') },
  {
    name: "a shop's services",
    run: async (call, ctx) => {
      const answer = await call('GET', `/api/shops/${ctx.shopId}/services`);
      const services = dataOf<{ services: { id: string; bookable?: boolean }[] }>(answer).services;
      ctx.serviceId = (services.find((s) => s.bookable !== false) ?? services[0])?.id;
      return answer;
    },
  },
  { name: "a shop's details in Italian and in English", run: shopInBothLanguages },
  { name: 'suggestions', run: (call) => call('GET', '/api/search/suggestions?q=ha') },
  { name: 'popular searches', run: (call) => call('GET', '/api/search/popular') },
  { name: 'geocode a city', run: (call) => call('GET', '/api/geocoding/search?address=Roma') },
  {
    name: 'geocode nowhere',
    run: (call) => call('GET', '/api/geocoding/search?address=Qqqxzzyv'),
  },
  {
    name: 'reverse geocode',
    run: (call) => call('GET', '/api/geocoding/reverse?latitude=41.9&longitude=12.49'),
  },

  // accounts
  { name: 'social sign-in config', run: (call) => call('GET', '/api/auth/social/config') },
  { name: 'sign in, wrong password', run: (call) => login(call, customer.email, 'Wrong1234!') },
  { name: 'sign in, bad input', run: (call) => call('POST', '/api/auth/login', { body: {} }) },
  {
    name: 'sign in as the demo customer',
    run: async (call, ctx) => {
      const answer = await login(call, customer.email, customer.password);
      ctx.customerToken = dataOf<{ accessToken: string }>(answer).accessToken;
      return answer;
    },
  },
  {
    name: 'register a second customer',
    run: async (call, ctx) => {
      const answer = await call('POST', '/api/auth/register', {
        body: {
          role: 'customer',
          name: 'Second Customer',
          email: 'second.customer@example.com',
          phone: '+393331112222',
          password: 'Secret123',
          confirmPassword: 'Secret123',
          acceptTerms: true,
        },
      });
      ctx.otherToken = dataOf<{ accessToken: string }>(answer).accessToken;
      return answer;
    },
  },
  {
    name: 'register the same email again',
    run: (call) =>
      call('POST', '/api/auth/register', {
        body: {
          role: 'customer',
          name: 'Second Customer',
          email: 'second.customer@example.com',
          phone: '+393331112222',
          password: 'Secret123',
          confirmPassword: 'Secret123',
          acceptTerms: true,
        },
      }),
  },
  {
    name: 'who am I',
    run: (call, ctx) => call('GET', '/api/auth/me', { token: ctx.customerToken }),
  },
  { name: 'profile without a token', run: (call) => call('GET', '/api/users/profile') },
  {
    name: 'profile with a garbage token',
    run: (call) => call('GET', '/api/users/profile', { token: 'not-a-token' }),
  },
  {
    name: 'profile',
    run: (call, ctx) => call('GET', '/api/users/profile', { token: ctx.customerToken }),
  },
  {
    name: 'profile update with an unknown field',
    run: (call, ctx) =>
      call('PUT', '/api/users/profile', { token: ctx.customerToken, body: { role: 'admin' } }),
  },
  {
    name: 'settings',
    run: (call, ctx) => call('GET', '/api/users/profile/settings', { token: ctx.customerToken }),
  },
  {
    name: 'settings update',
    run: (call, ctx) =>
      call('PUT', '/api/users/profile/settings', {
        token: ctx.customerToken,
        body: { notifications: { promotions: true } },
      }),
  },
  {
    name: 'password change, wrong current password',
    run: (call, ctx) =>
      call('PUT', '/api/users/profile/password', {
        token: ctx.customerToken,
        body: { currentPassword: 'Wrong1234!', newPassword: 'Brandnew123' },
      }),
  },
  {
    name: 'reset password with a field the server does not take',
    run: (call) =>
      call('POST', '/api/auth/reset-password', {
        body: { token: 'x'.repeat(43), password: 'Brandnew123', confirmPassword: 'Brandnew123' },
      }),
  },
  {
    name: 'check a reset link that is not valid',
    run: (call) =>
      call('POST', '/api/auth/reset-password/verify', { body: { token: 'x'.repeat(43) } }),
  },
  {
    name: 'social sign-in while it is not set up',
    run: (call) =>
      call('POST', '/api/auth/social/login', { body: { provider: 'google', token: 'x.y.z' } }),
  },
  {
    name: 'social registration while it is not set up',
    run: (call) =>
      call('POST', '/api/auth/social/register', {
        body: { provider: 'google', token: 'x.y.z', role: 'customer' },
      }),
  },
  {
    name: 'avatar upload that is not an image form',
    run: (call, ctx) =>
      call('POST', '/api/users/profile/avatar', { token: ctx.customerToken, body: {} }),
  },
  {
    name: 'remove an avatar that was never set',
    run: (call, ctx) => call('DELETE', '/api/users/profile/avatar', { token: ctx.otherToken }),
  },
  {
    name: 'forgot password',
    run: (call) => call('POST', '/api/auth/forgot-password', { body: { email: customer.email } }),
  },
  {
    name: 'reset password with a bad token',
    run: (call) =>
      call('POST', '/api/auth/reset-password', {
        body: { token: 'x'.repeat(43), password: 'Brandnew123' },
      }),
  },

  // favourites
  {
    name: 'list favourites first',
    run: async (call, ctx) => {
      const answer = await call('GET', '/api/customer/favorites', { token: ctx.customerToken });
      const saved = new Set(
        dataOf<{ favorites: { shopId: string }[] }>(answer).favorites.map((f) => f.shopId),
      );
      const shops = await call('GET', '/api/shops/search?limit=50');
      ctx.favoriteShopId = dataOf<{ shops: { id: string }[] }>(shops).shops.find(
        (shop) => !saved.has(shop.id),
      )?.id;
      return answer;
    },
  },
  {
    name: 'add a favourite',
    run: (call, ctx) =>
      call('POST', '/api/customer/favorites', {
        token: ctx.customerToken,
        body: { shopId: ctx.favoriteShopId },
      }),
  },
  {
    name: 'add the same favourite again',
    run: (call, ctx) =>
      call('POST', '/api/customer/favorites', {
        token: ctx.customerToken,
        body: { shopId: ctx.favoriteShopId },
      }),
  },
  {
    name: 'note on the favourite',
    run: (call, ctx) =>
      call('PATCH', `/api/customer/favorites/${ctx.favoriteShopId}`, {
        token: ctx.customerToken,
        body: { notes: 'Ask for Marta' },
      }),
  },
  {
    name: 'note on the favourite with an unknown field',
    run: (call, ctx) =>
      call('PATCH', `/api/customer/favorites/${ctx.favoriteShopId}`, {
        token: ctx.customerToken,
        body: { notes: 'x', shopId: 'another-shop' },
      }),
  },
  {
    name: 'list favourites',
    run: (call, ctx) => call('GET', '/api/customer/favorites', { token: ctx.customerToken }),
  },
  {
    name: 'remove the favourite',
    run: (call, ctx) =>
      call('DELETE', `/api/customer/favorites/${ctx.favoriteShopId}`, {
        token: ctx.customerToken,
      }),
  },
  {
    name: 'remove it again',
    run: (call, ctx) =>
      call('DELETE', `/api/customer/favorites/${ctx.favoriteShopId}`, {
        token: ctx.customerToken,
      }),
  },

  ...FAVORITE_SERVICE_STEPS,

  ...BOOKING_STEPS,
  // the customer's analytics, history and quick rebook (issue 17), on the booking just cancelled
  ...CUSTOMER_HISTORY_STEPS,
  ...CUSTOMER_STATS_EXPORT_STEPS,

  // admin
  {
    name: 'admin review list, as a customer',
    run: (call, ctx) => call('GET', '/api/admin/shops', { token: ctx.customerToken }),
  },
  {
    name: 'admin review list',
    run: async (call, ctx) => {
      const signedIn = await login(call, admin.email, admin.password);
      ctx.adminToken = dataOf<{ accessToken: string }>(signedIn).accessToken;
      return call('GET', '/api/admin/shops?status=pending', { token: ctx.adminToken });
    },
  },
  {
    name: 'approve an unknown shop',
    run: (call, ctx) =>
      call('POST', '/api/admin/shops/no-such-shop-here/approve', { token: ctx.adminToken }),
  },

  {
    name: 'reject an unknown shop',
    run: (call, ctx) =>
      call('POST', '/api/admin/shops/no-such-shop-here/reject', {
        token: ctx.adminToken,
        body: { reason: 'Not a real shop' },
      }),
  },

  // data
  {
    name: 'export my data',
    run: (call, ctx) =>
      call('POST', '/api/customer/export-data', {
        token: ctx.customerToken,
        body: { format: 'json' },
      }),
  },
  {
    name: 'delete the second account',
    run: (call, ctx) => call('DELETE', '/api/users/profile', { token: ctx.otherToken }),
  },
  {
    name: 'sign out',
    run: (call, ctx) => call('POST', '/api/auth/logout', { token: ctx.customerToken }),
  },

  // shop management (issue 14)
  ...SHOP_SETUP_STEPS,

  // sales and finance (issue 16), on the shop the setup steps signed in to
  ...SALES_STEPS,
  ...SALES_EXPORT_STEPS,

  // preferences, medical info (and the owner's view of it), recommendations (issue 17)
  ...CUSTOMER_PREFERENCES_STEPS,
];
