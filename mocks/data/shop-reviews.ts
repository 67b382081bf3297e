import type { Shop } from '@/domain/shop';

/**
 * The mock shops' reviews with their dates, for the satisfaction trend (the server reads its reviews'
 * stars and dates: server/modules/shop-dashboard/shop-reviews.ts). The mocks know each shop's per-star counts
 * only, so its reviews are those counts spread evenly back from now over the past year, the stars in a fixed
 * interleaved order: every period holds some, and neighbouring periods differ a little, as real ones do.
 */

const YEAR_MS = 365 * 86_400_000;
const STARS = [5, 4, 3, 2, 1] as const;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A stride through n items that visits each once (coprime to n), about 0.618 n so neighbours differ. */
function strideOf(n: number): number {
  let stride = Math.max(1, Math.floor(n * 0.618));
  while (gcd(stride, n) !== 1) stride += 1;
  return stride;
}

export function mockShopReviews(
  shop: Pick<Shop, 'ratingDistribution'>,
  now: Date,
): { rating: number; createdAt: number }[] {
  const stars = STARS.flatMap((star) =>
    Array.from({ length: shop.ratingDistribution[star] ?? 0 }, () => star),
  );
  const n = stars.length;
  if (n === 0) return [];
  const stride = strideOf(n);
  const spacing = YEAR_MS / n;
  return stars.map((_, i) => ({
    rating: stars[(i * stride) % n]!,
    createdAt: Math.round(now.getTime() - (i + 0.5) * spacing),
  }));
}
