import {
  BOOKING_MESSAGES,
  BOOKINGS_PAGE_LIMIT_MAX,
  type BookingStatus,
} from '../../../src/domain/booking';
import { ACCOUNT_DELETED_REASON, DELETED_CUSTOMER_NAME } from '../../../src/domain/booking-edits';
import { ApiError } from '../../http/api-error';
import { BookingModel, type BookingRecord } from '../../models/booking.model';
import { cancelBySystem, withNextVersion } from './booking-changes';
import { announce, type BookingDeps } from './booking-context';
import { beginBookingChange, updateBookingInIndexes } from './booking-index';
import { listBookings, shopOwnerOf } from './booking-queries';

/** Statuses a booking can be cancelled from before it starts (the customer is still expected). */
const OPEN: readonly BookingStatus[] = ['pending', 'confirmed', 'rescheduled'];
/** A write that lost the version race to a concurrent change is tried again on a fresh read, this often. */
const ATTEMPTS = 5;

/** Every booking of a customer, through the same list the customer's own `GET /api/bookings` reads. */
async function bookingIdsOf(deps: BookingDeps, customerId: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const { records, total } = await listBookings(
      { userId: customerId, role: 'customer' },
      { page: String(page), limit: String(BOOKINGS_PAGE_LIMIT_MAX) },
      deps.now(),
      deps.catalog,
    );
    ids.push(...records.map((record) => record._id));
    if (records.length === 0 || page * BOOKINGS_PAGE_LIMIT_MAX >= total) return ids;
  }
}

/** Runs `step` on a fresh read of the booking, again when a concurrent change took the version first. */
async function onFreshRead(
  id: string,
  customerId: string,
  step: (record: BookingRecord) => Promise<void>,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const record = await BookingModel.findById(id).lean<BookingRecord>();
    if (!record || record.customerId !== customerId) return;
    try {
      await step(record);
      return;
    } catch (error) {
      const raced =
        error instanceof ApiError && error.message === BOOKING_MESSAGES.changedMeanwhile;
      if (!raced || attempt >= ATTEMPTS) throw error;
    }
  }
}

const isAnonymised = (record: BookingRecord) =>
  record.customerName === DELETED_CUSTOMER_NAME &&
  !record.customerEmail &&
  !record.customerPhone &&
  !record.notes &&
  !record.specialRequests &&
  !record.shopNotes &&
  record.history.every((entry) => entry.by.id !== record.customerId || !entry.by.name);

/**
 * The booking with nothing left that names or describes its customer.
 *
 * `customerId` is kept: it now points at the account's anonymised shell (no name, email or any other
 * personal field), so it identifies nobody, while the shop's history, revenue and repeat-visit figures keep
 * counting this customer's bookings as one customer's, and a retried erasure finds the same bookings again.
 * What the booking was (shop, services, prices, date, status, history of actions) is the shop's record and
 * stays. Free text goes whoever wrote it (the customer's notes and requests, the reasons they gave, and the
 * shop's notes about them), since any of it may name the person or their health.
 */
function anonymised(record: BookingRecord) {
  return {
    customerName: DELETED_CUSTOMER_NAME,
    customerEmail: '',
    customerPhone: '',
    notes: '',
    specialRequests: '',
    shopNotes: '',
    history: record.history.map((entry) =>
      entry.by.id === record.customerId
        ? { ...entry, by: { ...entry.by, name: null }, reason: null }
        : entry,
    ),
  };
}

/**
 * Account deletion, for the customer's bookings: future ones are cancelled (reason 'account deleted') through
 * the same write as any cancellation, so their cells are freed, the day sheets updated, `slots_changed`
 * fires and the shop's rooms get `booking_updated`; then every booking is anonymised and announced again so
 * the shop's open screens drop the details. Each step reads the booking afresh and skips what is already
 * done, so a deletion that died half-way completes when run again.
 */
export async function eraseCustomerBookings(
  deps: BookingDeps,
  customerId: string,
): Promise<{ cancelled: number; anonymised: number }> {
  const counts = { cancelled: 0, anonymised: 0 };
  for (const id of await bookingIdsOf(deps, customerId)) {
    await onFreshRead(id, customerId, async (record) => {
      const future = new Date(record.startAt).getTime() > deps.now().getTime();
      if (!future || !OPEN.includes(record.status)) return;
      const shopOwnerId = await shopOwnerOf(record.shopId);
      await cancelBySystem(deps, { record, actor: 'system', shopOwnerId }, ACCOUNT_DELETED_REASON);
      counts.cancelled += 1;
    });
    await onFreshRead(id, customerId, async (record) => {
      if (isAnonymised(record)) return;
      const updated = await withNextVersion(record, async (version, written) => {
        // the lists serve bookings from memory by version: their entries follow this write too
        await beginBookingChange(record, version);
        await BookingModel.updateOne({ _id: id }, { $set: { version, ...anonymised(record) } });
        written();
        await updateBookingInIndexes(id);
        return BookingModel.findById(id).lean<BookingRecord>();
      });
      counts.anonymised += 1;
      if (!updated) return;
      const { status, date, time, staffId } = updated;
      await announce(
        deps,
        updated,
        {
          kind: 'updated',
          change: {
            action: 'anonymise',
            actor: 'system',
            previous: { status, date, time, staffId },
            reason: null,
            shopOwnerId: await shopOwnerOf(record.shopId),
          },
        },
        [],
      );
    });
  }
  return counts;
}
