import { randomBytes } from 'node:crypto';
import { shopToday } from '../../../src/domain/availability';
import { BOOKING_HORIZON_MONTHS } from '../../../src/domain/booking';
import { addMonths } from '../../../src/domain/availability-plan';
import { parseTime } from '../../../src/domain/opening-hours';
import {
  BLOCK_LIMITS,
  BLOCK_MESSAGES,
  blockIdPrefix,
  blockStaffIds,
  blockTimeErrors,
  type BlockConflict,
  type CreateBlockInput,
  type ShopBlock,
} from '../../../src/domain/shop-blocks';
import { ApiError } from '../../http/api-error';
import { BookingModel, type BookingRecord } from '../../models/booking.model';
import type { ShopDoc } from '../../models/shop.model';
import { SlotClaimModel } from '../../models/slot-claim.model';
import { clearCells, markCells } from '../bookings/day-sheets';
import { beginIntent, claimIdsFor, dropClaims, endIntent, tryClaim } from '../bookings/slot-claims';
import type { ShopActor } from '../shop-admin/shop-access';
import type { ShopAdminDeps } from '../shop-admin/shop-admin.deps';
import { toAvailabilityShop } from '../shops/shop.mapper';
import {
  blockCountBetween,
  blockHolder,
  findBlock,
  isBlockHolder,
  removeBlock,
  saveBlock,
  shopBlocksBetween,
  type StoredBlock,
} from './shop-blocks.store';

type Deps = Pick<ShopAdminDeps, 'bookings' | 'changes'> & { now?: () => Date };

function conflictOf(record: BookingRecord): BlockConflict {
  return {
    id: record._id,
    reference: record.reference,
    date: record.date,
    time: record.time,
    durationMinutes: record.durationMinutes,
    staffId: record.staffId,
    customerName: record.customerName ?? '',
    service: record.services.map((line) => line.name).join(', '),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The bookings holding these claims. A booking claims its cells before its document is written, so one racing
 * the block may not be readable yet: those are read again a few times (a booking write takes milliseconds).
 */
async function bookingsHolding(ids: readonly string[]): Promise<BookingRecord[]> {
  const found = new Map<string, BookingRecord>();
  for (let attempt = 0; attempt < 20 && found.size < ids.length; attempt += 1) {
    if (attempt > 0) await sleep(25);
    const missing = ids.filter((id) => !found.has(id));
    const records = await Promise.all(
      missing.map((id) => BookingModel.findById(id).lean<BookingRecord>()),
    );
    for (const record of records) if (record) found.set(record._id, record);
  }
  return [...found.values()];
}

/**
 * After a refused claim: who holds the block's cells now (each read by `_id`). Bookings in the way are listed
 * for the owner to move or cancel; only blocks in the way is its own refusal.
 */
async function refusal(holder: string, keys: readonly string[]): Promise<ApiError> {
  const claims = await Promise.all(
    keys.map((key) => SlotClaimModel.findById(key).lean<{ bookingId?: string }>()),
  );
  const others = new Set(
    claims.flatMap((claim) =>
      claim?.bookingId && claim.bookingId !== holder ? [claim.bookingId] : [],
    ),
  );
  const bookingIds = [...others].filter((id) => !isBlockHolder(id));
  if (bookingIds.length === 0 && others.size > 0) return new ApiError('BLOCK_OVERLAPS_BLOCK');
  const bookings = (await bookingsHolding(bookingIds))
    .map(conflictOf)
    .sort((a, b) => a.time.localeCompare(b.time) || a.staffId.localeCompare(b.staffId));
  // a claim released between the refusal and this read (a booking cancelled meanwhile) still refused the block
  return new ApiError('BLOCK_OVERLAPS_BOOKINGS', { data: { bookings } });
}

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
      const timeErrors = blockTimeErrors(input, at, availability.timeZone);
      if (Object.keys(timeErrors).length > 0) throw ApiError.validation(timeErrors);
      const staffIds = blockStaffIds(availability, input.staffId ?? null);
      if (!staffIds) throw ApiError.validation({ staffId: BLOCK_MESSAGES.staffUnknown });
      const today = shopToday(at, availability.timeZone);
      const upcoming = await blockCountBetween(
        shop._id,
        today,
        addMonths(today, BOOKING_HORIZON_MONTHS),
      );
      if (upcoming >= BLOCK_LIMITS.upcoming)
        throw new ApiError('BLOCK_LIMIT', { params: { max: BLOCK_LIMITS.upcoming } });

      const start = parseTime(input.startTime) ?? 0;
      const duration = (parseTime(input.endTime) ?? start) - start;
      const block: StoredBlock = {
        id: `${blockIdPrefix(input.date)}-${randomBytes(6).toString('hex')}`,
        shopId: shop._id,
        staffId: input.staffId ?? null,
        date: input.date,
        startTime: input.startTime,
        endTime: input.endTime,
        reason: input.reason.trim(),
        createdAt: at.toISOString(),
        cells: staffIds.flatMap((staffId) =>
          claimIdsFor(shop._id, staffId, input.date, input.startTime, duration),
        ),
        createdBy: actor.userId,
      };
      const holder = blockHolder(block.id);
      // the intent first: a crash from here on leaves a record the claim sweeper resolves against the stored block
      await beginIntent(holder, holder, block.cells);
      let dates: string[];
      try {
        const conflict = await tryClaim(holder, block.cells);
        if (conflict) throw await refusal(holder, block.cells);
        try {
          await saveBlock(block);
        } catch (error) {
          await dropClaims(holder, block.cells);
          throw error;
        }
        dates = await markCells(block.cells, holder);
      } finally {
        await endIntent(holder).catch(() => undefined);
      }
      slotsChanged(shop._id, dates);
      const { cells: _cells, createdBy: _by, ...saved } = block;
      await deps.changes.applied({
        shopId: shop._id,
        actor,
        section: 'hours',
        action: 'time_blocked',
        changes: [{ field: `blocks.${block.id}`, before: null, after: blockSummary(saved) }],
      });
      return saved;
    },

    async remove(shop: ShopDoc, actor: ShopActor, blockId: string): Promise<void> {
      const block = await findBlock(shop._id, blockId);
      if (!block) throw new ApiError('BLOCK_NOT_FOUND');
      const holder = blockHolder(block.id);
      const intentId = `${holder}@delete`;
      // removed from the store first: a crash after it leaves claims the sweeper frees (no block holds them)
      await beginIntent(intentId, holder, block.cells);
      await removeBlock(shop._id, block.id);
      await dropClaims(holder, block.cells);
      const dates = await clearCells(block.cells, holder);
      await endIntent(intentId);
      slotsChanged(shop._id, dates);
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
