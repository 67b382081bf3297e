import { isDuplicateKey } from '../../models/claim.model';
import { ReviewModel, reviewId } from '../../models/review.model';
import { RATING_COUNTER_FIELDS, ShopModel } from '../../models/shop.model';
import { ApiError } from '../../http/api-error';
import { withShopWriteLock } from '../shop-admin/shop-write-lock';
import type { ShopCatalog } from './shop-catalog';

export interface ShopReviewInput {
  shopId: string;
  userId: string;
  /** the booking reviewed; null for a visit without one */
  bookingId?: string | null;
  /** whole stars, 1–5 */
  rating: number;
  text?: string;
  at?: Date;
}

/**
 * Records a customer's review and counts it in the shop's `ratings` counters, from which the API derives rating
 * and review count. The review's `_id` is unique per shop, user and booking: its insert succeeds once, and only
 * then are the counters `$inc`ed, so a retried or doubled request cannot count twice (no transactions needed).
 * The `$inc` takes the shop's write lock like every other write of the shop document: FerretDB rewrites the whole
 * document, so a profile save at the same moment would otherwise lose the count or have its own change undone.
 * Returns false when that review was already recorded.
 */
export async function recordShopReview(
  input: ShopReviewInput,
  deps: { catalog: Pick<ShopCatalog, 'invalidate'> },
): Promise<boolean> {
  const stars = input.rating;
  if (!Number.isInteger(stars) || stars < 1 || stars > 5)
    throw ApiError.validation({ rating: 'validation.range' });
  const shop = await ShopModel.findById(input.shopId, { _id: 1 }).lean();
  if (!shop) throw new ApiError('SHOP_NOT_FOUND');
  try {
    await ReviewModel.create({
      _id: reviewId(input.shopId, input.userId, input.bookingId ?? null),
      shopId: input.shopId,
      userId: input.userId,
      bookingId: input.bookingId ?? null,
      rating: stars,
      text: input.text ?? '',
      createdAt: input.at ?? new Date(),
    });
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
  const field = RATING_COUNTER_FIELDS[stars as 1 | 2 | 3 | 4 | 5];
  await withShopWriteLock(input.shopId, () =>
    ShopModel.updateOne({ _id: input.shopId }, { $inc: { [`ratings.${field}`]: 1 } }),
  );
  deps.catalog.invalidate();
  return true;
}
