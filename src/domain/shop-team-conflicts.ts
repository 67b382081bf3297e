import { freeStaffAt } from './availability';
import {
  effectiveStaff,
  performsAll,
  planBooking,
  weekdayIndex,
  windowsOn,
} from './availability-plan';
import type { AvailabilityShop, BookableService, BusyInterval } from './booking';
import { parseTime } from './opening-hours';
import type { TeamResolution } from './shop-team';

/**
 * What a team change does to the future bookings (issue 14 "Team"): which bookings a member's new hours,
 * time off, services or removal would break, who could take them over, and the owner's resolutions.
 */
/** A future booking as the team rules read it. */
export interface TeamBooking {
  id: string;
  reference: string;
  date: string;
  time: string;
  durationMinutes: number;
  staffId: string;
  serviceIds: string[];
  serviceNames: string[];
  customerName: string;
}

/** Whether the booking's person exists, performs its services and works its whole time in this shop state. */
export function bookingFits(shop: AvailabilityShop, booking: TeamBooking): boolean {
  const member = effectiveStaff(shop).find((m) => m.id === booking.staffId);
  if (!member || !performsAll(member, booking.serviceIds)) return false;
  const start = parseTime(booking.time);
  if (start === null || !shop.workingHours) return false;
  const services: BookableService[] = [
    {
      id: 'booking',
      shopId: shop.id,
      name: '',
      description: '',
      category: '',
      durationMinutes: booking.durationMinutes,
      priceCents: 0,
      bookable: true,
      minNoticeHours: 0,
      maxAdvanceDays: 0,
    },
  ];
  const plan = planBooking(shop, services, null, shop.timeZone);
  const staff = plan.candidates.find((c) => c.id === booking.staffId);
  if (!staff) return false;
  const end = start + booking.durationMinutes;
  // inside one of the day's ranges: a gap between two is outside
  return windowsOn(plan, staff, booking.date, weekdayIndex(booking.date)).some(
    (w) => start >= w.start && end <= w.end,
  );
}

/**
 * The bookings a team change would break: those their person could hold before and no longer can after (a
 * booking already outside its person's hours, kept as an exception, does not stop an unrelated edit).
 */
export function bookingsBrokenBy(
  before: AvailabilityShop,
  after: AvailabilityShop,
  bookings: readonly TeamBooking[],
): TeamBooking[] {
  return bookings.filter((b) => bookingFits(before, b) && !bookingFits(after, b));
}

/**
 * Who could take a broken booking once the change is written: the people free at its time (qualified, working,
 * not busy, the same notice and horizon rules as a reschedule), never the one who had it.
 */
export function reassignCandidates(request: {
  after: AvailabilityShop;
  booking: TeamBooking;
  services: readonly BookableService[];
  /** taken stretches of that date, without the booking's own */
  busy: readonly BusyInterval[];
  now: Date;
}): string[] {
  const { after, booking } = request;
  return freeStaffAt({
    shop: after,
    services: request.services,
    date: booking.date,
    time: booking.time,
    staffId: null,
    busy: request.busy,
    now: request.now,
  }).filter((id) => id !== booking.staffId);
}

/** A broken booking as the 409 lists it, with the people who could take it. */
export interface AffectedBooking {
  bookingId: string;
  reference: string;
  date: string;
  time: string;
  durationMinutes: number;
  staffId: string;
  customerName: string;
  serviceNames: string[];
  candidates: { id: string; name: string }[];
}

/** The 409's data: `{ affected }` */
export interface TeamConflict {
  affected: AffectedBooking[];
}

export function affectedOf(
  booking: TeamBooking,
  candidates: readonly string[],
  after: AvailabilityShop,
): AffectedBooking {
  const names = new Map(effectiveStaff(after).map((m) => [m.id, m.name]));
  return {
    bookingId: booking.id,
    reference: booking.reference,
    date: booking.date,
    time: booking.time,
    durationMinutes: booking.durationMinutes,
    staffId: booking.staffId,
    customerName: booking.customerName,
    serviceNames: booking.serviceNames,
    candidates: candidates.map((id) => ({ id, name: names.get(id) ?? '' })),
  };
}

/**
 * The resolution of each affected booking, or null when one is missing or wrong (a reassignment to someone not
 * free and qualified then, a cancellation without a reason): the change must then be refused with the list.
 */
export function resolutionsFor(
  affected: readonly AffectedBooking[],
  resolutions: readonly TeamResolution[] | undefined,
): Map<string, TeamResolution> | null {
  const byBooking = new Map((resolutions ?? []).map((r) => [r.bookingId, r]));
  const chosen = new Map<string, TeamResolution>();
  for (const booking of affected) {
    const r = byBooking.get(booking.bookingId);
    if (!r) return null;
    if (r.action === 'reassign' && !booking.candidates.some((c) => c.id === r.staffId)) return null;
    if (r.action === 'cancel' && !r.reason?.trim()) return null;
    chosen.set(booking.bookingId, r);
  }
  return chosen;
}
