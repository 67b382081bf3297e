import type { BusyInterval } from '@/domain/booking';
import { parseTime } from '@/domain/opening-hours';
import type { ShopBlock } from '@/domain/shop-blocks';

/**
 * The mocks' blocked time (mocks/handlers/shop-ops/blocks.ts writes it): per shop, each block with the staff it
 * took out when it was made (as the server's claims hold them). The mock slots read it through busyIntervals
 * (mocks/data/bookings.ts), so a blocked time disappears from the booking page as on the server.
 */
export interface MockBlock extends ShopBlock {
  staffIds: string[];
}

export const mockBlocks = new Map<string, MockBlock[]>();

/** The busy stretches the shop's blocks add to a date. */
export function blockedIntervals(shopId: string, date: string): BusyInterval[] {
  return (mockBlocks.get(shopId) ?? [])
    .filter((block) => block.date === date)
    .flatMap((block) => {
      const start = parseTime(block.startTime) ?? 0;
      const end = parseTime(block.endTime) ?? start;
      return block.staffIds.map((staffId) => ({ staffId, start, end }));
    });
}

/** No blocks (tests, between cases), or the given ones. */
export function resetMockBlocks(seed: Record<string, MockBlock[]> = {}): void {
  mockBlocks.clear();
  for (const [shopId, blocks] of Object.entries(seed)) mockBlocks.set(shopId, [...blocks]);
}
