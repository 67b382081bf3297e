import { randomBytes } from 'node:crypto';
import { decided } from '../../http/refusal';
import { ApiError } from '../../http/api-error';
import { ServiceModel } from '../../models/service.model';
import { ShopModel, type ShopDoc } from '../../models/shop.model';
import {
  checkServiceDeletion,
  checkServiceOrder,
  checkServiceRoom,
  serviceChanges,
  type ManagedService,
  type ServiceCreateInput,
  type ServiceUpdateInput,
} from '../../../src/domain/shop-services';
import {
  managedServiceOf,
  newStoredService,
  serviceIdFor,
  storedFieldsOf,
  type StoredServiceLike,
} from '../../../src/domain/shop-service-records';
import type { ShopActor } from '../shop-admin/shop-access';
import type { ShopChanges } from '../shop-admin/shop-changes';
import { upcomingBookingsOf } from '../shop-admin/future-bookings';
import { withServiceWriteLock, withShopWriteLock } from '../shop-admin/shop-write-lock';
import { deleteServiceImageFile, serviceImages } from './service-images.service';

/**
 * The owner's services (spec 03 §7). The shop document's `serviceIds` is the menu order and the list of the
 * shop's services, so every read goes by `_id` (no scan of the services collection) and every change of the
 * list is one atomic update of the shop ($push, $pull, or a $set conditioned on the order it replaces).
 */
export interface ShopServicesService {
  list(shop: ShopDoc): Promise<ManagedService[]>;
  create(shop: ShopDoc, actor: ShopActor, input: ServiceCreateInput): Promise<ManagedService>;
  update(
    shop: ShopDoc,
    actor: ShopActor,
    serviceId: string,
    input: ServiceUpdateInput,
  ): Promise<ManagedService>;
  remove(shop: ShopDoc, actor: ShopActor, serviceId: string): Promise<void>;
  reorder(shop: ShopDoc, actor: ShopActor, serviceIds: string[]): Promise<ManagedService[]>;
  /** A new picture for the service (the one before is deleted); the service as it is now. */
  setImage(
    shop: ShopDoc,
    actor: ShopActor,
    serviceId: string,
    bytes: Buffer,
  ): Promise<ManagedService>;
  /** Takes the service's picture off and deletes it (404 when it has none). */
  removeImage(shop: ShopDoc, actor: ShopActor, serviceId: string): Promise<ManagedService>;
}

/** `serviceIds` is written with `strict: false` so it works whether or not the model declares the field yet. */
const LOOSE = { strict: false } as const;
/** The audit trail's field of a service's picture (joined: it is no message id). */
const auditImageField = (serviceId: string) => ['services', serviceId, 'image'].join('.');
const E11000 = (error: unknown) => (error as { code?: number } | null)?.code === 11000;

const storedIdsOf = (shop: ShopDoc): string[] | null => {
  const ids = (shop as { serviceIds?: unknown }).serviceIds;
  return Array.isArray(ids) ? (ids as string[]) : null;
};

export function createShopServicesService(deps: {
  changes: ShopChanges;
  now?: () => Date;
}): ShopServicesService {
  const now = deps.now ?? (() => new Date());

  /**
   * The shop's service ids in menu order. A shop written before `serviceIds` existed (not yet backfilled) is
   * read once by `shopId` and the list is stored, only if still absent, so later reads go by `_id`.
   */
  async function serviceIdsOf(shop: ShopDoc): Promise<string[]> {
    const stored = storedIdsOf(shop);
    if (stored) return stored;
    const fresh = await ShopModel.findById(shop._id, { serviceIds: 1 }).lean<{
      serviceIds?: string[];
    }>();
    if (Array.isArray(fresh?.serviceIds)) return fresh.serviceIds;
    const legacy = await ServiceModel.find({ shopId: shop._id }, { _id: 1, sortOrder: 1 }).lean();
    const ids = legacy
      .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a._id.localeCompare(b._id))
      .map((s) => s._id);
    await withShopWriteLock(shop._id, () =>
      ShopModel.updateOne(
        { _id: shop._id, serviceIds: { $exists: false } },
        { $set: { serviceIds: ids } },
        LOOSE,
      ),
    );
    const settled = await ShopModel.findById(shop._id, { serviceIds: 1 }).lean<{
      serviceIds?: string[];
    }>();
    return settled?.serviceIds ?? ids;
  }

  const read = (id: string) =>
    ServiceModel.findById(id).lean<StoredServiceLike & { shopId: string }>();

  /** A service of this shop, or 404 (an id of another shop's service answers the same). */
  async function serviceOf(shop: ShopDoc, serviceId: string): Promise<ManagedService> {
    const stored = await read(serviceId);
    if (!stored || stored.shopId !== shop._id) throw new ApiError('SHOP_SERVICE_NOT_FOUND');
    return managedServiceOf(stored, shop._id);
  }

  async function list(shop: ShopDoc): Promise<ManagedService[]> {
    const ids = await serviceIdsOf(shop);
    const found = await Promise.all(ids.map(read));
    return found
      .filter((s): s is NonNullable<typeof s> => s !== null && s.shopId === shop._id)
      .map((s) => managedServiceOf(s, shop._id));
  }

  const report = (
    shop: ShopDoc,
    actor: ShopActor,
    action: string,
    changes: ReturnType<typeof serviceChanges>,
  ) => deps.changes.applied({ shopId: shop._id, actor, section: 'services', action, changes });

  /** Inserts under the name's id; a taken id (same name twice, or a race) gets a random suffix. */
  async function insert(
    shop: ShopDoc,
    input: ServiceCreateInput,
    sortOrder: number,
  ): Promise<string> {
    const fields = newStoredService(input);
    for (let attempt = 0; ; attempt += 1) {
      const id = serviceIdFor(
        shop._id,
        fields.name,
        attempt === 0 ? undefined : randomBytes(3).toString('hex'),
      );
      try {
        await ServiceModel.create({ _id: id, shopId: shop._id, ...fields, sortOrder });
        return id;
      } catch (error) {
        if (!E11000(error) || attempt >= 4) throw error;
      }
    }
  }

  return {
    list,

    async create(shop, actor, input) {
      const ids = await serviceIdsOf(shop);
      decided(checkServiceRoom(ids.length));
      const id = await insert(shop, input, ids.length);
      await withShopWriteLock(shop._id, () =>
        ShopModel.updateOne({ _id: shop._id }, { $push: { serviceIds: id } }, LOOSE),
      );
      const created = await serviceOf(shop, id);
      await report(shop, actor, 'service_created', serviceChanges(null, created));
      return created;
    },

    async update(shop, actor, serviceId, input) {
      const before = await serviceOf(shop, serviceId);
      const fields = storedFieldsOf(input);
      // only the fields sent, under the service's lock: FerretDB rewrites the whole document, so two owners
      // changing different fields at once (or a picture being swapped) both keep their change
      if (Object.keys(fields).length > 0)
        await withServiceWriteLock(serviceId, () =>
          ServiceModel.updateOne({ _id: serviceId, shopId: shop._id }, { $set: fields }),
        );
      const after = await serviceOf(shop, serviceId);
      const changes = serviceChanges(before, after);
      const action =
        changes.length === 1 && changes[0]?.field.endsWith('.enabled')
          ? after.enabled
            ? 'service_enabled'
            : 'service_disabled'
          : 'service_updated';
      if (changes.length > 0) await report(shop, actor, action, changes);
      return after;
    },

    async remove(shop, actor, serviceId) {
      const before = await serviceOf(shop, serviceId);
      const upcoming = await upcomingBookingsOf(shop._id, now());
      const using = upcoming.filter((booking) =>
        booking.services.some((line) => line.serviceId === serviceId),
      ).length;
      decided(checkServiceDeletion(using));
      // the picture read in the same lock as the delete: an upload at the same time either lands before (and its
      // file goes with the service) or finds the service gone (and deletes its own file)
      const imageId = await withServiceWriteLock(serviceId, async () => {
        const stored = await ServiceModel.findById(serviceId, { imageId: 1 }).lean<{
          imageId?: string | null;
        }>();
        await ServiceModel.deleteOne({ _id: serviceId, shopId: shop._id });
        return stored?.imageId ?? null;
      });
      await deleteServiceImageFile(shop._id, imageId);
      await withShopWriteLock(shop._id, () =>
        ShopModel.updateOne({ _id: shop._id }, { $pull: { serviceIds: serviceId } }, LOOSE),
      );
      await report(shop, actor, 'service_deleted', serviceChanges(before, null));
    },

    async reorder(shop, actor, requested) {
      const current = await serviceIdsOf(shop);
      const order = decided(checkServiceOrder(current, requested));
      // conditioned on the order it replaces: a service added or removed meanwhile makes this refuse
      const result = await withShopWriteLock(shop._id, () =>
        ShopModel.updateOne(
          { _id: shop._id, serviceIds: current },
          { $set: { serviceIds: order } },
          LOOSE,
        ),
      );
      if (result.matchedCount === 0) throw new ApiError('SHOP_SERVICE_ORDER_MISMATCH');
      // the menu's sort key, for readers that order by it
      await Promise.all(
        order.map((id, sortOrder) =>
          withServiceWriteLock(id, () =>
            ServiceModel.updateOne({ _id: id }, { $set: { sortOrder } }),
          ),
        ),
      );
      await report(shop, actor, 'services_reordered', [
        { field: 'serviceIds', before: current, after: order },
      ]);
      return list({ ...shop, serviceIds: order } as ShopDoc);
    },

    async setImage(shop, actor, serviceId, bytes) {
      const change = await serviceImages.upload(shop._id, serviceId, bytes);
      await report(shop, actor, 'service_image_uploaded', [
        { field: auditImageField(serviceId), ...change },
      ]);
      return serviceOf(shop, serviceId);
    },

    async removeImage(shop, actor, serviceId) {
      const change = await serviceImages.remove(shop._id, serviceId);
      await report(shop, actor, 'service_image_deleted', [
        { field: auditImageField(serviceId), ...change },
      ]);
      return serviceOf(shop, serviceId);
    },
  };
}
