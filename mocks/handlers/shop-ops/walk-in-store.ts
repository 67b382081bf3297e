import type { SessionUser } from '@/domain/auth';
import { zonedInstant } from '@/domain/availability';
import type { BookableService, BookingStatus } from '@/domain/booking';
import { initialStatus } from '@/domain/booking-status';
import type { BookingSeriesRef } from '@/domain/booking-series';
import { withSeries } from '@/domain/booking-series';
import { parseTime } from '@/domain/opening-hours';
import { normalizePhone } from '@/domain/phone';
import type { Booking, BookingActorRole } from '@/domain/booking';
import {
  contactIdOf,
  isContactId,
  shopPlacementRules,
  type ShopCustomer,
  type WalkInSource,
} from '@/domain/walk-ins';
import {
  bookingsMockState as state,
  findMockShop,
  serviceLine,
  toBookingDto,
  type StoredMockBooking,
} from '../../data/bookings';
import { historyActor } from '../booking-changes';
import { hoardingLimit, placeTime } from '../booking-placement';
import { failure } from '../failure';
import { mockShopManager } from '../shop-admin/shop-manager';

/**
 * The mocks' walk-ins and series store (server/modules/shop-walk-ins, server/modules/booking-series): the shop's
 * contacts, each booking's series and source, and one create used by the walk-in and the series handlers,
 * through the same src/domain rules (the shop's placement allowances, the limits).
 */

export type MockShop = NonNullable<ReturnType<typeof findMockShop>>;

/** contacts the shops wrote down, per shop */
const contacts = new Map<string, (ShopCustomer & { locale: 'en' | 'it' })[]>();
/** series and source of the bookings made here, by booking id */
const extras = new Map<string, { series?: BookingSeriesRef; source?: WalkInSource }>();
/** each series' bookings and customer */
export const mockSeries = new Map<string, { customerId: string; bookingIds: string[] }>();

export function resetWalkInMocks(): void {
  contacts.clear();
  extras.clear();
  mockSeries.clear();
}

/** A booking DTO with its series and source, as the server's mapper answers it. */
export const walkInDto = (
  booking: StoredMockBooking,
  viewer: BookingActorRole,
  language: 'en' | 'it' = 'en',
): Booking =>
  withSeries(toBookingDto(booking, viewer, new Date(), language), extras.get(booking.id) ?? {});

/** The shop this request may manage (the demo owner's, any shop for an admin), or the server's refusal. */
export function managedShop(request: Request, shopId: unknown): [SessionUser, MockShop] | Response {
  const shop = typeof shopId === 'string' ? findMockShop(shopId, new Date()) : null;
  const user = mockShopManager(request, shopId, () => shop !== null);
  return user instanceof Response ? user : [user, shop!];
}

/** The shop's directory: whoever booked there (latest details) and its contacts. */
export function mockShopCustomers(shopId: string): (ShopCustomer & { locale: 'en' | 'it' })[] {
  const byId = new Map<string, ShopCustomer & { locale: 'en' | 'it' }>();
  for (const b of state.bookings)
    if (b.shopId === shopId)
      byId.set(b.customerId, {
        id: b.customerId,
        name: b.customerName,
        email: b.customerEmail,
        phone: b.customerPhone,
        kind: isContactId(b.customerId) ? 'contact' : 'account',
        locale: 'en',
      });
  for (const contact of contacts.get(shopId) ?? []) byId.set(contact.id, contact);
  return [...byId.values()];
}

export function addMockContact(
  shopId: string,
  person: { name: string; phone: string; email?: string },
): ShopCustomer & { locale: 'en' | 'it' } {
  const contact = {
    id: contactIdOf(Math.random().toString(36).slice(2, 14)),
    name: person.name.trim(),
    phone: normalizePhone(person.phone.trim()),
    email: (person.email ?? '').trim().toLowerCase(),
    kind: 'contact' as const,
    locale: 'en' as const,
  };
  contacts.set(shopId, [...(contacts.get(shopId) ?? []), contact]);
  return contact;
}

const randomCode = (length: number, alphabet: string) =>
  Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');

/** Where the shop may place this time (its allowances), as the server's placementFor: the person, or a refusal. */
export function placeForShop(
  shop: MockShop,
  services: readonly BookableService[],
  slot: { date: string; time: string; staffId?: string | null },
  now: Date,
): string | Response {
  const minutes = parseTime(slot.time);
  const startAt = minutes === null ? null : zonedInstant(slot.date, minutes, shop.timeZone);
  const rules = shopPlacementRules(services, startAt, now);
  return placeTime(shop, rules.services, slot, rules.now);
}

export interface MockShopBooking {
  user: SessionUser;
  shop: MockShop;
  services: BookableService[];
  customer: ShopCustomer;
  date: string;
  time: string;
  staffId?: string | null;
  /** the shop books (its allowances, confirmed at once), or the customer for themselves */
  source: WalkInSource | 'online';
  notes: string;
  series?: BookingSeriesRef;
}

/**
 * A booking placed, limited and stored, or the server's refusal: the shop's for its customer (its allowances,
 * confirmed at once), or a customer's own occurrence of a series (the customer's rules).
 */
export function storeShopBooking(request: MockShopBooking): StoredMockBooking | Response {
  const { user, shop, services, customer } = request;
  const now = new Date();
  const slot = { date: request.date, time: request.time, staffId: request.staffId };
  const byShop = request.source !== 'online';
  const staffId = byShop
    ? placeForShop(shop, services, slot, now)
    : placeTime(shop, services, slot, now);
  if (staffId instanceof Response) return staffId;
  const limit = hoardingLimit(customer.id, shop, services, slot, now);
  if (limit) return limit;
  const status: BookingStatus = byShop ? 'confirmed' : initialStatus(shop.autoConfirm);
  const at = now.toISOString();
  const booking: StoredMockBooking = {
    id: `bk_${randomCode(16, 'abcdefghijklmnopqrstuvwxyz0123456789')}`,
    reference: `ORA-${randomCode(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')}`,
    shopId: shop.id,
    customerId: customer.id,
    customerName: customer.name,
    customerEmail: customer.email,
    customerPhone: customer.phone,
    services: services.map(serviceLine),
    staffId,
    date: request.date,
    time: request.time,
    status,
    notes: '',
    shopNotes: byShop ? request.notes : '',
    specialRequests: '',
    firstTimeCustomer: false,
    reminderHours: customer.email ? 24 : null,
    cancellationFeeCents: null,
    rescheduleCount: 0,
    history: [
      {
        at,
        by: historyActor(user),
        action: 'created',
        from: { status: null, date: null, time: null, staffId: null },
        to: { status, date: request.date, time: request.time, staffId },
        reason: null,
      },
    ],
    createdAt: at,
    updatedAt: at,
  };
  state.bookings.push(booking);
  extras.set(booking.id, {
    ...(byShop ? { source: request.source as WalkInSource } : {}),
    series: request.series,
  });
  return booking;
}

/** The customer a shop books for: one of its own, or a new contact; or 404 CUSTOMER_NOT_FOUND. */
export function mockWalkInCustomer(
  shop: MockShop,
  choice: { customerId?: string; customer?: { name: string; phone: string; email?: string } },
): ShopCustomer | Response {
  if (choice.customer) return addMockContact(shop.id, choice.customer);
  const known = mockShopCustomers(shop.id).find((c) => c.id === choice.customerId);
  return known ?? failure('CUSTOMER_NOT_FOUND');
}
