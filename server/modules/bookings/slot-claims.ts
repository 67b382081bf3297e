import { coveredCells, formatMinutes } from '../../../src/domain/availability';
import { parseTime } from '../../../src/domain/opening-hours';
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
  await BookingIntentModel.create({
    _id: intentId,
    bookingId,
    keys: [...keys],
    createdAt: new Date(),
    owner: INTENT_OWNER,
  });
}

export async function endIntent(intentId: string): Promise<void> {
  await BookingIntentModel.deleteOne({ _id: intentId });
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
 * Inserts a claim for every key not already held by the booking. On the first taken key, deletes the claims
 * this call inserted and returns that key; null when all were claimed.
 */
export async function tryClaim(
  bookingId: string,
  keys: readonly string[],
  held: ReadonlySet<string> = new Set(),
): Promise<{ key: string } | null> {
  const inserted: string[] = [];
  const createdAt = new Date();
  for (const key of keys) {
    if (held.has(key)) continue;
    try {
      await SlotClaimModel.create({ _id: key, bookingId, createdAt });
      inserted.push(key);
    } catch (error) {
      await Promise.all(inserted.map((id) => SlotClaimModel.deleteOne({ _id: id })));
      if (!isDuplicateKey(error)) throw error;
      return { key };
    }
  }
  return null;
}
