import { effectiveStaff } from '../../../src/domain/availability';
import {
  BOOKING_MESSAGES,
  DEFAULT_MAX_ADVANCE_DAYS,
  DEFAULT_MIN_NOTICE_HOURS,
  type BookableService,
  type BookingAction,
  type BookingActorRole,
  type BookingStatus,
  type UpdateBookingInput,
} from '../../../src/domain/booking';
import {
  actionForStatus,
  allowedActions,
  cancellationFeeCents,
  reasonRequired,
  statusAfter,
} from '../../../src/domain/booking-status';
import { ApiError } from '../../http/api-error';
import { claimOnce, releaseClaim } from '../../models/claim.model';
import { BookingModel, type BookingRecord } from '../../models/booking.model';
import { ServiceModel } from '../../models/service.model';
import { UserModel } from '../../models/user.model';
import { toAvailabilityShop } from '../shops/shop.mapper';
import { claimFirstFree } from './booking-claim-flow';
import { announce, type BookingDeps, type Caller } from './booking-context';
import { approvedShop } from './booking-create';
import { placeBooking } from './booking-placement';
import { loadVisible, type VisibleBooking } from './booking-queries';
import { ruleContext } from './booking.mapper';
import { busyOn, clearCells, markCells } from './day-sheets';
import { beginIntent, dropClaims, endIntent } from './slot-claims';

type Change =
  | { kind: 'action'; action: Exclude<BookingAction, 'reschedule'> }
  | { kind: 'reschedule'; date: string; time: string; staffId: string | null | undefined }
  | { kind: 'notes' };

const HOUR_MS = 60 * 60 * 1000;
const RELEASING: readonly BookingAction[] = ['cancel', 'reject'];

function changeOf(input: UpdateBookingInput, record: BookingRecord): Change {
  const moving =
    input.date !== undefined || input.time !== undefined || input.staffId !== undefined;
  if (moving) {
    if (input.status !== undefined && input.status !== 'rescheduled')
      throw ApiError.badRequest(BOOKING_MESSAGES.invalidRequest, {
        status: 'validation.invalidType',
      });
    return {
      kind: 'reschedule',
      date: input.date ?? record.date,
      time: input.time ?? record.time,
      staffId: input.staffId,
    };
  }
  if (input.status !== undefined) {
    const action = actionForStatus(input.status as BookingStatus);
    if (action === null || action === 'reschedule')
      throw ApiError.badRequest(BOOKING_MESSAGES.transitionNotAllowed);
    return { kind: 'action', action };
  }
  if (input.notes !== undefined) return { kind: 'notes' };
  throw ApiError.badRequest(BOOKING_MESSAGES.invalidRequest);
}

/** Refuses what the state machine does not allow this actor now, with the spec's specific texts first. */
function checkAllowed(
  visible: VisibleBooking,
  action: BookingAction,
  reason: string | undefined,
  now: Date,
): void {
  const { record, actor } = visible;
  const context = ruleContext(record, actor, now);
  const active = ['pending', 'confirmed', 'rescheduled'].includes(record.status);
  if (action === 'reschedule' && actor === 'customer' && active) {
    if (record.rescheduleCount >= context.policies.reschedule.maxReschedules)
      throw ApiError.badRequest(BOOKING_MESSAGES.rescheduleLimit);
    const closesAt =
      new Date(record.startAt).getTime() - context.policies.reschedule.allowedHours * HOUR_MS;
    if (now.getTime() > closesAt) throw ApiError.badRequest(BOOKING_MESSAGES.rescheduleClosed);
  }
  if (!allowedActions(context).includes(action))
    throw ApiError.badRequest(BOOKING_MESSAGES.transitionNotAllowed);
  if (reasonRequired(action, actor) && !reason?.trim())
    throw ApiError.badRequest(BOOKING_MESSAGES.reasonRequired, { reason: 'validation.required' });
}

/** The booking's services with today's booking settings (durations and prices stay as booked). */
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

/**
 * PUT /api/bookings/{id}: a status change, a reschedule or notes. Changes to one booking are serialised by
 * claiming `bkver:<id>:<version+1>` (an insert, atomic on FerretDB too); the loser gets 409 changedMeanwhile.
 */
export async function changeBooking(
  deps: BookingDeps,
  caller: Caller,
  id: string,
  input: UpdateBookingInput,
): Promise<VisibleBooking> {
  const visible = await loadVisible(caller, id);
  const { record, actor } = visible;
  const now = deps.now();
  const change = changeOf(input, record);
  if (change.kind !== 'notes')
    checkAllowed(
      visible,
      change.kind === 'reschedule' ? 'reschedule' : change.action,
      input.reason,
      now,
    );

  const version = (record.version ?? 0) + 1;
  const lock = `bkver:${id}:${version}`;
  if (!(await claimOnce(lock))) throw new ApiError(409, BOOKING_MESSAGES.changedMeanwhile);
  let written = false;
  try {
    const user = await UserModel.findById(caller.userId, { name: 1 }).lean<{ name?: string }>();
    const by = { role: actor, id: caller.userId, name: user?.name ?? null };
    const previous = {
      status: record.status,
      date: record.date,
      time: record.time,
      staffId: record.staffId,
    };
    const entry = (action: string, to: typeof previous) => ({
      at: new Date(),
      by,
      action,
      from: previous,
      to,
      reason: input.reason?.trim() || null,
    });
    const base = {
      version,
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
    };
    let action: string;
    let dates: string[] = [];

    if (change.kind === 'notes') {
      action = 'notes';
      await BookingModel.updateOne(
        { _id: id },
        { $set: { ...base, history: [...record.history, entry('notes', previous)] } },
      );
      written = true;
    } else if (change.kind === 'action') {
      action = change.action;
      const context = ruleContext(record, actor, now);
      const status = statusAfter(change.action, context);
      const release = RELEASING.includes(change.action) ? record.cells : [];
      const fee =
        change.action === 'cancel' && actor === 'customer' ? cancellationFeeCents(context) : 0;
      const intentId = `${id}@v${version}`;
      if (release.length > 0) await beginIntent(intentId, id, release);
      await BookingModel.updateOne(
        { _id: id },
        {
          $set: {
            ...base,
            status,
            ...(release.length > 0 ? { cells: [] } : {}),
            ...(fee > 0 ? { cancellationFeeCents: fee } : {}),
            history: [...record.history, entry(change.action, { ...previous, status })],
          },
        },
      );
      written = true;
      if (release.length > 0) {
        await dropClaims(id, release);
        dates = await clearCells(release, id);
        await endIntent(intentId);
      }
    } else {
      action = 'reschedule';
      dates = await reschedule(visible, change, base, entry, now);
      written = true;
    }
    const updated = await BookingModel.findById(id).lean<BookingRecord>();
    if (!updated) throw ApiError.notFound(BOOKING_MESSAGES.notFound);
    await announce(
      deps,
      updated,
      {
        kind: 'updated',
        change: {
          action,
          actor,
          previous,
          reason: input.reason?.trim() || null,
          shopOwnerId: visible.shopOwnerId,
        },
      },
      dates,
    );
    return { ...visible, record: updated };
  } catch (error) {
    // nothing was written: the next change may use this version again
    if (!written) await releaseClaim(lock);
    throw error;
  }
}

type Moment = { status: BookingStatus; date: string; time: string; staffId: string };

/** Claims the new cells (as a create would), writes the booking, then releases the old cells it no longer needs. */
async function reschedule(
  visible: VisibleBooking,
  change: Extract<Change, { kind: 'reschedule' }>,
  base: Record<string, unknown>,
  entry: (action: string, to: Moment) => unknown,
  now: Date,
): Promise<string[]> {
  const { record, actor } = visible;
  const shop = await approvedShop(record.shopId);
  const availability = toAvailabilityShop(shop);
  const services = await servicesOf(record);
  const busy = await busyOn(record.shopId, change.date, record._id);
  const placement = placeBooking({
    shop: availability,
    services,
    date: change.date,
    time: change.time,
    staffId: change.staffId,
    busy,
    now,
    prefer: record.staffId,
  });
  const version = base.version as number;
  const intentId = `${record._id}@v${version}`;
  const claimed = await claimFirstFree({
    bookingId: record._id,
    intentId,
    shopId: record.shopId,
    date: change.date,
    time: change.time,
    durationMinutes: record.durationMinutes,
    candidates: placement.candidates,
    busy,
    held: new Set(record.cells),
    releasing: record.cells,
  });
  if (!claimed) throw new ApiError(409, BOOKING_MESSAGES.slotTaken);
  const status = statusAfter('reschedule', ruleContext(record, actor as BookingActorRole, now));
  const staff = effectiveStaff(availability).find((member) => member.id === claimed.staffId);
  try {
    await BookingModel.updateOne(
      { _id: record._id },
      {
        $set: {
          ...base,
          status,
          date: change.date,
          time: change.time,
          staffId: claimed.staffId,
          staffName: availability.staff.length > 0 ? (staff?.name ?? null) : null,
          startAt: placement.startAt,
          endAt: placement.endAt,
          rescheduleCount: (record.rescheduleCount ?? 0) + 1,
          cells: claimed.keys,
          history: [
            ...record.history,
            entry('reschedule', {
              status,
              date: change.date,
              time: change.time,
              staffId: claimed.staffId,
            }),
          ],
        },
      },
    );
  } catch (error) {
    await dropClaims(
      record._id,
      claimed.keys.filter((key) => !record.cells.includes(key)),
    );
    await endIntent(intentId);
    throw error;
  }
  const old = record.cells.filter((key) => !claimed.keys.includes(key));
  await dropClaims(record._id, old);
  const dates = [
    ...(await clearCells(old, record._id)),
    ...(await markCells(claimed.keys, record._id)),
  ];
  await endIntent(intentId);
  return dates;
}
