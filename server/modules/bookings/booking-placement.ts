import {
  effectiveStaff,
  freeStaffAt,
  lastBookableDate,
  qualifiedStaff,
  shopToday,
  bookingEndAt,
  zonedInstant,
} from '../../../src/domain/availability';
import {
  SLOT_MINUTES,
  type AvailabilityShop,
  type BookableService,
  type BusyInterval,
} from '../../../src/domain/booking';
import { parseTime } from '../../../src/domain/opening-hours';
import { ApiError } from '../../http/api-error';

export interface PlacementRequest {
  shop: AvailabilityShop;
  services: readonly BookableService[];
  date: string;
  time: string;
  /** a chosen person, or null/undefined for "any available" */
  staffId: string | null | undefined;
  /** the day sheet's taken cells (without the booking's own, for a reschedule) */
  busy: readonly BusyInterval[];
  now: Date;
  /** for "any": try this person first (a reschedule keeps the same person when they are free) */
  prefer?: string | null;
}

export interface Placement {
  startAt: Date;
  endAt: Date;
  /** staff to try claiming, in order: the sheet's free ones first, then the others working then */
  candidates: string[];
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Checks a requested time against the same rules as the slots (issue 5, in the order the API reports them) and
 * returns whom to try. The day sheet only orders the candidates: the claims decide (a stale sheet must not turn a
 * free time away, nor let a taken one through).
 */
export function placeBooking(request: PlacementRequest): Placement {
  const { shop, services, date, time, now } = request;
  const minutes = parseTime(time);
  if (minutes === null || minutes % SLOT_MINUTES !== 0)
    throw new ApiError('OFF_GRID', { errors: { time: 'booking.offGrid' } });
  const duration = services.reduce((sum, s) => sum + s.durationMinutes, 0);
  const startAt = zonedInstant(date, minutes, shop.timeZone);
  if (!startAt) throw new ApiError('OUTSIDE_HOURS', { errors: { time: 'booking.outsideHours' } });
  if (startAt.getTime() < now.getTime())
    throw new ApiError('PAST_TIME', { errors: { time: 'booking.pastTime' } });
  const notice = Math.max(0, ...services.map((s) => s.minNoticeHours));
  if (startAt.getTime() < now.getTime() + notice * HOUR_MS)
    throw new ApiError('TOO_SOON', { errors: { time: 'booking.tooSoon' } });
  if (date > lastBookableDate(shopToday(now, shop.timeZone), services))
    throw new ApiError('TOO_FAR', { errors: { date: 'booking.tooFar' } });

  const base = { shop, services, date, time, now };
  const working = freeStaffAt({ ...base, staffId: null, busy: [] });
  if (working.length === 0)
    throw new ApiError('OUTSIDE_HOURS', { errors: { time: 'booking.outsideHours' } });
  const serviceIds = services.map((s) => s.id);
  const staffId = request.staffId ?? null;
  if (staffId !== null) {
    if (!effectiveStaff(shop).some((member) => member.id === staffId))
      throw new ApiError('STAFF_NOT_FOUND', {
        errors: {
          staffId: 'booking.staffNotFound',
        },
      });
    if (!qualifiedStaff(shop, serviceIds).some((member) => member.id === staffId))
      throw new ApiError('STAFF_CANNOT_PERFORM', {
        errors: {
          staffId: 'booking.staffCannotPerform',
        },
      });
    if (!working.includes(staffId))
      throw new ApiError('OUTSIDE_HOURS', { errors: { time: 'booking.outsideHours' } });
  }
  const onDuty = staffId !== null ? [staffId] : working;
  const free = freeStaffAt({ ...base, staffId, busy: request.busy });
  const ordered = [...free, ...onDuty.filter((id) => !free.includes(id))];
  const prefer = request.prefer;
  const candidates =
    prefer && staffId === null && ordered.includes(prefer)
      ? [prefer, ...ordered.filter((id) => id !== prefer)]
      : ordered;
  return {
    startAt,
    endAt: bookingEndAt(date, minutes, duration, shop.timeZone, startAt),
    candidates,
  };
}
