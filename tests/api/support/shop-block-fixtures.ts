import { SlotClaimModel } from '../../../server/models/slot-claim.model';
import type { BookingShop } from './booking-fixtures';

/** What the blocked-time API tests share (shop-blocks, shop-block-race). */

/** The failure code of an answer's envelope. */
export const codeOf = (body: unknown) => (body as { code?: string }).code;

/** The claim document of one staff member's (or the shop chair's) 30-minute cell. */
export const claimId = (shop: BookingShop, staffId: string, date: string, time: string) =>
  `slot:${shop.id}:${staffId}:${date}:${time}`;

/** Who holds a cell now (read by `_id`), null when free. */
export async function holderOf(id: string): Promise<string | null> {
  return (await SlotClaimModel.findById(id).lean())?.bookingId ?? null;
}
