import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { shopToday } from '@/domain/availability';
import { shopOpsKeys } from '../query-keys';
import { fetchShopAppointments, fetchShopTeam, type AppointmentListParams } from './api';
import {
  APPOINTMENTS_PAGE_SIZE,
  appointmentFiltersAtom,
  defaultFilters,
  rangeOf,
  type AppointmentFilters,
} from './appointment-filters-state';

/**
 * This shop's filters (kept across tab switches) and a setter that goes back to page 1 on any other change.
 * "Today" is the shop's date in its time zone, not the viewer's: an owner abroad sees the shop's day.
 */
export function useAppointmentFilters(shopId: string, timeZone: string) {
  const [stored, setStored] = useAtom(appointmentFiltersAtom);
  const today = shopToday(new Date(), timeZone);
  const filters = stored?.shopId === shopId ? stored.filters : defaultFilters(today);
  const update = useCallback(
    (change: Partial<AppointmentFilters>) =>
      setStored((current) => {
        const base =
          current?.shopId === shopId
            ? current.filters
            : defaultFilters(shopToday(new Date(), timeZone));
        return { shopId, filters: { ...base, page: 1, ...change } };
      }),
    [setStored, shopId, timeZone],
  );
  const reset = useCallback(
    () => setStored({ shopId, filters: defaultFilters(shopToday(new Date(), timeZone)) }),
    [setStored, shopId, timeZone],
  );
  return { filters, today, update, reset };
}

/** The list query of these filters; the previous page stays on screen while the next one loads. */
export function useShopAppointments(shopId: string, filters: AppointmentFilters, today: string) {
  const params = useMemo((): AppointmentListParams => {
    const range = rangeOf(filters, today);
    return {
      shopId,
      startDate: range.from,
      endDate: range.to,
      status: filters.status,
      staffId: filters.staffId,
      serviceId: filters.serviceId,
      q: filters.q.trim(),
      page: filters.page,
      limit: APPOINTMENTS_PAGE_SIZE,
    };
  }, [shopId, filters, today]);
  const { shopId: _shop, ...key } = params;
  return useQuery({
    queryKey: shopOpsKeys.appointments(shopId, key),
    queryFn: ({ signal }) => fetchShopAppointments(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The shop's people and services (filters, a move's people); `enabled` false until they are needed. */
export function useShopTeam(shopId: string, enabled = true) {
  return useQuery({
    queryKey: [...shopOpsKeys.appointments(shopId), 'team'] as const,
    queryFn: ({ signal }) => fetchShopTeam(shopId, signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}
