import type { SessionUser } from '@/domain/auth';
import { zonedInstant } from '@/domain/availability';
import type { BookableService } from '@/domain/booking';
import { initialStatus } from '@/domain/booking-status';
import type { BookingSeriesRef } from '@/domain/booking-series';
import { parseTime } from '@/domain/opening-hours';
import { normalizePhone } from '@/domain/phone';
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
  type StoredMockBooking,
} from '../../data/bookings';
import { hoardingLimit, placeTime } from '../booking-placement';
import { storeNewBooking } from '../booking-store';
import { failure } from '../failure';
import { mockShopManager } from '../shop-admin/shop-manager';

/**
 * The mocks' walk-ins and series store (server/modules/shop-walk-ins, server/modules/booking-series): the shop's
 * contacts, and the placement and limits of a booking the walk-in and series handlers make, through the same
 * src/domain rules (the shop's placement allowances, the limits); the booking is stored by ../booking-store.ts
 * with its series and source.
 */

export type MockShop = NonNullable<ReturnType<typeof findMockShop>>;

/** contacts the shops wrote down, per shop */
const contacts = new Map<string, (ShopCustomer & { locale: 'en' | 'it' })[]>();

export function resetWalkInMocks(): void {
  contacts.clear();
}

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
  return storeNewBooking({
    user,
    shopId: shop.id,
    customer,
    services,
    staffId,
    date: request.date,
    time: request.time,
    status: byShop ? 'confirmed' : initialStatus(shop.autoConfirm),
    reminderHours: customer.email ? 24 : null,
    extra: {
      shopNotes: byShop ? request.notes : '',
      ...(byShop ? { source: request.source as WalkInSource } : {}),
      ...(request.series ? { series: request.series } : {}),
    },
  });
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
