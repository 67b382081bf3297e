import type {
  FavoriteService,
  FavoriteServicesResult,
  ServiceLocation,
} from '@/domain/favorite-services';
import { api } from '@/lib/api';

/** The customer's favourite services and where a service is offered; each returns the envelope's data or throws ApiError. */
export async function fetchFavoriteServices(signal?: AbortSignal): Promise<FavoriteService[]> {
  return (await api.get<FavoriteServicesResult>('customer/favorite-services', { signal })).services;
}

export async function addFavoriteService(serviceId: string, notes = ''): Promise<FavoriteService> {
  return (
    await api.post<{ favorite: FavoriteService }>('customer/favorite-services', {
      serviceId,
      notes,
    })
  ).favorite;
}

export async function removeFavoriteService(serviceId: string): Promise<void> {
  await api.delete<{ success: true }>(
    `customer/favorite-services/${encodeURIComponent(serviceId)}`,
  );
}

export async function updateFavoriteServiceNotes(
  serviceId: string,
  notes: string,
): Promise<FavoriteService> {
  return (
    await api.patch<{ favorite: FavoriteService }>(
      `customer/favorite-services/${encodeURIComponent(serviceId)}`,
      { notes },
    )
  ).favorite;
}

export async function fetchServiceLocation(
  serviceId: string,
  signal?: AbortSignal,
): Promise<ServiceLocation['service']> {
  return (await api.get<ServiceLocation>(`services/${encodeURIComponent(serviceId)}`, { signal }))
    .service;
}
