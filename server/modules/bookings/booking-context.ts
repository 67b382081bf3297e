import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { UserRole } from '../../../src/domain/auth';
import type { BookingActorRole } from '../../../src/domain/booking';
import type { Locale } from '../../../src/domain/constants';
import { bookingActorFor } from '../../../src/domain/booking-access';
import { insertOneInBatch } from '../../db/write-batch';
import { isDuplicateKey } from '../../models/claim.model';
import type { BookingRecord } from '../../models/booking.model';
import { BookingModel } from '../../models/booking.model';
import { syncReminder } from '../../jobs/reminders';
import type { ShopCatalog } from '../shops/shop-catalog';
import type { BookingChange, BookingEvents, BookingLocale } from './booking-events';
import { toBooking } from './booking.mapper';

/** What every bookings operation needs. */
export interface BookingDeps {
  catalog: ShopCatalog;
  events: BookingEvents;
  logger: Pick<Logger, 'warn' | 'error'>;
  now: () => Date;
}

/** The signed-in caller (from the access token). */
export interface Caller {
  userId: string;
  role: UserRole;
  /** the language the answer's shop texts are in (Accept-Language); English when absent */
  language?: Locale;
}

/** The caller's role towards one booking (null: not theirs to see): src/domain's rule, shared with the mocks. */
export const actorFor = (
  caller: Caller,
  booking: Pick<BookingRecord, 'customerId'>,
  shopOwnerId: string | null,
): BookingActorRole | null => bookingActorFor(caller, booking, shopOwnerId);

/** `bk_` + 16 URL-safe random characters. */
export function newBookingId(): string {
  return `bk_${randomBytes(12).toString('base64url')}`;
}

/** Reference alphabet without look-alikes (0/O, 1/I/L). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export function newReference(): string {
  let code = '';
  for (const byte of randomBytes(6)) code += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return `ORA-${code}`;
}

export type NewBooking = Omit<BookingRecord, 'reference' | 'createdAt' | 'updatedAt'>;

/**
 * A create's booking as stored: what a mongoose document of it (cast, defaulted, validated) would
 * store, built directly. The create assembles it from the validated request and typed parts (bookingDocument in
 * booking-create.ts), so the document cost 0.45 ms of the app's CPU per create for nothing but the two defaults
 * it leaves out, set here. tests/api/bookings-stored-document.test.ts compares the two for a customer's, a
 * shop's and a series booking, so a field the schema gains a default for is not missed.
 */
export function storedBooking(doc: NewBooking, reference: string, at = new Date()): BookingRecord {
  return {
    shopNotes: '',
    noShowFeeCents: null,
    ...doc,
    reference,
    createdAt: at,
    updatedAt: at,
  };
}

/** Inserts a booking, drawing a new reference if the (unique) one drawn is taken. */
export async function insertBooking(doc: NewBooking): Promise<BookingRecord> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const stored = storedBooking(doc, newReference());
      // in one commit with other requests' bookings (server/db/write-batch.ts)
      await insertOneInBatch(BookingModel, stored as unknown as Record<string, unknown>);
      return stored;
    } catch (error) {
      if (!isDuplicateKey(error) || attempt >= 4) throw error;
      const exists = await BookingModel.findById(doc._id, { _id: 1 }).lean();
      if (exists) throw error;
    }
  }
}

/** After a write: the reminder follows the booking, then listeners hear of it. Listener failures are logged only. */
export async function announce(
  deps: BookingDeps,
  record: BookingRecord,
  event:
    | { kind: 'created'; shopOwnerId: string | null }
    | { kind: 'updated'; change: Omit<BookingChange, 'locale'> },
  slotDates: readonly string[],
): Promise<void> {
  const locale: BookingLocale = record.customerLocale === 'it' ? 'it' : 'en';
  try {
    await syncReminder({
      id: record._id,
      status: record.status,
      startAt: new Date(record.startAt).toISOString(),
      reminderHours: record.reminderHours ?? null,
    });
  } catch (error) {
    deps.logger.error({ err: error, bookingId: record._id }, 'reminder sync failed');
  }
  try {
    // in the customer's language: this view goes to the customer's emails and room (others refetch in theirs)
    const booking = toBooking(record, 'system', deps.now(), locale);
    if (event.kind === 'created')
      deps.events.emit('created', booking, { shopOwnerId: event.shopOwnerId, locale });
    else deps.events.emit('updated', booking, { ...event.change, locale });
    const dates = [...new Set(slotDates)].sort();
    if (dates.length > 0) deps.events.emit('slots', { shopId: record.shopId, dates });
  } catch (error) {
    deps.logger.error({ err: error, bookingId: record._id }, 'booking listener failed');
  }
}
