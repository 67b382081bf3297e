import { DEMO_OWNED_SHOP_ID } from '../../src/domain/demo';
import type { ShopMedicalInfo, MedicalInfoResult } from '../../src/domain/medical-info';
import type { RecommendationsResult } from '../../src/domain/recommendations';
import { customer, dataOf, login, need, type Context, type Step } from './scenario-support';

/**
 * Contract steps of spec 02 §7 "Customer area": preferences, medical info (and what the demo owner sees of it on
 * the demo customer's booking at their shop, ctx.appointment from the shop appointments steps), recommendations
 * and their dismissal. The demo customer signs in again (an earlier step signed out). Where both sides are given
 * the same values they must answer the same values.
 */
const token = (ctx: Context) =>
  need(ctx.preferencesToken as string | undefined, "the customer's token");
const owner = (ctx: Context) => need(ctx.ownerToken as string | undefined, "the owner's token");
const appointment = (ctx: Context) =>
  need(ctx.appointment as { id: string } | undefined, "a booking at the owner's shop").id;
const medicalPath = (bookingId: string) =>
  `/api/shops/${DEMO_OWNED_SHOP_ID}/bookings/${bookingId}/medical-info`;

/** Every preference given, so both sides hold the same values after it (sameProvider stays at its default). */
const ALL_PREFERENCES = {
  preferredServices: ['haircut', 'facial'],
  communicationPrefs: { email: true, sms: false, marketing: true, reminders: true },
  bookingPrefs: {
    reminderTime: 12,
    preferredTime: 'evening',
    autoConfirm: false,
    sameProvider: true,
  },
  privacySettings: { shareProfile: true, allowReviews: true, dataRetention: false },
};

const DISMISSED = `shop:${DEMO_OWNED_SHOP_ID}`;

export const CUSTOMER_PREFERENCES_STEPS: Step[] = [
  {
    name: 'customer preferences: the demo customer reads theirs',
    run: async (call, ctx) => {
      const signedIn = await login(call, customer.email, customer.password);
      ctx.preferencesToken = dataOf<{ accessToken: string }>(signedIn).accessToken;
      return call('GET', '/api/customer/preferences', { token: token(ctx) });
    },
  },
  {
    name: 'customer preferences: every value saved',
    run: (call, ctx) =>
      call('PUT', '/api/customer/preferences', { token: token(ctx), body: ALL_PREFERENCES }),
    agree: (data) => data,
  },
  {
    name: 'customer preferences: a field that does not exist is refused',
    run: (call, ctx) =>
      call('PUT', '/api/customer/preferences', {
        token: token(ctx),
        body: { bookingPrefs: { staffId: 'anyone' } },
      }),
  },
  {
    name: 'customer preferences: not for a shop owner',
    run: (call, ctx) => call('GET', '/api/customer/preferences', { token: owner(ctx) }),
  },
  {
    name: 'customer medical info: read',
    run: (call, ctx) => call('GET', '/api/customer/medical-info', { token: token(ctx) }),
  },
  {
    name: 'customer medical info: saved, stamped by the server',
    run: (call, ctx) =>
      call('PUT', '/api/customer/medical-info', {
        token: token(ctx),
        body: {
          allergies: ['Latex', 'Nickel'],
          medicalConditions: '',
          emergencyContact: { name: 'Luca Romano', phone: '+39 333 765 4321' },
          lastUpdated: '2001-01-01T00:00:00.000Z',
        },
      }),
    agree: (data) => {
      const { lastUpdated, ...rest } = (data as MedicalInfoResult).medicalInfo;
      return { ...rest, stamped: lastUpdated !== '2001-01-01T00:00:00.000Z' };
    },
  },
  {
    name: 'customer medical info: a repeated allergy is refused',
    run: (call, ctx) =>
      call('PUT', '/api/customer/medical-info', {
        token: token(ctx),
        body: { allergies: ['Latex', 'latex'] },
      }),
  },
  {
    name: "customer medical info: the owner sees it on the customer's booking at their shop",
    run: (call, ctx) => call('GET', medicalPath(appointment(ctx)), { token: owner(ctx) }),
    agree: (data) => {
      const view = data as ShopMedicalInfo;
      return { shared: view.shared, allergies: view.medicalInfo?.allergies };
    },
  },
  {
    name: 'customer medical info: a booking the shop does not have is not found',
    run: (call, ctx) => call('GET', medicalPath('bk_nosuchbooking'), { token: owner(ctx) }),
  },
  {
    name: "customer medical info: the shop's view is not for customers",
    run: (call, ctx) => call('GET', medicalPath(appointment(ctx)), { token: token(ctx) }),
  },
  {
    name: 'customer recommendations: listed',
    run: (call, ctx) => call('GET', '/api/customer/recommendations', { token: token(ctx) }),
  },
  {
    name: 'customer recommendations: a shop dismissed',
    run: (call, ctx) =>
      call('PATCH', `/api/customer/recommendations/${encodeURIComponent(DISMISSED)}/dismiss`, {
        token: token(ctx),
        body: {},
      }),
    agree: (data) => data,
  },
  {
    name: 'customer recommendations: an id naming nothing is not found',
    run: (call, ctx) =>
      call('PATCH', '/api/customer/recommendations/shop%3Ano-such-shop-here/dismiss', {
        token: token(ctx),
        body: {},
      }),
  },
  {
    name: 'customer recommendations: the dismissed shop never comes back',
    run: (call, ctx) => call('GET', '/api/customer/recommendations', { token: token(ctx) }),
    agree: (data) =>
      (data as RecommendationsResult).recommendations.some(
        (r) => r.id === DISMISSED || r.shop.id === DEMO_OWNED_SHOP_ID,
      ),
  },
];
