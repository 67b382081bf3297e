import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManagedService, ServiceFormValues } from '@/domain/shop-services';
import { shopAdminKeys } from '../shop-admin-keys';
import {
  createService,
  deleteService,
  deleteServiceImage,
  fetchManagedServices,
  reorderServices,
  updateService,
  uploadServiceImage,
} from './api';
import type { UploadProgress } from '../profile/api';

export const shopServicesKeys = {
  list: (shopId: string) => [...shopAdminKeys.shop(shopId), 'services'] as const,
};

export function useManagedServices(shopId: string) {
  return useQuery({
    queryKey: shopServicesKeys.list(shopId),
    queryFn: ({ signal }) => fetchManagedServices(shopId, signal),
  });
}

/** Puts the server's copy of one service in the cached list (added at the end when new). */
function useStoreService(shopId: string) {
  const queryClient = useQueryClient();
  return (service: ManagedService) =>
    queryClient.setQueryData<ManagedService[]>(shopServicesKeys.list(shopId), (list = []) =>
      list.some((s) => s.id === service.id)
        ? list.map((s) => (s.id === service.id ? service : s))
        : [...list, service],
    );
}

export function useCreateService(shopId: string) {
  const store = useStoreService(shopId);
  return useMutation({
    mutationFn: (values: ServiceFormValues) => createService(shopId, values),
    onSuccess: store,
  });
}

export function useSaveService(shopId: string) {
  const store = useStoreService(shopId);
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: Partial<ServiceFormValues> }) =>
      updateService(shopId, id, values),
    onSuccess: store,
  });
}

/**
 * Enable/disable in place: the switch moves at once and moves back if the server refuses (the caller shows
 * the failure). The previous list is the mutation's context.
 */
export function useToggleService(shopId: string) {
  const queryClient = useQueryClient();
  const key = shopServicesKeys.list(shopId);
  const store = useStoreService(shopId);
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      updateService(shopId, id, { enabled }),
    onMutate: async ({ id, enabled }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ManagedService[]>(key);
      queryClient.setQueryData<ManagedService[]>(key, (list = []) =>
        list.map((s) => (s.id === id ? { ...s, enabled } : s)),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => queryClient.setQueryData(key, context?.previous),
    onSuccess: store,
  });
}

/** Reorders in place at once; the previous order comes back if the server refuses. */
export function useReorderServices(shopId: string) {
  const queryClient = useQueryClient();
  const key = shopServicesKeys.list(shopId);
  return useMutation({
    mutationFn: (ids: string[]) => reorderServices(shopId, ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ManagedService[]>(key);
      const byId = new Map((previous ?? []).map((s) => [s.id, s]));
      queryClient.setQueryData(
        key,
        ids.map((id) => byId.get(id)).filter((s): s is ManagedService => s !== undefined),
      );
      return { previous };
    },
    onError: (_error, _ids, context) => queryClient.setQueryData(key, context?.previous),
    onSuccess: (services) => queryClient.setQueryData(key, services),
  });
}

export function useDeleteService(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteService(shopId, id),
    onSuccess: (_data, id) =>
      queryClient.setQueryData<ManagedService[]>(shopServicesKeys.list(shopId), (list = []) =>
        list.filter((s) => s.id !== id),
      ),
  });
}

/** Uploads a service's picture (with progress) and puts the service as saved in the list. */
export function useUploadServiceImage(shopId: string) {
  const store = useStoreService(shopId);
  return useMutation({
    mutationFn: ({
      id,
      file,
      onProgress,
    }: {
      id: string;
      file: File;
      onProgress: UploadProgress;
    }) => uploadServiceImage(shopId, id, file, onProgress),
    onSuccess: store,
  });
}

export function useDeleteServiceImage(shopId: string) {
  const store = useStoreService(shopId);
  return useMutation({
    mutationFn: (id: string) => deleteServiceImage(shopId, id),
    onSuccess: store,
  });
}
