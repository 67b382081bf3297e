import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopMedicalInfo } from '../../src/domain/medical-info';
import {
  RECOMMENDATION_REASONS,
  type DismissResult,
  type RecommendationsResult,
} from '../../src/domain/recommendations';
import { weekHours, type DayWindow } from '../../src/domain/opening-hours';
import { BookingModel } from '../../server/models/booking.model';
import { ServiceModel } from '../../server/models/service.model';
import { ShopModel } from '../../server/models/shop.model';
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
 * Spec 02 §7 "Customer area": the medical info a shop sees on its own bookings when the customer shares it, and
 * recommendations that never show a shop the customer has been to or dismissed (preferences and medical info
 * themselves: customer-preferences.test.ts). Over real HTTP on FerretDB, with shops made here (no demo data).
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
  app = await startTestApp({ dbName: 'api-customer-recommendations', seed: false });
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
