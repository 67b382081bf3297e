import type {
  ShopPhotosResult,
  ShopProfile,
  ShopProfileSaved,
  ShopProfileUpdate,
} from '@/domain/shop-profile';
import type { PhotoRole, ShopPhoto } from '@/domain/shop-photos';
import { PHOTO_FIELD } from '@/domain/shop-photos';
import { api } from '@/lib/api';

/** The shop profile editor's calls (server/modules/shop-profile); each returns the envelope's data or throws ApiError. */
export async function fetchShopProfile(shopId: string, signal?: AbortSignal): Promise<ShopProfile> {
  return (await api.get<{ profile: ShopProfile }>(`shops/${shopId}/profile`, { signal })).profile;
}

export function saveShopProfile(
  shopId: string,
  update: ShopProfileUpdate,
): Promise<ShopProfileSaved> {
  return api.put<ShopProfileSaved>(`shops/${shopId}`, update);
}

/** 0…1 of the request body sent. */
export type UploadProgress = (fraction: number) => void;

export async function uploadShopPhotos(
  shopId: string,
  files: readonly File[],
  role: PhotoRole,
  onProgress?: UploadProgress,
): Promise<ShopPhoto[]> {
  const form = new FormData();
  form.append('role', role);
  for (const file of files) form.append(PHOTO_FIELD, file);
  const path = `shops/${shopId}/photos`;
  const result = onProgress
    ? await api.uploadWithProgress<ShopPhotosResult>(path, form, onProgress)
    : await api.upload<ShopPhotosResult>(path, form);
  return result.photos;
}

export async function reorderShopPhotos(
  shopId: string,
  order: readonly string[],
): Promise<ShopPhoto[]> {
  return (await api.put<ShopPhotosResult>(`shops/${shopId}/photos`, { order })).photos;
}

export async function deleteShopPhoto(shopId: string, photoId: string): Promise<ShopPhoto[]> {
  return (await api.delete<ShopPhotosResult>(`shops/${shopId}/photos/${photoId}`)).photos;
}
