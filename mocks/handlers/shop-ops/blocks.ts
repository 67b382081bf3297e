import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { addMonths, shopToday } from '@/domain/availability';
import { BOOKING_HORIZON_MONTHS } from '@/domain/booking';
import { parseTime, validTimeZone } from '@/domain/opening-hours';
import type { Shop } from '@/domain/shop';
import {
  BLOCK_LIMITS,
  BLOCK_MESSAGES,
  blockIdPrefix,
  blockStaffIds,
  blocksQuerySchema,
  blockTimeErrors,
  byBlockTime,
  createBlockSchema,
  movedBlock,
  moveBlockSchema,
  samePlace,
  type BlockConflict,
  type ShopBlock,
} from '@/domain/shop-blocks';
import { availabilityShopOf, bookingsMockState, durationOf } from '../../data/bookings';
import { mockBlocks, type MockBlock } from '../../data/shop-blocks';
import { shopCatalogue } from '../../data/shops';
import { failure, validationFailure } from '../failure';
import { ok, readJson } from '../profile';
import { validateBody, validateQuery } from '../validation';
import { mockShopManager } from '../shop-admin/shop-manager';

/**
 * Blocked time (server/modules/shop-blocks) over the mocks' in-memory store (mocks/data/shop-blocks.ts), through
 * the same src/domain rules: the schema, the past and horizon check, whom a block covers. A block over a booking
 * is refused with the bookings in the way; the mock slots lose blocked cells as the server's do.
 */

/** Statuses of a booking that still holds its time (the server keeps their claims). */
const HOLDING = new Set(['pending', 'confirmed', 'rescheduled']);

/** The refusal of a block over bookings (409, the bookings in the way in `data`) or over another block. */
async function inTheWayOf(
  shopId: string,
  blocks: readonly MockBlock[],
  block: MockBlock,
  self?: string,
): Promise<Response | null> {
  const inTheWay = conflictsOf(shopId, block);
  if (inTheWay.length > 0) {
    const refusal = (await failure('BLOCK_OVERLAPS_BOOKINGS').json()) as object;
    return HttpResponse.json({ ...refusal, data: { bookings: inTheWay } }, { status: 409 });
  }
  return overlapsBlock(blocks, block, self) ? failure('BLOCK_OVERLAPS_BLOCK') : null;
}

/** The shop this request may manage (the demo owner's, any shop for an admin), or the server's refusal. */
function managed(request: Request, shopId: unknown): Shop | Response {
  const shop = shopCatalogue().find((s) => s.id === shopId);
  const user = mockShopManager(request, shopId, () => shop !== undefined);
  return user instanceof Response ? user : shop!;
}

const toBlock = ({ staffIds: _staff, ...block }: MockBlock): ShopBlock => block;

const overlaps = (start: number, end: number, otherStart: number, otherEnd: number) =>
  otherStart < end && start < otherEnd;

function conflictsOf(shopId: string, block: MockBlock): BlockConflict[] {
  const start = parseTime(block.startTime) ?? 0;
  const end = parseTime(block.endTime) ?? start;
  return bookingsMockState.bookings
    .filter((b) => {
      const from = parseTime(b.time) ?? 0;
      return (
        b.shopId === shopId &&
        b.date === block.date &&
        HOLDING.has(b.status) &&
        block.staffIds.includes(b.staffId) &&
        overlaps(start, end, from, from + durationOf(b))
      );
    })
    .map((b) => ({
      id: b.id,
      reference: b.reference,
      date: b.date,
      time: b.time,
      durationMinutes: durationOf(b),
      staffId: b.staffId,
      customerName: b.customerName,
      service: b.services.map((line) => line.name).join(', '),
    }))
    .sort((a, b) => a.time.localeCompare(b.time) || a.staffId.localeCompare(b.staffId));
}

/** Another block (not `block` itself, when it moves) over any of its people and minutes. */
function overlapsBlock(blocks: readonly MockBlock[], block: MockBlock, self?: string): boolean {
  const start = parseTime(block.startTime) ?? 0;
  const end = parseTime(block.endTime) ?? start;
  return blocks.some(
    (other) =>
      other.id !== self &&
      other.date === block.date &&
      other.staffIds.some((id) => block.staffIds.includes(id)) &&
      overlaps(start, end, parseTime(other.startTime) ?? 0, parseTime(other.endTime) ?? 0),
  );
}

const randomPart = () => Math.random().toString(36).slice(2, 14).padEnd(8, '0');

export const shopBlocksHandlers: RequestHandler[] = [
  http.get('/api/shops/:id/blocks', async ({ request, params }) => {
    await delay();
    const shop = managed(request, params.id);
    if (shop instanceof Response) return shop;
    const query = await validateQuery(blocksQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const { from, to } = query.value;
    const blocks = (mockBlocks.get(shop.id) ?? [])
      .filter((block) => block.date >= from && block.date <= to)
      .sort(byBlockTime)
      .map(toBlock);
    return ok({ blocks });
  }),

  http.post('/api/shops/:id/blocks', async ({ request, params }) => {
    await delay();
    const shop = managed(request, params.id);
    if (shop instanceof Response) return shop;
    const result = await validateBody(createBlockSchema, (await readJson(request)) ?? {});
    if (!result.ok) return result.response;
    const input = result.value;
    const now = new Date();
    const availability = availabilityShopOf(shop);
    const timeErrors = blockTimeErrors(input, now, availability.timeZone);
    if (Object.keys(timeErrors).length > 0) return validationFailure(timeErrors);
    const staffIds = blockStaffIds(availability, input.staffId ?? null);
    if (!staffIds) return validationFailure({ staffId: BLOCK_MESSAGES.staffUnknown });
    const today = shopToday(now, validTimeZone(availability.timeZone));
    const horizon = addMonths(today, BOOKING_HORIZON_MONTHS);
    const blocks = mockBlocks.get(shop.id) ?? [];
    const upcoming = blocks.filter((b) => b.date >= today && b.date <= horizon).length;
    if (upcoming >= BLOCK_LIMITS.upcoming)
      return failure('BLOCK_LIMIT', { params: { max: BLOCK_LIMITS.upcoming } });

    const block: MockBlock = {
      id: `${blockIdPrefix(input.date)}-${randomPart()}`,
      shopId: shop.id,
      staffId: input.staffId ?? null,
      date: input.date,
      startTime: input.startTime,
      endTime: input.endTime,
      reason: input.reason.trim(),
      createdAt: now.toISOString(),
      staffIds,
    };
    const refused = await inTheWayOf(shop.id, blocks, block);
    if (refused) return refused;
    mockBlocks.set(shop.id, [...blocks, block]);
    return HttpResponse.json({ success: true, data: { block: toBlock(block) } }, { status: 201 });
  }),

  http.patch('/api/shops/:id/blocks/:blockId', async ({ request, params }) => {
    await delay();
    const shop = managed(request, params.id);
    if (shop instanceof Response) return shop;
    const result = await validateBody(moveBlockSchema, (await readJson(request)) ?? {});
    if (!result.ok) return result.response;
    const blocks = mockBlocks.get(shop.id) ?? [];
    const block = blocks.find((b) => b.id === String(params.blockId));
    if (!block) return failure('BLOCK_NOT_FOUND');
    const moved = movedBlock(block, result.value);
    if ('errors' in moved) return validationFailure(moved.errors);
    const { place } = moved;
    if (samePlace(block, place)) return ok({ block: toBlock(block) });
    const availability = availabilityShopOf(shop);
    const timeErrors = blockTimeErrors(place, new Date(), availability.timeZone);
    if (Object.keys(timeErrors).length > 0) return validationFailure(timeErrors);
    const staffIds = blockStaffIds(availability, place.staffId);
    if (!staffIds) return validationFailure({ staffId: BLOCK_MESSAGES.staffUnknown });
    // another month: a new id (the server finds a block's month from its id)
    const sameMonth = place.date.slice(0, 7) === block.date.slice(0, 7);
    const next: MockBlock = {
      ...block,
      ...place,
      id: sameMonth ? block.id : `${blockIdPrefix(place.date)}-${randomPart()}`,
      staffIds,
    };
    const refused = await inTheWayOf(shop.id, blocks, next, block.id);
    if (refused) return refused;
    mockBlocks.set(
      shop.id,
      blocks.map((b) => (b.id === block.id ? next : b)),
    );
    return ok({ block: toBlock(next) });
  }),

  http.delete('/api/shops/:id/blocks/:blockId', async ({ request, params }) => {
    await delay();
    const shop = managed(request, params.id);
    if (shop instanceof Response) return shop;
    const blocks = mockBlocks.get(shop.id) ?? [];
    const blockId = String(params.blockId);
    if (!blocks.some((block) => block.id === blockId)) return failure('BLOCK_NOT_FOUND');
    mockBlocks.set(
      shop.id,
      blocks.filter((block) => block.id !== blockId),
    );
    return ok({ deleted: blockId });
  }),
];
