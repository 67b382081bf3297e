import { zonedInstant } from '@/domain/availability';
import { bookingLimitFailure, type BookableService } from '@/domain/booking';
import { chooseServices, placeBooking, staffRefusal, takerOf } from '@/domain/booking-placement';
import { parseTime } from '@/domain/opening-hours';
import {
  availabilityShopOf,
  bookableServicesOf,
  bookingsMockState as state,
  busyIntervals,
  toBookingDto,
  type findMockShop,
} from '../data/bookings';
import { failure, refused } from './failure';

/**
 * The mocks' side of placing a booking: src/domain decides (services, person, time, limits), this hands it the
 * store's bookings and answers its refusals as the server's envelopes.
 */

type MockShop = NonNullable<ReturnType<typeof findMockShop>>;

/** The chosen services of a shop, or the server's 400/404. */
export function servicesOf(shop: MockShop, ids: readonly string[]): BookableService[] | Response {
  const all = bookableServicesOf(shop);
  const chosen = chooseServices(ids, (id) => all.find((s) => s.id === id));
  return chosen.ok ? chosen.value : refused(chosen);
}

/** 400 when a named staff member is unknown or does not perform every chosen service. */
export function staffProblem(
  shop: MockShop,
  staffId: string | null | undefined,
  ids: readonly string[],
): Response | null {
  const refusal = staffRefusal(availabilityShopOf(shop), staffId, ids);
  return refusal ? refused(refusal) : null;
}

/** The hoarding limits (src/domain `bookingLimitFailure`) over the customer's stored bookings, or null. */
export function hoardingLimit(
  customerId: string,
  shop: MockShop,
  services: readonly BookableService[],
  slot: { date: string; time: string },
  now: Date,
): Response | null {
  const startAt = zonedInstant(slot.date, parseTime(slot.time) ?? 0, shop.timeZone);
  if (!startAt) return null;
  const minutes = services.reduce((sum, s) => sum + s.durationMinutes, 0);
  const mine = state.bookings
    .filter((b) => b.customerId === customerId)
    .map((b) => toBookingDto(b, 'customer', now))
    .map((b) => ({
      shopId: b.shopId,
      date: b.date,
      startAt: Date.parse(b.startAt),
      endAt: Date.parse(b.endAt),
      status: b.status,
    }));
  const code = bookingLimitFailure(
    mine,
    {
      shopId: shop.id,
      date: slot.date,
      startAt: startAt.getTime(),
      endAt: startAt.getTime() + minutes * 60_000,
    },
    now,
  );
  return code ? failure(code) : null;
}

/**
 * Places a time with src/domain's rules (the server's, in its order) against the store's taken times, and
 * says who gets it: the named person, or for "any" the first free one (`prefer` first); or the 400/409.
 */
export function placeTime(
  shop: MockShop,
  services: readonly BookableService[],
  slot: { date: string; time: string; staffId?: string | null },
  now: Date,
  options: { exceptId?: string; prefer?: string } = {},
): string | Response {
  const placement = placeBooking({
    shop: availabilityShopOf(shop),
    services,
    date: slot.date,
    time: slot.time,
    staffId: slot.staffId,
    busy: busyIntervals(shop.id, slot.date, options.exceptId),
    now,
    prefer: options.prefer,
  });
  if (!placement.ok) return refused(placement);
  const taker = takerOf(placement.value);
  return taker.ok ? taker.value : refused(taker);
}

export type PlaceTime = typeof placeTime;
