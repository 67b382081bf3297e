import { ReviewModel } from '../../models/review.model';
import type { ShopDoc } from '../../models/shop.model';
import { summarizeRatings } from '../../../src/domain/ratings';
import { distributionOf } from '../shops/shop.mapper';

/**
 * The shop's reviews (stars and when), for the satisfaction trend. Reviews have no `_id`-keyed list, so reading
 * them filters the collection (a scan on FerretDB): they are kept in memory per shop and read again only when
 * the shop's review count moved (a review is counted in the shop's `ratings` right after it is stored, see
 * server/modules/shops/shop-ratings.ts), which the shop document read by the access guard already tells.
 */
interface Kept {
  count: number;
  reviews: { rating: number; createdAt: number }[];
}

const MAX_SHOPS = 2_000;
const kept = new Map<string, Kept>();

export async function shopReviews(shop: ShopDoc): Promise<Kept['reviews']> {
  const { reviewCount } = summarizeRatings(distributionOf(shop.ratings));
  const known = kept.get(shop._id);
  if (known && known.count === reviewCount) return known.reviews;
  const rows = await ReviewModel.find({ shopId: shop._id }, { rating: 1, createdAt: 1 }).lean<
    { rating: number; createdAt: Date }[]
  >();
  const reviews = rows.map((r) => ({
    rating: r.rating,
    createdAt: new Date(r.createdAt).getTime(),
  }));
  if (kept.size >= MAX_SHOPS) kept.delete(kept.keys().next().value as string);
  kept.set(shop._id, { count: reviewCount, reviews });
  return reviews;
}
