import { bookingLimitFailure, type LimitedBooking } from '../../../src/domain/booking';
import { ApiError } from '../../http/api-error';
import { ClaimModel, claimOnce, releaseClaim } from '../../models/claim.model';
import { customerBookings, indexEntryOf, loadIndexed } from './booking-index';
import { severalInstances } from './booking-index-store';
import { createKeyLock } from './key-lock';

/**
 * The hoarding limits (src/domain/booking.ts `bookingLimitFailure`) on the server. A customer's creates run one at
 * a time, so N parallel requests cannot all count the same bookings and all pass: in this process through a
 * queue per customer, across instances through a claim `custbook:<customerId>` (a unique insert, the only
 * atomic test-and-set FerretDB offers) held from the check until the booking and its index entries are written.
 * A claim left by a crashed process is taken over after LOCK_STALE_MS. A single instance (no REDIS_URL, as the
 * embedded FerretDB runs) makes every create itself, so its queue is enough and the claim's two writes are saved.
 */
const withCustomerQueue = createKeyLock();
const LOCK_STALE_MS = 30_000;
const LOCK_WAIT_MS = 5_000;
const POLL_MS = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function withCustomerBookingLock<T>(
  customerId: string,
  task: () => Promise<T>,
): Promise<T> {
  // one instance (no REDIS_URL): the queue is every create of this customer; the claim is for several
  if (!severalInstances()) return withCustomerQueue(customerId, task);
  return withCustomerQueue(customerId, async () => {
    const key = `custbook:${customerId}`;
    const deadline = Date.now() + LOCK_WAIT_MS;
    while (!(await claimOnce(key))) {
      const held = await ClaimModel.findById(key).lean<{ createdAt?: Date }>();
      if (held?.createdAt && Date.now() - new Date(held.createdAt).getTime() > LOCK_STALE_MS)
        await ClaimModel.deleteOne({ _id: key, createdAt: held.createdAt });
      else if (Date.now() >= deadline) throw new ApiError('IDEMPOTENCY_IN_PROGRESS');
      else await sleep(POLL_MS);
    }
    try {
      return await task();
    } finally {
      await releaseClaim(key);
    }
  });
}

/**
 * Refuses a booking that breaks a hoarding limit (409 / 429 with the domain's message), counted from the
 * customer's index document. When the index says no, the bookings it counted are read to confirm (an entry
 * whose sync was lost to a crash must not lock a customer out).
 */
export async function checkBookingLimits(
  customerId: string,
  requested: Omit<LimitedBooking, 'status'>,
  now: Date,
): Promise<void> {
  const entries = await customerBookings(customerId);
  if (!bookingLimitFailure(entries, requested, now)) return;
  const active = entries.filter((entry) => entry.endAt >= now.getTime());
  const confirmed = (await loadIndexed(active)).map(indexEntryOf);
  const failure = bookingLimitFailure(confirmed, requested, now);
  if (failure) throw new ApiError(failure);
}
