import { BOOKING_STATUSES, BOOKINGS_PAGE_LIMIT_MAX, splitIds } from './booking';
import type { StoredBooking } from './booking-record';
import { addDays } from './opening-hours';

/** GET /api/bookings's page size when the query names none. */
export const BOOKINGS_PAGE_LIMIT_DEFAULT = 20;

export interface BookingListQuery {
  scope?: string;
  status?: string;
  shopId?: string;
  startDate?: string;
  endDate?: string;
  page?: string;
  limit?: string;
  /** a person of the shop (the booking's staffId) */
  staffId?: string;
  /** one of the booking's services */
  serviceId?: string;
  /** text search: customer name, email, phone, service names, reference */
  q?: string;
  /** without a scope: 'asc' = soonest first; default newest first */
  order?: string;
}

export interface BookingListPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/** What the list's filters look at, whatever the shape the caller holds (an index entry, a stored booking). */
export interface ListedBooking {
  status: string;
  date: string;
  shopId: string;
  /** epoch ms */
  startAt: number;
  upcoming: boolean;
}

/** The query's field errors (a status that does not exist), or null: answered as an invalid query. */
export function bookingListQueryErrors(query: BookingListQuery): Record<string, string> | null {
  const unknown = splitIds(query.status).filter(
    (status) => !(BOOKING_STATUSES as readonly string[]).includes(status),
  );
  const errors: Record<string, string> = {};
  if (unknown.length > 0) errors.status = 'validation.invalidType';
  if (query.startDate && query.endDate && query.startDate > query.endDate)
    errors.endDate = 'validation.range';
  else if (
    needsBookingDetails(query) &&
    query.startDate &&
    query.endDate &&
    addDays(query.startDate, BOOKING_SEARCH_DAYS_MAX - 1) < query.endDate
  )
    errors.endDate = 'validation.range';
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * The most days (inclusive) a list filtered by person, service or text looks at. Those filters read the bookings
 * themselves (the index entries hold neither names nor services), so the window bounds what one list loads.
 */
export const BOOKING_SEARCH_DAYS_MAX = 93;

/** Whether the query filters on what only the booking itself holds (person, service, text). */
export function needsBookingDetails(query: BookingListQuery): boolean {
  return Boolean(query.staffId || query.serviceId || query.q?.trim());
}

/**
 * The date range a detail-filtered list searches: the query's own when it names both ends, else up to
 * BOOKING_SEARCH_DAYS_MAX days from the end it names, else that many days around `today` (YYYY-MM-DD).
 */
export function bookingSearchWindow(
  query: BookingListQuery,
  today: string,
): { startDate: string; endDate: string } {
  const span = BOOKING_SEARCH_DAYS_MAX - 1;
  if (query.startDate && query.endDate)
    return { startDate: query.startDate, endDate: query.endDate };
  if (query.startDate)
    return { startDate: query.startDate, endDate: addDays(query.startDate, span) };
  if (query.endDate) return { startDate: addDays(query.endDate, -span), endDate: query.endDate };
  const before = Math.floor(span / 2);
  return { startDate: addDays(today, -before), endDate: addDays(today, span - before) };
}

/** What the detail filters and the text search look at, whatever the shape the caller holds. */
export interface SearchableBooking {
  reference: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  staffId: string;
  serviceIds: readonly string[];
  /** every name of every service, in every language the booking keeps */
  serviceNames: readonly string[];
}

/** lower case without accents, so "Jose" finds "José" and "MARIA" finds "María" */
const folded = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const digitsOf = (text: string): string => text.replace(/\D/g, '');
/** a search written like (part of) a phone number: digits with spaces, +, -, dots or brackets */
const PHONE_TERM = /^[\d\s+().-]+$/;
const PHONE_DIGITS_MIN = 3;

/**
 * The text search of the shop's list: every word of `q` is found, case- and accent-insensitively, in the
 * customer's name, email, phone or reference or a service's name; a phone number also matches written with other
 * spacing or punctuation ("333 12" finds "+39 33312…"). An empty search matches everything.
 */
export function matchesBookingSearch(booking: SearchableBooking, q: string | undefined): boolean {
  const text = q?.trim() ?? '';
  if (!text) return true;
  const haystack = folded(
    [
      booking.customerName,
      booking.customerEmail,
      booking.customerPhone,
      booking.reference,
      ...booking.serviceNames,
    ].join('\n'),
  );
  const phoneDigits = digitsOf(booking.customerPhone);
  const searchedDigits = digitsOf(text);
  if (
    PHONE_TERM.test(text) &&
    searchedDigits.length >= PHONE_DIGITS_MIN &&
    phoneDigits.includes(searchedDigits)
  )
    return true;
  return folded(text)
    .split(/\s+/)
    .every((term) => haystack.includes(term));
}

/** The query's person, service and text filters (the rest is {@link matchesBookingListQuery}'s). */
export function matchesBookingDetails(
  booking: SearchableBooking,
  query: BookingListQuery,
): boolean {
  return (
    (!query.staffId || booking.staffId === query.staffId) &&
    (!query.serviceId || booking.serviceIds.includes(query.serviceId)) &&
    matchesBookingSearch(booking, query.q)
  );
}

/** The query's filters: status (comma-separated), shop, and the date range (inclusive). */
export function matchesBookingListQuery(booking: ListedBooking, query: BookingListQuery): boolean {
  const statuses = splitIds(query.status);
  return (
    (statuses.length === 0 || statuses.includes(booking.status)) &&
    (!query.shopId || booking.shopId === query.shopId) &&
    (!query.startDate || booking.date >= query.startDate) &&
    (!query.endDate || booking.date <= query.endDate)
  );
}

/**
 * Spec 02 §4's scopes and order for GET /api/bookings, on the server and in the mocks alike: `upcoming` = active
 * and not ended, soonest first; `past` = the rest, newest first; no scope = every booking, newest first. Then the
 * page (1-based; the limit capped at BOOKINGS_PAGE_LIMIT_MAX).
 */
export function pageOfBookings<T>(
  bookings: readonly T[],
  query: BookingListQuery,
  listed: (booking: T) => ListedBooking,
): BookingListPage<T> {
  const rows = bookings
    .map((booking) => ({ booking, at: listed(booking) }))
    .filter((row) => matchesBookingListQuery(row.at, query));
  const scoped =
    query.scope === 'upcoming'
      ? rows.filter((row) => row.at.upcoming).sort((a, b) => a.at.startAt - b.at.startAt)
      : query.scope === 'past'
        ? rows.filter((row) => !row.at.upcoming).sort((a, b) => b.at.startAt - a.at.startAt)
        : query.order === 'asc'
          ? rows.sort((a, b) => a.at.startAt - b.at.startAt)
          : rows.sort((a, b) => b.at.startAt - a.at.startAt);
  const limit = Math.min(
    Number(query.limit ?? BOOKINGS_PAGE_LIMIT_DEFAULT),
    BOOKINGS_PAGE_LIMIT_MAX,
  );
  const page = Number(query.page ?? 1);
  return {
    items: scoped.slice((page - 1) * limit, page * limit).map((row) => row.booking),
    total: scoped.length,
    page,
    limit,
  };
}

/** A stored booking (the server's document, the mocks' record) as the detail filters read it. */
export function searchableOf(
  record: Pick<
    StoredBooking,
    'reference' | 'customerName' | 'customerEmail' | 'customerPhone' | 'staffId' | 'services'
  >,
): SearchableBooking {
  return {
    reference: record.reference,
    customerName: record.customerName,
    customerEmail: record.customerEmail,
    customerPhone: record.customerPhone,
    staffId: record.staffId,
    serviceIds: record.services.map((line) => line.serviceId),
    serviceNames: record.services.flatMap((line) => [
      line.name,
      ...Object.values(line.names ?? {}).filter((name): name is string => typeof name === 'string'),
    ]),
  };
}
