import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TimeSlot } from '@/domain/booking';
import { fetchAvailableSlots } from '@/features/booking';
import { shopOpsKeys } from '../query-keys';
import {
  createShopSeries,
  createWalkIn,
  previewShopSeries,
  searchCustomers,
  type ShopSeriesBody,
  type WalkInBody,
} from './api';

const walkInKeys = {
  customers: (shopId: string, q: string) => [...shopOpsKeys.shop(shopId), 'customers', q] as const,
  slots: (shopId: string, serviceIds: readonly string[], staffId: string | null, date: string) =>
    [...shopOpsKeys.shop(shopId), 'walk-in-slots', serviceIds.join(','), staffId, date] as const,
};

/** The shop's customers matching `q` (the field debounces it); the last answer stays while typing. */
export function useCustomerSearch(shopId: string, q: string, enabled: boolean) {
  return useQuery({
    queryKey: walkInKeys.customers(shopId, q),
    queryFn: ({ signal }) => searchCustomers(shopId, q, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/**
 * The day's times for the shop: what customers see, except that a time refused only for the services' minimum
 * notice is open to the shop (a walk-in is now).
 */
export function useWalkInSlots(
  shopId: string,
  serviceIds: readonly string[],
  staffId: string | null,
  date: string,
) {
  return useQuery({
    queryKey: walkInKeys.slots(shopId, serviceIds, staffId, date),
    queryFn: ({ signal }) => fetchAvailableSlots({ shopId, serviceIds, staffId, date }, signal),
    enabled: serviceIds.length > 0 && date !== '',
    select: (data): TimeSlot[] =>
      data.slots.map((slot) =>
        slot.reason === 'notice' ? { ...slot, available: true, reason: undefined } : slot,
      ),
  });
}

/** After a booking the shop's day (calendar, lists, dashboard) and its customers are asked again. */
function useRefreshShop(shopId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: shopOpsKeys.shop(shopId) });
}

export function useCreateWalkIn(shopId: string) {
  const refresh = useRefreshShop(shopId);
  return useMutation({
    mutationFn: ({ body, key }: { body: WalkInBody; key: string }) =>
      createWalkIn(shopId, body, key),
    onSuccess: refresh,
  });
}

export function useSeriesPreview() {
  return useMutation({ mutationFn: (body: ShopSeriesBody) => previewShopSeries(body) });
}

export function useCreateShopSeries(shopId: string) {
  const refresh = useRefreshShop(shopId);
  return useMutation({
    mutationFn: ({ body, key }: { body: ShopSeriesBody; key: string }) =>
      createShopSeries(body, key),
    onSuccess: refresh,
  });
}
