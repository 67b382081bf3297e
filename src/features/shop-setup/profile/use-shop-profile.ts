import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhotoRole, ShopPhoto, ShopProfile, ShopProfileUpdate } from '@/domain/shop-profile';
import { shopAdminKeys } from '../shop-admin-keys';
import {
  deleteShopPhoto,
  fetchShopProfile,
  reorderShopPhotos,
  saveShopProfile,
  uploadShopPhotos,
  type UploadProgress,
} from './api';

export const shopProfileKey = (shopId: string) =>
  [...shopAdminKeys.shop(shopId), 'profile'] as const;

export function useShopProfile(shopId: string) {
  return useQuery({
    queryKey: shopProfileKey(shopId),
    queryFn: ({ signal }) => fetchShopProfile(shopId, signal),
  });
}

/** Saves the profile and puts the answer in the cache (the form restarts from what the server kept). */
export function useSaveShopProfile(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ShopProfileUpdate) => saveShopProfile(shopId, update),
    onSuccess: (saved) => queryClient.setQueryData(shopProfileKey(shopId), saved.shop),
  });
}

/** The photo calls; each answer is the whole new list, written into the cached profile. */
export function useShopPhotos(shopId: string) {
  const queryClient = useQueryClient();
  const keep = (photos: ShopPhoto[]) =>
    queryClient.setQueryData<ShopProfile>(shopProfileKey(shopId), (profile) =>
      profile ? { ...profile, photos } : profile,
    );
  return {
    upload: async (files: readonly File[], role: PhotoRole, onProgress?: UploadProgress) =>
      keep(await uploadShopPhotos(shopId, files, role, onProgress)),
    reorder: async (order: readonly string[]) => keep(await reorderShopPhotos(shopId, order)),
    remove: async (photoId: string) => keep(await deleteShopPhoto(shopId, photoId)),
  };
}
