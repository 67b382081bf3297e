import type { AvailableSlots, BookingList, BookingStatus } from '@/domain/booking';
import type { PoliciesSettings } from '@/domain/shop-hours';
import type { ShopProfile } from '@/domain/shop-profile';
import type { TeamOverview } from '@/domain/shop-team';
import { api } from '@/lib/api';

/** The Bookings tab's calls: the shop's list (GET /api/bookings), its people and services, free times. */

export interface AppointmentListParams {
  shopId: string;
  startDate: string;
  endDate: string;
  status: readonly BookingStatus[];
  staffId: string;
  serviceId: string;
  q: string;
  page: number;
  limit: number;
}

/** Only the filters that are set go in the query (the server reads absent as "any"). */
export function appointmentSearchParams(params: AppointmentListParams): Record<string, string> {
  const q = params.q.trim();
  return {
    shopId: params.shopId,
    startDate: params.startDate,
    endDate: params.endDate,
    ...(params.status.length > 0 ? { status: params.status.join(',') } : {}),
    ...(params.staffId ? { staffId: params.staffId } : {}),
    ...(params.serviceId ? { serviceId: params.serviceId } : {}),
    ...(q ? { q } : {}),
    page: String(params.page),
    limit: String(params.limit),
    // soonest first: the owner reads the range like a day sheet, from the top
    order: 'asc',
  };
}

export function fetchShopAppointments(
  params: AppointmentListParams,
  signal?: AbortSignal,
): Promise<BookingList> {
  return api.get<BookingList>('bookings', {
    searchParams: appointmentSearchParams(params),
    signal,
  });
}

/** The shop's people and services (the filters' choices and a move's people): GET /api/shops/:id/team. */
export function fetchShopTeam(shopId: string, signal?: AbortSignal): Promise<TeamOverview> {
  return api.get<TeamOverview>(`shops/${encodeURIComponent(shopId)}/team`, { signal });
}

/** Free times for a move, from the customers' engine (a move goes through the same rules and claims). */
export function fetchRescheduleSlots(
  params: { shopId: string; serviceIds: readonly string[]; staffId: string | null; date: string },
  signal?: AbortSignal,
): Promise<AvailableSlots> {
  return api.get<AvailableSlots>('bookings/available-slots', {
    searchParams: {
      shopId: params.shopId,
      serviceIds: params.serviceIds.join(','),
      date: params.date,
      ...(params.staffId ? { staffId: params.staffId } : {}),
    },
    signal,
  });
}

/** The shop's policies (the no-show fee a no-show would record): GET /api/shops/:id/policies. */
export function fetchShopPolicies(shopId: string, signal?: AbortSignal): Promise<PoliciesSettings> {
  return api.get<PoliciesSettings>(`shops/${encodeURIComponent(shopId)}/policies`, { signal });
}

/** What a sale needs of the shop (its profile): the payment methods it takes and its time zone. */
export async function fetchShopSaleSettings(
  shopId: string,
  signal?: AbortSignal,
): Promise<Pick<ShopProfile, 'paymentMethods' | 'timeZone'>> {
  const { profile } = await api.get<{ profile: ShopProfile }>(
    `shops/${encodeURIComponent(shopId)}/profile`,
    { signal },
  );
  return { paymentMethods: profile.paymentMethods, timeZone: profile.timeZone };
}
