import { randomBytes } from 'node:crypto';
import {
  SERVICE_IMAGE_FIELD,
  SERVICE_IMAGE_SIZES,
  serviceImageFileOf,
  type ServiceImageSize,
} from '../../../src/domain/service-images';
import { ApiError } from '../../http/api-error';
import { ServiceImageModel } from '../../models/service-image.model';
import { ServiceModel } from '../../models/service.model';
import { withServiceWriteLock } from '../shop-admin/shop-write-lock';
import { processImage, type ImageRules } from '../shop-profile/shop-photo.images';

const RULES: ImageRules<ServiceImageSize> = {
  sizes: SERVICE_IMAGE_SIZES,
  field: SERVICE_IMAGE_FIELD,
  invalidType: 'SERVICE_IMAGE_INVALID_TYPE',
  tooManyPixels: 'SERVICE_IMAGE_TOO_MANY_PIXELS',
};

/** A picture's change: the image ids before and after (null: none). */
export interface ServiceImageChange {
  before: string | null;
  after: string | null;
}

export interface StoredImageFile {
  data: Buffer;
  hash: string;
}

/**
 * Swaps the service's picture under the service's write lock and answers the one it replaced. Every writer of a
 * service document takes that lock, so exactly one swap sees each picture as the current one, and only that
 * swap deletes its file: two uploads at once leave one picture and no orphan file.
 */
async function swapImage(
  shopId: string,
  serviceId: string,
  next: string | null,
): Promise<string | null> {
  return withServiceWriteLock(serviceId, async () => {
    const stored = await ServiceModel.findById(serviceId, { shopId: 1, imageId: 1 }).lean<{
      shopId: string;
      imageId?: string | null;
    }>();
    if (!stored || stored.shopId !== shopId) throw new ApiError('SHOP_SERVICE_NOT_FOUND');
    const previous = stored.imageId ?? null;
    if (next === null && previous === null) throw new ApiError('SERVICE_IMAGE_NOT_FOUND');
    await ServiceModel.updateOne({ _id: serviceId }, { $set: { imageId: next } });
    return previous;
  });
}

/** One `_id` delete (the file belongs to this shop, or nothing happens). */
export async function deleteServiceImageFile(
  shopId: string,
  imageId: string | null | undefined,
): Promise<void> {
  if (imageId) await ServiceImageModel.deleteOne({ _id: imageId, shopId });
}

/** A service's picture: upload (replacing the one before), remove, and the bytes behind a public URL. */
export const serviceImages = {
  /**
   * Checks and resizes the upload first (a refused file stores nothing), stores it under a new id, then makes it
   * the service's picture; the file it replaced is deleted. A swap that fails (the service is gone) deletes the
   * new file again.
   */
  async upload(shopId: string, serviceId: string, bytes: Buffer): Promise<ServiceImageChange> {
    const exists = await ServiceModel.exists({ _id: serviceId, shopId });
    if (!exists) throw new ApiError('SHOP_SERVICE_NOT_FOUND');
    const image = await processImage(bytes, RULES);
    const id = randomBytes(12).toString('hex');
    await ServiceImageModel.create({
      _id: id,
      shopId,
      serviceId,
      width: image.width,
      height: image.height,
      hashes: image.hashes,
      ...image.sizes,
    });
    let before: string | null;
    try {
      before = await swapImage(shopId, serviceId, id);
    } catch (error) {
      await deleteServiceImageFile(shopId, id);
      throw error;
    }
    await deleteServiceImageFile(shopId, before);
    return { before, after: id };
  },

  /** Takes the picture off the service and deletes its file (404 when it has none). */
  async remove(shopId: string, serviceId: string): Promise<ServiceImageChange> {
    const before = await swapImage(shopId, serviceId, null);
    await deleteServiceImageFile(shopId, before);
    return { before, after: null };
  },

  /** The bytes behind a public picture URL, or null (also for names the server never makes). */
  async read(shopId: string, file: string): Promise<StoredImageFile | null> {
    const named = serviceImageFileOf(file);
    if (!named) return null;
    // hydrated rather than lean: mongoose then gives the bytes as a Buffer, not the driver's Binary
    const image = await ServiceImageModel.findById(named.imageId).select({
      shopId: 1,
      hashes: 1,
      [named.size]: 1,
    });
    if (!image || image.shopId !== shopId) return null;
    const data = image.get(named.size) as Buffer | undefined;
    if (!data) return null;
    return {
      data: Buffer.from(data),
      hash: (image.hashes?.[named.size] as string | undefined) ?? named.imageId,
    };
  },
};
