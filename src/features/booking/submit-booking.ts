import type { Booking, CreateBookingInput } from '@/domain/booking';
import { ApiError } from '@/lib/api';
import { hasErrorCode } from '@/lib/error-code';
import { createBooking } from './api';

/**
 * One submit of the customer modal = one Idempotency-Key. A lost answer (network error) or the server's
 * "still being processed" is retried with the SAME key, so the server answers with the first booking instead
 * of making a second one; any other answer ends the attempt.
 */
export const SUBMIT_RETRIES = 2;
export const SUBMIT_RETRY_DELAY_MS = 800;

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  // very old browsers: still unique enough for one tab's retries
  return `bk-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function retriable(error: unknown): boolean {
  return (
    (error instanceof ApiError && error.isNetworkError) ||
    hasErrorCode(error, 'IDEMPOTENCY_IN_PROGRESS')
  );
}

export async function submitBooking(
  input: CreateBookingInput,
  {
    key = newIdempotencyKey(),
    retries = SUBMIT_RETRIES,
    delayMs = SUBMIT_RETRY_DELAY_MS,
  }: { key?: string; retries?: number; delayMs?: number } = {},
): Promise<Booking> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await createBooking(input, key);
    } catch (error) {
      if (attempt >= retries || !retriable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs * (attempt + 1)));
    }
  }
}

/** The failure that means someone else got the time first ('This time is no longer available'). */
export const isSlotTaken = (error: unknown): boolean => hasErrorCode(error, 'SLOT_TAKEN');
