import { atom } from 'jotai';
import type { BookingStatus } from '@/domain/booking';
import { BOOKING_SEARCH_DAYS_MAX } from '@/domain/booking-list';
import { addDays } from '@/domain/opening-hours';

/**
 * The Bookings tab's filters, kept in an atom so they survive a switch to another tab and back (the tab itself
 * is the URL hash). One shop is managed at a time: another shop starts from the defaults.
 */

export const RANGE_PICKS = ['today', 'week', 'next7', 'custom'] as const;
export type RangePick = (typeof RANGE_PICKS)[number];

export interface AppointmentFilters {
  range: RangePick;
  /** the custom range (YYYY-MM-DD), used when range = custom */
  from: string;
  to: string;
  status: BookingStatus[];
  staffId: string;
  serviceId: string;
  q: string;
  page: number;
}

export const APPOINTMENTS_PAGE_SIZE = 20;

export function defaultFilters(today: string): AppointmentFilters {
  return {
    range: 'next7',
    from: today,
    to: addDays(today, 6),
    status: [],
    staffId: '',
    serviceId: '',
    q: '',
    page: 1,
  };
}

/** Monday-first week of `date` (YYYY-MM-DD). */
function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

/** The dates a quick pick means on `today`; the custom one is clamped to what a search may cover. */
export function rangeOf(filters: AppointmentFilters, today: string): { from: string; to: string } {
  switch (filters.range) {
    case 'today':
      return { from: today, to: today };
    case 'week': {
      const monday = mondayOf(today);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'next7':
      return { from: today, to: addDays(today, 6) };
    case 'custom': {
      const from = filters.from || today;
      const to = filters.to && filters.to >= from ? filters.to : from;
      const last = addDays(from, BOOKING_SEARCH_DAYS_MAX - 1);
      return { from, to: to > last ? last : to };
    }
  }
}

export const appointmentFiltersAtom = atom<{ shopId: string; filters: AppointmentFilters } | null>(
  null,
);
