import { useCallback } from 'react';
import type { StaffMember } from '@/domain/booking';
import type { ShopService } from '@/domain/search';
import type { Shop } from '@/domain/shop';
import { ApiError } from '@/lib/api';
import { fetchShop, fetchShopServices } from './api';
import { useKeyedLoad } from './use-keyed-load';

/** The booking page's shop (spec 02 §2.4 "States: loading spinner; error 'Shop Not Found'; loaded"). */
export type BookingShopState =
  | { status: 'loading' }
  /** message: the server's, or null for the page's default ('Failed to load shop details') */
  | { status: 'error'; message: string | null }
  | { status: 'ready'; shop: Shop; services: ShopService[] };

export function useBookingShop(shopId: string): { state: BookingShopState; reload: () => void } {
  const load = useCallback(
    (signal: AbortSignal) =>
      Promise.all([fetchShop(shopId, signal), fetchShopServices(shopId, signal)]),
    [shopId],
  );
  const { state, reload } = useKeyedLoad(shopId || null, load);
  if (state.status === 'ready')
    return {
      state: { status: 'ready', shop: state.value[0], services: state.value[1] },
      reload,
    };
  if (state.status === 'error') {
    const error = state.error;
    const message = error instanceof ApiError && !error.isNetworkError ? error.message : null;
    return { state: { status: 'error', message }, reload };
  }
  return { state: { status: 'loading' }, reload };
}

/** The shop's team; a shop DTO without staff (older data) works as one chair. */
export function shopStaff(shop: Shop): StaffMember[] {
  return Array.isArray(shop.staff) ? shop.staff : [];
}

/** Staff who perform every chosen service (an empty `serviceIds` means they do everything). */
export function qualifiedFor(staff: readonly StaffMember[], serviceIds: readonly string[]) {
  return staff.filter(
    (member) =>
      member.serviceIds.length === 0 || serviceIds.every((id) => member.serviceIds.includes(id)),
  );
}

/** A service can be booked online unless the shop said otherwise (absent = bookable). */
export function isBookable(service: ShopService): boolean {
  return service.bookable !== false;
}
