import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { AvailabilityCalendar, AvailableSlots } from '@/domain/booking';
import { calendarQuery, slotsQuery } from './booking-queries';

/**
 * The calendar month and the chosen date's slots for the current choice (spec 02 §4 "Calendar", "Time
 * slots"): nothing is asked until a service is chosen; the slots only once a date is chosen. Each choice is
 * its own query, so a slow answer for a previous date never shows under a new one.
 */
export interface AvailabilityQuery {
  shopId: string;
  serviceIds: readonly string[];
  staffId: string | null;
  month: string;
  date: string | null;
}

/** What the page shows for one query: `refreshing` while a live change is being asked for behind the data. */
export type Keyed<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; value: T; refreshing: boolean };

export interface Availability {
  calendar: Keyed<AvailabilityCalendar>;
  slots: Keyed<AvailableSlots>;
  /** the key the slots state answers for (null while loading), to check a time against fresh data */
  slotsKey: string | null;
  reloadCalendar: () => void;
  reloadSlots: () => void;
}

export function slotsKeyOf(query: AvailabilityQuery): string | null {
  if (query.serviceIds.length === 0 || !query.date) return null;
  return [query.shopId, query.serviceIds.join(','), query.staffId ?? '', query.date].join('|');
}

/** A query as the page shows it; try again after an error shows the loading state, as the first load did. */
export function keyed<T>(asked: boolean, result: UseQueryResult<T>): Keyed<T> {
  if (!asked) return { status: 'idle' };
  if (result.isError && !result.isFetching) return { status: 'error', error: result.error };
  if (result.data !== undefined && !result.isError)
    return { status: 'ready', value: result.data, refreshing: result.isFetching };
  return { status: 'loading' };
}

/**
 * `paused`: while the customer's own booking is on its way, live changes are not applied (it would show up
 * as "someone just booked"); the queries keep what they show and are asked again when the pause ends if a
 * change came meanwhile.
 */
export function useAvailability(query: AvailabilityQuery, paused = false): Availability {
  const { shopId, serviceIds, staffId, month, date } = query;
  const choice = { shopId, serviceIds, staffId };
  const hasServices = serviceIds.length > 0;
  const calendar = useQuery({ ...calendarQuery(choice, month), enabled: hasServices && !paused });
  const slots = useQuery({
    ...slotsQuery(choice, date ?? ''),
    enabled: hasServices && date !== null && !paused,
  });
  const slotsState = keyed(hasServices && date !== null, slots);

  return {
    calendar: keyed(hasServices, calendar),
    slots: slotsState,
    slotsKey: slotsState.status === 'ready' ? slotsKeyOf(query) : null,
    reloadCalendar: () => void calendar.refetch(),
    reloadSlots: () => void slots.refetch(),
  };
}
