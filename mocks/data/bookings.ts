import {
  type Booking,
  type BookingActorRole,
  type BookingHistoryEntry,
  type BookingServiceLine,
  type BookingStatus,
  type BookableService,
  type BusyInterval,
  type ReminderLeadHours,
  SHOP_CHAIR_ID,
} from '@/domain/booking';
import { bookingEndAt, shopToday, zonedInstant } from '@/domain/availability';
import { allowedActions, bookingPolicy, type BookingRuleContext } from '@/domain/booking-status';
import { addDays, parseTime } from '@/domain/opening-hours';
import { WEEKDAYS, type Shop } from '@/domain/shop';
import {
  MOCK_BOOKING_SHOPS,
  bookableServicesOf,
  findMockShop,
  type withBookingFields,
} from './booking-shops';
import { MOCK_USERS } from './users';

export {
  MOCK_BOOKING_SHOPS,
  availabilityShopOf,
  bookableServicesOf,
  findMockShop,
  withBookingFields,
} from './booking-shops';

const { aurora: AURORA, barberia: BARBERIA, manual: MANUAL_CONFIRM_SHOP } = MOCK_BOOKING_SHOPS;
const service = (shopId: string, slug: string) => `${shopId}--${slug}`;

/**
 * The bookings of the MSW mocks: an in-memory store seeded for the demo customer relative to today (so
 * "upcoming" stays upcoming), and the DTO mapper. `resetBookingsMockState()` restores the seed.
 */
// ---------------------------------------------------------------------------------------------------------
// The store

/** A booking as the mock keeps it (the DTO is computed per caller and per request, like the server's mapper). */
export interface StoredMockBooking {
  id: string;
  reference: string;
  shopId: string;
  customerId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  services: BookingServiceLine[];
  staffId: string;
  date: string;
  time: string;
  status: BookingStatus;
  /** the customer's notes */
  notes: string;
  /** the shop's own notes (never in the customer's view) */
  shopNotes: string;
  specialRequests: string;
  firstTimeCustomer: boolean;
  reminderHours: ReminderLeadHours | null;
  cancellationFeeCents: number | null;
  rescheduleCount: number;
  history: BookingHistoryEntry[];
  createdAt: string;
  updatedAt: string;
}

export const durationOf = (b: Pick<StoredMockBooking, 'services'>) =>
  b.services.reduce((sum, line) => sum + line.duration, 0);
export const priceCentsOf = (b: Pick<StoredMockBooking, 'services'>) =>
  b.services.reduce((sum, line) => sum + line.priceCents, 0);

/** Statuses whose time is released (the server deletes their claims). */
const RELEASED: readonly BookingStatus[] = ['cancelled', 'rejected'];

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
export function startOf(b: Pick<StoredMockBooking, 'date' | 'time'>, timeZone: string): Date {
  return (
    zonedInstant(b.date, parseTime(b.time) ?? 0, timeZone) ?? new Date(`${b.date}T${b.time}:00Z`)
  );
}

export function ruleContext(
  b: StoredMockBooking,
  shop: ReturnType<typeof withBookingFields>,
  actor: BookingActorRole,
  now: Date,
): BookingRuleContext {
  return {
    actor,
    now,
    startAt: startOf(b, shop.timeZone),
    status: b.status,
    policies: { cancellation: shop.policies.cancellation, reschedule: shop.policies.reschedule },
    rescheduleCount: b.rescheduleCount,
    autoConfirm: shop.autoConfirm,
    priceCents: priceCentsOf(b),
  };
}

const endTime = (time: string, minutes: number) => {
  const end = (parseTime(time) ?? 0) + minutes;
  return `${String(Math.floor(end / 60) % 24).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
};

/** The DTO the API answers with, with `allowedActions`/`policy` for this caller at `now`. */
export function toBookingDto(
  b: StoredMockBooking,
  actor: BookingActorRole = 'customer',
  now: Date = new Date(),
): Booking {
  const shop = findMockShop(b.shopId, now);
  if (!shop) throw new Error(`mock booking ${b.id} names an unknown shop`);
  const ctx = ruleContext(b, shop, actor, now);
  const duration = durationOf(b);
  const price = priceCentsOf(b) / 100;
  const staffName = shop.staff.find((s) => s.id === b.staffId)?.name ?? null;
  return {
    id: b.id,
    reference: b.reference,
    shopId: shop.id,
    shopName: shop.name,
    shopAddress: [shop.location.address, shop.location.city].filter(Boolean).join(', '),
    shopTimeZone: shop.timeZone,
    customerId: b.customerId,
    customerName: b.customerName,
    customerEmail: b.customerEmail,
    customerPhone: b.customerPhone,
    services: b.services,
    serviceName: b.services.map((s) => s.name).join(', '),
    serviceType: shop.services.find((s) => s.id === b.services[0]?.id)?.category ?? '',
    staffId: b.staffId,
    staffName,
    date: b.date,
    startTime: b.time,
    time: b.time,
    endTime: endTime(b.time, duration),
    startAt: ctx.startAt.toISOString(),
    endAt: bookingEndAt(
      b.date,
      parseTime(b.time) ?? 0,
      duration,
      shop.timeZone,
      ctx.startAt,
    ).toISOString(),
    duration,
    price,
    priceCents: priceCentsOf(b),
    estimatedPrice: price,
    status: b.status,
    notes: b.notes,
    // like the server's mapper: only the shop's side sees its own notes
    ...(actor === 'shop' || actor === 'admin' ? { shopNotes: b.shopNotes } : {}),
    specialRequests: b.specialRequests,
    firstTimeCustomer: b.firstTimeCustomer,
    reminderHours: b.reminderHours,
    cancellationFee: b.cancellationFeeCents === null ? null : b.cancellationFeeCents / 100,
    rescheduleCount: b.rescheduleCount,
    history: b.history,
    policy: bookingPolicy(ctx),
    allowedActions: allowedActions(ctx),
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
  };
}

/** Taken stretches of a shop's date (every booking that still holds its time), optionally without one booking. */
export function busyIntervals(shopId: string, date: string, exceptId?: string): BusyInterval[] {
  return bookingsMockState.bookings
    .filter(
      (b) =>
        b.shopId === shopId && b.date === date && b.id !== exceptId && !RELEASED.includes(b.status),
    )
    .map((b) => {
      const start = parseTime(b.time) ?? 0;
      return { staffId: b.staffId, start, end: start + durationOf(b) };
    });
}

// ---------------------------------------------------------------------------------------------------------
// Seed

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
    const percent = shop.policies.cancellation.feePercentage;
    const late = (spec.cancelledHoursBefore ?? 48) < shop.policies.cancellation.allowedHours;
    const price = services.reduce((sum, s) => sum + s.priceCents, 0);
    cancellationFeeCents = late ? Math.round((price * percent) / 100) : null;
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

/** In-memory bookings and idempotency keys (`<userId>:<key>` → booking id and the request, canonical JSON). */
export const bookingsMockState = {
  bookings: seedMockBookings(),
  idempotency: new Map<string, { bookingId: string; request: string }>(),
  sequence: 0,
};

export function resetBookingsMockState(now: Date = new Date()) {
  bookingsMockState.bookings = seedMockBookings(now);
  bookingsMockState.idempotency = new Map();
  bookingsMockState.sequence = 0;
}

/** The demo customer's seeded bookings as the API shows them to her (stories, tests). */
export function mockCustomerBookings(now: Date = new Date()): Booking[] {
  return seedMockBookings(now)
    .filter((b) => b.customerId === MOCK_CUSTOMER.id)
    .map((b) => toBookingDto(b, 'customer', now));
}
