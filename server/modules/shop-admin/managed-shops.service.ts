import {
  OWNED_SHOPS_MAX,
  compareManagedShops,
  matchesManagedShopQuery,
  type ManagedShop,
  type ManagedShopApproval,
  type ManagedShopsPage,
  type ManagedShopsQuery,
} from '../../../src/domain/managed-shops';
import { validTimeZone } from '../../../src/domain/opening-hours';
import { isShopPublic, shopSetupChecklist } from '../../../src/domain/shop-setup';
import type { ShopSetupInput } from '../../../src/domain/shop-setup';
import { ServiceModel } from '../../models/service.model';
import { ShopModel } from '../../models/shop.model';
import { listedOwnedShopIds } from './owned-shops';
import type { ShopActor } from './shop-access';

/**
 * The shops behind the /shop/personal shell (GET /api/shops/managed[/:id]). An owner's shops come from their
 * owned-shop list and are read by `_id`; only an admin's search scans the shops collection (names and ids only,
 * capped), because an admin may manage any shop and searches rarely.
 */

/** The most shops an admin's search reads names from (the shops collection has no text index on FerretDB). */
export const ADMIN_SCAN_MAX = 20_000;

/** What the summary needs from a shop document. */
const SUMMARY_FIELDS = {
  name: 1,
  approvalStatus: 1,
  rejectionReason: 1,
  photos: 1,
  location: 1,
  workingHours: 1,
  serviceIds: 1,
  ownerId: 1,
  timeZone: 1,
} as const;

export interface ManagedShopSource {
  _id: string;
  name: string;
  approvalStatus?: string | null;
  rejectionReason?: string | null;
  photos?: string[] | null;
  location?: (ShopSetupInput['location'] & { city?: string | null }) | null;
  workingHours?: ShopSetupInput['workingHours'];
  serviceIds?: string[] | null;
  ownerId?: string | null;
  timeZone?: string | null;
}

/**
 * Whether one of these services is enabled, read by `_id` one at a time and stopping at the first enabled one
 * (usually the first): the checklist needs only "at least one", not the menu.
 */
async function hasActiveService(serviceIds: readonly string[]): Promise<boolean> {
  for (const id of serviceIds) {
    const service = await ServiceModel.findById(id, { active: 1 }).lean<{ active?: boolean }>();
    if (service && service.active !== false) return true;
  }
  return false;
}

const approvalOf = (status: string | null | undefined): ManagedShopApproval =>
  status === 'approved' || status === 'rejected' ? status : 'pending';

/** The shell's summary of one shop: status, cover, city and the onboarding checklist. */
export async function managedShopOf(shop: ManagedShopSource): Promise<ManagedShop> {
  const input: ShopSetupInput = {
    services: (await hasActiveService(shop.serviceIds ?? [])) ? [{ active: true }] : [],
    workingHours: shop.workingHours ?? null,
    location: shop.location ?? null,
    photos: shop.photos ?? [],
  };
  const approvalStatus = approvalOf(shop.approvalStatus);
  return {
    id: shop._id,
    name: shop.name,
    approvalStatus,
    rejectionReason: approvalStatus === 'rejected' ? (shop.rejectionReason ?? null) : null,
    photo: shop.photos?.find((photo) => photo !== '') ?? null,
    city: shop.location?.city ?? '',
    timeZone: validTimeZone(shop.timeZone ?? undefined),
    checklist: shopSetupChecklist(input),
    live: isShopPublic({ ...input, approvalStatus }),
  };
}

async function readShop(id: string): Promise<ManagedShopSource | null> {
  return ShopModel.findById(id, SUMMARY_FIELDS).lean<ManagedShopSource>();
}

/** An owner's shops: every listed id read by `_id`, kept only while they still own it. */
async function ownerShops(ownerId: string, q: string): Promise<ManagedShopsPage> {
  const ids = (await listedOwnedShopIds(ownerId)).slice(0, OWNED_SHOPS_MAX);
  const found = await Promise.all(ids.map(readShop));
  const owned = found
    .filter((shop): shop is ManagedShopSource => shop?.ownerId === ownerId)
    .filter((shop) => matchesManagedShopQuery({ id: shop._id, name: shop.name }, q))
    .sort((a, b) => compareManagedShops({ id: a._id, name: a.name }, { id: b._id, name: b.name }));
  const shops = await Promise.all(owned.map(managedShopOf));
  return { shops, total: shops.length, page: 1, limit: OWNED_SHOPS_MAX };
}

/** An admin's search: names and ids of (at most ADMIN_SCAN_MAX) shops, then the page's shops by `_id`. */
async function adminShops(query: ManagedShopsQuery): Promise<ManagedShopsPage> {
  const names = await ShopModel.find({}, { _id: 1, name: 1 })
    .limit(ADMIN_SCAN_MAX)
    .lean<{ _id: string; name: string }[]>();
  const matching = names
    .map((shop) => ({ id: shop._id, name: shop.name }))
    .filter((shop) => matchesManagedShopQuery(shop, query.q))
    .sort(compareManagedShops);
  const start = (query.page - 1) * query.limit;
  const pageIds = matching.slice(start, start + query.limit).map((shop) => shop.id);
  const found = await Promise.all(pageIds.map(readShop));
  const shops = await Promise.all(
    found.filter((shop): shop is ManagedShopSource => shop !== null).map(managedShopOf),
  );
  return { shops, total: matching.length, page: query.page, limit: query.limit };
}

export function managedShops(
  actor: ShopActor,
  query: ManagedShopsQuery,
): Promise<ManagedShopsPage> {
  return actor.role === 'admin' ? adminShops(query) : ownerShops(actor.userId, query.q);
}
