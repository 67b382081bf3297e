import type { Logger } from 'pino';
import type {
  AvailabilityCalendar,
  AvailableSlots,
  Booking,
  BookingList,
  CreateBookingInput,
  UpdateBookingInput,
} from '../../../src/domain/booking';
import type { ShopCatalog } from '../shops/shop-catalog';
import { availabilityCalendar, availableSlots, moveSlots } from './booking-availability';
import { changeBooking } from './booking-changes';
import type { BookingDeps, Caller } from './booking-context';
import { createBooking } from './booking-create';
import { preloadOnCatalogLoads } from './booking-documents';
import { eraseCustomerBookings } from './booking-erasure';
import { createBookingEvents, type BookingEvents } from './booking-events';
import { listActor, listBookings, loadVisible, type ListQuery } from './booking-queries';
import { bookingCalendarFile, calendarMethodFor } from '../../../src/domain/booking-ics';
import { toBooking } from './booking.mapper';
import { bookingJson, jsonArray } from './booking-json';

export interface BookingsService {
  /** created / updated / slots, after each successful write (mail, reminders and Socket.IO listen) */
  events: BookingEvents;
  slots(query: {
    shopId: string;
    serviceId?: string;
    serviceIds?: string;
    staffId?: string;
    date: string;
  }): Promise<AvailableSlots>;
  /** where a move of this booking may go (its own cells free for it) */
  moveSlots(
    caller: Caller,
    id: string,
    query: { date: string; staffId?: string },
  ): Promise<AvailableSlots>;
  calendar(query: {
    shopId: string;
    serviceId?: string;
    serviceIds?: string;
    staffId?: string;
    month: string;
  }): Promise<AvailabilityCalendar>;
  create(caller: Caller, input: CreateBookingInput, idempotencyKey?: string): Promise<Booking>;
  list(caller: Caller, query: ListQuery): Promise<BookingList>;
  /** the same list as the JSON text of its BookingList (what GET /api/bookings sends: booking-json.ts) */
  listJson(caller: Caller, query: ListQuery): Promise<string>;
  get(caller: Caller, id: string): Promise<Booking>;
  update(caller: Caller, id: string, input: UpdateBookingInput): Promise<Booking>;
  /** the caller's cancel (DELETE) */
  cancel(caller: Caller, id: string): Promise<Booking>;
  /** the booking as an .ics file, for whoever may see it */
  calendarFile(caller: Caller, id: string): Promise<{ reference: string; body: string }>;
  /** account deletion: cancel the customer's future bookings, anonymise all of them (safe to re-run) */
  eraseCustomer(customerId: string): Promise<{ cancelled: number; anonymised: number }>;
}

/**
 * Bookings (issue 5): availability from the catalog and day sheets, creation and changes through slot claims
 * (the database guarantees no double booking), DTOs per caller. Business rules live in src/domain.
 */
export function createBookingsService(options: {
  catalog: ShopCatalog;
  publicUrl: string;
  logger: Pick<Logger, 'warn' | 'error'>;
  now?: () => Date;
  events?: BookingEvents;
}): BookingsService {
  const deps: BookingDeps = {
    catalog: options.catalog,
    events: options.events ?? createBookingEvents(),
    logger: options.logger,
    now: options.now ?? (() => new Date()),
  };
  // the shops' and services' documents a create reads, in bulk after each load of the catalog
  preloadOnCatalogLoads(options.catalog);
  return {
    events: deps.events,
    slots: (query) => availableSlots(deps, query),
    calendar: (query) => availabilityCalendar(deps, query),
    moveSlots: (caller, id, query) => moveSlots(deps, caller, id, query),
    async create(caller, input, idempotencyKey) {
      const record = await createBooking(deps, caller, input, idempotencyKey);
      return toBooking(record, 'customer', deps.now(), caller.language);
    },
    async list(caller, query) {
      const now = deps.now();
      const { records, total, page, limit } = await listBookings(caller, query, now, deps.catalog);
      const actor = listActor(caller);
      return {
        items: records.map((record) => toBooking(record, actor, now, caller.language)),
        total,
        page,
        limit,
        totalPages: Math.ceil(total / limit),
      };
    },
    async listJson(caller, query) {
      const now = deps.now();
      const { records, total, page, limit } = await listBookings(caller, query, now, deps.catalog);
      const actor = listActor(caller);
      const items = jsonArray(
        records.map((record) => bookingJson(record, actor, now, caller.language)),
      );
      // BookingList's members, in the order list() gives them
      return `{"items":${items},"total":${total},"page":${page},"limit":${limit},"totalPages":${Math.ceil(total / limit)}}`;
    },
    async get(caller, id) {
      const { record, actor } = await loadVisible(caller, id);
      return toBooking(record, actor, deps.now(), caller.language);
    },
    async update(caller, id, input) {
      const { record, actor } = await changeBooking(deps, caller, id, input);
      return toBooking(record, actor, deps.now(), caller.language);
    },
    async cancel(caller, id) {
      const { record, actor } = await changeBooking(deps, caller, id, { status: 'cancelled' });
      return toBooking(record, actor, deps.now(), caller.language);
    },
    eraseCustomer: (customerId) => eraseCustomerBookings(deps, customerId),
    async calendarFile(caller, id) {
      const { record, actor } = await loadVisible(caller, id);
      const booking = toBooking(record, actor, deps.now(), caller.language);
      return {
        reference: record.reference,
        body: bookingCalendarFile(booking, {
          publicUrl: options.publicUrl,
          method: calendarMethodFor(booking.status),
        }),
      };
    },
  };
}
