import type { AvailableSlots } from '@/domain/booking';
import type { ShopCalendarRange } from '@/domain/shop-calendar';
import { api } from '@/lib/api';

/** The calendar's calls: its range (server/modules/shop-calendar) and the free times of a move. */
export function fetchShopCalendar(
  shopId: string,
  start: string,
  days: number,
  signal?: AbortSignal,
): Promise<ShopCalendarRange> {
  return api.get<ShopCalendarRange>(`shops/${shopId}/calendar`, {
    searchParams: { start, days },
    signal,
  });
}

/** The customers' availability engine (GET /api/bookings/available-slots): a move goes through the same rules. */
export function fetchMoveSlots(
  params: { shopId: string; serviceIds: string[]; staffId: string; date: string },
  signal?: AbortSignal,
): Promise<AvailableSlots> {
  return api.get<AvailableSlots>('bookings/available-slots', {
    searchParams: {
      shopId: params.shopId,
      serviceIds: params.serviceIds.join(','),
      staffId: params.staffId,
      date: params.date,
    },
    signal,
  });
}
