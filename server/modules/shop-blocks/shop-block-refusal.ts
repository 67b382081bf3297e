import type { BlockConflict } from '../../../src/domain/shop-blocks';
import { ApiError } from '../../http/api-error';
import { BookingModel, type BookingRecord } from '../../models/booking.model';
import { SlotClaimModel } from '../../models/slot-claim.model';
import { isBlockHolder } from './shop-blocks.store';

/*
 * Why a block's claim was refused, read from who holds the cells: shared by a new block and a moved one.
 */

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
export async function refusal(holder: string, keys: readonly string[]): Promise<ApiError> {
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
