import type {
  AvailabilityCalendar,
  AvailableSlots,
  Booking,
  BookingList,
  BookingStatus,
  CreateBookingInput,
  UpdateBookingInput,
} from '@/domain/booking';
import { api, apiClient } from '@/lib/api';

/** Booking calls (spec 02 §7 "Bookings"); each returns the envelope's data or throws ApiError. */

export interface SlotsParams {
  shopId: string;
  serviceIds: readonly string[];
  date: string;
  staffId?: string | null;
}

function slotParams(params: Omit<SlotsParams, 'date'>): Record<string, string> {
  return {
    shopId: params.shopId,
    serviceIds: params.serviceIds.join(','),
    ...(params.staffId ? { staffId: params.staffId } : {}),
  };
}

export async function fetchAvailableSlots(
  params: SlotsParams,
  signal?: AbortSignal,
): Promise<AvailableSlots> {
  return api.get<AvailableSlots>('bookings/available-slots', {
    searchParams: { ...slotParams(params), date: params.date },
    signal,
  });
}

export async function fetchAvailabilityCalendar(
  params: Omit<SlotsParams, 'date'> & { month: string },
  signal?: AbortSignal,
): Promise<AvailabilityCalendar> {
  return api.get<AvailabilityCalendar>('bookings/calendar', {
    searchParams: { ...slotParams(params), month: params.month },
    signal,
  });
}

/** POST /api/bookings; the same idempotency key for every retry of one submit returns the first result. */
export async function createBooking(
  input: CreateBookingInput,
  idempotencyKey: string,
): Promise<Booking> {
  return (
    await api.post<{ booking: Booking }>('bookings', input, {
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).booking;
}

export interface BookingListParams {
  status?: readonly BookingStatus[];
  scope?: 'upcoming' | 'past' | 'all';
  startDate?: string;
  endDate?: string;
  page?: number;
  limit?: number;
}

export async function fetchBookings(
  params: BookingListParams = {},
  signal?: AbortSignal,
): Promise<BookingList> {
  const searchParams: Record<string, string> = {};
  if (params.status?.length) searchParams.status = params.status.join(',');
  if (params.scope) searchParams.scope = params.scope;
  if (params.startDate) searchParams.startDate = params.startDate;
  if (params.endDate) searchParams.endDate = params.endDate;
  if (params.page) searchParams.page = String(params.page);
  if (params.limit) searchParams.limit = String(params.limit);
  return api.get<BookingList>('bookings', { searchParams, signal });
}

export async function fetchBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return (await api.get<{ booking: Booking }>(`bookings/${encodeURIComponent(id)}`, { signal }))
    .booking;
}

export async function updateBooking(id: string, changes: UpdateBookingInput): Promise<Booking> {
  return (await api.put<{ booking: Booking }>(`bookings/${encodeURIComponent(id)}`, changes))
    .booking;
}

/** The customer's cancel (DELETE → data { success, booking }). */
export async function cancelBooking(id: string): Promise<Booking> {
  return (
    await api.delete<{ success: true; booking: Booking }>(`bookings/${encodeURIComponent(id)}`)
  ).booking;
}

/** Same-origin .ics download (needs the session: fetched with the token, not a plain link). */
export async function fetchCalendarFile(id: string): Promise<Blob> {
  return apiClient.get(`bookings/${encodeURIComponent(id)}/calendar.ics`).blob();
}
