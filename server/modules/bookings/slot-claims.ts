import { coveredCells, formatMinutes } from '../../../src/domain/availability';
import { parseTime } from '../../../src/domain/opening-hours';
import { deleteInBatch, insertInBatch, insertOneInBatch } from '../../db/write-batch';
import { isDuplicateKey } from '../../models/claim.model';
import { BookingIntentModel } from '../../models/booking-intent.model';
import { SlotClaimModel, slotClaimId } from '../../models/slot-claim.model';
import { INTENT_OWNER } from './interrupted-intents';

/**
 * Claiming and releasing a booking's 30-minute cells. Every step that inserts or deletes claims is wrapped in a
 * booking intent (written first, deleted last), so a crash in between leaves a record the claim sweeper uses to
 * free whatever the booking document does not hold.
 */

/** The claim ids of a booking of `durationMinutes` at `time` for one staff member. */
export function claimIdsFor(
  shopId: string,
  staffId: string,
  date: string,
  time: string,
  durationMinutes: number,
): string[] {
  const start = parseTime(time) ?? 0;
  return coveredCells(start, durationMinutes).map((cell) =>
    slotClaimId(shopId, staffId, date, formatMinutes(cell)),
  );
}

export async function beginIntent(
  intentId: string,
  bookingId: string,
  keys: readonly string[],
): Promise<void> {
  await insertOneInBatch(BookingIntentModel, {
    _id: intentId,
    bookingId,
    keys: [...keys],
    createdAt: new Date(),
    owner: INTENT_OWNER,
  });
}

export async function endIntent(intentId: string): Promise<void> {
  await deleteInBatch(BookingIntentModel, intentId);
}

/** Deletes the claims among `keys` that this booking holds (by `_id`, then checked, so another's stay). */
export async function dropClaims(bookingId: string, keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      const claim = await SlotClaimModel.findById(key).lean<{ bookingId?: string }>();
      if (claim?.bookingId === bookingId) await SlotClaimModel.deleteOne({ _id: key });
    }),
  );
}

/**
 * Inserts a claim for every key not already held by the booking, in one batch with other requests' inserts
 * (server/db/write-batch.ts: each claim still succeeds or fails on its own unique `_id`, in the order sent). When
 * a key is taken, deletes the claims this call inserted and returns the first taken key; null when all were
 * claimed.
 */
export async function tryClaim(
  bookingId: string,
  keys: readonly string[],
  held: ReadonlySet<string> = new Set(),
): Promise<{ key: string } | null> {
  const wanted = keys.filter((key) => !held.has(key));
  const createdAt = new Date();
  const results = await insertInBatch(
    SlotClaimModel,
    wanted.map((key) => ({ _id: key, bookingId, createdAt })),
  );
  const failed = results.findIndex((error) => error !== null);
  if (failed < 0) return null;
  await Promise.all(
    wanted
      .filter((_, i) => results[i] === null)
      .map((key) => SlotClaimModel.deleteOne({ _id: key })),
  );
  const error = results[failed];
  if (!isDuplicateKey(error)) throw error;
  return { key: wanted[failed]! };
}
