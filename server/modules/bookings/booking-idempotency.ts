import { BOOKING_MESSAGES } from '../../../src/domain/booking';
import { ApiError } from '../../http/api-error';
import { isDuplicateKey } from '../../models/claim.model';
import { IdempotencyModel } from '../../models/idempotency.model';

const KEY = /^[\w.:-]{1,200}$/;
const WAIT_MS = 5_000;
const POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The `Idempotency-Key` header, checked (undefined when absent). */
export function idempotencyKeyOf(header: unknown): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY.test(header))
    throw ApiError.badRequest(BOOKING_MESSAGES.invalidRequest, {
      'Idempotency-Key': 'validation.invalidType',
    });
  return header;
}

/**
 * Runs a create once per (user, key): the first attempt records `<userId>:<key>` → its booking id before doing
 * anything (a unique insert, so racing retries cannot both run); a retry waits (≤ 5 s) for that booking and
 * returns it. A failed attempt deletes its record, so the next retry runs afresh.
 */
export async function runOnce<T>(options: {
  userId: string;
  key: string | undefined;
  newId: () => string;
  run: (bookingId: string) => Promise<T>;
  load: (bookingId: string) => Promise<T | null>;
}): Promise<T> {
  const { key } = options;
  if (!key) return options.run(options.newId());
  const recordId = `${options.userId}:${key}`;
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const bookingId = options.newId();
    try {
      await IdempotencyModel.create({ _id: recordId, bookingId, createdAt: new Date() });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const first = await waitForFirst(recordId, deadline, options.load);
      if (first !== null) return first;
      continue; // the first attempt failed and dropped its record: run afresh
    }
    try {
      return await options.run(bookingId);
    } catch (error) {
      await IdempotencyModel.deleteOne({ _id: recordId });
      throw error;
    }
  }
}

/** The first attempt's result; null when its record vanished (it failed); 409 when it is still running at the deadline. */
async function waitForFirst<T>(
  recordId: string,
  deadline: number,
  load: (bookingId: string) => Promise<T | null>,
): Promise<T | null> {
  for (;;) {
    const record = await IdempotencyModel.findById(recordId).lean<{ bookingId: string }>();
    if (!record) return null;
    const found = await load(record.bookingId);
    if (found !== null) return found;
    if (Date.now() >= deadline) throw new ApiError(409, BOOKING_MESSAGES.idempotencyInProgress);
    await sleep(POLL_MS);
  }
}
