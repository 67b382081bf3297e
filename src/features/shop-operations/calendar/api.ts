import type { ShopCalendarRange } from '@/domain/shop-calendar';
import { fetchAvailableSlots } from '@/features/booking';
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
export const fetchMoveSlots = fetchAvailableSlots;
