import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ShopProfile, ShopProfileUpdate } from '@/domain/shop-profile';
import type { PhotoRole, ShopPhoto } from '@/domain/shop-photos';
import { shopAdminKeys } from '../shop-admin-keys';
import type { ShopProfileFormValues } from './profile-form-values';
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

const profileDraftKey = (shopId: string) => [...shopProfileKey(shopId), 'draft'] as const;

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

/**
 * Unsaved edits of the profile form while another settings tab is open, kept in the query cache beside the
 * profile (so the shell's sign-out, which clears the cache, drops them too). Read once when the form mounts.
 */
export function useProfileDraft(shopId: string) {
  const queryClient = useQueryClient();
  const [value] = useState(
    () => queryClient.getQueryData<ShopProfileFormValues>(profileDraftKey(shopId)) ?? null,
  );
  const keep = useCallback(
    (draft: ShopProfileFormValues | null) => {
      if (draft) queryClient.setQueryData(profileDraftKey(shopId), draft);
      else queryClient.removeQueries({ queryKey: profileDraftKey(shopId), exact: true });
    },
    [queryClient, shopId],
  );
  return { value, keep };
}
