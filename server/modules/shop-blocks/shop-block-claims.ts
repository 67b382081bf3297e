import { randomBytes } from 'node:crypto';
import { blockIdPrefix } from '../../../src/domain/shop-blocks';
import { clearCells, markCells } from '../bookings/day-sheets';
import { beginIntent, dropClaims, endIntent, tryClaim } from '../bookings/slot-claims';
import { refusal } from './shop-block-refusal';
import {
  blockHolder,
  removeBlock,
  replaceBlock,
  saveBlock,
  type StoredBlock,
} from './shop-blocks.store';

/**
 * How a block takes and gives back its cells, through the bookings' claim path (an intent first, unique claim
 * `_id`s, day-sheet cells marked after): a new block, a moved one and a removed one. Each returns the dates whose
 * free times changed. A claim that loses throws the refusal (409) and leaves nothing claimed.
 */

/** A new block id: its date first (the month's document is found from the id). */
export const newBlockId = (date: string): string =>
  `${blockIdPrefix(date)}-${randomBytes(6).toString('hex')}`;

/** Claims a new block's cells, then stores it. */
export async function claimNewBlock(block: StoredBlock): Promise<string[]> {
  const holder = blockHolder(block.id);
  // the intent first: a crash from here on leaves a record the claim sweeper resolves against the stored block
  await beginIntent(holder, holder, block.cells);
  try {
    const conflict = await tryClaim(holder, block.cells);
    if (conflict) throw await refusal(holder, block.cells);
    try {
      await saveBlock(block);
    } catch (error) {
      await dropClaims(holder, block.cells);
      throw error;
    }
    return await markCells(block.cells, holder);
  } finally {
    await endIntent(holder).catch(() => undefined);
  }
}

/** Takes a block out of the store, then frees its cells. */
export async function releaseBlock(block: StoredBlock): Promise<string[]> {
  const holder = blockHolder(block.id);
  const intentId = `${holder}@delete`;
  // removed from the store first: a crash after it leaves claims the sweeper frees (no block holds them)
  await beginIntent(intentId, holder, block.cells);
  await removeBlock(block.shopId, block.id);
  await dropClaims(holder, block.cells);
  const dates = await clearCells(block.cells, holder);
  await endIntent(intentId);
  return dates;
}

/**
 * Moves a block within its month, keeping its id (and so its claim holder): the new cells are claimed first,
 * those it already holds counting as its own (a move overlapping its old time), the block is rewritten, then
 * the old cells it no longer needs are freed, as a booking's reschedule does. The intent covers both sets, so
 * after a crash the sweeper keeps whichever set the stored block names and frees the other. Null when the block
 * was removed meanwhile (nothing is left claimed).
 */
export async function moveBlockInMonth(
  block: StoredBlock,
  next: StoredBlock,
): Promise<string[] | null> {
  const holder = blockHolder(block.id);
  const held = new Set(block.cells);
  const intentId = `${holder}@move-${randomBytes(4).toString('hex')}`;
  await beginIntent(intentId, holder, [
    ...next.cells,
    ...block.cells.filter((key) => !next.cells.includes(key)),
  ]);
  try {
    const conflict = await tryClaim(holder, next.cells, held);
    if (conflict) throw await refusal(holder, next.cells);
    const added = next.cells.filter((key) => !held.has(key));
    let stored: boolean;
    try {
      stored = await replaceBlock(next);
    } catch (error) {
      await dropClaims(holder, added);
      throw error;
    }
    if (!stored) {
      await dropClaims(holder, added);
      return null;
    }
    const old = block.cells.filter((key) => !next.cells.includes(key));
    await dropClaims(holder, old);
    return [...(await clearCells(old, holder)), ...(await markCells(next.cells, holder))];
  } finally {
    await endIntent(intentId).catch(() => undefined);
  }
}

/**
 * Moves a block to another month: it becomes a new block there (a new id, so its month's document is found
 * from it), claimed like any new block, and the old one is released once the new one is stored. Its cells are
 * on other dates, so the two never compete for one cell.
 */
export async function moveBlockAcrossMonths(
  block: StoredBlock,
  next: StoredBlock,
): Promise<string[]> {
  const added = await claimNewBlock(next);
  return [...added, ...(await releaseBlock(block))];
}
