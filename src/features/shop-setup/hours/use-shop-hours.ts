import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AffectedBooking,
  PoliciesSettings,
  ShopNotificationSettings,
  WorkingHoursSettings,
  WorkingHoursUpdate,
} from '@/domain/shop-hours';
import { ApiError } from '@/lib/api';
import { hasErrorCode } from '@/lib/error-code';
import { shopAdminKeys } from '../shop-admin-keys';
import {
  fetchNotificationSettings,
  fetchPolicies,
  fetchWorkingHours,
  saveNotificationSettings,
  savePolicies,
  saveWorkingHours,
} from './api';

export const shopHoursKeys = {
  hours: (shopId: string) => [...shopAdminKeys.shop(shopId), 'working-hours'] as const,
  policies: (shopId: string) => [...shopAdminKeys.shop(shopId), 'policies'] as const,
  notifications: (shopId: string) => [...shopAdminKeys.shop(shopId), 'notifications'] as const,
};

export function useWorkingHours(shopId: string) {
  return useQuery({
    queryKey: shopHoursKeys.hours(shopId),
    queryFn: ({ signal }) => fetchWorkingHours(shopId, signal),
  });
}

/** Saves the hours and caches the answer (the form restarts from what the server kept). */
export function useSaveWorkingHours(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: WorkingHoursUpdate) => saveWorkingHours(shopId, update),
    onSuccess: ({ bookedMeanwhile: _meanwhile, ...saved }) =>
      queryClient.setQueryData<WorkingHoursSettings>(shopHoursKeys.hours(shopId), saved),
  });
}

/** The bookings a refused save would affect (a 409 HOURS_AFFECT_BOOKINGS), else null. */
export function affectedBookingsOf(error: unknown): AffectedBooking[] | null {
  if (!(error instanceof ApiError) || !hasErrorCode(error, 'HOURS_AFFECT_BOOKINGS')) return null;
  const list = (error.data as { affectedBookings?: AffectedBooking[] } | undefined)
    ?.affectedBookings;
  return Array.isArray(list) ? list : [];
}

export function usePolicies(shopId: string) {
  return useQuery({
    queryKey: shopHoursKeys.policies(shopId),
    queryFn: ({ signal }) => fetchPolicies(shopId, signal),
  });
}

export function useSavePolicies(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policies: PoliciesSettings) => savePolicies(shopId, policies),
    onSuccess: (saved) => queryClient.setQueryData(shopHoursKeys.policies(shopId), saved),
  });
}

export function useNotificationSettings(shopId: string) {
  return useQuery({
    queryKey: shopHoursKeys.notifications(shopId),
    queryFn: ({ signal }) => fetchNotificationSettings(shopId, signal),
  });
}

export function useSaveNotificationSettings(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ShopNotificationSettings) => saveNotificationSettings(shopId, settings),
    onSuccess: (saved) => queryClient.setQueryData(shopHoursKeys.notifications(shopId), saved),
  });
}
