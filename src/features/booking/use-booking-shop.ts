import { useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@/domain/booking';
import type { ShopService } from '@/domain/search';
import type { Shop } from '@/domain/shop';
import { shopQuery, shopServicesQuery } from '@/features/search';
import { ApiError } from '@/lib/api';

/** The booking page's shop (spec 02 §2.4 "States: loading spinner; error 'Shop Not Found'; loaded"). */
export type BookingShopState =
  | { status: 'loading' }
  /** message: the server's, or null for the page's default ('Failed to load shop details') */
  | { status: 'error'; message: string | null }
  | { status: 'ready'; shop: Shop; services: ShopService[] };

/** The shop and its services (cached with the details modal's: opened from there, the page shows at once). */
export function useBookingShop(shopId: string): { state: BookingShopState; reload: () => void } {
  const shop = useQuery({ ...shopQuery(shopId), enabled: shopId !== '' });
  const services = useQuery({ ...shopServicesQuery(shopId), enabled: shopId !== '' });
  const reload = () => {
    if (shop.isError) void shop.refetch();
    if (services.isError) void services.refetch();
  };
  if (shop.data && services.data)
    return { state: { status: 'ready', shop: shop.data, services: services.data }, reload };
  const failed = shop.isError ? shop : services.isError ? services : null;
  if (failed && !shop.isFetching && !services.isFetching) {
    const error = failed.error;
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
