import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { SLOT_MINUTES, type BusyInterval } from '../../../src/domain/booking';
import { parseTime } from '../../../src/domain/opening-hours';
import { SlotClaimModel } from '../../models/slot-claim.model';
import { parseSlotClaimId } from './day-sheets';

/**
 * Booking writes another process left unfinished (an intent without its end), and what the slots answer does
 * about them. The in-memory day sheets only learn a cell is taken when the write that claimed it marks it; a
 * process killed between the claim and the mark leaves the claim in the database and the cell free in every
 * sheet, so the slot was offered (and refused on booking) until the sweeper freed it minutes later. While such an
 * intent is known, the slots answer reads its cells' claims by `_id` (indexed, one lookup per cell) and shows the
 * claimed ones taken.
 */

/** Who wrote an intent: `<hostname>/<pid>/<instance>`; the instance tells a restarted process with the same pid. */
export const INTENT_OWNER = `${os.hostname()}/${process.pid}/${randomUUID()}`;

/**
 * Whether the process that wrote an intent is certainly gone: it ran on this host, and its pid is no longer
 * alive (or is this process, started after it). Intents from other hosts, or without an owner, cannot be judged
 * this way: only their age tells (see sweepOrphanClaims).
 */
export function intentOwnerIsGone(owner: string | undefined): boolean {
  if (!owner || owner === INTENT_OWNER) return false;
  const match = /^(.*)\/(\d+)\/([^/]+)$/.exec(owner);
  if (!match || match[1] !== os.hostname()) return false;
  const pid = Number(match[2]);
  if (pid === process.pid) return true; // same pid, another instance id: a previous life of this container
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** intent id → the claim ids it touched, for the intents not yet resolved that this process knows of */
const pending = new Map<string, readonly string[]>();
/** `<shopId>|<date>` → the claim ids of pending intents on that day */
let byDay = new Map<string, Set<string>>();

function reindex(): void {
  byDay = new Map();
  for (const keys of pending.values()) {
    for (const key of keys) {
      const parts = parseSlotClaimId(key);
      if (!parts) continue;
      const day = `${parts.shopId}|${parts.date}`;
      const set = byDay.get(day) ?? new Set<string>();
      set.add(key);
      byDay.set(day, set);
    }
  }
}

/** Replaces what is known with the intents the sweeper (or start-up) just read and left in place. */
export function rememberPendingIntents(intents: readonly { _id: string; keys: string[] }[]): void {
  pending.clear();
  for (const intent of intents) pending.set(intent._id, intent.keys);
  reindex();
}

export function pendingIntentCount(): number {
  return pending.size;
}

/**
 * The cells of pending intents on these dates that are claimed right now (read by `_id`), as busy intervals per
 * date; dates without pending intents cost nothing.
 */
export async function claimedByPendingIntents(
  shopId: string,
  dates: readonly string[],
): Promise<Map<string, BusyInterval[]>> {
  const result = new Map<string, BusyInterval[]>();
  if (pending.size === 0) return result;
  for (const date of dates) {
    const keys = byDay.get(`${shopId}|${date}`);
    if (!keys) continue;
    const busy: BusyInterval[] = [];
    for (const key of keys) {
      if (!(await SlotClaimModel.exists({ _id: key }))) continue;
      const parts = parseSlotClaimId(key);
      const start = parts ? parseTime(parts.time) : null;
      if (parts && start !== null)
        busy.push({ staffId: parts.staffId, start, end: start + SLOT_MINUTES });
    }
    if (busy.length > 0) result.set(date, busy);
  }
  return result;
}
