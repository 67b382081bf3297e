import { delay, http } from 'msw';
import type { SessionUser } from '@/domain/auth';
import {
  CUSTOMER_PREFERENCES_MESSAGES,
  appliedPreferences,
  customerPreferencesUpdateSchema,
  preferencesOf,
  type CustomerPreferences,
  type CustomerPreferencesUpdate,
} from '@/domain/customer-preferences';
import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import {
  EMPTY_MEDICAL_INFO,
  MEDICAL_INFO_MESSAGES,
  appliedMedicalInfo,
  medicalInfoAccess,
  medicalInfoOf,
  medicalInfoUpdateSchema,
  shopViewOfMedicalInfo,
  type MedicalInfo,
  type MedicalInfoUpdate,
} from '@/domain/medical-info';
import type { UserProfile } from '@/domain/profile';
import {
  dismissedAfter,
  parseRecommendationId,
  recommend,
  recommendationTargetExists,
  type RecommendableShop,
} from '@/domain/recommendations';
import type { Shop } from '@/domain/shop';
import { localizeServices } from '@/domain/shop-content';
import type { Locale } from '@/domain/constants';
import { bookingsMockState } from '../data/bookings';
import { favoritesMockState } from '../data/favorites';
import { profileMockState } from '../data/profile';
import { languageOfRequest, mockShopContent } from '../data/shop-content';
import { shopCatalogue } from '../data/shops';
import { MOCK_USERS, findMockAccountById } from '../data/users';
import { failure, refused } from './failure';
import { authorize, ok, readJson } from './profile';
import { mockShopManager } from './shop-admin/shop-manager';
import { validateBody } from './validation';

/**
 * /api/customer/preferences, /api/customer/medical-info, /api/customer/recommendations[/{id}/dismiss] and
 * /api/shops/{id}/bookings/{bookingId}/medical-info, as the server answers them, through the same src/domain
 * rules. The values the profile form also edits live in the profile mocks' store (one copy, as on the server);
 * the rest here, kept per profile store, so resetProfileMockState() starts these afresh too.
 */

interface Extras {
  reminders?: boolean;
  autoConfirm?: boolean;
  sameProvider?: boolean;
  privacySettings?: Partial<CustomerPreferences['privacySettings']>;
  lastUpdated?: string;
  dismissed: string[];
}

const extrasByStore = new WeakMap<object, Map<string, Extras>>();

function extrasOf(userId: string): Extras {
  const store = profileMockState.profiles;
  let byUser = extrasByStore.get(store);
  if (!byUser) {
    byUser = new Map();
    extrasByStore.set(store, byUser);
  }
  let extras = byUser.get(userId);
  if (!extras) {
    extras = { dismissed: [] };
    byUser.set(userId, extras);
  }
  return extras;
}

/** The signed-in customer, or the server's 401/403. */
function customerOf(request: Request): SessionUser | Response {
  const user = authorize(request);
  if (user instanceof Response) return user;
  return user.role === 'customer' ? user : failure('FORBIDDEN');
}

const profileOf = (userId: string): UserProfile | undefined => profileMockState.profiles[userId];

function preferencesFor(userId: string): CustomerPreferences {
  const profile = profileOf(userId);
  const extras = extrasOf(userId);
  return preferencesOf({
    preferredServices: profile?.preferredServices,
    communicationPrefs: { ...profile?.communicationPrefs, reminders: extras.reminders },
    bookingPrefs: {
      ...profile?.bookingPrefs,
      autoConfirm: extras.autoConfirm,
      sameProvider: extras.sameProvider,
    },
    privacySettings: extras.privacySettings,
  });
}

function medicalInfoFor(userId: string): MedicalInfo {
  const profile = profileOf(userId);
  if (!profile) return { ...EMPTY_MEDICAL_INFO, lastUpdated: extrasOf(userId).lastUpdated ?? null };
  return medicalInfoOf({ ...profile, lastUpdated: extrasOf(userId).lastUpdated });
}

function savePreferences(userId: string, update: CustomerPreferencesUpdate): CustomerPreferences {
  const next = appliedPreferences(preferencesFor(userId), update);
  const profile = profileOf(userId);
  if (profile)
    profileMockState.profiles[userId] = {
      ...profile,
      preferredServices: next.preferredServices,
      communicationPrefs: {
        email: next.communicationPrefs.email,
        sms: next.communicationPrefs.sms,
        marketing: next.communicationPrefs.marketing,
      },
      bookingPrefs: {
        reminderTime: next.bookingPrefs.reminderTime,
        preferredTime: next.bookingPrefs.preferredTime,
      },
    };
  const extras = extrasOf(userId);
  extras.reminders = next.communicationPrefs.reminders;
  extras.autoConfirm = next.bookingPrefs.autoConfirm;
  extras.sameProvider = next.bookingPrefs.sameProvider;
  extras.privacySettings = { ...next.privacySettings };
  return preferencesFor(userId);
}

function saveMedicalInfo(userId: string, update: MedicalInfoUpdate): MedicalInfo {
  const next = appliedMedicalInfo(medicalInfoFor(userId), update, new Date());
  const profile = profileOf(userId);
  if (profile)
    profileMockState.profiles[userId] = {
      ...profile,
      allergies: next.allergies,
      medicalConditions: next.medicalConditions,
      emergencyContact: next.emergencyContact,
    };
  extrasOf(userId).lastUpdated = next.lastUpdated ?? undefined;
  return medicalInfoFor(userId);
}

function recommendableOf(shop: Shop, language: Locale): RecommendableShop {
  return {
    id: shop.id,
    name: shop.name,
    businessType: shop.businessType,
    city: shop.location.city,
    rating: shop.rating,
    reviewCount: shop.reviewCount,
    photo: shop.photos[0] ?? null,
    latitude: shop.location.latitude,
    longitude: shop.location.longitude,
    services: localizeServices(shop.services, mockShopContent(shop), language).map((s) => ({
      id: s.id,
      name: s.name,
      category: s.category,
      price: s.price,
      duration: s.duration,
    })),
  };
}

/** The demo owner holds the demo shop (as in the server seed); other mock shops have no owner account. */
const demoOwnerId = MOCK_USERS.find((u) => u.role === 'shop')!.id;
const ownerOf = (shopId: string) => (shopId === DEMO_OWNED_SHOP_ID ? demoOwnerId : null);

export const customerPreferencesHandlers = [
  http.get('/api/customer/preferences', async ({ request }) => {
    await delay();
    const user = customerOf(request);
    if (user instanceof Response) return user;
    return ok({ preferences: preferencesFor(user.id) });
  }),

  http.put('/api/customer/preferences', async ({ request }) => {
    await delay();
    const user = customerOf(request);
    if (user instanceof Response) return user;
    const result = await validateBody(customerPreferencesUpdateSchema, await readJson(request));
    if (!result.ok) return result.response;
    const preferences = savePreferences(user.id, result.value as CustomerPreferencesUpdate);
    return ok({ preferences }, CUSTOMER_PREFERENCES_MESSAGES.updated);
  }),

  http.get('/api/customer/medical-info', async ({ request }) => {
    await delay();
    const user = customerOf(request);
    if (user instanceof Response) return user;
    return ok({ medicalInfo: medicalInfoFor(user.id) });
  }),

  http.put('/api/customer/medical-info', async ({ request }) => {
    await delay();
    const user = customerOf(request);
    if (user instanceof Response) return user;
    const result = await validateBody(medicalInfoUpdateSchema, await readJson(request));
    if (!result.ok) return result.response;
    const medicalInfo = saveMedicalInfo(user.id, result.value as MedicalInfoUpdate);
    return ok({ medicalInfo }, MEDICAL_INFO_MESSAGES.updated);
  }),

  http.get('/api/customer/recommendations', async ({ request }) => {
    await delay();
    const user = customerOf(request);
    if (user instanceof Response) return user;
    const language = languageOfRequest(request);
    const shops = shopCatalogue().map((shop) => recommendableOf(shop, language));
    const byId = new Map(shops.map((shop) => [shop.id, shop]));
    const history = bookingsMockState.bookings
      .filter((booking) => booking.customerId === user.id)
      // the mocks keep no reviews of bookings: no stars
      .map((b) => ({
        shopId: b.shopId,
        serviceIds: b.services.map((s) => s.id),
        status: b.status,
        rating: null,
      }));
    const recommendations = recommend({
      history,
      shopOf: (id) => byId.get(id),
      candidates: shops,
      dismissed: extrasOf(user.id).dismissed,
      known: (favoritesMockState.byUser.get(user.id) ?? []).map((f) => f.shopId),
    });
    return ok({ recommendations });
  }),

  http.patch('/api/customer/recommendations/:id/dismiss', async ({ request, params }) => {
    await delay();
    const user = customerOf(request);
    if (user instanceof Response) return user;
    const id = String(params.id);
    const shops = new Map(shopCatalogue().map((shop) => [shop.id, shop]));
    if (!parseRecommendationId(id) || !recommendationTargetExists(id, (s) => shops.get(s)))
      return failure('NOT_FOUND');
    const extras = extrasOf(user.id);
    const decision = dismissedAfter(extras.dismissed, id);
    if (!decision.ok) return refused(decision);
    extras.dismissed = decision.value.list;
    return ok({ id, dismissed: true });
  }),

  http.get('/api/shops/:id/bookings/:bookingId/medical-info', async ({ request, params }) => {
    await delay();
    const shopId = String(params.id);
    const user = mockShopManager(request, shopId, (id) =>
      shopCatalogue().some((shop) => shop.id === id),
    );
    if (user instanceof Response) return user;
    const booking =
      bookingsMockState.bookings.find((b) => b.id === String(params.bookingId)) ?? null;
    const access = medicalInfoAccess(
      { userId: user.id, role: user.role },
      booking,
      shopId,
      ownerOf(shopId),
    );
    if (!access.ok) return refused(access);
    const customer = booking!.customerId;
    // a walk-in contact has no account, so nothing to share
    const known =
      findMockAccountById(customer)?.role === 'customer' && !profileMockState.deleted.has(customer);
    return ok(
      shopViewOfMedicalInfo(
        known ? medicalInfoFor(customer) : null,
        preferencesFor(customer).privacySettings.shareProfile,
      ),
    );
  }),
];
