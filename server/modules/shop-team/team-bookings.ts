import { effectiveStaff } from '../../../src/domain/availability';
import {
  DEFAULT_MAX_ADVANCE_DAYS,
  DEFAULT_MIN_NOTICE_HOURS,
  SHOP_CHAIR_ID,
  type AvailabilityShop,
  type BookableService,
} from '../../../src/domain/booking';
import type { Locale } from '../../../src/domain/constants';
import { type TeamResolution } from '../../../src/domain/shop-team';
import {
  affectedOf,
  bookingsBrokenBy,
  reassignCandidates,
  resolutionsFor,
  type AffectedBooking,
  type TeamBooking,
} from '../../../src/domain/shop-team-conflicts';
import { ApiError } from '../../http/api-error';
import type { BookingRecord } from '../../models/booking.model';
import { ServiceModel } from '../../models/service.model';
import { busyOn } from '../bookings/day-sheets';
import type { ShopActor } from '../shop-admin/shop-access';
import type { ShopAdminDeps } from '../shop-admin/shop-admin.deps';
import { upcomingBookingsOf } from '../shop-admin/future-bookings';

/**
 * The "never silently break a future booking" step of every team write: which upcoming bookings the change
 * breaks (src/domain/shop-team.ts decides), who is free to take each, and, once the owner has answered for
 * every one, the reassignments and cancellations, made through the bookings service (its slot claims, history,
 * events and the customer's email), never by hand.
 */

const teamBookingOf = (record: BookingRecord): TeamBooking => ({
  id: record._id,
  reference: record.reference,
  date: record.date,
  time: record.time,
  durationMinutes: record.durationMinutes,
  staffId: record.staffId,
  serviceIds: record.services.map((line) => line.serviceId),
  serviceNames: record.services.map((line) => line.name),
  customerName: record.customerName,
});

/** The booked services with today's booking settings (as a reschedule reads them). */
async function servicesOf(record: BookingRecord): Promise<BookableService[]> {
  const docs = await Promise.all(
    record.services.map((line) => ServiceModel.findById(line.serviceId).lean()),
  );
  return record.services.map((line, i) => ({
    id: line.serviceId,
    shopId: record.shopId,
    name: line.name,
    description: '',
    category: docs[i]?.category ?? '',
    durationMinutes: line.durationMinutes,
    priceCents: line.priceCents,
    bookable: true,
    minNoticeHours: docs[i]?.minNoticeHours ?? DEFAULT_MIN_NOTICE_HOURS,
    maxAdvanceDays: docs[i]?.maxAdvanceDays ?? DEFAULT_MAX_ADVANCE_DAYS,
  }));
}

export interface TeamImpact {
  affected: AffectedBooking[];
  records: Map<string, BookingRecord>;
}

/** The upcoming bookings of `touched` people that `after` breaks, each with its free qualified people. */
export async function impactOf(
  before: AvailabilityShop,
  after: AvailabilityShop,
  touched: readonly string[],
  now: Date,
): Promise<TeamImpact> {
  // the chair's bookings are touched too: adding the first person or removing the last one moves them
  const ids = new Set([...touched, SHOP_CHAIR_ID]);
  const upcoming = (await upcomingBookingsOf(before.id, now)).filter((r) => ids.has(r.staffId));
  const records = new Map(upcoming.map((r) => [r._id, r]));
  const broken = bookingsBrokenBy(before, after, upcoming.map(teamBookingOf));
  const affected: AffectedBooking[] = [];
  for (const booking of broken) {
    const record = records.get(booking.id)!;
    const candidates = reassignCandidates({
      after,
      booking,
      services: await servicesOf(record),
      busy: await busyOn(before.id, booking.date, booking.id),
      now,
    });
    affected.push(affectedOf(booking, candidates, after));
  }
  return { affected, records };
}

/**
 * Carries out the owner's answers. Cancellations and moves to people who already exist happen before the
 * change is written (a failure, e.g. the time taken meanwhile, leaves the team unchanged); moves to someone who
 * exists only after it (the chair, when the last person goes, or the first person added) return as `later`.
 */
export async function resolveBeforeWrite(
  deps: ShopAdminDeps,
  caller: { actor: ShopActor; language: Locale },
  before: AvailabilityShop,
  impact: TeamImpact,
  resolutions: readonly TeamResolution[] | undefined,
): Promise<{ later: TeamResolution[]; cancelled: number; reassigned: number }> {
  if (impact.affected.length === 0) return { later: [], cancelled: 0, reassigned: 0 };
  const chosen = resolutionsFor(impact.affected, resolutions);
  if (!chosen) throw new ApiError('TEAM_AFFECTS_BOOKINGS', { data: { affected: impact.affected } });
  const existing = new Set(effectiveStaff(before).map((m) => m.id));
  const later: TeamResolution[] = [];
  let cancelled = 0;
  let reassigned = 0;
  for (const resolution of chosen.values()) {
    if (resolution.action === 'reassign' && !existing.has(resolution.staffId!)) {
      later.push(resolution);
      continue;
    }
    await apply(deps, caller, impact, resolution);
    if (resolution.action === 'cancel') cancelled += 1;
    else reassigned += 1;
  }
  return { later, cancelled, reassigned };
}

/** The moves that had to wait for the change (logged, not thrown: the change is already written). */
export async function resolveAfterWrite(
  deps: ShopAdminDeps,
  caller: { actor: ShopActor; language: Locale },
  impact: TeamImpact,
  later: readonly TeamResolution[],
): Promise<number> {
  let reassigned = 0;
  for (const resolution of later) {
    try {
      await apply(deps, caller, impact, resolution);
      reassigned += 1;
    } catch (error) {
      deps.logger.error(
        { err: error, bookingId: resolution.bookingId },
        'team change: a booking could not be moved after the change',
      );
    }
  }
  return reassigned;
}

async function apply(
  deps: ShopAdminDeps,
  { actor, language }: { actor: ShopActor; language: Locale },
  impact: TeamImpact,
  resolution: TeamResolution,
): Promise<void> {
  const record = impact.records.get(resolution.bookingId)!;
  const caller = { userId: actor.userId, role: actor.role, language };
  if (resolution.action === 'cancel')
    await deps.bookings.update(caller, record._id, {
      status: 'cancelled',
      reason: resolution.reason!.trim(),
    });
  // the same time with another person: the bookings service re-claims the slot as any reschedule does
  else
    await deps.bookings.update(caller, record._id, {
      date: record.date,
      time: record.time,
      staffId: resolution.staffId!,
    });
}
