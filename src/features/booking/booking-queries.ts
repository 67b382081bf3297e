import { queryOptions } from '@tanstack/react-query';
import {
  fetchAvailabilityCalendar,
  fetchAvailableSlots,
  fetchBooking,
  fetchBookings,
  type BookingListParams,
} from './api';

/**
 * The booking feature's query keys and queries. Bookings (lists and single bookings) sit under
 * `bookingKeys.all`, lists per signed-in user (another sign-in in the tab never sees the previous user's);
 * a shop's free times under `availabilityKeys.shop(shopId)`, so a live change for a shop reaches every month
 * and day of it that is cached (realtime-cache.ts).
 */
export const bookingKeys = {
  all: ['bookings'] as const,
  lists: () => [...bookingKeys.all, 'list'] as const,
  list: (userId: string, params: BookingListParams) =>
    [...bookingKeys.lists(), userId, params] as const,
  detail: (bookingId: string) => [...bookingKeys.all, 'detail', bookingId] as const,
};

export interface AvailabilityChoice {
  shopId: string;
  serviceIds: readonly string[];
  staffId: string | null;
}

export const availabilityKeys = {
  shop: (shopId: string) => ['availability', shopId] as const,
  calendar: (choice: AvailabilityChoice, month: string) =>
    [
      ...availabilityKeys.shop(choice.shopId),
      'calendar',
      { serviceIds: choice.serviceIds.join(','), staffId: choice.staffId ?? '', month },
    ] as const,
  slots: (choice: AvailabilityChoice, date: string) =>
    [
      ...availabilityKeys.shop(choice.shopId),
      'slots',
      { serviceIds: choice.serviceIds.join(','), staffId: choice.staffId ?? '', date },
    ] as const,
};

export const bookingQuery = (bookingId: string) =>
  queryOptions({
    queryKey: bookingKeys.detail(bookingId),
    queryFn: ({ signal }) => fetchBooking(bookingId, signal),
  });

export const bookingListQuery = (userId: string, params: BookingListParams) =>
  queryOptions({
    queryKey: bookingKeys.list(userId, params),
    queryFn: ({ signal }) => fetchBookings(params, signal),
  });

export const calendarQuery = (choice: AvailabilityChoice, month: string) =>
  queryOptions({
    queryKey: availabilityKeys.calendar(choice, month),
    queryFn: ({ signal }) => fetchAvailabilityCalendar({ ...choice, month }, signal),
  });

export const slotsQuery = (choice: AvailabilityChoice, date: string) =>
  queryOptions({
    queryKey: availabilityKeys.slots(choice, date),
    queryFn: ({ signal }) => fetchAvailableSlots({ ...choice, date }, signal),
  });
