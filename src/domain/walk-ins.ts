import * as yup from 'yup';
import { BOOKING_NOTES_MAX } from './booking';
import { bookingRequestFields } from './booking-schemas';
import { LIMITS } from './limits';
import { normalizePhone, phoneField } from './phone';

/**
 * Walk-in and phone bookings (issue 15): the shop books for one of its own customers, or for a new person it
 * writes down. A new person is a shop-scoped contact (`wc_…`), never an account: no user document, no login
 * identity, so it cannot sign in nor be sent a password reset. Registering later with the same email makes a
 * separate account; the two are not merged (the shop's directory then lists both, the account once it books).
 */

export const WALK_IN_SOURCES = ['walk_in', 'phone'] as const;
export type WalkInSource = (typeof WALK_IN_SOURCES)[number];
/** how a booking came in: the customer online, or the shop for them */
export type BookingSource = 'online' | WalkInSource;

/** the most customers one search answers */
export const CUSTOMER_SEARCH_MAX = 10;
/** the longest search text */
export const CUSTOMER_QUERY_MAX = 100;
/** a shop's directory keeps at most this many customers (the most recent win) */
export const SHOP_CUSTOMERS_MAX = 20_000;

const CONTACT_PREFIX = 'wc_';
export const isContactId = (id: string): boolean => id.startsWith(CONTACT_PREFIX);
export const contactIdOf = (random: string): string => `${CONTACT_PREFIX}${random}`;

/** One entry of a shop's customer directory, as the search answers it. */
export interface ShopCustomer {
  id: string;
  name: string;
  email: string;
  phone: string;
  /** 'account': a registered customer who booked here; 'contact': a person the shop wrote down */
  kind: 'account' | 'contact';
}

const ID = /^[A-Za-z0-9][\w-]{0,159}$/;
const id = () =>
  yup.string().strict().max(LIMITS.id, 'validation.tooLong').matches(ID, 'validation.invalidType');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** GET /api/shops/:id/customers */
export const customerSearchQuerySchema = yup
  .object({ q: yup.string().strict().trim().max(CUSTOMER_QUERY_MAX, 'validation.tooLong') })
  .noUnknown();

/** A new person the shop books for: name and phone, email when they give one. */
export const walkInCustomerSchema = yup
  .object({
    name: yup
      .string()
      .strict()
      .trim()
      .max(LIMITS.name, 'validation.tooLong')
      .required('validation.required'),
    phone: phoneField('validation.phoneInvalid').required('validation.required'),
    email: yup
      .string()
      .strict()
      .trim()
      .max(LIMITS.email, 'validation.tooLong')
      .test('email', 'auth.emailInvalid', (v) => !v || EMAIL.test(v)),
  })
  .noUnknown();

/** The booking fields the shop sends: a customer's booking's (booking.ts), minus the customer's own details. */
const walkInFields = {
  ...bookingRequestFields,
  serviceIds: bookingRequestFields.serviceIds
    .min(1, 'validation.required')
    .required('validation.required'),
  customerId: id(),
  customer: walkInCustomerSchema.default(undefined),
  /** the shop's own notes on the booking */
  notes: yup.string().strict().max(BOOKING_NOTES_MAX, 'validation.tooLong'),
  source: yup
    .string()
    .strict()
    .oneOf([...WALK_IN_SOURCES], 'validation.invalidType')
    .required('validation.required'),
};

/** either an existing customer of the shop or a new one, never both */
const oneCustomer = (value: { customerId?: string; customer?: unknown } | undefined) =>
  Boolean(value?.customerId) !== Boolean(value?.customer);

/** POST /api/shops/:id/bookings */
export const walkInBookingSchema = yup
  .object(walkInFields)
  .noUnknown()
  .test('one-customer', 'validation.required', oneCustomer);
export type WalkInBookingInput = yup.InferType<typeof walkInBookingSchema>;

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** Whether a customer matches the search text: any word of the name, the email, or the phone's digits. */
export function customerMatches(customer: ShopCustomer, query: string): boolean {
  const q = fold(query);
  if (!q) return true;
  if (fold(customer.name).includes(q) || fold(customer.email).includes(q)) return true;
  const digits = normalizePhone(query).replace('+', '');
  return (
    digits.length >= 3 && /^\d+$/.test(digits) && customer.phone.replace('+', '').includes(digits)
  );
}

/** The shop's customers matching `query`, names in order, at most CUSTOMER_SEARCH_MAX. */
export function searchShopCustomers(
  customers: readonly ShopCustomer[],
  query: string,
): ShopCustomer[] {
  return customers
    .filter((customer) => customerMatches(customer, query))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    .slice(0, CUSTOMER_SEARCH_MAX);
}

const MINUTE_MS = 60_000;

/**
 * The placement rules a shop's own booking (a walk-in, a phone booking, a series it sets up) is judged by: the
 * same as a customer's, but as if booked a minute before its start, with no minimum notice, so a walk-in can be
 * now and a standing appointment months ahead (no horizon). A start in the past (or none) keeps the real clock,
 * so it is refused as for anyone; the grid, the hours, breaks, time off, the person and the claims still apply.
 */
export function shopPlacementRules<S extends { minNoticeHours: number }>(
  services: readonly S[],
  startAt: Date | null,
  now: Date,
): { services: S[]; now: Date } {
  if (!startAt || startAt.getTime() < now.getTime()) return { services: [...services], now };
  return {
    services: services.map((service) => ({ ...service, minNoticeHours: 0 })),
    now: new Date(startAt.getTime() - MINUTE_MS),
  };
}
