import {
  DEFAULT_MAX_ADVANCE_DAYS,
  DEFAULT_MIN_NOTICE_HOURS,
  type AvailabilityShop,
  type BookableService,
  type BookingServiceLine,
  type ShopBreak,
  type StaffMember,
} from '@/domain/booking';
import { zonedInstant } from '@/domain/availability';
import { parseTime, weekHours } from '@/domain/opening-hours';
import type { Shop, ShopPolicies } from '@/domain/shop';
import { SHOPS_WITHOUT_HOURS, shopCatalogue } from './shops';

/**
 * What booking needs of the mock shops (staff, breaks, confirmation mode, a cancellation fee), mapped here
 * rather than in shops.ts: `withBookingFields(shop)` gives the fields the server's Shop DTO gains.
 */

const AURORA = 'salone-aurora-roma';
const BARBERIA = 'barberia-del-corso-roma';
/** shop that confirms bookings by hand (new bookings stay pending) */
const MANUAL_CONFIRM_SHOP = 'oasi-porta-venezia-milano';
export const MOCK_BOOKING_SHOPS = {
  aurora: AURORA,
  barberia: BARBERIA,
  manual: MANUAL_CONFIRM_SHOP,
};

const service = (shopId: string, slug: string) => `${shopId}--${slug}`;

const STAFF: Record<string, StaffMember[]> = {
  [AURORA]: [
    {
      id: 'aurora-chiara',
      name: 'Chiara Ferri',
      role: 'Senior stylist',
      photo: null,
      serviceIds: [],
      workingHours: null,
    },
    {
      id: 'aurora-luca',
      name: 'Luca Marini',
      role: 'Stylist',
      photo: null,
      serviceIds: [
        service(AURORA, 'womens-haircut-blow-dry'),
        service(AURORA, 'mens-haircut'),
        service(AURORA, 'blow-dry-styling'),
      ],
      workingHours: null,
    },
    {
      id: 'aurora-sofia',
      name: 'Sofia Greco',
      role: 'Colourist',
      photo: null,
      serviceIds: [
        service(AURORA, 'full-colour'),
        service(AURORA, 'balayage-highlights'),
        service(AURORA, 'blow-dry-styling'),
      ],
      // her own week: Tuesday to Saturday, 10-18
      workingHours: weekHours([
        null,
        ['10:00', '18:00'],
        ['10:00', '18:00'],
        ['10:00', '18:00'],
        ['10:00', '18:00'],
        ['10:00', '18:00'],
        null,
      ]),
    },
  ],
  [BARBERIA]: [
    {
      id: 'barberia-marco',
      name: 'Marco Esposito',
      role: 'Master barber',
      photo: null,
      serviceIds: [],
      workingHours: null,
    },
    {
      id: 'barberia-davide',
      name: 'Davide Costa',
      role: 'Barber',
      photo: null,
      serviceIds: [],
      workingHours: weekHours([
        ['12:00', '20:00'],
        ['12:00', '20:00'],
        ['12:00', '20:00'],
        ['12:00', '20:00'],
        ['12:00', '20:00'],
        null,
        null,
      ]),
    },
  ],
};

const BREAKS: Record<string, ShopBreak[]> = {
  [AURORA]: [
    {
      name: 'Lunch',
      days: ['tuesday', 'wednesday', 'thursday', 'friday'],
      start: '13:00',
      end: '14:00',
    },
  ],
  [BARBERIA]: [
    {
      name: 'Lunch',
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
      start: '13:30',
      end: '14:30',
    },
  ],
};

/** Salone Aurora charges half the price for cancellations inside 24 hours (the demo of the fee). */
const POLICIES: Record<string, ShopPolicies['cancellation']> = {
  [AURORA]: { allowedHours: 24, feePercentage: 50 },
};

/**
 * Teams changed in the owner's team editor (mocks/handlers/shop-admin/team.ts), by shop: they replace the seeded
 * staff, so the booking page's staff picker and slots follow the editor as the server's catalog does.
 */
export const editedMockTeams = new Map<string, StaffMember[]>();

/** The booking fields of a mock shop (what the server's Shop DTO gains): staff, breaks, autoConfirm, policies. */
export function withBookingFields<T extends Shop>(
  shop: T,
): T & { staff: StaffMember[]; breaks: ShopBreak[]; autoConfirm: boolean } {
  const cancellation = POLICIES[shop.id];
  return {
    ...shop,
    staff: editedMockTeams.get(shop.id) ?? STAFF[shop.id] ?? [],
    breaks: BREAKS[shop.id] ?? [],
    autoConfirm: shop.id !== MANUAL_CONFIRM_SHOP,
    policies: cancellation ? { ...shop.policies, cancellation } : shop.policies,
  };
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
