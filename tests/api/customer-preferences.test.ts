import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOMER_PREFERENCES_MESSAGES,
  DEFAULT_CUSTOMER_PREFERENCES,
  type CustomerPreferencesResult,
} from '../../src/domain/customer-preferences';
import {
  MEDICAL_INFO_MESSAGES,
  type MedicalInfoResult,
  type ShopMedicalInfo,
} from '../../src/domain/medical-info';
import type { UserProfile } from '../../src/domain/profile';
import {
  RECOMMENDATION_REASONS,
  type DismissResult,
  type RecommendationsResult,
} from '../../src/domain/recommendations';
import { weekHours, type DayWindow } from '../../src/domain/opening-hours';
import { BookingModel } from '../../server/models/booking.model';
import { ServiceModel } from '../../server/models/service.model';
import { ShopModel } from '../../server/models/shop.model';
import { sameProviderPreference } from '../../server/modules/customer-preferences/customer-preferences.service';
import { recordShopReview } from '../../server/modules/shops/shop-ratings';
import { startTestApp, type TestApp } from './helpers';
import { client, createUser, signIn } from './profile-fixtures';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  type BookingClient,
  type BookingShop,
} from './support/booking-fixtures';

/**
 * Spec 02 §7 "Customer area": preferences and medical info (customers, their own), the medical info a shop sees
 * on its own bookings when the customer shares it, and recommendations that never show a shop the customer has
 * been to or dismissed. Over real HTTP on FerretDB, with shops made here (no demo data).
 */

let app: TestApp;
/** the shop the first customer booked, completed and rated 5 stars (a salon in Rome) */
let visited: BookingShop;
let visitedOwner: BookingClient;
let alice: BookingClient;
let aliceBookingId: string;
/** shops made for recommendations, by role in the story */
const shops = { nearSalon: '', otherNearSalon: '', nearSpa: '', milanSalon: '' };
let otherOwnerToken: string;

const EVERY_DAY = weekHours(Array.from({ length: 7 }, (): DayWindow => ['09:00', '19:00']));

/** A public shop of this type at this position, one service of this category, with its own owner. */
async function publicShop(
  name: string,
  businessType: 'salon' | 'spa',
  at: [number, number],
  category: 'hair' | 'massage',
): Promise<{ id: string; ownerToken: string }> {
  const owner = await createUser({ role: 'shop', name: 'Owner Person' });
  const id = `prefs-test-${randomUUID().slice(0, 8)}`;
  await ShopModel.create({
    _id: id,
    name,
    businessType,
    category: 'hair',
    location: {
      address: 'Via Test 1',
      city: at[0] > 44 ? 'Milano' : 'Roma',
      zipCode: '00100',
      latitude: at[0],
      longitude: at[1],
    },
    workingHours: EVERY_DAY,
    photos: ['/images/test-shop.jpg'],
    timeZone: 'Europe/Rome',
    approvalStatus: 'approved',
    ownerId: owner.id,
    autoConfirm: true,
  });
  await ServiceModel.create({
    _id: `${id}--treatment`,
    shopId: id,
    name: 'Treatment',
    category,
    durationMinutes: 60,
    priceCents: 4000,
  });
  return { id, ownerToken: await signIn(app, owner) };
}

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-customer-preferences', seed: false });
  visited = await createBookingShop(app);
  visitedOwner = await bookingClient(app, 'shop', visited.owner);
  alice = await bookingClient(app, 'customer');
  const made = await alice.book(bookingBody(visited, daysAhead(3), '11:00'));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  aliceBookingId = made.body.data.booking.id;
  // the appointment took place: it started half an hour ago, the shop completes it, Alice gives 5 stars
  const startAt = new Date(Date.now() - 30 * 60_000);
  await BookingModel.updateOne(
    { _id: aliceBookingId },
    { $set: { startAt, endAt: new Date(startAt.getTime() + 60 * 60_000) } },
  );
  const completed = await visitedOwner.put(aliceBookingId, { status: 'completed' });
  expect(completed.status, JSON.stringify(completed.body)).toBe(200);
  await recordShopReview(
    { shopId: visited.id, userId: alice.user.id, bookingId: aliceBookingId, rating: 5 },
    { catalog: app.services.shops.catalog },
  );

  // ~1.1 km and ~2.2 km north of the visited salon (41.9, 12.5), and one in Milan
  const near = await publicShop('Salone Vicino', 'salon', [41.91, 12.5], 'hair');
  shops.nearSalon = near.id;
  otherOwnerToken = near.ownerToken;
  shops.otherNearSalon = (await publicShop('Altro Salone', 'salon', [41.92, 12.5], 'hair')).id;
  // a spa without hair services: neither its kind nor its services are what Alice books
  shops.nearSpa = (await publicShop('Terme Vicine', 'spa', [41.905, 12.5], 'massage')).id;
  shops.milanSalon = (await publicShop('Salone Milano', 'salon', [45.4642, 9.19], 'hair')).id;
  app.services.shops.catalog.invalidate();
  await app.services.shops.catalog.current();
});
afterAll(() => app?.close());

const as = (token?: string) => client(app, token);

describe('preferences', () => {
  it('answers the spec’s defaults, then keeps what each PUT sends and nothing else', async () => {
    const me = await bookingClient(app, 'customer');
    const first = await as(me.token).get<CustomerPreferencesResult>('/customer/preferences');
    expect(first.status).toBe(200);
    expect(first.body.data.preferences).toEqual(DEFAULT_CUSTOMER_PREFERENCES);
    expect(await sameProviderPreference(me.user.id)).toBe(true);

    const put = await as(me.token).put<CustomerPreferencesResult>('/customer/preferences', {
      preferredServices: ['haircut', 'massage'],
      communicationPrefs: { sms: true, reminders: false },
      bookingPrefs: { sameProvider: false, reminderTime: 2 },
    });
    expect(put.status).toBe(200);
    expect(put.body.message).toBe(CUSTOMER_PREFERENCES_MESSAGES.updated);
    const expected = {
      ...DEFAULT_CUSTOMER_PREFERENCES,
      preferredServices: ['haircut', 'massage'],
      communicationPrefs: { email: true, sms: true, marketing: false, reminders: false },
      bookingPrefs: {
        reminderTime: 2,
        preferredTime: 'anytime',
        autoConfirm: false,
        sameProvider: false,
      },
    };
    expect(put.body.data.preferences).toEqual(expected);
    // a later PUT of one toggle leaves the rest as saved
    const privacy = await as(me.token).put<CustomerPreferencesResult>('/customer/preferences', {
      privacySettings: { allowReviews: false },
    });
    expect(privacy.body.data.preferences).toEqual({
      ...expected,
      privacySettings: { shareProfile: false, allowReviews: false, dataRetention: true },
    });
    expect(
      (await as(me.token).get<CustomerPreferencesResult>('/customer/preferences')).body.data,
    ).toEqual(privacy.body.data);
    // quick rebook reads the same choice
    expect(await sameProviderPreference(me.user.id)).toBe(false);

    // the profile shows the values it shares with the preferences, in its own shape
    const profile = await as(me.token).get<{ user: UserProfile }>('/users/profile');
    expect(profile.body.data.user).toMatchObject({
      preferredServices: ['haircut', 'massage'],
      communicationPrefs: { email: true, sms: true, marketing: false },
      bookingPrefs: { reminderTime: 2, preferredTime: 'anytime' },
    });
    expect(Object.keys(profile.body.data.user.communicationPrefs).sort()).toEqual([
      'email',
      'marketing',
      'sms',
    ]);
  });

  it('refuses bad input with the fields at fault, changing nothing', async () => {
    const me = await bookingClient(app, 'customer');
    for (const [body, field, key] of [
      [{ role: 'admin' }, 'role', 'validation.unknownField'],
      [{ preferredServices: ['tattoo'] }, 'preferredServices[0]', 'validation.invalidType'],
      [{ preferredServices: ['haircut', 'haircut'] }, 'preferredServices', 'validation.duplicate'],
      [
        { bookingPrefs: { reminderTime: 5 } },
        'bookingPrefs.reminderTime',
        'validation.invalidType',
      ],
      [
        { bookingPrefs: { sameProvider: 'no' } },
        'bookingPrefs.sameProvider',
        'validation.invalidType',
      ],
      [
        { privacySettings: { shareEverything: true } },
        'privacySettings.shareEverything',
        'validation.unknownField',
      ],
    ] as const) {
      const answer = await as(me.token).put('/customer/preferences', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(answer.body.errors?.[field], JSON.stringify(answer.body)).toBe(key);
    }
    expect(
      (await as(me.token).get<CustomerPreferencesResult>('/customer/preferences')).body.data
        .preferences,
    ).toEqual(DEFAULT_CUSTOMER_PREFERENCES);
  });

  it('is for signed-in customers only, each their own', async () => {
    expect((await as().get('/customer/preferences')).status).toBe(401);
    expect((await as().put('/customer/preferences', {})).status).toBe(401);
    const forbidden = await as(otherOwnerToken).get('/customer/preferences');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');

    const one = await bookingClient(app, 'customer');
    const two = await bookingClient(app, 'customer');
    await as(one.token).put('/customer/preferences', { bookingPrefs: { autoConfirm: true } });
    expect(
      (await as(two.token).get<CustomerPreferencesResult>('/customer/preferences')).body.data
        .preferences,
    ).toEqual(DEFAULT_CUSTOMER_PREFERENCES);
  });
});

describe('medical info', () => {
  it('starts empty, and each PUT stamps the server’s time whatever the client says', async () => {
    const me = await bookingClient(app, 'customer');
    const empty = await as(me.token).get<MedicalInfoResult>('/customer/medical-info');
    expect(empty.body.data.medicalInfo).toEqual({
      allergies: [],
      medicalConditions: '',
      emergencyContact: { name: '', phone: '' },
      lastUpdated: null,
    });

    const before = Date.now();
    const put = await as(me.token).put<MedicalInfoResult>('/customer/medical-info', {
      allergies: [' Latex ', 'Nickel'],
      medicalConditions: 'Sensitive scalp',
      emergencyContact: { name: 'Luca Romano', phone: '+39 333 765 4321' },
      lastUpdated: '2001-01-01T00:00:00.000Z',
    });
    expect(put.status).toBe(200);
    expect(put.body.message).toBe(MEDICAL_INFO_MESSAGES.updated);
    const saved = put.body.data.medicalInfo;
    expect(saved).toMatchObject({
      allergies: ['Latex', 'Nickel'],
      medicalConditions: 'Sensitive scalp',
      emergencyContact: { name: 'Luca Romano', phone: '+39 333 765 4321' },
    });
    expect(Date.parse(saved.lastUpdated!)).toBeGreaterThanOrEqual(before - 1000);

    // a partial PUT keeps the rest
    const partial = await as(me.token).put<MedicalInfoResult>('/customer/medical-info', {
      emergencyContact: { phone: '+39 333 111 2222' },
    });
    expect(partial.body.data.medicalInfo).toMatchObject({
      allergies: ['Latex', 'Nickel'],
      emergencyContact: { name: 'Luca Romano', phone: '+39 333 111 2222' },
    });
    expect((await as(me.token).get<MedicalInfoResult>('/customer/medical-info')).body.data).toEqual(
      partial.body.data,
    );
    // the profile's health section shows the same values
    const profile = await as(me.token).get<{ user: UserProfile }>('/users/profile');
    expect(profile.body.data.user.allergies).toEqual(['Latex', 'Nickel']);
  });

  it('refuses too many allergies, duplicates and a bad phone; others cannot read it', async () => {
    const me = await bookingClient(app, 'customer');
    const many = Array.from({ length: 31 }, (_, i) => `Allergy ${i}`);
    for (const [body, field, key] of [
      [{ allergies: many }, 'allergies', 'validation.tooMany'],
      [{ allergies: ['Latex', 'latex'] }, 'allergies', 'validation.duplicate'],
      [{ emergencyContact: { phone: 'call me' } }, 'emergencyContact.phone', 'phoneInvalid'],
      [{ medicalConditions: 'x'.repeat(2001) }, 'medicalConditions', 'validation.tooLong'],
    ] as const) {
      const answer = await as(me.token).put('/customer/medical-info', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors?.[field], JSON.stringify(answer.body)).toBe(key);
    }
    expect((await as().get('/customer/medical-info')).status).toBe(401);
    expect((await as(otherOwnerToken).get('/customer/medical-info')).status).toBe(403);
    // another customer reads their own (empty) record, never this one
    await as(me.token).put('/customer/medical-info', { allergies: ['Peanuts'] });
    const other = await bookingClient(app, 'customer');
    expect(
      (await as(other.token).get<MedicalInfoResult>('/customer/medical-info')).body.data.medicalInfo
        .allergies,
    ).toEqual([]);
  });
});

describe('medical info seen by a shop', () => {
  const path = (shopId: string, bookingId: string) =>
    `/shops/${shopId}/bookings/${bookingId}/medical-info`;

  it('shows the owner the customer’s info on a booking at their shop, only once the customer shares it', async () => {
    await as(alice.token).put('/customer/medical-info', { allergies: ['Latex'] });
    await as(alice.token).put('/customer/preferences', {
      privacySettings: { shareProfile: false },
    });
    const hidden = await as(visitedOwner.token).get<ShopMedicalInfo>(
      path(visited.id, aliceBookingId),
    );
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toEqual({ shared: false, medicalInfo: null });

    await as(alice.token).put('/customer/preferences', { privacySettings: { shareProfile: true } });
    const shown = await as(visitedOwner.token).get<ShopMedicalInfo>(
      path(visited.id, aliceBookingId),
    );
    expect(shown.body.data).toMatchObject({ shared: true, medicalInfo: { allergies: ['Latex'] } });

    const admin = await signIn(app, await createUser({ role: 'admin' }));
    expect(
      (await as(admin).get<ShopMedicalInfo>(path(visited.id, aliceBookingId))).body.data.shared,
    ).toBe(true);
  });

  it('is not found for another shop’s owner, another shop’s path or an unknown booking; refused to customers', async () => {
    await as(alice.token).put('/customer/preferences', { privacySettings: { shareProfile: true } });
    // another owner asking about this shop: the shop is not theirs
    const notTheirs = await as(otherOwnerToken).get(path(visited.id, aliceBookingId));
    expect([notTheirs.status, notTheirs.body.code]).toEqual([404, 'SHOP_NOT_FOUND']);
    // …nor through their own shop: the booking is not at it
    const elsewhere = await as(otherOwnerToken).get(path(shops.nearSalon, aliceBookingId));
    expect([elsewhere.status, elsewhere.body.code]).toEqual([404, 'BOOKING_NOT_FOUND']);
    for (const id of ['bk_doesnotexist', 'not-a-booking'])
      expect((await as(visitedOwner.token).get(path(visited.id, id))).body.code).toBe(
        'BOOKING_NOT_FOUND',
      );
    // customers, the booking's own included, do not use the shop's view
    for (const token of [alice.token, (await bookingClient(app, 'customer')).token]) {
      const answer = await as(token).get(path(visited.id, aliceBookingId));
      expect([answer.status, answer.body.code]).toEqual([403, 'FORBIDDEN']);
    }
    expect((await as().get(path(visited.id, aliceBookingId))).status).toBe(401);
  });
});

describe('recommendations', () => {
  const listOf = async (token: string) => {
    const answer = await as(token).get<RecommendationsResult>('/customer/recommendations');
    expect(answer.status).toBe(200);
    return answer.body.data.recommendations;
  };

  it('shows nearby shops like the one rated highly, never the visited one, a far one or an unlike one', async () => {
    const list = await listOf(alice.token);
    const shopIds = list.map((r) => r.shop.id);
    expect(shopIds).toEqual([shops.nearSalon, shops.otherNearSalon]);
    expect(shopIds).not.toContain(visited.id);
    expect(list[0]).toMatchObject({
      id: `shop:${shops.nearSalon}`,
      kind: 'shop',
      service: null,
      shop: { name: 'Salone Vicino', businessType: 'salon', city: 'Roma' },
      reason: { id: RECOMMENDATION_REASONS.ratedShop, values: { shopName: 'Salone Prova' } },
    });
    expect(list[0]!.distanceKm).toBeGreaterThan(1);
    expect(list[0]!.distanceKm).toBeLessThan(1.3);
  });

  it('never brings a dismissed one back; dismissing is idempotent and per customer', async () => {
    const bob = await bookingClient(app, 'customer');
    const made = await bob.book(bookingBody(visited, daysAhead(5), '15:00'));
    expect(made.status).toBe(201);
    // an upcoming booking is interest enough: Bob sees the same nearby salons
    expect((await listOf(bob.token)).map((r) => r.shop.id)).toEqual([
      shops.nearSalon,
      shops.otherNearSalon,
    ]);

    const id = `shop:${shops.nearSalon}`;
    const dismissed = await as(bob.token).patch<DismissResult>(
      `/customer/recommendations/${encodeURIComponent(id)}/dismiss`,
      {},
    );
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.data).toEqual({ id, dismissed: true });
    expect((await listOf(bob.token)).map((r) => r.id)).toEqual([`shop:${shops.otherNearSalon}`]);
    const again = await as(bob.token).patch(`/customer/recommendations/${id}/dismiss`, {});
    expect(again.status).toBe(200);
    expect((await listOf(bob.token)).map((r) => r.id)).toEqual([`shop:${shops.otherNearSalon}`]);
    // Alice still sees it
    expect((await listOf(alice.token)).map((r) => r.id)).toContain(id);
  });

  it('answers nothing without a history, 404 for ids naming nothing, and only to customers', async () => {
    const carol = await bookingClient(app, 'customer');
    expect(await listOf(carol.token)).toEqual([]);
    for (const id of [
      'shop:no-such-shop',
      `service:${shops.nearSalon}--nope`,
      'nonsense',
      'shop:$gt',
    ])
      expect(
        (
          await as(carol.token).patch(
            `/customer/recommendations/${encodeURIComponent(id)}/dismiss`,
            {},
          )
        ).body.code,
        id,
      ).toBe('NOT_FOUND');
    // a service can be dismissed by its id
    const service = `service:${shops.nearSpa}--treatment`;
    expect(
      (
        await as(carol.token).patch(
          `/customer/recommendations/${encodeURIComponent(service)}/dismiss`,
          {},
        )
      ).status,
    ).toBe(200);
    expect((await as().get('/customer/recommendations')).status).toBe(401);
    expect((await as(otherOwnerToken).get('/customer/recommendations')).status).toBe(403);
    expect(
      (
        await as(otherOwnerToken).patch(
          `/customer/recommendations/shop:${shops.nearSalon}/dismiss`,
          {},
        )
      ).status,
    ).toBe(403);
  });
});
