import type { Booking } from '@/domain/booking';
import { addDays, localClock } from '@/domain/opening-hours';
import { SERVICE_CATEGORIES, type ServiceCategory } from '@/domain/shop-services';

/**
 * The dashboard's booking filters (spec 02 §2.5 "Bookings"): a text search over the service, shop and staff
 * names, a date range (all, or within 7, 30 or 90 days of today, before or after: the list holds upcoming and
 * past bookings alike) and the service type (the category of the booking's first service). Client-side: they
 * narrow the lists "My bookings" has already loaded.
 */
export const DATE_RANGES = ['all', '7', '30', '90'] as const;
export type DateRange = (typeof DATE_RANGES)[number];

export const SERVICE_TYPES = ['all', ...SERVICE_CATEGORIES] as const;
export type ServiceTypeFilter = 'all' | ServiceCategory;

export interface BookingFilters {
  text: string;
  range: DateRange;
  serviceType: ServiceTypeFilter;
}

export const NO_FILTERS: BookingFilters = { text: '', range: 'all', serviceType: 'all' };

export const isFiltered = (filters: BookingFilters): boolean =>
  filters.text.trim() !== '' || filters.range !== 'all' || filters.serviceType !== 'all';

/** Lower case without accents, so "cafe" finds "Caffè" and "sofia" finds "Sofía". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function matchesText(booking: Booking, text: string): boolean {
  const words = fold(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(
    [
      booking.serviceName,
      ...booking.services.map((s) => s.name),
      booking.shopName,
      booking.staffName ?? '',
    ].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

/** The booking's day (shop-local) lies within `days` of today in the shop's time zone. */
function withinDays(booking: Booking, days: number, now: Date): boolean {
  const today = localClock(now, booking.shopTimeZone).date;
  return booking.date >= addDays(today, -days) && booking.date <= addDays(today, days);
}

export function bookingMatches(booking: Booking, filters: BookingFilters, now: Date): boolean {
  if (filters.serviceType !== 'all' && booking.serviceType !== filters.serviceType) return false;
  if (filters.range !== 'all' && !withinDays(booking, Number(filters.range), now)) return false;
  return matchesText(booking, filters.text);
}
