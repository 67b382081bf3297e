import { Schema, model } from 'mongoose';

/**
 * A customer's review of a shop (stars and text). `_id` is `<shopId>:<userId>:<bookingId|visit>`: one review per
 * booking (or one per visit without a booking), so the unique `_id` insert is what prevents counting a review
 * twice; the shop's `ratings` counters are `$inc`ed only after that insert succeeds.
 */
const reviewSchema = new Schema(
  {
    _id: { type: String, required: true },
    shopId: { type: String, required: true },
    userId: { type: String, required: true },
    bookingId: { type: String, default: null },
    rating: { type: Number, required: true, min: 1, max: 5 },
    text: { type: String, default: '', trim: true, maxlength: 2000 },
    createdAt: { type: Date, required: true },
  },
  { timestamps: false, versionKey: false, collection: 'reviews' },
);

reviewSchema.index({ shopId: 1, createdAt: -1 });

export const ReviewModel = model('Review', reviewSchema);

export function reviewId(shopId: string, userId: string, bookingId: string | null): string {
  return `${shopId}:${userId}:${bookingId ?? 'visit'}`;
}
