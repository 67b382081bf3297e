import { shopToday } from '../../../src/domain/availability';
import { BOOKING_HORIZON_MONTHS } from '../../../src/domain/booking';
import { addMonths } from '../../../src/domain/availability-plan';
import { parseTime } from '../../../src/domain/opening-hours';
import {
  BLOCK_LIMITS,
  BLOCK_MESSAGES,
  blockStaffIds,
  blockTimeErrors,
  movedBlock,
  samePlace,
  type CreateBlockInput,
  type MoveBlockInput,
  type ShopBlock,
} from '../../../src/domain/shop-blocks';
import type { AvailabilityShop } from '../../../src/domain/booking';
import { ApiError } from '../../http/api-error';
import type { ShopDoc } from '../../models/shop.model';
import { claimIdsFor } from '../bookings/slot-claims';
import type { ShopActor } from '../shop-admin/shop-access';
import type { ShopAdminDeps } from '../shop-admin/shop-admin.deps';
import { withShopWriteLock } from '../shop-admin/shop-write-lock';
import { toAvailabilityShop } from '../shops/shop.mapper';
import {
  claimNewBlock,
  moveBlockAcrossMonths,
  moveBlockInMonth,
  newBlockId,
  releaseBlock,
} from './shop-block-claims';
import {
  blockCountBetween,
  findBlock,
  shopBlocksBetween,
  type StoredBlock,
} from './shop-blocks.store';

type Deps = Pick<ShopAdminDeps, 'bookings' | 'changes'> & { now?: () => Date };

/** The claim ids of a block's people over its stretch of its day. */
function cellsOf(
  shopId: string,
  staffIds: readonly string[],
  place: Pick<ShopBlock, 'date' | 'startTime' | 'endTime'>,
): string[] {
  const start = parseTime(place.startTime) ?? 0;
  const duration = (parseTime(place.endTime) ?? start) - start;
  return staffIds.flatMap((staffId) =>
    claimIdsFor(shopId, staffId, place.date, place.startTime, duration),
  );
}

/** The people a block at this time may take out, or the 400 of a time or person it may not have. */
function checkedPlace(
  availability: AvailabilityShop,
  place: Pick<ShopBlock, 'staffId' | 'date' | 'endTime'>,
  at: Date,
): string[] {
  const timeErrors = blockTimeErrors(place, at, availability.timeZone);
  if (Object.keys(timeErrors).length > 0) throw ApiError.validation(timeErrors);
  const staffIds = blockStaffIds(availability, place.staffId);
  if (!staffIds) throw ApiError.validation({ staffId: BLOCK_MESSAGES.staffUnknown });
  return staffIds;
}

const withoutClaims = ({ cells: _cells, createdBy: _by, ...block }: StoredBlock): ShopBlock =>
  block;

/** One change of one block at a time (a move and a removal of the same block never interleave). */
const blockLock = <T>(block: { shopId: string; id: string }, task: () => Promise<T>) =>
  withShopWriteLock(`${block.shopId}:block:${block.id}`, task);

const blockSummary = (block: ShopBlock) => ({
  staffId: block.staffId,
  date: block.date,
  startTime: block.startTime,
  endTime: block.endTime,
  reason: block.reason,
});

/**
 * Blocked time of a managed shop. A block claims every covered cell of the people it takes out through the same
 * claim path as a booking (intent first, unique claim `_id`s, day-sheet cells marked after), so a block and a
 * booking aiming at one cell can never both win, and a block that loses leaves nothing claimed.
 */
export function createShopBlocksService(deps: Deps) {
  const now = deps.now ?? (() => new Date());
  /** after every block change: the customers' free times of those dates, and the shop area's blocked time */
  const slotsChanged = (shopId: string, dates: string[]) => {
    if (dates.length === 0) return;
    deps.bookings.events.emit('slots', { shopId, dates });
    deps.bookings.events.emit('blocks', { shopId, dates });
  };

  return {
    list: (shop: ShopDoc, from: string, to: string) => shopBlocksBetween(shop._id, from, to),

    async create(shop: ShopDoc, actor: ShopActor, input: CreateBlockInput): Promise<ShopBlock> {
      const at = now();
      const availability = toAvailabilityShop(shop);
      const staffIds = checkedPlace(
        availability,
        { staffId: input.staffId ?? null, date: input.date, endTime: input.endTime },
        at,
      );
      const today = shopToday(at, availability.timeZone);
      const upcoming = await blockCountBetween(
        shop._id,
        today,
        addMonths(today, BOOKING_HORIZON_MONTHS),
      );
      if (upcoming >= BLOCK_LIMITS.upcoming)
        throw new ApiError('BLOCK_LIMIT', { params: { max: BLOCK_LIMITS.upcoming } });

      const block: StoredBlock = {
        id: newBlockId(input.date),
        shopId: shop._id,
        staffId: input.staffId ?? null,
        date: input.date,
        startTime: input.startTime,
        endTime: input.endTime,
        reason: input.reason.trim(),
        createdAt: at.toISOString(),
        cells: cellsOf(shop._id, staffIds, input),
        createdBy: actor.userId,
      };
      const dates = await claimNewBlock(block);
      slotsChanged(shop._id, dates);
      const saved = withoutClaims(block);
      await deps.changes.applied({
        shopId: shop._id,
        actor,
        section: 'hours',
        action: 'time_blocked',
        changes: [{ field: `blocks.${block.id}`, before: null, after: blockSummary(saved) }],
      });
      return saved;
    },

    /**
     * Moves a block to another time, day or person (its length and reason stay): its new cells are claimed
     * before its old ones are freed, so a booking can never take a cell while the block is on its way, and a
     * move onto bookings or another block is refused (409) with nothing changed.
     */
    async move(
      shop: ShopDoc,
      actor: ShopActor,
      blockId: string,
      input: MoveBlockInput,
    ): Promise<ShopBlock> {
      const known = await findBlock(shop._id, blockId);
      if (!known) throw new ApiError('BLOCK_NOT_FOUND');
      return blockLock(known, async () => {
        const block = await findBlock(shop._id, blockId);
        if (!block) throw new ApiError('BLOCK_NOT_FOUND');
        const moved = movedBlock(block, input);
        if ('errors' in moved) throw ApiError.validation(moved.errors);
        const { place } = moved;
        if (samePlace(block, place)) return withoutClaims(block);
        const staffIds = checkedPlace(toAvailabilityShop(shop), place, now());
        const sameMonth = place.date.slice(0, 7) === block.date.slice(0, 7);
        const next: StoredBlock = {
          ...block,
          ...place,
          id: sameMonth ? block.id : newBlockId(place.date),
          cells: cellsOf(shop._id, staffIds, place),
        };
        const dates = sameMonth
          ? await moveBlockInMonth(block, next)
          : await moveBlockAcrossMonths(block, next);
        if (!dates) throw new ApiError('BLOCK_NOT_FOUND');
        slotsChanged(shop._id, dates);
        const saved = withoutClaims(next);
        await deps.changes.applied({
          shopId: shop._id,
          actor,
          section: 'hours',
          action: 'block_moved',
          changes: [
            {
              field: `blocks.${block.id}`,
              before: blockSummary(withoutClaims(block)),
              after: blockSummary(saved),
            },
          ],
        });
        return saved;
      });
    },

    async remove(shop: ShopDoc, actor: ShopActor, blockId: string): Promise<void> {
      const known = await findBlock(shop._id, blockId);
      if (!known) throw new ApiError('BLOCK_NOT_FOUND');
      const block = await blockLock(known, async () => {
        const current = await findBlock(shop._id, blockId);
        if (!current) throw new ApiError('BLOCK_NOT_FOUND');
        slotsChanged(shop._id, await releaseBlock(current));
        return current;
      });
      await deps.changes.applied({
        shopId: shop._id,
        actor,
        section: 'hours',
        action: 'block_removed',
        changes: [{ field: `blocks.${block.id}`, before: blockSummary(block), after: null }],
      });
    },
  };
}
