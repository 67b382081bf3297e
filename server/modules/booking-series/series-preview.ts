import { bookingLimitFailure, type LimitedBooking } from '../../../src/domain/booking';
import {
  occurrenceDates,
  seriesPreviewOf,
  type Recurrence,
  type SeriesFrequency,
  type SeriesOccurrence,
  type SeriesPreview,
} from '../../../src/domain/booking-series';
import { ApiError } from '../../http/api-error';
import { approvedShop, currentServices, placementFor } from '../bookings/booking-create';
import { customerBookings } from '../bookings/booking-index';
import { busyOn } from '../bookings/day-sheets';
import { toAvailabilityShop } from '../shops/shop.mapper';

/** What a series is of: the booking fields, the recurrence, and for whom (null: a person not written down yet). */
export interface SeriesTarget {
  shopId: string;
  serviceIds: string[];
  staffId: string | null;
  date: string;
  time: string;
  recurrence: Recurrence;
  customerId: string | null;
  /** placed by the shop (its allowances: booking-create.ts ShopPlacement) */
  byShop: boolean;
}

/**
 * POST /api/bookings/series/preview: each occurrence's date and time and whether it is free now, by the same
 * rules as a single booking (the placement rules, the taken cells of its day, the customer's limits counting the
 * occurrences before it). The claims still decide at create: a time taken meanwhile fails only that occurrence.
 */
export async function previewSeries(target: SeriesTarget, now: Date): Promise<SeriesPreview> {
  const servicesRead = currentServices(target.shopId, target.serviceIds);
  servicesRead.catch(() => undefined);
  const shop = await approvedShop(target.shopId);
  const services = await servicesRead;
  const availability = toAvailabilityShop(shop);
  const dates = occurrenceDates(
    target.date,
    target.recurrence.frequency as SeriesFrequency,
    target.recurrence.count,
  );
  const booked: LimitedBooking[] = target.customerId
    ? await customerBookings(target.customerId)
    : [];
  const occurrences: SeriesOccurrence[] = [];
  for (const [index, date] of dates.entries()) {
    const base = { index, date, time: target.time };
    try {
      const busy = await busyOn(shop._id, date);
      const placement = placementFor(
        {
          shop: availability,
          services,
          date,
          time: target.time,
          staffId: target.staffId,
          busy,
          now,
        },
        target.byShop,
      );
      const requested = {
        shopId: shop._id,
        date,
        startAt: placement.startAt.getTime(),
        endAt: placement.endAt.getTime(),
      };
      const conflict =
        placement.free.length === 0 ? 'SLOT_TAKEN' : bookingLimitFailure(booked, requested, now);
      if (!conflict) booked.push({ ...requested, status: 'confirmed' });
      occurrences.push({ ...base, free: conflict === null, conflict });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // the services or the person are wrong for every occurrence: the request itself is refused
      if (
        [
          'SERVICE_NOT_FOUND',
          'SERVICE_UNAVAILABLE',
          'STAFF_NOT_FOUND',
          'STAFF_CANNOT_PERFORM',
          'OFF_GRID',
        ].includes(error.code)
      )
        throw error;
      occurrences.push({ ...base, free: false, conflict: error.code });
    }
  }
  return seriesPreviewOf(target.recurrence, occurrences);
}
