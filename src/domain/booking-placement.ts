import {
  bookingEndAt,
  effectiveStaff,
  freeStaffAt,
  lastBookableDate,
  qualifiedStaff,
  shopToday,
  zonedInstant,
} from './availability';
import {
  SLOT_MINUTES,
  type AvailabilityShop,
  type BookableService,
  type BusyInterval,
} from './booking';
import { allow, refuse, type Decision, type Refusal } from './decision';
import { parseTime } from './opening-hours';

/**
 * Whether a time can be booked (issue 5), for the server and the mocks alike: the chosen services, the chosen
 * person, the time against the same rules as the slots, and who gets it given the taken cells. The server's claims
 * then decide races; the mocks' store has none, so their taken cells are the truth.
 */

/**
 * The services chosen by id (each once, in order), as `find` knows them: an unknown one is 404 SERVICE_NOT_FOUND,
 * one not bookable online 400 SERVICE_UNAVAILABLE.
 */
export function chooseServices(
  ids: readonly string[],
  find: (id: string) => BookableService | null | undefined,
): Decision<BookableService[]> {
  const chosen: BookableService[] = [];
  for (const id of new Set(ids)) {
    const service = find(id);
    if (!service) return refuse('SERVICE_NOT_FOUND', { serviceIds: 'booking.serviceNotFound' });
    if (!service.bookable)
      return refuse('SERVICE_UNAVAILABLE', { serviceIds: 'booking.serviceUnavailable' });
    chosen.push(service);
  }
  return allow(chosen);
}

/** Why a named person cannot take these services (unknown, or not offering all of them), or null. */
export function staffRefusal(
  shop: AvailabilityShop,
  staffId: string | null | undefined,
  serviceIds: readonly string[],
): Refusal | null {
  if (!staffId) return null;
  if (!effectiveStaff(shop).some((member) => member.id === staffId))
    return { code: 'STAFF_NOT_FOUND', errors: { staffId: 'booking.staffNotFound' } };
  if (!qualifiedStaff(shop, serviceIds).some((member) => member.id === staffId))
    return { code: 'STAFF_CANNOT_PERFORM', errors: { staffId: 'booking.staffCannotPerform' } };
  return null;
}

export interface PlacementRequest {
  shop: AvailabilityShop;
  services: readonly BookableService[];
  date: string;
  time: string;
  /** a chosen person, or null/undefined for "any available" */
  staffId: string | null | undefined;
  /** the taken cells of the day (without the booking's own, for a reschedule) */
  busy: readonly BusyInterval[];
  now: Date;
  /** for "any": try this person first (a reschedule keeps the same person when they are free) */
  prefer?: string | null;
}

export interface Placement {
  startAt: Date;
  endAt: Date;
  /** staff to try, in order: the ones free in `busy` first, then the others working then */
  candidates: string[];
  /** the candidates free in `busy` */
  free: string[];
}

const HOUR_MS = 60 * 60 * 1000;
const outsideHours = () => refuse('OUTSIDE_HOURS', { time: 'booking.outsideHours' });

/**
 * Checks a requested time against the same rules as the slots, in the order the API reports them (off the grid,
 * past, too soon, too far, closed, the person), and says whom to try. Given the taken cells it never refuses for
 * them: on the server a stale day sheet must not turn a free time away, so the claims decide (see `takerOf`).
 */
export function placeBooking(request: PlacementRequest): Decision<Placement> {
  const { shop, services, date, time, now } = request;
  const minutes = parseTime(time);
  if (minutes === null || minutes % SLOT_MINUTES !== 0)
    return refuse('OFF_GRID', { time: 'booking.offGrid' });
  const duration = services.reduce((sum, s) => sum + s.durationMinutes, 0);
  const startAt = zonedInstant(date, minutes, shop.timeZone);
  if (!startAt) return outsideHours();
  if (startAt.getTime() < now.getTime()) return refuse('PAST_TIME', { time: 'booking.pastTime' });
  const notice = Math.max(0, ...services.map((s) => s.minNoticeHours));
  if (startAt.getTime() < now.getTime() + notice * HOUR_MS)
    return refuse('TOO_SOON', { time: 'booking.tooSoon' });
  if (date > lastBookableDate(shopToday(now, shop.timeZone), services))
    return refuse('TOO_FAR', { date: 'booking.tooFar' });

  const base = { shop, services, date, time, now };
  const working = freeStaffAt({ ...base, staffId: null, busy: [] });
  if (working.length === 0) return outsideHours();
  const staffId = request.staffId ?? null;
  const staffProblem = staffRefusal(
    shop,
    staffId,
    services.map((s) => s.id),
  );
  if (staffProblem) return { ok: false, ...staffProblem };
  if (staffId !== null && !working.includes(staffId)) return outsideHours();
  const onDuty = staffId !== null ? [staffId] : working;
  const free = freeStaffAt({ ...base, staffId, busy: request.busy });
  const ordered = [...free, ...onDuty.filter((id) => !free.includes(id))];
  const prefer = request.prefer;
  const candidates =
    prefer && staffId === null && ordered.includes(prefer)
      ? [prefer, ...ordered.filter((id) => id !== prefer)]
      : ordered;
  return allow({
    startAt,
    endAt: bookingEndAt(date, minutes, duration, shop.timeZone, startAt),
    candidates,
    free,
  });
}

/**
 * Who gets the time when the taken cells the placement saw are the truth: the first candidate free in them, or
 * 409 SLOT_TAKEN. (The server asks its claims instead, in the same order.)
 */
export function takerOf(placement: Pick<Placement, 'candidates' | 'free'>): Decision<string> {
  const taker = placement.candidates.find((id) => placement.free.includes(id));
  return taker === undefined ? refuse('SLOT_TAKEN') : allow(taker);
}
