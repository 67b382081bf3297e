import type { BusyInterval } from '../../../src/domain/booking';
import { parseTime } from '../../../src/domain/opening-hours';
import { SlotClaimModel } from '../../models/slot-claim.model';
import { busyOn, markCells, parseSlotClaimId } from './day-sheets';
import { beginIntent, claimIdsFor, endIntent, tryClaim } from './slot-claims';

export interface ClaimAttempt {
  bookingId: string;
  /** the intent's `_id` (the booking id for a create; unique per change otherwise) */
  intentId: string;
  shopId: string;
  date: string;
  time: string;
  durationMinutes: number;
  /** staff to try, in order; the first whose cells can all be claimed wins */
  candidates: readonly string[];
  /** what the day sheet showed (to notice a stale sheet) */
  busy: readonly BusyInterval[];
  /** cells the booking already holds (a reschedule overlapping its old time) */
  held?: ReadonlySet<string>;
  /** further keys the intent must cover (the old cells a reschedule will release) */
  releasing?: readonly string[];
}

/**
 * Claims the cells for the first candidate that has them all free. Leaves the intent open on success (the caller
 * writes the booking, then ends it); on every conflict the claims and intent of that try are gone. When the sheet
 * showed a conflicting cell free, it is healed from the claim's holder.
 */
export async function claimFirstFree(
  attempt: ClaimAttempt,
): Promise<{ staffId: string; keys: string[] } | null> {
  for (const staffId of attempt.candidates) {
    const keys = claimIdsFor(
      attempt.shopId,
      staffId,
      attempt.date,
      attempt.time,
      attempt.durationMinutes,
    );
    // the in-memory sheet first: a cell it shows taken rules this person out without a write (reading claims
    // from the database instead costs a collection scan on FerretDB); the insert below still decides every race
    if (keys.some((key) => !attempt.held?.has(key) && !sheetShowedFree(attempt.busy, key)))
      continue;
    await beginIntent(attempt.intentId, attempt.bookingId, [
      ...keys,
      ...(attempt.releasing ?? []).filter((key) => !keys.includes(key)),
    ]);
    let conflict: Awaited<ReturnType<typeof tryClaim>>;
    try {
      conflict = await tryClaim(attempt.bookingId, keys, attempt.held);
    } catch (error) {
      await endIntent(attempt.intentId);
      throw error;
    }
    if (!conflict) return { staffId, keys };
    await endIntent(attempt.intentId);
    await heal(attempt.busy, conflict);
  }
  return null;
}

/**
 * Heals in flight (and for a second after), per cell and holder: a rush of requests that read the same stale
 * sheet writes the cell once.
 */
const healing = new Map<string, Promise<unknown>>();

/** When the day sheet showed a taken cell free, it is marked from the claim's holder. */
async function heal(busy: readonly BusyInterval[], conflict: { key: string }): Promise<void> {
  if (!sheetShowedFree(busy, conflict.key)) return;
  const parts = parseSlotClaimId(conflict.key);
  // usually the winner in this process has marked it meanwhile: only a claim made elsewhere is looked up
  if (parts && !sheetShowedFree(await busyOn(parts.shopId, parts.date), conflict.key)) return;
  const claim = await SlotClaimModel.findById(conflict.key).lean<{ bookingId?: string }>();
  if (!claim?.bookingId) return;
  const holder = claim.bookingId;
  const id = `${conflict.key}>${holder}`;
  const running = healing.get(id);
  if (running) return void (await running);
  const task = markCells([conflict.key], holder).finally(() => {
    setTimeout(() => healing.delete(id), 1_000).unref();
  });
  healing.set(id, task);
  await task;
}

function sheetShowedFree(busy: readonly BusyInterval[], key: string): boolean {
  const parts = parseSlotClaimId(key);
  const start = parts ? parseTime(parts.time) : null;
  if (!parts || start === null) return false;
  return !busy.some((b) => b.staffId === parts.staffId && b.start <= start && start < b.end);
}
