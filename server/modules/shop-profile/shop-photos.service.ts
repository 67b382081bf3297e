import { createHash, randomBytes } from 'node:crypto';
import {
  addPhotos,
  editorOrder,
  isPhotoId,
  legacyPhotoList,
  PHOTO_FILE_PATTERN,
  publicPhotosOf,
  removePhoto,
  reorderPhotos,
  shopPhotoOf,
  type PhotoDecision,
  type PhotoEntry,
  type PhotoRole,
  type PhotoSize,
  type ShopPhoto,
} from '../../../src/domain/shop-photos';
import { ApiError } from '../../http/api-error';
import { isDuplicateKey } from '../../models/claim.model';
import {
  ShopPhotoModel,
  ShopPhotoVersionModel,
  shopPhotoVersionId,
} from '../../models/shop-photo.model';
import { ShopModel } from '../../models/shop.model';
import { withShopWriteLock } from '../shop-admin/shop-write-lock';
import { processPhoto } from './shop-photo.images';

/** The newest state of a shop's photo chain. */
interface PhotoHead {
  version: number;
  list: PhotoEntry[];
}

interface PhotoPointer {
  photos?: string[] | null;
  photoSet?: PhotoEntry[] | null;
  photoVersion?: number | null;
}

/** A picture from before uploads gets an id derived from its URL (24 hex, the shape of uploaded ids). */
const legacyIdOf = (url: string) => createHash('sha256').update(url).digest('hex').slice(0, 24);

const cleanList = (list: readonly PhotoEntry[] | null | undefined): PhotoEntry[] =>
  (list ?? []).map((p) => ({ id: p.id, role: p.role, ...(p.url ? { url: p.url } : {}) }));

async function pointerOf(shopId: string): Promise<PhotoPointer | null> {
  return ShopModel.findById(shopId, {
    photos: 1,
    photoSet: 1,
    photoVersion: 1,
  }).lean<PhotoPointer>();
}

/** Walks the claim chain up from the shop's hint (`_id` reads only) to the newest claim. */
async function headOf(shopId: string, shop: PhotoPointer): Promise<PhotoHead> {
  const version = shop.photoVersion ?? 0;
  let head: PhotoHead = {
    version,
    list: version > 0 ? cleanList(shop.photoSet) : legacyPhotoList(shop.photos ?? [], legacyIdOf),
  };
  for (;;) {
    const next = await ShopPhotoVersionModel.findById(
      shopPhotoVersionId(shopId, head.version + 1),
    ).lean<{
      list: PhotoEntry[];
    }>();
    if (!next) return head;
    head = { version: head.version + 1, list: cleanList(next.list) };
  }
}

/**
 * Makes the shop document show the newest claim (photoSet, photoVersion and the public photos and logo, in one
 * write). FerretDB updates are read-modify-write, so a slower writer (another photo change, or a profile save)
 * can put an older list back after ours: after each write the shop is read again, and the loop ends only when
 * it shows the newest claim and no newer one exists.
 */
async function settle(shopId: string): Promise<PhotoHead | null> {
  for (;;) {
    const shop = await pointerOf(shopId);
    if (!shop) return null;
    const head = await headOf(shopId, shop);
    if ((shop.photoVersion ?? 0) === head.version) {
      const newer = await ShopPhotoVersionModel.exists({
        _id: shopPhotoVersionId(shopId, head.version + 1),
      });
      if (!newer) return head;
      continue;
    }
    const { photos, logo } = publicPhotosOf(shopId, head.list);
    // the shop's per-shop write lock (shop-admin/shop-write-lock.ts): a team write at the same time would
    // otherwise put the old photos back, or lose its own change to this one
    await withShopWriteLock(shopId, () =>
      ShopModel.updateOne(
        { _id: shopId },
        { $set: { photoSet: head.list, photoVersion: head.version, photos, logo } },
      ),
    );
  }
}

/** One `_id` delete per file: `$in` would scan the collection on FerretDB. */
async function deletePhotoFiles(shopId: string, ids: readonly string[]): Promise<void> {
  for (const id of ids) await ShopPhotoModel.deleteOne({ _id: id, shopId });
}

/**
 * Applies `change` to the newest list by claiming the next version; a lost claim (another change won it)
 * re-reads the chain and applies `change` to the winner's list, so concurrent uploads both land.
 */
async function changeList(
  shopId: string,
  change: (list: PhotoEntry[]) => PhotoDecision<{ list: PhotoEntry[]; removed: string[] }>,
): Promise<PhotoEntry[]> {
  for (;;) {
    const shop = await pointerOf(shopId);
    if (!shop) throw new ApiError('SHOP_NOT_FOUND');
    const head = await headOf(shopId, shop);
    const decision = change(head.list);
    if (!decision.ok) throw new ApiError(decision.code);
    try {
      await ShopPhotoVersionModel.create({
        _id: shopPhotoVersionId(shopId, head.version + 1),
        shopId,
        version: head.version + 1,
        list: decision.value.list,
        createdAt: new Date(),
      });
    } catch (error) {
      if (isDuplicateKey(error)) continue;
      throw error;
    }
    await settle(shopId);
    // only the winner of this claim removes what it replaced, so each file is deleted exactly once
    const uploaded = decision.value.removed.filter(
      (id) => !head.list.find((p) => p.id === id)?.url,
    );
    await deletePhotoFiles(shopId, uploaded);
    return decision.value.list;
  }
}

export interface StoredPhotoFile {
  data: Buffer;
  hash: string;
}

const photosOf = (shopId: string, list: readonly PhotoEntry[]): ShopPhoto[] =>
  editorOrder(list).map((entry) => shopPhotoOf(shopId, entry));

/** Upload, reorder, delete and serve a shop's photos (the `shop_photos` collection and the claim chain). */
export function createShopPhotosService() {
  return {
    /** The shop's photos in the editor's order (logo, cover, gallery). */
    async list(shopId: string): Promise<ShopPhoto[]> {
      const shop = await pointerOf(shopId);
      if (!shop) throw new ApiError('SHOP_NOT_FOUND');
      return photosOf(shopId, (await headOf(shopId, shop)).list);
    },

    /** Brings the shop document back to the newest photo list (after a write that may have put an old one back). */
    settle: (shopId: string) => settle(shopId).then(() => undefined),

    /**
     * Stores the uploads and adds them with `role`. Every file is checked and resized first, so one bad file
     * refuses the whole request and nothing is stored; a list change that is refused removes the stored files.
     */
    async upload(
      shopId: string,
      files: readonly Buffer[],
      role: PhotoRole,
    ): Promise<{ photos: ShopPhoto[]; added: string[] }> {
      // refused before any image work when the request cannot fit
      const shop = await pointerOf(shopId);
      if (!shop) throw new ApiError('SHOP_NOT_FOUND');
      const early = addPhotos(
        (await headOf(shopId, shop)).list,
        files.map(() => ''),
        role,
      );
      if (!early.ok) throw new ApiError(early.code);
      const processed = [];
      for (const bytes of files) processed.push(await processPhoto(bytes));
      const ids = processed.map(() => randomBytes(12).toString('hex'));
      await ShopPhotoModel.insertMany(
        processed.map((photo, index) => ({
          _id: ids[index],
          shopId,
          role,
          width: photo.width,
          height: photo.height,
          hashes: photo.hashes,
          ...photo.sizes,
        })),
      );
      try {
        const list = await changeList(shopId, (current) => {
          const added = addPhotos(current, ids, role);
          return added.ok
            ? { ok: true, value: { list: added.value.list, removed: added.value.replaced } }
            : added;
        });
        return { photos: photosOf(shopId, list), added: ids };
      } catch (error) {
        await deletePhotoFiles(shopId, ids);
        throw error;
      }
    },

    async reorder(shopId: string, order: readonly string[]): Promise<ShopPhoto[]> {
      const list = await changeList(shopId, (current) => {
        const next = reorderPhotos(current, order);
        return next.ok ? { ok: true, value: { list: next.value, removed: [] } } : next;
      });
      return photosOf(shopId, list);
    },

    async remove(
      shopId: string,
      photoId: string,
    ): Promise<{ photos: ShopPhoto[]; removed: PhotoEntry }> {
      if (!isPhotoId(photoId)) throw new ApiError('PHOTO_NOT_FOUND');
      let removed: PhotoEntry | undefined;
      const list = await changeList(shopId, (current) => {
        removed = current.find((p) => p.id === photoId);
        const next = removePhoto(current, photoId);
        return next.ok ? { ok: true, value: { list: next.value, removed: [photoId] } } : next;
      });
      return { photos: photosOf(shopId, list), removed: removed! };
    },

    /** The bytes behind a public photo URL, or null (also for names the server never makes). */
    async read(shopId: string, file: string): Promise<StoredPhotoFile | null> {
      const match = PHOTO_FILE_PATTERN.exec(file);
      if (!match) return null;
      const [, photoId, size] = match as unknown as [string, string, PhotoSize];
      // hydrated rather than lean: mongoose then gives the bytes as a Buffer, not the driver's Binary
      const photo = await ShopPhotoModel.findById(photoId).select({
        shopId: 1,
        hashes: 1,
        [size]: 1,
      });
      if (!photo || photo.shopId !== shopId) return null;
      const data = photo.get(size) as Buffer | undefined;
      if (!data) return null;
      return {
        data: Buffer.from(data),
        hash: (photo.hashes?.[size] as string | undefined) ?? photoId,
      };
    },
  };
}

export type ShopPhotosService = ReturnType<typeof createShopPhotosService>;
