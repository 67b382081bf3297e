import type {
  BlockConflict,
  CreateBlockInput,
  MoveBlockInput,
  ShopBlock,
} from '@/domain/shop-blocks';
import type { TeamOverview } from '@/domain/shop-team';
import { ApiError, api } from '@/lib/api';

/**
 * The blocked-time calls (server/modules/shop-blocks). Each returns the envelope's data or throws ApiError; a
 * block over bookings throws 409 BLOCK_OVERLAPS_BOOKINGS whose `data.bookings` lists them (see conflictsOf).
 */

export function fetchBlocks(shopId: string, from: string, to: string, signal?: AbortSignal) {
  return api.get<{ blocks: ShopBlock[] }>(`shops/${shopId}/blocks`, {
    searchParams: { from, to },
    signal,
  });
}

export function createBlock(shopId: string, input: CreateBlockInput) {
  return api.post<{ block: ShopBlock }>(`shops/${shopId}/blocks`, input);
}

export function deleteBlock(shopId: string, blockId: string) {
  return api.delete<{ deleted: string }>(`shops/${shopId}/blocks/${blockId}`);
}

/** The people a block can name (the team editor's list). */
export function fetchBlockStaff(shopId: string, signal?: AbortSignal) {
  return api.get<TeamOverview>(`shops/${shopId}/team`, { signal });
}

/** The bookings in the way that a refused block came back with (none for any other failure). */
export function conflictsOf(error: unknown): BlockConflict[] {
  if (!(error instanceof ApiError) || error.code !== 'BLOCK_OVERLAPS_BOOKINGS') return [];
  const bookings = (error.data as { bookings?: unknown } | undefined)?.bookings;
  return Array.isArray(bookings) ? (bookings as BlockConflict[]) : [];
}

/** Moves a block to another person (null: the whole shop), day or start; its length and reason stay. */
export function moveBlock(shopId: string, blockId: string, input: MoveBlockInput) {
  return api.patch<{ block: ShopBlock }>(`shops/${shopId}/blocks/${blockId}`, input);
}
