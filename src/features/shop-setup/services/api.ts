import {
  MANAGE_SCOPE,
  type ManagedService,
  type ServiceFormValues,
  type ServiceUpdateInput,
} from '@/domain/shop-services';
import { api } from '@/lib/api';

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
