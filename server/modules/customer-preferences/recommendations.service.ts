import type { Locale } from '../../../src/domain/constants';
import { knownPosition, type LatLng } from '../../../src/domain/geo';
import {
  RATED_BOOKINGS_MAX,
  RECOMMENDATION_RADIUS_KM,
  anchorShopIds,
  dismissedAfter,
  recommend,
  recommendationTargetExists,
  type HistoryBooking,
  type Recommendation,
  type RecommendableShop,
} from '../../../src/domain/recommendations';
import { ApiError } from '../../http/api-error';
import { decided } from '../../http/refusal';
import { ReviewModel, reviewId } from '../../models/review.model';
import { UserModel } from '../../models/user.model';
import { userDocument } from '../auth/user-documents';
import { customerBookings, type IndexedBooking } from '../bookings/booking-index';
import { createKeyLock } from '../bookings/key-lock';
import { listedFavoriteIds } from '../favorites/favorite-list';
import type { ShopCatalog } from '../shops/shop-catalog';
import { entriesNear, recommendableOf } from './recommendation-candidates';

/**
 * GET /api/customer/recommendations and PATCH …/{id}/dismiss. The customer's bookings come from their index
 * document (one `_id` read, usually from memory), the stars they gave from their reviews by `_id` (the most recent
 * completed bookings only), the shops from the catalog in memory: no query filters a collection. The rules are
 * src/domain/recommendations.ts.
 */

/** Dismissals of one customer are applied one at a time in this process (FerretDB updates read, then write). */
const withUserLock = createKeyLock();

/** The stars the customer gave each of their most recent completed bookings (null: not reviewed). */
async function ratingsOf(
  customerId: string,
  entries: readonly IndexedBooking[],
): Promise<Map<string, number>> {
  const completed = entries
    .filter((entry) => entry.status === 'completed')
    .sort((a, b) => b.startAt - a.startAt)
    .slice(0, RATED_BOOKINGS_MAX);
  const reviews = await Promise.all(
    completed.map((entry) =>
      ReviewModel.findById(reviewId(entry.shopId, customerId, entry.id), { rating: 1 }).lean<{
        rating?: number;
      }>(),
    ),
  );
  const ratings = new Map<string, number>();
  completed.forEach((entry, i) => {
    const rating = reviews[i]?.rating;
    if (typeof rating === 'number') ratings.set(entry.id, rating);
  });
  return ratings;
}

async function favoriteShopIds(customerId: string): Promise<string[]> {
  const prefix = `${customerId}:`;
  return (await listedFavoriteIds(customerId)).map((id) =>
    id.startsWith(prefix) ? id.slice(prefix.length) : id,
  );
}

async function dismissedOf(customerId: string): Promise<string[]> {
  const user = await userDocument(customerId);
  if (!user || user.deletedAt) throw new ApiError('TOKEN_INVALID');
  return [...(user.dismissedRecommendations ?? [])];
}

export function createRecommendationsService({ catalog }: { catalog: ShopCatalog }) {
  return {
    async list(customerId: string, language: Locale): Promise<Recommendation[]> {
      const [entries, dismissed, favorites, snapshot] = await Promise.all([
        customerBookings(customerId),
        dismissedOf(customerId),
        favoriteShopIds(customerId),
        catalog.current(),
      ]);
      const ratings = await ratingsOf(customerId, entries);
      const history: HistoryBooking[] = entries.map((entry) => ({
        shopId: entry.shopId,
        serviceIds: entry.serviceIds ?? [],
        status: entry.status,
        rating: ratings.get(entry.id) ?? null,
      }));
      const shops = new Map<string, RecommendableShop>();
      const shopOf = (shopId: string) => {
        if (!shops.has(shopId)) {
          const entry = snapshot.byId.get(shopId);
          if (entry) shops.set(shopId, recommendableOf(entry, language));
        }
        return shops.get(shopId);
      };
      // where they book: the scoring measures from the same shops
      const anchors: LatLng[] = anchorShopIds(history).flatMap((shopId) => {
        const shop = shopOf(shopId);
        const position = shop ? knownPosition(shop) : null;
        return position ? [position] : [];
      });
      const candidates = entriesNear(snapshot, anchors, RECOMMENDATION_RADIUS_KM).map((entry) =>
        recommendableOf(entry, language),
      );
      return recommend({ history, shopOf, candidates, dismissed, known: favorites });
    },

    /**
     * Adds `id` to the customer's dismissed ids (idempotent); 404 NOT_FOUND for an id that names no public shop
     * or service. `$addToSet` keeps a concurrent dismissal from another instance; the lock orders this one's.
     */
    async dismiss(customerId: string, id: string): Promise<void> {
      const snapshot = await catalog.current();
      const shopOf = (shopId: string) => snapshot.byId.get(shopId)?.shop;
      if (!recommendationTargetExists(id, shopOf)) throw new ApiError('NOT_FOUND');
      await withUserLock(customerId, async () => {
        const { changed } = decided(dismissedAfter(await dismissedOf(customerId), id));
        if (!changed) return;
        const updated = await UserModel.updateOne(
          { _id: customerId, deletedAt: null },
          { $addToSet: { dismissedRecommendations: id } },
        );
        if (updated.matchedCount === 0) throw new ApiError('TOKEN_INVALID');
      });
    },
  };
}
