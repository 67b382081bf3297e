import type { Locale } from '../../../src/domain/constants';
import { bookingAnalyticsOf, type BookingAnalytics } from '../../../src/domain/booking-analytics';
import type { StoredText } from '../../../src/domain/localized-text';
import { salesRanges } from '../../../src/domain/sales-periods';
import type { SalesRangeQuery } from '../../../src/domain/sales-schema';
import { localDate } from '../../../src/domain/zoned-time';
import { ServiceModel } from '../../models/service.model';
import { shopBookings } from '../bookings/booking-index';
import { toAvailabilityShop } from '../shops/shop.mapper';
import { salesShopFor, type SalesCaller } from './sales-shop';

/**
 * GET /api/analytics/bookings: the caller's shop's bookings of a period (src/domain/booking-analytics.ts), from
 * the shop's month index entries (server/modules/bookings/booking-index.ts: status, date, start, end, person and
 * services, read by `_id` and usually from memory), the shop's hours and team, and its services' names.
 */
export async function bookingAnalytics(
  caller: SalesCaller,
  query: SalesRangeQuery,
  language: Locale,
  now = Date.now(),
): Promise<BookingAnalytics> {
  const shop = await salesShopFor(caller, query.shopId);
  const ranges = salesRanges(query, localDate(now, shop.timeZone));
  const entries = await shopBookings([shop.shopId], ranges.range);
  const serviceIds = new Set(entries.flatMap((entry) => entry.serviceIds ?? []));
  for (const id of shop.doc.serviceIds ?? []) serviceIds.add(id);
  const services = await Promise.all(
    [...serviceIds].map((id) =>
      ServiceModel.findById(id, { name: 1 }).lean<{ _id: string; name?: StoredText }>(),
    ),
  );
  return bookingAnalyticsOf({
    shopId: shop.shopId,
    shop: { ...toAvailabilityShop(shop.doc), timeZone: shop.timeZone },
    period: ranges.period,
    range: ranges.range,
    bookings: entries.map((entry) => ({
      id: entry.id,
      date: entry.date,
      startAt: entry.startAt,
      endAt: entry.endAt,
      status: entry.status,
      staffId: entry.staffId ?? null,
      serviceIds: entry.serviceIds ?? [],
    })),
    serviceNames: new Map(
      services.filter((s) => s !== null).map((s) => [s._id, s.name ?? null] as const),
    ),
    language,
    now,
  });
}
