/**
 * Blocked time (issue 15): the owner takes a person, or the whole shop, out of the book for a while, with a
 * reason. Blocked cells are claimed like a booking's, so customers' slots lose them and no booking can land
 * there. Schema, rules and messages are completed by the blocked-time module.
 */
export interface ShopBlock {
  id: string;
  shopId: string;
  /** null: the whole shop (every staff member) */
  staffId: string | null;
  /** shop-local YYYY-MM-DD and HH:MM, on the 30-minute grid */
  date: string;
  startTime: string;
  endTime: string;
  reason: string;
  createdAt: string;
}
