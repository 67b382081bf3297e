import { decodeKey, encodeKey } from '../../models/booking-index.model';
import { OwnedShopListModel, ownedShopListId } from '../../models/owned-shop-list.model';
import { ShopModel } from '../../models/shop.model';
import { createKeyLock } from '../bookings/key-lock';

/**
 * Which shops an owner runs, by `_id` only (see owned-shop-list.model.ts). A shop is listed BEFORE it is
 * inserted, so a failed insert leaves a listed id that names nothing (skipped when read) and never a shop its
 * owner cannot find. Writes to one list are queued in this process (FerretDB applies `$set` as
 * read-modify-write); each sets only the shop's own key, so it is idempotent and, on MongoDB, atomic.
 * Shops stored before the lists existed are listed once per database at first use (a marker records it).
 */
const withListLock = createKeyLock();
const BACKFILL_ID = 'meta:owned-shop-lists-v1';

/** Records that `ownerId` runs `shopId` (call before inserting the shop). */
export async function listOwnedShop(ownerId: string, shopId: string): Promise<void> {
  // no wait for the backfill: this write is idempotent and the backfill only adds to it
  const id = ownedShopListId(ownerId);
  await withListLock(id, () =>
    OwnedShopListModel.updateOne(
      { _id: id },
      { $set: { [`shops.${encodeKey(shopId)}`]: 1 } },
      { upsert: true },
    ),
  );
}

/** The ids listed for this owner (some may be gone or have changed hands: the reader checks each shop). */
export async function listedOwnedShopIds(ownerId: string): Promise<string[]> {
  await ownedListsReady();
  const list = await OwnedShopListModel.findById(ownedShopListId(ownerId)).lean<{
    shops?: Record<string, number>;
  }>();
  return Object.keys(list?.shops ?? {}).map(decodeKey);
}

let ready: Promise<void> | null = null;

function ownedListsReady(): Promise<void> {
  ready ??= backfill().catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

/** One scan of the shops, once per database: the only read of the shops collection by anything but `_id`. */
async function backfill(): Promise<void> {
  if (await OwnedShopListModel.findById(BACKFILL_ID, { _id: 1 }).lean()) return;
  const shops = await ShopModel.find({ ownerId: { $ne: null } }, { _id: 1, ownerId: 1 }).lean<
    { _id: string; ownerId: string | null }[]
  >();
  const byOwner = new Map<string, Record<string, number>>();
  for (const { _id, ownerId } of shops) {
    if (!ownerId) continue;
    const set = byOwner.get(ownerId) ?? {};
    set[`shops.${encodeKey(_id)}`] = 1;
    byOwner.set(ownerId, set);
  }
  for (const [ownerId, set] of byOwner) {
    const id = ownedShopListId(ownerId);
    await withListLock(id, () =>
      OwnedShopListModel.updateOne({ _id: id }, { $set: set }, { upsert: true }),
    );
  }
  await OwnedShopListModel.updateOne(
    { _id: BACKFILL_ID },
    { $set: { at: new Date() } },
    { upsert: true },
  );
}
