import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { shopOpsKeys } from '../query-keys';
import { fetchMoveSlots, fetchShopCalendar } from './api';

/** The range on screen; the previous range stays shown while the next loads (no flash between weeks). */
export function useShopCalendar(shopId: string, start: string, days: number) {
  return useQuery({
    queryKey: shopOpsKeys.calendar(shopId, start, days),
    queryFn: ({ signal }) => fetchShopCalendar(shopId, start, days, signal),
    placeholderData: keepPreviousData,
  });
}

/** Free times for a booking's services with one person on one date (null params: nothing to ask yet). */
export function useMoveSlots(
  params: { shopId: string; serviceIds: string[]; staffId: string; date: string } | null,
) {
  return useQuery({
    queryKey: [...shopOpsKeys.calendar(params?.shopId ?? ''), 'move-slots', params],
    queryFn: ({ signal }) => fetchMoveSlots(params!, signal),
    enabled: params !== null && params.date !== '',
  });
}
