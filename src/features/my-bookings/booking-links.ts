import type { Booking } from '@/domain/booking';

/**
 * Where the actions of "My bookings" lead. Book again opens the shop's booking page with the booking's FIRST
 * service preselected (`?service=`, the page's single-service mode, where the customer can switch to several):
 * the booking page takes one service in its URL, and starting from the main service of the visit is what a
 * customer re-booking usually wants; the others are one tap away on that page.
 */
export const rescheduleHref = (booking: Pick<Booking, 'id' | 'shopId'>) =>
  `/booking/${encodeURIComponent(booking.shopId)}?${new URLSearchParams({ reschedule: booking.id }).toString()}`;

export function bookAgainHref(booking: Pick<Booking, 'shopId' | 'services'>): string {
  const base = `/booking/${encodeURIComponent(booking.shopId)}`;
  const first = booking.services[0]?.id;
  return first ? `${base}?${new URLSearchParams({ service: first }).toString()}` : base;
}

export const viewShopHref = (shopId: string) =>
  `/search?${new URLSearchParams({ shop: shopId }).toString()}`;
