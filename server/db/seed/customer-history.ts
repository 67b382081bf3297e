import { zonedInstant } from '../../../src/domain/availability';
import { DEMO_OWNED_SHOP_ID } from '../../../src/domain/demo';
import { localized } from '../../../src/domain/localized-text';
import { validTimeZone } from '../../../src/domain/opening-hours';
import { localDate } from '../../../src/domain/zoned-time';
import { BookingModel } from '../../models/booking.model';
import { ClaimModel, claimOnce } from '../../models/claim.model';
import { updateBookingInIndexes } from '../../modules/bookings/booking-index';
import { recordShopReview } from '../../modules/shops/shop-ratings';
import type { DemoData, SeedService, SeedShop } from './demo-data';
import type { SeedCounts } from './index';

/**
 * The demo customer's year of visits (issue 17), so the customer dashboard, its analytics and quick rebook show
 * real figures on a fresh install: completed visits at four shops (most at one salon, with the same person),
 * two cancellations (one late, with a fee) and a missed one, over the last twelve months, and reviews of some
 * visits (the average rating given). Dates count back from the first seeding, in each shop's zone.
 *
 * Written by `_id` as the bookings service writes them (the document, then the customer's and the shop's list
 * entries by its own sync), once: a claim marks the history as seeded, so a later seed (another day, after the
 * customer booked or cancelled) writes nothing. Only past bookings: an upcoming one must claim its time through
 * the bookings service, which the seed does not run; the customer books those in the app (or quick-rebooks).
 */

interface Visit {
  daysAgo: number;
  /** which of the chosen shops, and which of its first services */
  shop: number;
  service: number;
  time: string;
  status: 'completed' | 'cancelled' | 'no-show';
  /** the stars of the customer's review of it */
  rating?: number;
  feeCents?: number;
}

const VISITS: readonly Visit[] = [
  { daysAgo: 12, shop: 0, service: 0, time: '10:00', status: 'completed', rating: 5 },
  { daysAgo: 26, shop: 1, service: 0, time: '15:30', status: 'completed', rating: 4 },
  { daysAgo: 33, shop: 0, service: 1, time: '11:00', status: 'cancelled' },
  { daysAgo: 47, shop: 2, service: 0, time: '18:30', status: 'completed' },
  { daysAgo: 61, shop: 0, service: 0, time: '10:00', status: 'completed', rating: 5 },
  { daysAgo: 75, shop: 3, service: 0, time: '14:00', status: 'completed', rating: 4 },
  { daysAgo: 90, shop: 1, service: 1, time: '16:00', status: 'completed' },
  { daysAgo: 104, shop: 0, service: 0, time: '09:30', status: 'completed', rating: 5 },
  { daysAgo: 118, shop: 2, service: 1, time: '12:30', status: 'cancelled', feeCents: 1000 },
  { daysAgo: 140, shop: 0, service: 2, time: '10:30', status: 'completed' },
  { daysAgo: 165, shop: 3, service: 1, time: '17:00', status: 'completed', rating: 3 },
  { daysAgo: 190, shop: 1, service: 0, time: '15:00', status: 'completed', rating: 4 },
  { daysAgo: 220, shop: 0, service: 0, time: '10:00', status: 'completed', rating: 5 },
  { daysAgo: 250, shop: 2, service: 0, time: '19:00', status: 'no-show' },
  { daysAgo: 290, shop: 0, service: 1, time: '11:30', status: 'completed' },
  { daysAgo: 330, shop: 1, service: 0, time: '16:30', status: 'completed', rating: 4 },
];

const DAY_MS = 86_400_000;

/** Shops with people and at least three services: the demo owner's first (its figures show the visits too). */
function chosenShops(data: DemoData): { shop: SeedShop; services: SeedService[] }[] {
  const menus = new Map<string, SeedService[]>();
  for (const service of data.services) {
    if (!service.active) continue;
    const menu = menus.get(service.shopId) ?? [];
    menu.push(service);
    menus.set(service.shopId, menu);
  }
  const usable = data.shops.filter(
    (shop) => shop.staff.length > 0 && (menus.get(shop._id)?.length ?? 0) >= 3,
  );
  usable.sort(
    (a, b) => Number(b._id === DEMO_OWNED_SHOP_ID) - Number(a._id === DEMO_OWNED_SHOP_ID),
  );
  return usable.slice(0, 4).map((shop) => ({ shop, services: menus.get(shop._id)!.slice(0, 3) }));
}

export async function seedCustomerHistory(data: DemoData, now = Date.now()): Promise<SeedCounts> {
  const customer = data.users.find((user) => user.role === 'customer');
  const shops = chosenShops(data);
  if (!customer || shops.length < 4) return { inserted: 0, updated: 0, unchanged: 0 };
  const marker = `seed:customer-history:${customer._id}`;
  if (await ClaimModel.findById(marker, { _id: 1 }).lean())
    return { inserted: 0, updated: 0, unchanged: VISITS.length };

  let inserted = 0;
  for (const [index, visit] of VISITS.entries()) {
    const { shop, services } = shops[visit.shop]!;
    const service = services[visit.service] ?? services[0]!;
    const person =
      shop.staff.find((m) => m.serviceIds.length === 0 || m.serviceIds.includes(service._id)) ??
      shop.staff[0]!;
    const zone = validTimeZone(shop.timeZone);
    const date = localDate(now - visit.daysAgo * DAY_MS, zone);
    const [h, m] = visit.time.split(':').map(Number) as [number, number];
    const startAt = zonedInstant(date, h * 60 + m, zone)!;
    const endAt = new Date(startAt.getTime() + service.durationMinutes * 60_000);
    const id = `bk_demo-history-${String(index + 1).padStart(2, '0')}`;
    const result = await BookingModel.collection.updateOne(
      { _id: id as never },
      {
        $setOnInsert: {
          reference: `ORA-DH${String(index + 1).padStart(4, '0')}`,
          shopId: shop._id,
          shopName: shop.name,
          shopAddress: `${shop.location.address}, ${shop.location.city}`,
          shopTimeZone: zone,
          serviceType: service.category,
          customerId: customer._id,
          customerName: customer.name,
          customerEmail: customer.email,
          customerPhone: customer.phone,
          customerLocale: 'en',
          services: [
            {
              serviceId: service._id,
              name: localized(service.name, 'en'),
              names: service.name,
              durationMinutes: service.durationMinutes,
              priceCents: service.priceCents,
            },
          ],
          staffId: person._id,
          staffName: person.name,
          date,
          time: visit.time,
          startAt,
          endAt,
          durationMinutes: service.durationMinutes,
          priceCents: service.priceCents,
          status: visit.status,
          notes: '',
          shopNotes: '',
          specialRequests: '',
          firstTimeCustomer: index === VISITS.length - 1,
          reminderHours: null,
          cancellationFeeCents: visit.feeCents ?? null,
          rescheduleCount: 0,
          policies: {
            cancellation: shop.policies.cancellation,
            reschedule: shop.policies.reschedule,
          },
          autoConfirm: shop.autoConfirm,
          cells: [],
          version: 1,
          history: [],
          createdAt: new Date(startAt.getTime() - 7 * DAY_MS),
          updatedAt: endAt,
        },
      },
      { upsert: true },
    );
    if (result.upsertedCount === 0) continue;
    inserted += 1;
    await updateBookingInIndexes(id);
    if (visit.rating)
      await recordShopReview(
        {
          shopId: shop._id,
          userId: customer._id,
          bookingId: id,
          rating: visit.rating,
          at: new Date(endAt.getTime() + DAY_MS),
        },
        // the catalog is built after the seed, from what it wrote
        { catalog: { invalidate: () => undefined } },
      );
  }
  await claimOnce(marker);
  return { inserted, updated: 0, unchanged: VISITS.length - inserted };
}
