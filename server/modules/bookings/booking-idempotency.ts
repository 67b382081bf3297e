import { createHash } from 'node:crypto';
import { canonicalJson } from '../../../src/domain/canonical-json';
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
    throw new ApiError('INVALID_BOOKING_REQUEST', {
      errors: {
        'Idempotency-Key': 'validation.invalidType',
      },
    });
  return header;
}

/** What a key is bound to: a hash of the validated request (unknown and ignored fields already stripped). */
export const requestHashOf = (request: unknown): string =>
  createHash('sha256').update(canonicalJson(request)).digest('hex');

/**
 * Runs a create once per (user, key): the first attempt records `<userId>:<key>` → its booking id and the hash of
 * its request before doing anything (a unique insert, so racing retries cannot both run); a retry of the same
 * request waits (≤ 5 s) for that booking and returns it, while the same key with a different request is refused
 * with 422 (answering it with the first booking would tell the client its new request was booked). A failed
 * attempt deletes its record, so the next retry runs afresh.
 */
export async function runOnce<T>(options: {
  userId: string;
  key: string | undefined;
  /** the validated request, compared (as a hash) with the one the key was first used for */
  request: unknown;
  newId: () => string;
  run: (bookingId: string) => Promise<T>;
  load: (bookingId: string) => Promise<T | null>;
}): Promise<T> {
  const { key } = options;
  if (!key) return options.run(options.newId());
  const recordId = `${options.userId}:${key}`;
  const requestHash = requestHashOf(options.request);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const bookingId = options.newId();
    try {
      await IdempotencyModel.create({
        _id: recordId,
        bookingId,
        requestHash,
        createdAt: new Date(),
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const first = await waitForFirst(recordId, requestHash, deadline, options.load);
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

/**
 * The first attempt's result; null when its record vanished (it failed); 422 when the key was first used for
 * another request (a record from before hashes were kept has none and is trusted); 409 when the first attempt is
 * still running at the deadline.
 */
async function waitForFirst<T>(
  recordId: string,
  requestHash: string,
  deadline: number,
  load: (bookingId: string) => Promise<T | null>,
): Promise<T | null> {
  for (;;) {
    const record = await IdempotencyModel.findById(recordId).lean<{
      bookingId: string;
      requestHash?: string;
    }>();
    if (!record) return null;
    if (record.requestHash !== undefined && record.requestHash !== requestHash)
      throw new ApiError('IDEMPOTENCY_MISMATCH');
    const found = await load(record.bookingId);
    if (found !== null) return found;
    if (Date.now() >= deadline) throw new ApiError('IDEMPOTENCY_IN_PROGRESS');
    await sleep(POLL_MS);
  }
}
