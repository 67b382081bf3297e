import type { ShopBlock } from '../../../src/domain/shop-blocks';
import { blockIdMonth, byBlockTime } from '../../../src/domain/shop-blocks';
import { parseSlotClaimId } from '../bookings/day-sheets';
import { withShopWriteLock } from '../shop-admin/shop-write-lock';
import { ShopBlockMonthModel, blockMonthId } from './shop-block.model';

/**
 * The stored blocks, read and written by `_id` only: one document per shop and month. The claims are the truth
 * of who holds a cell; a block's `cells` lists the claim ids it was given, so deleting it (and the claim
 * sweeper, after a crash) knows what it holds.
 */
export interface StoredBlock extends ShopBlock {
  /** the slot-claim ids this block holds (`slot:<shopId>:<staffId>:<date>:<HH:MM>`) */
  cells: string[];
  /** who blocked it (user id) */
  createdBy: string;
}

/** The claim holder of a block: claims, day-sheet cells and intents name it instead of a booking id. */
export const blockHolder = (blockId: string): string => `block:${blockId}`;
export const isBlockHolder = (holder: string): boolean => holder.startsWith('block:');

/** The months (YYYY-MM) that [from, to] touches. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.slice(0, 7).split('-').map(Number) as [number, number];
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    if (current > to.slice(0, 7)) break;
    months.push(current);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

async function monthBlocks(shopId: string, month: string): Promise<StoredBlock[]> {
  const doc = await ShopBlockMonthModel.findById(blockMonthId(shopId, month)).lean<{
    blocks?: StoredBlock[];
  }>();
  return doc?.blocks ?? [];
}

const toBlock = ({ cells: _cells, createdBy: _by, ...block }: StoredBlock): ShopBlock => block;

async function storedBetween(shopId: string, from: string, to: string): Promise<StoredBlock[]> {
  const months = await Promise.all(
    monthsBetween(from, to).map((month) => monthBlocks(shopId, month)),
  );
  return months
    .flat()
    .filter((block) => block.date >= from && block.date <= to)
    .sort(byBlockTime);
}

/** The shop's blocks on shop-local dates in [from, to]. */
export async function shopBlocksBetween(
  shopId: string,
  from: string,
  to: string,
): Promise<ShopBlock[]> {
  return (await storedBetween(shopId, from, to)).map(toBlock);
}

/** How many blocks the shop has on dates in [from, to] (the upcoming-blocks limit). */
export async function blockCountBetween(shopId: string, from: string, to: string): Promise<number> {
  return (await storedBetween(shopId, from, to)).length;
}

/** One of this shop's blocks by id (its month is in the id), or null. */
export async function findBlock(shopId: string, blockId: string): Promise<StoredBlock | null> {
  const month = blockIdMonth(blockId);
  if (!month) return null;
  return (await monthBlocks(shopId, month)).find((block) => block.id === blockId) ?? null;
}

/**
 * Rewrites a month's list under the shop's blocks lock: FerretDB applies an update as read, change, write of the
 * whole document, so two writers at once could drop a block. The lock is the shop write lock's (one insert-claim
 * across instances), keyed apart from the shop document's own; inside it a plain read then `$set` is safe and
 * stays within what FerretDB implements.
 */
async function changeMonth(
  shopId: string,
  month: string,
  change: (blocks: StoredBlock[]) => StoredBlock[],
): Promise<void> {
  await withShopWriteLock(`${shopId}:blocks`, async () => {
    const blocks = change(await monthBlocks(shopId, month));
    await ShopBlockMonthModel.updateOne(
      { _id: blockMonthId(shopId, month) },
      { $set: { shopId, blocks } },
      { upsert: true },
    );
  });
}

export async function saveBlock(block: StoredBlock): Promise<void> {
  await changeMonth(block.shopId, block.date.slice(0, 7), (blocks) => [...blocks, block]);
}

/** Puts a block's new place (same id, same month) in its month's list; false when it is gone meanwhile. */
export async function replaceBlock(block: StoredBlock): Promise<boolean> {
  let found = false;
  await changeMonth(block.shopId, block.date.slice(0, 7), (blocks) =>
    blocks.map((stored) => {
      if (stored.id !== block.id) return stored;
      found = true;
      return block;
    }),
  );
  return found;
}

export async function removeBlock(shopId: string, blockId: string): Promise<void> {
  const month = blockIdMonth(blockId);
  if (!month) return;
  await changeMonth(shopId, month, (blocks) => blocks.filter((block) => block.id !== blockId));
}

/**
 * For the claim sweeper: which of an interrupted write's `keys` the block `holder` holds now (none when the block
 * was never saved or is deleted). The shop and month come from the keys themselves.
 */
export async function cellsHeldByBlock(holder: string, keys: readonly string[]): Promise<string[]> {
  const parts = keys.map(parseSlotClaimId).find(Boolean);
  if (!parts || !isBlockHolder(holder)) return [];
  const block = await findBlock(parts.shopId, holder.slice('block:'.length));
  return block?.cells ?? [];
}
