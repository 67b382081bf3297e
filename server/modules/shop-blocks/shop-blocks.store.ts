import type { ShopBlock } from '../../../src/domain/shop-blocks';

// SKELETON: the blocked-time helper replaces this with the stored blocks (read by `_id`, see ARCHITECTURE).
/** The shop's blocks on shop-local dates in [from, to]. */
export async function shopBlocksBetween(
  _shopId: string,
  _from: string,
  _to: string,
): Promise<ShopBlock[]> {
  return [];
}
