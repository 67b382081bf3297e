import { BookingIntentModel } from '../../models/booking-intent.model';
import { BookingModel } from '../../models/booking.model';
import { SlotClaimModel } from '../../models/slot-claim.model';
import { cellsHeldByBlock, isBlockHolder } from '../shop-blocks/shop-blocks.store';
import { clearCells, markCells, parseSlotClaimId } from './day-sheets';
import { INTENT_OWNER, intentOwnerIsGone, rememberPendingIntents } from './interrupted-intents';

export interface SweepResult {
  /** intents looked at and removed */
  intents: number;
  /** claims deleted because no booking holds them */
  claims: number;
  /** shop → dates whose availability changed */
  changed: Map<string, string[]>;
}

/**
 * Frees slots left claimed by a booking write that died half-way (issue 5: "a crash between claim and booking
 * write leaves no slot blocked forever"). Reads the intents collection (only writes in flight, so small); for
 * each intent that is orphaned, every key its booking does not hold is deleted (claim and day-sheet cell) when
 * that booking is still the claim's holder; keys the booking does hold get their sheet cell re-marked.
 * Safe to run on several instances at once (deletes by `_id`, re-marking is idempotent).
 *
 * Orphaned means: written by a process on this host that is gone (its owner tag, see intentOwnerIsGone), or older
 * than `olderThanMs`. The age rule is what protects other instances' writes in flight (a host cannot see another
 * host's processes), so it must stay well above the time one booking write takes. The intents left in place are
 * remembered, so the slots answer shows their claimed cells taken until they are resolved.
 */
export async function sweepOrphanClaims({
  olderThanMs,
  now = new Date(),
  onSlotsChanged,
}: {
  olderThanMs: number;
  now?: Date;
  onSlotsChanged?: (change: { shopId: string; dates: string[] }) => void;
}): Promise<SweepResult> {
  const cutoff = now.getTime() - olderThanMs;
  const intents = await BookingIntentModel.find({}).lean<
    { _id: string; bookingId: string; keys: string[]; createdAt: Date; owner?: string }[]
  >();
  const result: SweepResult = { intents: 0, claims: 0, changed: new Map() };
  const left: typeof intents = [];
  for (const intent of intents) {
    if (new Date(intent.createdAt).getTime() > cutoff && !intentOwnerIsGone(intent.owner)) {
      left.push(intent);
      continue;
    }
    // a blocked time (shop-blocks) holds cells as `block:<id>`: what it holds is in its stored block
    const held = new Set(
      isBlockHolder(intent.bookingId)
        ? await cellsHeldByBlock(intent.bookingId, intent.keys)
        : ((
            await BookingModel.findById(intent.bookingId, { cells: 1 }).lean<{
              cells?: string[];
            }>()
          )?.cells ?? []),
    );
    const orphans: string[] = [];
    for (const key of intent.keys) {
      if (held.has(key)) continue;
      const claim = await SlotClaimModel.findById(key).lean<{ bookingId?: string }>();
      if (claim?.bookingId !== intent.bookingId) continue;
      await SlotClaimModel.deleteOne({ _id: key });
      orphans.push(key);
    }
    const dates = [
      ...(await clearCells(
        intent.keys.filter((key) => !held.has(key)),
        intent.bookingId,
      )),
      ...(await markCells(
        intent.keys.filter((key) => held.has(key)),
        intent.bookingId,
      )),
    ];
    await BookingIntentModel.deleteOne({ _id: intent._id });
    result.intents += 1;
    result.claims += orphans.length;
    const shopId = intent.keys.map(parseSlotClaimId).find(Boolean)?.shopId;
    if (shopId && dates.length > 0) {
      const all = new Set([...(result.changed.get(shopId) ?? []), ...dates]);
      result.changed.set(shopId, [...all].sort());
    }
  }
  // this process's own writes mark their cells themselves; the others' are consulted by the slots answer
  rememberPendingIntents(left.filter((intent) => intent.owner !== INTENT_OWNER));
  for (const [shopId, dates] of result.changed) onSlotsChanged?.({ shopId, dates });
  return result;
}
