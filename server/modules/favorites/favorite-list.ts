import { FavoriteListModel, favoriteListId } from '../../models/favorite-list.model';
import { FavoriteModel, favoriteId } from '../../models/favorite.model';
import { decodeKey, encodeKey } from '../../models/booking-index.model';
import { createKeyLock } from '../bookings/key-lock';

/**
 * Which favourites a customer has, by `_id` only (see favorite-list.model.ts). A shop is listed BEFORE its
 * favourite is inserted and unlisted AFTER it is deleted, so a crash in between leaves a listed shop without a
 * favourite (skipped when read) and never a favourite the list does not show. Writes to one list are queued in
 * this process (FerretDB applies `$set` as read-modify-write); each is a `$set`/`$unset` of the shop's own key,
 * idempotent under retries and, on MongoDB, atomic. Favourites stored before the lists existed are listed once per
 * database at first use (a marker records it).
 */
const withListLock = createKeyLock();
const BACKFILL_ID = 'meta:favorite-lists-v1';

export async function listFavorite(userId: string, shopId: string): Promise<void> {
  await listsReady();
  const id = favoriteListId(userId);
  await withListLock(id, () =>
    FavoriteListModel.updateOne(
      { _id: id },
      { $set: { [`shops.${encodeKey(shopId)}`]: 1 } },
      { upsert: true },
    ),
  );
}

export async function unlistFavorite(userId: string, shopId: string): Promise<void> {
  const id = favoriteListId(userId);
  await withListLock(id, () =>
    FavoriteListModel.updateOne({ _id: id }, { $unset: { [`shops.${encodeKey(shopId)}`]: '' } }),
  );
}

/** The ids of the user's favourite documents (some may be gone: the reader skips them). */
export async function listedFavoriteIds(userId: string): Promise<string[]> {
  await listsReady();
  const list = await FavoriteListModel.findById(favoriteListId(userId)).lean<{
    shops?: Record<string, number>;
  }>();
  return Object.keys(list?.shops ?? {}).map((key) => favoriteId(userId, decodeKey(key)));
}

let ready: Promise<void> | null = null;

function listsReady(): Promise<void> {
  ready ??= backfill().catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

/** Forget that the backfill ran (tests that rewrite the collections behind the service's back). */
export function forgetFavoriteLists(): void {
  ready = null;
}

async function backfill(): Promise<void> {
  if (await FavoriteListModel.findById(BACKFILL_ID, { _id: 1 }).lean()) return;
  const favorites = await FavoriteModel.find({}, { userId: 1, shopId: 1 }).lean<
    { userId: string; shopId: string }[]
  >();
  const byUser = new Map<string, Record<string, number>>();
  for (const { userId, shopId } of favorites) {
    const shops = byUser.get(userId) ?? {};
    shops[`shops.${encodeKey(shopId)}`] = 1;
    byUser.set(userId, shops);
  }
  for (const [userId, set] of byUser)
    await FavoriteListModel.updateOne(
      { _id: favoriteListId(userId) },
      { $set: set },
      { upsert: true },
    );
  await FavoriteListModel.updateOne(
    { _id: BACKFILL_ID },
    { $set: { at: new Date() } },
    { upsert: true },
  );
}
