import {
  FAVORITE_SERVICES_MAX,
  favoriteServiceOf,
  type FavoriteService,
  locateService,
  shopIdsOfServiceId,
  type ServiceLocation,
} from '../../../src/domain/favorite-services';
import type { Locale } from '../../../src/domain/constants';
import type { Shop } from '../../../src/domain/shop';
import { ApiError } from '../../http/api-error';
import { encodeKey } from '../../models/booking-index.model';
import { createKeyLock } from '../bookings/key-lock';
import type { ShopsService } from '../shops/shops.service';
import {
  FavoriteServiceListModel,
  favoriteServiceListId,
  favoriteServicesRecordOf,
  type StoredFavoriteService,
} from './favorite-service.model';

export interface FavoriteServicesOptions {
  shops: ShopsService;
}

export type FavoriteServicesService = ReturnType<typeof createFavoriteServicesService>;

/**
 * A customer's favourite services (issue 17). Every read and write is of the customer's own list document by
 * `_id`; a service is found through its shop in the in-memory catalog (src/domain/favorite-services.ts
 * `locateService`), never by scanning services. Writes to one list are queued in this process, since FerretDB
 * applies `$set` as read-modify-write; each sets or unsets only the service's own key, so a retry is harmless.
 */
export function createFavoriteServicesService({ shops }: FavoriteServicesOptions) {
  const withListLock = createKeyLock();

  /**
   * The public shops by id, each asked of the catalog (in memory) once per `shops` map: a list of favourites
   * shares one map, so many services of one shop cost one lookup.
   */
  async function shopsFor(
    ids: Iterable<string>,
    language: Locale,
    known = new Map<string, Shop | null>(),
  ) {
    for (const id of ids) if (!known.has(id)) known.set(id, await shops.findById(id, language));
    return known;
  }

  async function locate(serviceId: string, language: Locale) {
    const found = await shopsFor(shopIdsOfServiceId(serviceId), language);
    return locateService(serviceId, (shopId) => found.get(shopId));
  }

  async function toFavorite(
    stored: StoredFavoriteService,
    language: Locale,
    known?: Map<string, Shop | null>,
  ) {
    const found = await shopsFor(
      [...shopIdsOfServiceId(stored.serviceId), stored.shopId],
      language,
      known,
    );
    return favoriteServiceOf(
      {
        serviceId: stored.serviceId,
        shopId: stored.shopId,
        addedAt: new Date(stored.addedAt).toISOString(),
        notes: stored.notes ?? '',
      },
      (shopId) => found.get(shopId),
    );
  }

  const read = favoriteServicesRecordOf;

  return {
    /** newest first */
    async list(userId: string, language: Locale = 'en'): Promise<FavoriteService[]> {
      const stored = Object.values(await read(userId)).sort(
        (a, b) =>
          new Date(b.addedAt).getTime() - new Date(a.addedAt).getTime() ||
          (a.serviceId < b.serviceId ? -1 : 1),
      );
      const known = new Map<string, Shop | null>();
      const favorites: FavoriteService[] = [];
      for (const s of stored) favorites.push(await toFavorite(s, language, known));
      return favorites;
    },

    /** 404 unless a public shop offers the service; 409 when it is a favourite already or the list is full. */
    async add(
      userId: string,
      input: { serviceId: string; notes: string },
      language: Locale = 'en',
    ): Promise<FavoriteService> {
      const located = await locate(input.serviceId, language);
      if (!located) throw new ApiError('SHOP_SERVICE_NOT_FOUND');
      const id = favoriteServiceListId(userId);
      const stored: StoredFavoriteService = {
        serviceId: input.serviceId,
        shopId: located.shop.id,
        addedAt: new Date(),
        notes: input.notes,
      };
      await withListLock(id, async () => {
        const current = await read(userId);
        if (current[encodeKey(input.serviceId)]) throw new ApiError('ALREADY_FAVORITE_SERVICE');
        if (Object.keys(current).length >= FAVORITE_SERVICES_MAX)
          throw new ApiError('FAVORITE_SERVICE_TOO_MANY', {
            params: { max: FAVORITE_SERVICES_MAX },
          });
        await FavoriteServiceListModel.updateOne(
          { _id: id },
          { $set: { [`services.${encodeKey(input.serviceId)}`]: stored } },
          { upsert: true },
        );
      });
      return toFavorite(stored, language);
    },

    async remove(userId: string, serviceId: string): Promise<void> {
      const id = favoriteServiceListId(userId);
      await withListLock(id, async () => {
        if (!(await read(userId))[encodeKey(serviceId)])
          throw new ApiError('SERVICE_NOT_IN_FAVORITES');
        await FavoriteServiceListModel.updateOne(
          { _id: id },
          { $unset: { [`services.${encodeKey(serviceId)}`]: '' } },
        );
      });
    },

    async updateNotes(
      userId: string,
      serviceId: string,
      notes: string,
      language: Locale = 'en',
    ): Promise<FavoriteService> {
      const id = favoriteServiceListId(userId);
      const stored = await withListLock(id, async () => {
        const current = (await read(userId))[encodeKey(serviceId)];
        if (!current) throw new ApiError('FAVORITE_NOT_FOUND');
        await FavoriteServiceListModel.updateOne(
          { _id: id },
          // the document path, joined (a template starting `services.` reads as a message id to the catalog check)
          { $set: { [['services', encodeKey(serviceId), 'notes'].join('.')]: notes } },
        );
        return { ...current, notes };
      });
      return toFavorite(stored, language);
    },

    /** GET /api/services/{serviceId}: which public shop offers it (for /booking/service/{id}); 404 otherwise. */
    async locate(serviceId: string, language: Locale = 'en'): Promise<ServiceLocation> {
      const located = await locate(serviceId, language);
      if (!located) throw new ApiError('SHOP_SERVICE_NOT_FOUND');
      return { service: { ...located.service, shopId: located.shop.id } };
    },
  };
}
