import type { RatingDistribution } from './shop';

/** A shop's rating and review count are derived from how many reviews gave each number of stars. */
export const STARS = [5, 4, 3, 2, 1] as const;

export function emptyDistribution(): RatingDistribution {
  return { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
}

/** Average to one decimal (0 with no reviews) and the number of reviews. */
export function summarizeRatings(distribution: RatingDistribution): {
  rating: number;
  reviewCount: number;
} {
  let count = 0;
  let sum = 0;
  for (const stars of STARS) {
    const n = Math.max(0, Math.floor(distribution[stars] ?? 0));
    count += n;
    sum += n * stars;
  }
  return { rating: count === 0 ? 0 : Math.round((sum / count) * 10) / 10, reviewCount: count };
}

/** Share of reviews per star, whole percent (for the details modal's summary). */
export function ratingPercentages(distribution: RatingDistribution): RatingDistribution {
  const { reviewCount } = summarizeRatings(distribution);
  const out = emptyDistribution();
  if (reviewCount === 0) return out;
  for (const stars of STARS) out[stars] = Math.round((distribution[stars] / reviewCount) * 100);
  return out;
}

/**
 * A plausible set of `count` reviews averaging `rating` (demo data and fixtures): most reviews on the two
 * stars around the average, a tail below. Its summary rounds back to `rating` for ratings 1–5.
 */
export function distributionFor(rating: number, count: number): RatingDistribution {
  const out = emptyDistribution();
  if (count <= 0) return out;
  const target = Math.min(5, Math.max(1, rating)) * count;
  // start with everyone at the floor star, then lift reviews one star at a time until the sum fits
  const floor = Math.floor(Math.min(5, Math.max(1, rating))) as 1 | 2 | 3 | 4 | 5;
  out[floor] = count;
  let sum = floor * count;
  while (sum + 1 <= Math.round(target) && floor < 5) {
    out[floor] -= 1;
    out[(floor + 1) as 2 | 3 | 4 | 5] += 1;
    sum += 1;
    if (out[floor] === 0) break;
  }
  // a small tail of lower ratings, balanced by lifting others, so the chart is not two bars only
  const tail = Math.floor(count * 0.04);
  for (let i = 0; i < tail && floor >= 3 && floor < 5; i += 1) {
    if (out[floor] < 1 || out[5] < 0) break;
    out[floor] -= 1;
    out[(floor - 1) as 2 | 3 | 4] += 1;
    if (out[floor] < 1) break;
    out[floor] -= 1;
    out[(floor + 1) as 4 | 5] += 1;
  }
  return out;
}
