import {
  MANAGE_SCOPE,
  type ManagedService,
  type ServiceFormValues,
  type ServiceUpdateInput,
} from '@/domain/shop-services';
import { SERVICE_IMAGE_FIELD } from '@/domain/service-images';
import { api } from '@/lib/api';
import type { UploadProgress } from '../profile/api';

/** The owner's services calls (spec 03 §7 "Services"); each returns the envelope's data or throws ApiError. */
const base = (shopId: string) => `shops/${encodeURIComponent(shopId)}/services`;

export async function fetchManagedServices(
  shopId: string,
  signal?: AbortSignal,
): Promise<ManagedService[]> {
  return (
    await api.get<{ services: ManagedService[] }>(base(shopId), {
      signal,
      searchParams: { scope: MANAGE_SCOPE },
    })
  ).services;
}

export async function createService(
  shopId: string,
  values: ServiceFormValues,
): Promise<ManagedService> {
  return (await api.post<{ service: ManagedService }>(base(shopId), values)).service;
}

/** Any subset of the fields (`{ enabled }` alone toggles the service). */
export async function updateService(
  shopId: string,
  serviceId: string,
  update: ServiceUpdateInput,
): Promise<ManagedService> {
  return (
    await api.put<{ service: ManagedService }>(
      `${base(shopId)}/${encodeURIComponent(serviceId)}`,
      update,
    )
  ).service;
}

export async function deleteService(shopId: string, serviceId: string): Promise<void> {
  await api.delete<{ deleted: string }>(`${base(shopId)}/${encodeURIComponent(serviceId)}`);
}

/** The order customers see: every service of the shop, once. */
export async function reorderServices(
  shopId: string,
  serviceIds: string[],
): Promise<ManagedService[]> {
  return (await api.put<{ services: ManagedService[] }>(`${base(shopId)}/order`, { serviceIds }))
    .services;
}

const imagePath = (shopId: string, serviceId: string) =>
  `${base(shopId)}/${encodeURIComponent(serviceId)}/image`;

/** A new picture for the service (it replaces the one before at once); the service as it is now. */
export async function uploadServiceImage(
  shopId: string,
  serviceId: string,
  file: File,
  onProgress: UploadProgress,
): Promise<ManagedService> {
  const form = new FormData();
  form.append(SERVICE_IMAGE_FIELD, file);
  return (
    await api.uploadWithProgress<{ service: ManagedService }>(
      imagePath(shopId, serviceId),
      form,
      onProgress,
    )
  ).service;
}

export async function deleteServiceImage(
  shopId: string,
  serviceId: string,
): Promise<ManagedService> {
  return (await api.delete<{ service: ManagedService }>(imagePath(shopId, serviceId))).service;
}
