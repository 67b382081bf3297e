import type { ShopBreak, StaffMember } from '@/domain/booking';
import { weekHours } from '@/domain/opening-hours';
import type { ShopPolicies } from '@/domain/shop';

/**
 * What the mock shops start with for booking (staff, breaks, confirmation mode, a cancellation fee): `makeShop`
 * puts them in the catalogue, where the owner's editors (team, hours, policies) change them like any other field,
 * so the booking page, the slots and new bookings follow what was saved.
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

/** The booking fields a mock shop is seeded with. */
export function seededBookingFields(
  shopId: string,
  policies: ShopPolicies,
): { staff: StaffMember[]; breaks: ShopBreak[]; autoConfirm: boolean; policies: ShopPolicies } {
  const cancellation = POLICIES[shopId];
  return {
    staff: structuredClone(STAFF[shopId] ?? []),
    breaks: structuredClone(BREAKS[shopId] ?? []),
    autoConfirm: shopId !== MANUAL_CONFIRM_SHOP,
    policies: cancellation ? { ...policies, cancellation: { ...cancellation } } : policies,
  };
}
