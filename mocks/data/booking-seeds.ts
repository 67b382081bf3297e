import {
  SHOP_CHAIR_ID,
  type BookingActorRole,
  type BookingHistoryEntry,
  type BookingStatus,
} from '@/domain/booking';
import { shopToday } from '@/domain/availability';
import { actionOutcome } from '@/domain/booking-change-rules';
import { policySnapshot } from '@/domain/booking-record';
import { addDays } from '@/domain/opening-hours';
import { WEEKDAYS, type Shop } from '@/domain/shop';
import type { StoredMockBooking } from './bookings';
import {
  MOCK_BOOKING_SHOPS,
  bookableServicesOf,
  findMockShop,
  serviceLine,
  startOf,
} from './booking-shops';
import { MOCK_USERS } from './users';

/** The bookings the mock store starts with: the demo customer's, relative to today (so "upcoming" stays so). */

const { aurora: AURORA, barberia: BARBERIA, manual: MANUAL_CONFIRM_SHOP } = MOCK_BOOKING_SHOPS;
const service = (shopId: string, slug: string) => `${shopId}--${slug}`;

const weekdayOf = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  // WEEKDAYS is Monday first; getUTCDay is Sunday = 0
  return WEEKDAYS[(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay() + 6) % 7];
};

/** The first date from `from` (stepping by `step` days) when the shop is open and no special date interferes. */
function openDate(shop: Shop, from: string, step: 1 | -1): string {
  let date = from;
  for (let i = 0; i < 14; i += 1) {
    const day = weekdayOf(date);
    const special = shop.specialDates.some((s) => s.date === date);
    if (day && shop.workingHours[day]?.isOpen && !special) return date;
    date = addDays(date, step);
  }
  return from;
}

const actor = (role: BookingActorRole, id: string | null, name: string | null) => ({
  role,
  id,
  name,
});

export const MOCK_CUSTOMER = MOCK_USERS.find((u) => u.role === 'customer') ?? MOCK_USERS[0]!;
/** A customer without a mock account: their booking is never visible to the demo customer. */
export const OTHER_CUSTOMER = {
  id: 'user-mock-other',
  name: 'Paolo Neri',
  email: 'paolo@example.com',
};

interface SeedSpec {
  id: string;
  reference: string;
  shopId: string;
  serviceSlugs: string[];
  staffId: string;
  dayOffset: number;
  time: string;
  status: BookingStatus;
  customer?: { id: string; name: string; email: string };
  cancelledHoursBefore?: number;
}

/** Ids of the seeded bookings (stable, for stories and tests). */
export const SEEDED_BOOKING_IDS = {
  upcomingConfirmed: 'bk_seed_upcoming1',
  upcomingPending: 'bk_seed_upcoming2',
  pastCompleted: 'bk_seed_past1',
  cancelledWithFee: 'bk_seed_cancel1',
  otherCustomer: 'bk_seed_other1',
} as const;

const SEEDS: SeedSpec[] = [
  {
    id: SEEDED_BOOKING_IDS.upcomingConfirmed,
    reference: 'ORA-7K2M9Q',
    shopId: AURORA,
    serviceSlugs: ['womens-haircut-blow-dry'],
    staffId: 'aurora-chiara',
    dayOffset: 3,
    time: '10:00',
    status: 'confirmed',
  },
  {
    id: SEEDED_BOOKING_IDS.upcomingPending,
    reference: 'ORA-4H8T2W',
    shopId: MANUAL_CONFIRM_SHOP,
    serviceSlugs: ['hydrating-facial', 'reflexology'],
    staffId: SHOP_CHAIR_ID,
    dayOffset: 8,
    time: '15:00',
    status: 'pending',
  },
  {
    id: SEEDED_BOOKING_IDS.pastCompleted,
    reference: 'ORA-2B6N5R',
    shopId: BARBERIA,
    serviceSlugs: ['haircut-beard'],
    staffId: 'barberia-marco',
    dayOffset: -12,
    time: '11:00',
    status: 'completed',
  },
  {
    id: SEEDED_BOOKING_IDS.cancelledWithFee,
    reference: 'ORA-9C3L7P',
    shopId: AURORA,
    serviceSlugs: ['full-colour'],
    staffId: 'aurora-sofia',
    dayOffset: -4,
    time: '16:00',
    status: 'cancelled',
    cancelledHoursBefore: 3,
  },
  {
    id: SEEDED_BOOKING_IDS.otherCustomer,
    reference: 'ORA-5X1D8F',
    shopId: AURORA,
    serviceSlugs: ['mens-haircut'],
    staffId: 'aurora-luca',
    dayOffset: 3,
    time: '11:00',
    status: 'confirmed',
    customer: OTHER_CUSTOMER,
  },
];

function seedBooking(spec: SeedSpec, now: Date): StoredMockBooking | null {
  const shop = findMockShop(spec.shopId, now);
  if (!shop) return null;
  const today = shopToday(now, shop.timeZone);
  const date = openDate(shop, addDays(today, spec.dayOffset), spec.dayOffset < 0 ? -1 : 1);
  const services = bookableServicesOf(shop)
    .filter((s) => spec.serviceSlugs.some((slug) => s.id === service(shop.id, slug)))
    .map(serviceLine);
  const customer = spec.customer ?? MOCK_CUSTOMER;
  const start = startOf({ date, time: spec.time }, shop.timeZone);
  const createdAt = new Date(start.getTime() - 10 * 86_400_000).toISOString();
  const initial: BookingStatus = spec.status === 'pending' ? 'pending' : 'confirmed';
  const by = actor('customer', customer.id, customer.name);
  const to = { status: initial, date, time: spec.time, staffId: spec.staffId };
  const history: BookingHistoryEntry[] = [
    {
      at: createdAt,
      by,
      action: 'created',
      from: { status: null, date: null, time: null, staffId: null },
      to,
      reason: null,
    },
  ];
  let cancellationFeeCents: number | null = null;
  let updatedAt = createdAt;
  if (spec.status === 'cancelled') {
    updatedAt = new Date(
      start.getTime() - (spec.cancelledHoursBefore ?? 48) * 3_600_000,
    ).toISOString();
    // the fee the state machine charged when the customer cancelled then
    cancellationFeeCents = actionOutcome('cancel', {
      actor: 'customer',
      now: new Date(updatedAt),
      startAt: start,
      status: initial,
      policies: policySnapshot(shop.policies),
      rescheduleCount: 0,
      autoConfirm: shop.autoConfirm,
      priceCents: services.reduce((sum, s) => sum + s.priceCents, 0),
    }).cancellationFeeCents;
    history.push({
      at: updatedAt,
      by,
      action: 'cancel',
      from: to,
      to: { ...to, status: 'cancelled' },
      reason: null,
    });
  } else if (spec.status === 'completed') {
    updatedAt = new Date(start.getTime() + 60 * 60_000).toISOString();
    const shopActor = actor('shop', 'user-demo-shop', shop.name);
    const checkedIn = { ...to, status: 'checked-in' as const };
    history.push(
      {
        at: start.toISOString(),
        by: shopActor,
        action: 'check-in',
        from: to,
        to: checkedIn,
        reason: null,
      },
      {
        at: updatedAt,
        by: shopActor,
        action: 'complete',
        from: checkedIn,
        to: { ...to, status: 'completed' },
        reason: null,
      },
    );
  }
  return {
    id: spec.id,
    reference: spec.reference,
    shopId: shop.id,
    customerId: customer.id,
    customerName: customer.name,
    customerEmail: customer.email,
    customerPhone: '+393331234567',
    services,
    staffId: spec.staffId,
    date,
    time: spec.time,
    status: spec.status,
    notes: '',
    shopNotes: '',
    specialRequests: spec.status === 'pending' ? 'Sensitive skin, please use mild products.' : '',
    firstTimeCustomer: false,
    reminderHours: 24,
    cancellationFeeCents,
    rescheduleCount: 0,
    history,
    createdAt,
    updatedAt,
  };
}

export function seedMockBookings(now: Date = new Date()): StoredMockBooking[] {
  return SEEDS.map((spec) => seedBooking(spec, now)).filter(
    (b): b is StoredMockBooking => b !== null,
  );
}
