import { BOOKING_STATUSES, BOOKINGS_PAGE_LIMIT_MAX, splitIds } from './booking';

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
  return unknown.length > 0 ? { status: 'validation.invalidType' } : null;
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
