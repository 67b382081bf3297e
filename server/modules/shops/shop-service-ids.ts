import { ServiceModel } from '../../models/service.model';
import { ShopAuditModel } from '../../models/shop-audit.model';
import { ShopModel } from '../../models/shop.model';

/**
 * The one-time backfill of `shops.serviceIds` (the menu's ids in order, so one shop's services are read by `_id`)
 * for shops stored before the field existed. Runs with the first whole catalog load of a process, which scans the
 * collections anyway; a marker document says it is done for this database. A shop that has the field keeps its
 * order, and gets any service missing from it appended (a service added by the editor before the backfill ran).
 */
const MARKER_ID = 'meta:shop-service-ids-v1';

let done: Promise<void> | null = null;

export function backfillShopServiceIds(): Promise<void> {
  done ??= backfill().catch((error: unknown) => {
    done = null;
    throw error;
  });
  return done;
}

interface ServiceRow {
  _id: string;
  shopId: string;
  sortOrder?: number;
}

async function backfill(): Promise<void> {
  if (await ShopAuditModel.findById(MARKER_ID, { _id: 1 }).lean()) return;
  const [shops, services] = await Promise.all([
    ShopModel.find({}, { serviceIds: 1 }).lean<{ _id: string; serviceIds?: string[] | null }[]>(),
    ServiceModel.find({}, { shopId: 1, sortOrder: 1 }).lean<ServiceRow[]>(),
  ]);
  const byShop = new Map<string, ServiceRow[]>();
  for (const service of services) {
    const list = byShop.get(service.shopId) ?? [];
    list.push(service);
    byShop.set(service.shopId, list);
  }
  for (const shop of shops) {
    const ids = (byShop.get(shop._id) ?? [])
      .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a._id.localeCompare(b._id))
      .map((service) => service._id);
    if (!shop.serviceIds) {
      // only where still absent: the editor may have set it meanwhile
      await ShopModel.updateOne(
        { _id: shop._id, serviceIds: { $exists: false } },
        { $set: { serviceIds: ids } },
      );
      continue;
    }
    const listed = new Set(shop.serviceIds);
    const missing = ids.filter((id) => !listed.has(id));
    if (missing.length > 0)
      await ShopModel.updateOne(
        { _id: shop._id },
        { $addToSet: { serviceIds: { $each: missing } } },
      );
  }
  await ShopAuditModel.updateOne({ _id: MARKER_ID }, { $set: { total: 0 } }, { upsert: true });
}
