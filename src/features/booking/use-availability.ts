import { useCallback } from 'react';
import type { AvailabilityCalendar, AvailableSlots } from '@/domain/booking';
import { fetchAvailabilityCalendar, fetchAvailableSlots } from './api';
import { useKeyedLoad, type Keyed } from './use-keyed-load';

/**
 * The calendar month and the chosen date's slots for the current choice (spec 02 §4 "Calendar", "Time
 * slots"): nothing is asked until a service is chosen; the slots only once a date is chosen.
 */
export interface AvailabilityQuery {
  shopId: string;
  serviceIds: readonly string[];
  staffId: string | null;
  month: string;
  date: string | null;
}

export interface Availability {
  calendar: Keyed<AvailabilityCalendar>;
  slots: Keyed<AvailableSlots>;
  /** the key the slots state answers for (null while loading), to check a time against fresh data */
  slotsKey: string | null;
  reloadCalendar: () => void;
  reloadSlots: () => void;
  /** live change: ask again without hiding what is shown */
  refreshDates: (dates: readonly string[]) => void;
}

export function slotsKeyOf(query: AvailabilityQuery): string | null {
  if (query.serviceIds.length === 0 || !query.date) return null;
  return [query.shopId, query.serviceIds.join(','), query.staffId ?? '', query.date].join('|');
}

export function useAvailability(query: AvailabilityQuery): Availability {
  const { shopId, serviceIds, staffId, month, date } = query;
  const services = serviceIds.join(',');
  const calendarKey = services ? [shopId, services, staffId ?? '', month].join('|') : null;
  const slotsKey = slotsKeyOf(query);

  const loadCalendar = useCallback(
    () => fetchAvailabilityCalendar({ shopId, serviceIds: services.split(','), staffId, month }),
    [shopId, services, staffId, month],
  );
  const loadSlots = useCallback(
    () =>
      fetchAvailableSlots({ shopId, serviceIds: services.split(','), staffId, date: date ?? '' }),
    [shopId, services, staffId, date],
  );
  const calendar = useKeyedLoad(calendarKey, loadCalendar);
  const slots = useKeyedLoad(slotsKey, loadSlots);
  const { refresh: refreshCalendar } = calendar;
  const { refresh: refreshSlots } = slots;

  const refreshDates = useCallback(
    (dates: readonly string[]) => {
      // The calendar shows 42 cells around the month: any date within a week of it may be on screen.
      if (dates.some((d) => d.slice(0, 7) === month || nearMonth(d, month))) refreshCalendar();
      if (date && dates.includes(date)) refreshSlots();
    },
    [month, date, refreshCalendar, refreshSlots],
  );

  return {
    calendar: calendar.state,
    slots: slots.state,
    slotsKey: slots.loadedKey,
    reloadCalendar: calendar.reload,
    reloadSlots: slots.reload,
    refreshDates,
  };
}

/** true for the days of the neighbouring months a 6-week grid can show */
function nearMonth(date: string, month: string): boolean {
  const first = `${month}-01`;
  const dayMs = 86_400_000;
  const diff = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / dayMs;
  return diff >= -7 && diff < 31 + 14;
}
