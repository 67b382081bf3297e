import { effectiveStaff } from '../../../src/domain/availability';
import {
  DEFAULT_MAX_ADVANCE_DAYS,
  DEFAULT_MIN_NOTICE_HOURS,
  type BookableService,
  type BookingAction,
  type BookingActorRole,
  type BookingStatus,
  type UpdateBookingInput,
} from '../../../src/domain/booking';
import {
  actionOutcome,
  paymentRefusal,
  repeatsOutcome,
} from '../../../src/domain/booking-change-rules';
import { noShowFeeCents } from '../../../src/domain/booking-no-show';
import { bookingRuleContext } from '../../../src/domain/booking-record';
import { statusAfter } from '../../../src/domain/booking-status';
import { ApiError } from '../../http/api-error';
import { refusalError } from '../../http/refusal';
import { ClaimModel, claimOnce, releaseClaim } from '../../models/claim.model';
import { BookingModel, type BookingRecord } from '../../models/booking.model';
import { ServiceModel } from '../../models/service.model';
import { ShopModel } from '../../models/shop.model';
import { UserModel } from '../../models/user.model';
import { completionPayment, recordBookingMoney } from '../sales/booking-sales';
import { toAvailabilityShop } from '../shops/shop.mapper';
import { changeOf, checkAllowed, notesSet, type Change } from './booking-change-rules';
import { claimFirstFree } from './booking-claim-flow';
import { announce, type BookingDeps, type Caller } from './booking-context';
import { approvedShop } from './booking-create';
import { beginBookingChange, updateBookingInIndexes } from './booking-index';
import { placeBooking } from './booking-placement';
import { loadVisible, type VisibleBooking } from './booking-queries';
import { busyOn, clearCells, markCells } from './day-sheets';
import { createKeyLock } from './key-lock';
import { beginIntent, dropClaims, endIntent } from './slot-claims';

type Write = Exclude<Change, { kind: 'none' }>;

const RELEASING: readonly BookingAction[] = ['cancel', 'reject'];

/** The booking's services with today's booking settings (durations and prices stay as booked). */
export async function servicesOf(record: BookingRecord): Promise<BookableService[]> {
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

/** A version claim this old whose version was never written was left by a process that died mid-change. */
const ABANDONED_LOCK_MS = 2 * 60 * 1000;
const takeOverLock = createKeyLock();

/**
 * Takes over the claim of `version` when its holder died before writing it (the booking still has an older
 * version and the claim is minutes old): without this, a crash between the claim and the write would refuse
 * every later change of the booking, and an account deletion could never complete. The stale claim is swapped
 * for a fresh one; takers in this process are queued, and the delete names the stale claim's time, so on
 * MongoDB only one taker of several instances removes it and wins the insert.
 */
async function takeOverAbandoned(id: string, version: number, lock: string): Promise<boolean> {
  return takeOverLock(lock, async () => {
    const claim = await ClaimModel.findById(lock).lean<{ createdAt: Date }>();
    if (!claim || Date.now() - new Date(claim.createdAt).getTime() < ABANDONED_LOCK_MS)
      return false;
    const booking = await BookingModel.findById(id, { version: 1 }).lean<{ version?: number }>();
    if (!booking || (booking.version ?? 0) >= version) return false;
    await ClaimModel.deleteOne({ _id: lock, createdAt: claim.createdAt });
    return claimOnce(lock);
  });
}

/**
 * Runs `write` holding the booking's next version. Changes to one booking are serialised by claiming
 * `bkver:<id>:<version+1>` (an insert, atomic on FerretDB too); the loser gets 409 changedMeanwhile. `write`
 * calls `written()` once the booking document carries the new version: a failure before that frees the
 * claim so the next change may use the version again.
 */
export async function withNextVersion<T>(
  record: Pick<BookingRecord, '_id' | 'version'>,
  write: (version: number, written: () => void) => Promise<T>,
): Promise<T> {
  const version = (record.version ?? 0) + 1;
  const lock = `bkver:${record._id}:${version}`;
  if (!(await claimOnce(lock)) && !(await takeOverAbandoned(record._id, version, lock)))
    throw new ApiError('BOOKING_CHANGED_MEANWHILE');
  let done = false;
  try {
    return await write(version, () => {
      done = true;
    });
  } catch (error) {
    if (!done) await releaseClaim(lock);
    throw error;
  }
}

/** Who made a change and what else it sets, as recorded in the history. */
interface ChangeContext {
  by: { role: BookingActorRole; id: string | null; name: string | null };
  reason: string | null;
  /** fields written along with the change (the caller's notes) */
  set: Record<string, unknown>;
}

/**
 * PUT /api/bookings/{id}: a status change, a reschedule, notes, or nothing (a "move" to where it already is
 * answers the booking unchanged).
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
  const set: Record<string, unknown> = notesSet(input, record, actor);
  const refusal = paymentRefusal(input, change, actor);
  if (refusal) throw refusalError(refusal);
  if (change.kind === 'none') return visible;
  if (repeatsOutcome(change, record.status, actor)) {
    // a retried completion or no-show: its sale or fee exists once (claimed by id), the booking is unchanged
    await recordBookingMoney(record);
    return visible;
  }
  if (change.kind !== 'notes')
    checkAllowed(
      visible,
      change.kind === 'reschedule' ? 'reschedule' : change.action,
      input.reason,
      now,
    );
  // what the owner recorded when completing: stored with the status, then the sale is made from it
  if (change.kind === 'action' && change.action === 'complete')
    set.payment = await completionPayment(record, input.payment);
  const user = await UserModel.findById(caller.userId, { name: 1 }).lean<{ name?: string }>();
  return writeChange(deps, visible, change, {
    by: { role: actor, id: caller.userId, name: user?.name ?? null },
    reason: input.reason?.trim() || null,
    set,
  });
}

/**
 * Cancels a booking on nobody's request but the system's (the customer deleted the account), through the
 * same write as any cancellation: the cells are freed, the day sheets updated, and `updated` and `slots`
 * are announced (the shop's rooms hear of it, the customer gets the usual cancellation email).
 */
export async function cancelBySystem(
  deps: BookingDeps,
  visible: VisibleBooking,
  reason: string,
): Promise<VisibleBooking> {
  return writeChange(
    deps,
    { ...visible, actor: 'system' },
    { kind: 'action', action: 'cancel' },
    { by: { role: 'system', id: null, name: null }, reason, set: {} },
  );
}

async function writeChange(
  deps: BookingDeps,
  visible: VisibleBooking,
  change: Write,
  context: ChangeContext,
): Promise<VisibleBooking> {
  const { record, actor } = visible;
  const id = record._id;
  const now = deps.now();
  const nextDate = change.kind === 'reschedule' ? change.date : undefined;
  return withNextVersion(record, async (version, markWritten) => {
    // until its entries are rewritten below, the lists read this booking itself (booking-index.ts)
    await beginBookingChange(record, version, nextDate);
    let stored = false;
    const written = () => {
      stored = true;
      markWritten();
    };
    try {
      return await applyChange(version, written);
    } catch (error) {
      // refused before anything was stored (a reschedule whose time was taken): the entries lose their pending
      // marks now, from the unchanged booking, instead of at the next list read
      if (!stored) await updateBookingInIndexes(id, record.date, nextDate).catch(() => undefined);
      throw error;
    }
  });

  async function applyChange(version: number, written: () => void): Promise<VisibleBooking> {
    const previous = {
      status: record.status,
      date: record.date,
      time: record.time,
      staffId: record.staffId,
    };
    const entry = (action: string, to: typeof previous) => ({
      at: new Date(),
      by: context.by,
      action,
      from: previous,
      to,
      reason: context.reason,
    });
    const base = { version, ...context.set };
    let action: string;
    let dates: string[] = [];

    if (change.kind === 'notes') {
      action = 'notes';
      await BookingModel.updateOne(
        { _id: id },
        { $set: { ...base, history: [...record.history, entry('notes', previous)] } },
      );
      written();
    } else if (change.kind === 'action') {
      action = change.action;
      const { status, cancellationFeeCents: fee } = actionOutcome(
        change.action,
        bookingRuleContext(record, actor, now),
      );
      const noShowFee =
        change.action === 'no-show' ? noShowFeeCents('no-show', await shopNoShowFee(record)) : null;
      const release = RELEASING.includes(change.action) ? record.cells : [];
      const intentId = `${id}@v${version}`;
      if (release.length > 0) await beginIntent(intentId, id, release);
      await BookingModel.updateOne(
        { _id: id },
        {
          $set: {
            ...base,
            status,
            ...(release.length > 0 ? { cells: [] } : {}),
            ...(fee !== null ? { cancellationFeeCents: fee } : {}),
            ...(noShowFee !== null ? { noShowFeeCents: noShowFee } : {}),
            history: [
              ...record.history,
              {
                ...entry(change.action, { ...previous, status }),
                ...(noShowFee !== null ? { feeCents: noShowFee } : {}),
              },
            ],
          },
        },
      );
      written();
      if (release.length > 0) {
        await dropClaims(id, release);
        dates = await clearCells(release, id);
        await endIntent(intentId);
      }
    } else {
      action = 'reschedule';
      dates = await reschedule(visible, change, base, entry, now);
      written();
    }
    // the lists' index documents follow the booking (status, date, moved month)
    await updateBookingInIndexes(id, record.date);
    const updated = await BookingModel.findById(id).lean<BookingRecord>();
    if (!updated) throw new ApiError('BOOKING_NOT_FOUND');
    await announce(
      deps,
      updated,
      {
        kind: 'updated',
        change: {
          action,
          actor,
          previous,
          reason: context.reason,
          shopOwnerId: visible.shopOwnerId,
        },
      },
      dates,
    );
    // a completion's sale, a no-show's or late cancellation's fee (each claimed by id: exactly once)
    if (change.kind === 'action') await recordBookingMoney(updated);
    return { ...visible, record: updated };
  }
}

/** The shop's no-show fee now (cents), as its policies say (spec 03 `noShow.feeAmount`). */
async function shopNoShowFee(record: BookingRecord): Promise<number | null> {
  const shop = await ShopModel.findById(record.shopId, { 'policies.noShow': 1 }).lean<{
    policies?: { noShow?: { feeCents?: number } };
  }>();
  return shop?.policies?.noShow?.feeCents ?? null;
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
  if (!claimed) throw new ApiError('SLOT_TAKEN');
  const status = statusAfter('reschedule', bookingRuleContext(record, actor, now));
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
