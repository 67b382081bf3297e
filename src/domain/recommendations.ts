import { allow, refuse, type Decision } from './decision';
import { haversineKm, knownPosition, roundKm, type LatLng } from './geo';
import { LIMITS } from './limits';

/**
 * Recommendations (spec 02 §7 `GET /api/customer/recommendations`, `PATCH …/{id}/dismiss`): shops and services
 * like the ones the customer books and rates highly, near where they book, at shops they have not been to, each
 * with the reason it is shown. Pure: the server feeds it the customer's bookings and the catalog's shops near
 * them, the mocks their own store; both answer the same.
 *
 * Scoring. Each booking says something about the customer's taste: a completed one 1, a rating of 4 or 5 more
 * (2 and 3), a 3 less (0.75), a 1 or 2 the opposite (-1), an upcoming one 0.5, a cancelled or missed one nothing.
 * Those weights are summed per business type and per service category; the shops booked with a positive weight
 * are where the customer books (the anchors). A candidate is a shop within RECOMMENDATION_RADIUS_KM of an anchor,
 * never booked, not a favourite and not dismissed, of a liked type or offering a liked category. It scores by
 * how liked its type (3) and its best category (2) are, its own reviews (1.5, pulled towards 3 stars while it has
 * few) and how near it is (1.5). A shop is recommended for its type, or one of its services for a liked
 * category, whichever scores higher: one recommendation per shop.
 */

export const RECOMMENDATION_RADIUS_KM = 15;
export const RECOMMENDATION_LIMIT = 10;
/** the most-liked booked shops whose surroundings are searched */
export const RECOMMENDATION_ANCHORS_MAX = 10;
/** dismissed ids kept per customer; past this a dismissal is refused rather than an older one forgotten */
export const DISMISSED_RECOMMENDATIONS_MAX = 500;
/** a rating at least this high is "rated highly" */
export const HIGH_RATING = 4;
/** ratings read per request: the most recent completed bookings */
export const RATED_BOOKINGS_MAX = 30;

export const RECOMMENDATION_MESSAGES = {
  fetchFailed: 'Failed to fetch recommendations',
  dismissFailed: 'Failed to dismiss recommendation',
} as const;

/** The reasons, as message ids (en/it catalogs) with their values. */
export const RECOMMENDATION_REASONS = {
  ratedShop: 'customerDashboard.recommendations.reason.ratedShop',
  bookedShop: 'customerDashboard.recommendations.reason.bookedShop',
  ratedService: 'customerDashboard.recommendations.reason.ratedService',
  bookedService: 'customerDashboard.recommendations.reason.bookedService',
} as const;
export type RecommendationReasonId =
  (typeof RECOMMENDATION_REASONS)[keyof typeof RECOMMENDATION_REASONS];

/** The client's texts for a failed load or dismissal (spec 02 §8), for the screens that show recommendations. */
export const RECOMMENDATION_FAILURE_IDS = {
  fetch: 'customerDashboard.recommendations.fetchError',
  dismiss: 'customerDashboard.recommendations.dismissError',
} as const;

export type RecommendationKind = 'shop' | 'service';

export interface RecommendedShop {
  id: string;
  name: string;
  businessType: string;
  city: string;
  rating: number;
  reviewCount: number;
  /** the cover photo, or null */
  photo: string | null;
}

export interface RecommendedService {
  id: string;
  name: string;
  category: string;
  /** euro */
  price: number;
  /** minutes */
  duration: number;
}

export interface Recommendation {
  /** `shop:<shopId>` or `service:<serviceId>`: what PATCH …/{id}/dismiss takes */
  id: string;
  kind: RecommendationKind;
  shop: RecommendedShop;
  /** the service recommended at the shop (kind 'service'), else null */
  service: RecommendedService | null;
  /** km from the nearest shop the customer books at */
  distanceKm: number;
  score: number;
  reason: { id: RecommendationReasonId; values: Record<string, string> };
}

/** GET → data { recommendations } (best first); PATCH dismiss → data { id, dismissed: true } */
export interface RecommendationsResult {
  recommendations: Recommendation[];
}
export interface DismissResult {
  id: string;
  dismissed: true;
}

/** What scoring reads of a shop (the catalog's public shop, services in the caller's language). */
export interface RecommendableShop extends RecommendedShop {
  latitude: number | null;
  longitude: number | null;
  services: readonly RecommendedService[];
}

/** One booking of the customer's history. */
export interface HistoryBooking {
  shopId: string;
  serviceIds: readonly string[];
  status: string;
  /** the stars the customer gave it, when they reviewed it */
  rating: number | null;
}

export interface RecommendationInput {
  history: readonly HistoryBooking[];
  /** the shops of the history that are still public, by id */
  shopOf: (shopId: string) => RecommendableShop | undefined;
  /** shops near the history's shops (more or fewer: distance is checked here) */
  candidates: readonly RecommendableShop[];
  dismissed: readonly string[];
  /** shops the customer already knows otherwise (favourites): never recommended */
  known?: readonly string[];
  limit?: number;
  radiusKm?: number;
}

const UPCOMING = new Set(['pending', 'confirmed', 'rescheduled']);
const DONE = new Set(['completed', 'checked-in']);

/** What one booking says of the customer's taste (see the header). */
export function tasteWeight(booking: Pick<HistoryBooking, 'status' | 'rating'>): number {
  if (UPCOMING.has(booking.status)) return 0.5;
  if (!DONE.has(booking.status)) return 0;
  const { rating } = booking;
  if (rating === null) return 1;
  if (rating >= HIGH_RATING) return rating - 2;
  return rating === 3 ? 0.75 : -1;
}

export const shopRecommendationId = (shopId: string) => `shop:${shopId}`;
export const serviceRecommendationId = (serviceId: string) => `service:${serviceId}`;

const ID_PATTERN = /^(shop|service):([a-z0-9][a-z0-9-]*)$/;

/** `shop:<id>` / `service:<id>` → its parts, or null for anything else. */
export function parseRecommendationId(
  id: unknown,
): { kind: RecommendationKind; targetId: string } | null {
  if (typeof id !== 'string' || id.length > LIMITS.id + 8) return null;
  const match = ID_PATTERN.exec(id);
  return match ? { kind: match[1] as RecommendationKind, targetId: match[2]! } : null;
}

/** Whether a recommendation id names a shop or a service the catalog has (a dismissal of anything else is 404). */
export function recommendationTargetExists(
  id: string,
  shopOf: (shopId: string) => { services: readonly { id: string }[] } | undefined,
): boolean {
  const parsed = parseRecommendationId(id);
  if (!parsed) return false;
  if (parsed.kind === 'shop') return shopOf(parsed.targetId) !== undefined;
  // a service id is `<shopId>--<slug>`: its shop is the part before the last `--` that names one
  const parts = parsed.targetId.split('--');
  for (let i = parts.length - 1; i > 0; i -= 1) {
    const shop = shopOf(parts.slice(0, i).join('--'));
    if (shop) return shop.services.some((service) => service.id === parsed.targetId);
  }
  return false;
}

/**
 * The dismissed list after dismissing `id`: unchanged when it is there already, refused once the list is full
 * (an old dismissal is never dropped: a dismissed recommendation must not come back).
 */
export function dismissedAfter(
  dismissed: readonly string[],
  id: string,
): Decision<{ list: string[]; changed: boolean }> {
  if (dismissed.includes(id)) return allow({ list: [...dismissed], changed: false });
  if (dismissed.length >= DISMISSED_RECOMMENDATIONS_MAX)
    return refuse('VALIDATION_FAILED', { id: 'validation.tooMany' });
  return allow({ list: [...dismissed, id], changed: true });
}

/**
 * Where the customer books: the shops of their history that they like on balance, most liked first, at most
 * RECOMMENDATION_ANCHORS_MAX (the server looks for candidates around these, the scoring measures from them).
 */
export function anchorShopIds(history: readonly HistoryBooking[]): string[] {
  const weights = new Map<string, number>();
  for (const booking of history)
    weights.set(booking.shopId, (weights.get(booking.shopId) ?? 0) + tasteWeight(booking));
  return [...weights]
    .filter(([, weight]) => weight > 0)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, RECOMMENDATION_ANCHORS_MAX)
    .map(([id]) => id);
}

interface Liking {
  weight: number;
  /** the booking behind it that weighs most, for the reason */
  source: { name: string; weight: number; rating: number | null };
}

function like(
  map: Map<string, Liking>,
  key: string,
  weight: number,
  source: { name: string; rating: number | null },
) {
  const current = map.get(key);
  if (!current) {
    map.set(key, { weight, source: { ...source, weight } });
    return;
  }
  current.weight += weight;
  if (weight > current.source.weight) current.source = { ...source, weight };
}

const positive = (map: Map<string, Liking>) =>
  new Map([...map].filter(([, liking]) => liking.weight > 0));
const maxWeight = (map: Map<string, Liking>) =>
  Math.max(0, ...[...map.values()].map((liking) => liking.weight));

/** The shop's own reviews, pulled towards 3 stars while they are few (a lone 5 is not a sure thing). */
function quality(shop: RecommendableShop): number {
  const trust = Math.min(1, shop.reviewCount / 10);
  return (trust * shop.rating + (1 - trust) * 3) / 5;
}

function reasonOf(kind: RecommendationKind, source: Liking['source']): Recommendation['reason'] {
  const rated = source.rating !== null && source.rating >= HIGH_RATING;
  if (kind === 'shop')
    return {
      id: rated ? RECOMMENDATION_REASONS.ratedShop : RECOMMENDATION_REASONS.bookedShop,
      values: { shopName: source.name },
    };
  return {
    id: rated ? RECOMMENDATION_REASONS.ratedService : RECOMMENDATION_REASONS.bookedService,
    values: { serviceName: source.name },
  };
}

const summaryOf = (shop: RecommendableShop): RecommendedShop => ({
  id: shop.id,
  name: shop.name,
  businessType: shop.businessType,
  city: shop.city,
  rating: shop.rating,
  reviewCount: shop.reviewCount,
  photo: shop.photo,
});

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The recommendations for this history, best first (see the header for the rules). */
export function recommend(input: RecommendationInput): Recommendation[] {
  const limit = input.limit ?? RECOMMENDATION_LIMIT;
  const radiusKm = input.radiusKm ?? RECOMMENDATION_RADIUS_KM;
  const types = new Map<string, Liking>();
  const categories = new Map<string, Liking>();
  const visited = new Set<string>();

  for (const booking of input.history) {
    visited.add(booking.shopId);
    const shop = input.shopOf(booking.shopId);
    const weight = tasteWeight(booking);
    if (!shop || weight === 0) continue;
    like(types, shop.businessType, weight, { name: shop.name, rating: booking.rating });
    for (const serviceId of booking.serviceIds) {
      const service = shop.services.find((s) => s.id === serviceId);
      if (service)
        like(categories, service.category, weight, { name: service.name, rating: booking.rating });
    }
  }

  const anchors: LatLng[] = anchorShopIds(input.history).flatMap((id) => {
    const shop = input.shopOf(id);
    const position = shop ? knownPosition(shop) : null;
    return position ? [position] : [];
  });
  const likedTypes = positive(types);
  const likedCategories = positive(categories);
  if (anchors.length === 0 || (likedTypes.size === 0 && likedCategories.size === 0)) return [];
  const topType = maxWeight(likedTypes);
  const topCategory = maxWeight(likedCategories);

  const dismissed = new Set(input.dismissed);
  const excluded = new Set([...visited, ...(input.known ?? [])]);
  const seen = new Set<string>();
  const found: Recommendation[] = [];

  for (const shop of input.candidates) {
    if (seen.has(shop.id) || excluded.has(shop.id)) continue;
    seen.add(shop.id);
    const position = knownPosition(shop);
    if (!position) continue;
    const distance = Math.min(...anchors.map((anchor) => haversineKm(anchor, position)));
    if (distance > radiusKm) continue;

    const typeLiking = likedTypes.get(shop.businessType);
    const typeScore = typeLiking ? typeLiking.weight / topType : 0;
    let best: { service: RecommendedService; liking: Liking; score: number } | null = null;
    for (const service of shop.services) {
      const liking = likedCategories.get(service.category);
      if (!liking || dismissed.has(serviceRecommendationId(service.id))) continue;
      const score = liking.weight / topCategory;
      // the first of equals: the shop's menu order
      if (!best || score > best.score) best = { service, liking, score };
    }
    const categoryScore = best?.score ?? 0;
    const near = 1 - distance / radiusKm;
    const base = 1.5 * quality(shop) + 1.5 * near;
    const options: Recommendation[] = [];
    const common = { shop: summaryOf(shop), distanceKm: roundKm(distance) };

    const shopId = shopRecommendationId(shop.id);
    if (typeLiking && !dismissed.has(shopId))
      options.push({
        ...common,
        id: shopId,
        kind: 'shop',
        service: null,
        score: round3(3 * typeScore + 2 * categoryScore + base),
        reason: reasonOf('shop', typeLiking.source),
      });
    // dismissing a shop hides its services too: the customer said no to the place
    if (best && !dismissed.has(shopId))
      options.push({
        ...common,
        id: serviceRecommendationId(best.service.id),
        kind: 'service',
        service: { ...best.service },
        score: round3(3 * categoryScore + typeScore + base),
        reason: reasonOf('service', best.liking.source),
      });
    const chosen = options.sort((a, b) => b.score - a.score)[0];
    if (chosen) found.push(chosen);
  }

  return found
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.distanceKm - b.distanceKm ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .slice(0, limit);
}
