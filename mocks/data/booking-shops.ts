import {
  DEFAULT_MAX_ADVANCE_DAYS,
  DEFAULT_MIN_NOTICE_HOURS,
  type AvailabilityShop,
  type BookableService,
  type BookingServiceLine,
  type StaffMember,
} from '@/domain/booking';
import { zonedInstant } from '@/domain/availability';
import { parseTime } from '@/domain/opening-hours';
import type { Shop } from '@/domain/shop';
import { SHOPS_WITHOUT_HOURS, shopCatalogue } from './shops';

/**
 * What booking needs of the mock shops: the engine's view of a shop, its bookable services and a booking's lines.
 * Staff, breaks, confirmation mode and policies are catalogue fields (seeded in booking-seed-fields.ts), so what
 * the owner saves reaches the slots and new bookings.
 */

export { MOCK_BOOKING_SHOPS } from './booking-seed-fields';

/**
 * Teams changed in the owner's team editor (mocks/handlers/shop-admin/team.ts), by shop: they replace the seeded
 * staff, so the booking page's staff picker and slots follow the editor as the server's catalog does.
 */
export const editedMockTeams = new Map<string, StaffMember[]>();

/**
 * A mock shop as booking reads it: the catalogue's staff, breaks, confirmation mode and policies (seeded in
 * booking-seed-fields.ts, changed by the owner's hours and policies editors), with the team editor's team.
 */
export function withBookingFields<T extends Shop>(shop: T): T {
  const team = editedMockTeams.get(shop.id);
  return team ? { ...shop, staff: team } : shop;
}

export function findMockShop(shopId: string, now: Date = new Date()) {
  const shop = shopCatalogue(now).find((s) => s.id === shopId);
  return shop ? withBookingFields(shop) : null;
}

/** What the availability engine needs of a mock shop. */
export function availabilityShopOf(shop: Shop): AvailabilityShop {
  const full = withBookingFields(shop);
  return {
    id: shop.id,
    timeZone: shop.timeZone,
    workingHours: SHOPS_WITHOUT_HOURS.has(shop.id) ? null : shop.workingHours,
    specialDates: shop.specialDates,
    breaks: full.breaks,
    staff: full.staff,
  };
}

/** The mock shop's services with their booking settings (all bookable online, the defaults). */
export function bookableServicesOf(shop: Shop): BookableService[] {
  return shop.services.map((s) => ({
    id: s.id,
    shopId: shop.id,
    name: s.name,
    description: `${s.name} at ${shop.name}.`,
    category: s.category,
    durationMinutes: s.duration,
    priceCents: Math.round(s.price * 100),
    bookable: true,
    minNoticeHours: DEFAULT_MIN_NOTICE_HOURS,
    maxAdvanceDays: DEFAULT_MAX_ADVANCE_DAYS,
  }));
}

/** A chosen service as a booking's line (as booked). */
export function serviceLine(s: BookableService): BookingServiceLine {
  return {
    id: s.id,
    name: s.name,
    duration: s.durationMinutes,
    price: s.priceCents / 100,
    priceCents: s.priceCents,
  };
}

/** The booking's start instant (shop-local wall clock → instant). */
export function startOf(b: { date: string; time: string }, timeZone: string): Date {
  return (
    zonedInstant(b.date, parseTime(b.time) ?? 0, timeZone) ?? new Date(`${b.date}T${b.time}:00Z`)
  );
}
