import { type Favorite } from '../../../src/domain/favorites';
import type { Locale } from '../../../src/domain/constants';
import type { Shop } from '../../../src/domain/shop';
import { ApiError } from '../../http/api-error';
import { isDuplicateKey } from '../../models/claim.model';
import { FavoriteModel, favoriteId } from '../../models/favorite.model';
import type { ShopsService } from '../shops/shops.service';
import { listedFavoriteIds, listFavorite, unlistFavorite } from './favorite-list';

export interface FavoritesServiceOptions {
  shops: ShopsService;
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;

interface StoredFavorite {
  shopId: string;
  addedAt: Date;
  lastVisited?: Date | null;
  notes?: string | null;
}

/** A customer's favourite shops (spec 02 §7 /customer/favorites). */
export function createFavoritesService({ shops }: FavoritesServiceOptions) {
  /** The shop as the catalog serves it now (its texts in `language`), or null when it is no longer public. */
  async function publicShop(shopId: string, language: Locale = 'en'): Promise<Shop | null> {
    try {
      return { ...(await shops.byId(shopId, language)), isFavorite: true };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }

  async function toFavorite(doc: StoredFavorite, language: Locale): Promise<Favorite> {
    return {
      id: doc.shopId,
      shopId: doc.shopId,
      shop: await publicShop(doc.shopId, language),
      addedAt: doc.addedAt.toISOString(),
      lastVisited: doc.lastVisited ? doc.lastVisited.toISOString() : null,
      notes: doc.notes ?? '',
    };
  }

  return {
    /** newest first; the user's list document names them, each is read by `_id` */
    async list(userId: string, language: Locale = 'en'): Promise<Favorite[]> {
      const ids = await listedFavoriteIds(userId);
      const docs = (
        await Promise.all(ids.map((id) => FavoriteModel.findById(id).lean<StoredFavorite>()))
      ).filter((doc): doc is StoredFavorite => doc !== null);
      docs.sort(
        (a, b) => b.addedAt.getTime() - a.addedAt.getTime() || (a.shopId < b.shopId ? -1 : 1),
      );
      return Promise.all(docs.map((doc) => toFavorite(doc, language)));
    },

    /** 404 unless the shop is public; 409 when it is already a favourite (the unique `_id` insert decides). */
    async add(
      userId: string,
      input: { shopId: string; notes: string },
      language: Locale = 'en',
    ): Promise<Favorite> {
      if (!(await publicShop(input.shopId))) throw new ApiError('SHOP_NOT_FOUND');
      const doc = {
        _id: favoriteId(userId, input.shopId),
        userId,
        shopId: input.shopId,
        addedAt: new Date(),
        lastVisited: null,
        notes: input.notes,
      };
      await listFavorite(userId, input.shopId);
      try {
        await FavoriteModel.create(doc);
      } catch (error) {
        if (isDuplicateKey(error)) throw new ApiError('ALREADY_FAVORITE');
        throw error;
      }
      return toFavorite(doc, language);
    },

    async remove(userId: string, shopId: string): Promise<void> {
      const { deletedCount } = await FavoriteModel.deleteOne({ _id: favoriteId(userId, shopId) });
      await unlistFavorite(userId, shopId);
      if (deletedCount === 0) throw new ApiError('NOT_IN_FAVORITES');
    },

    async updateNotes(
      userId: string,
      shopId: string,
      notes: string,
      language: Locale = 'en',
    ): Promise<Favorite> {
      const doc = await FavoriteModel.findOneAndUpdate(
        { _id: favoriteId(userId, shopId) },
        { $set: { notes } },
        { returnDocument: 'after' },
      ).lean<StoredFavorite>();
      if (!doc) throw new ApiError('FAVORITE_NOT_FOUND');
      return toFavorite(doc, language);
    },
  };
}
