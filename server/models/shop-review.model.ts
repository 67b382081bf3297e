import { Schema, model } from 'mongoose';

/**
 * One admin decision on one shop: the claim that makes a review race-free, and its record.
 *
 * FerretDB's findOneAndUpdate is not atomic (it reads, filters and writes as separate steps), so two admins
 * could both "win" a conditional update on `approvalStatus: 'pending'`. Instead a review inserts this document
 * first: its `_id` is `<shopId>:<round>`, where the round is the shop's previous `reviewedAt` (or `first`), and
 * the unique `_id` lets exactly one insert per round succeed (E11000 for the others). A shop sent back to
 * review later must keep its last `reviewedAt`, so its next round has a new key.
 */
const shopReviewSchema = new Schema(
  {
    _id: { type: String, required: true },
    shopId: { type: String, required: true },
    decision: { type: String, enum: ['approved', 'rejected'], required: true },
    reason: { type: String, default: null },
    reviewerId: { type: String, required: true },
    /** written to the shop as its `reviewedAt`, so a retry writes exactly the same values */
    reviewedAt: { type: Date, required: true },
  },
  { timestamps: false, versionKey: false, collection: 'shop_reviews' },
);

shopReviewSchema.index({ shopId: 1 });

export const ShopReviewModel = model('ShopReview', shopReviewSchema);

/** The claim key of a pending shop's current review round. */
export function reviewRoundId(shop: { _id: string; reviewedAt?: Date | null }): string {
  return `${shop._id}:${shop.reviewedAt ? shop.reviewedAt.toISOString() : 'first'}`;
}
