import type { SessionUser } from '@/domain/auth';
import {
  type Booking,
  type BookingAction,
  type BookingActorRole,
  type BookingHistoryEntry,
  type UpdateBookingInput,
} from '@/domain/booking';
import {
  type BookingRuleContext,
  actionForStatus,
  allowedActions,
  cancellationFeeCents,
  reasonRequired,
  statusAfter,
} from '@/domain/booking-status';
import {
  foreignNotesField,
  mayWriteNotes,
  movesBooking,
  notesFieldOf,
} from '@/domain/booking-edits';
import {
  bookableServicesOf,
  findMockShop,
  ruleContext,
  toBookingDto,
  type StoredMockBooking,
} from '../data/bookings';
import type { ClaimTime } from './bookings';
import { failure, validationFailure } from './failure';

export const historyActor = (user: SessionUser) => ({
  role: (user.role === 'admin'
    ? 'admin'
    : user.role === 'shop'
      ? 'shop'
      : 'customer') as BookingActorRole,
  id: user.id,
  name: user.name,
});

const snapshot = (b: StoredMockBooking) => ({
  status: b.status,
  date: b.date,
  time: b.time,
  staffId: b.staffId,
});

type Change =
  | { kind: 'action'; action: Exclude<BookingAction, 'reschedule'> }
  | { kind: 'reschedule'; date: string; time: string; staffId: string | null | undefined }
  | { kind: 'notes' }
  | { kind: 'none' };

/** What a PUT body asks for, as the server reads it (a date, time or staff that changes something is a move). */
function changeOf(input: UpdateBookingInput, booking: StoredMockBooking): Change | Response {
  const moving =
    input.date !== undefined || input.time !== undefined || input.staffId !== undefined;
  if (moving) {
    if (input.status !== undefined && input.status !== 'rescheduled')
      return failure('INVALID_BOOKING_REQUEST', { errors: { status: 'validation.invalidType' } });
    if (movesBooking(input, booking))
      return {
        kind: 'reschedule',
        date: input.date ?? booking.date,
        time: input.time ?? booking.time,
        staffId: input.staffId,
      };
  } else if (input.status !== undefined) {
    const action = actionForStatus(input.status);
    if (action === null || action === 'reschedule') return failure('TRANSITION_NOT_ALLOWED');
    return { kind: 'action', action };
  }
  if (input.notes !== undefined || input.shopNotes !== undefined) return { kind: 'notes' };
  if (moving) return { kind: 'none' };
  return failure('INVALID_BOOKING_REQUEST');
}

/** The notes this body writes: each side only its own field, a customer not after the booking closed. */
function notesOf(
  input: UpdateBookingInput,
  booking: StoredMockBooking,
  actor: BookingActorRole,
): Partial<Pick<StoredMockBooking, 'notes' | 'shopNotes'>> | Response {
  const foreign = foreignNotesField(actor, input);
  if (foreign) return validationFailure({ [foreign]: 'validation.unknownField' });
  const field = notesFieldOf(actor);
  const value = input[field];
  if (value === undefined) return {};
  if (!mayWriteNotes(actor, booking.status)) return failure('NOTES_CLOSED');
  return { [field]: value };
}

/** Refuses what the state machine does not allow this actor now, with the specific texts first. */
function refusal(
  booking: StoredMockBooking,
  ctx: BookingRuleContext,
  action: BookingAction,
  reason: string | null,
): Response | null {
  const active = ['pending', 'confirmed', 'rescheduled'].includes(booking.status);
  if (action === 'reschedule' && ctx.actor === 'customer' && active) {
    if (booking.rescheduleCount >= ctx.policies.reschedule.maxReschedules)
      return failure('RESCHEDULE_LIMIT');
    const closesAt = ctx.startAt.getTime() - ctx.policies.reschedule.allowedHours * 3_600_000;
    if (ctx.now.getTime() > closesAt) return failure('RESCHEDULE_CLOSED');
  }
  if (!allowedActions(ctx).includes(action)) return failure('TRANSITION_NOT_ALLOWED');
  if (reasonRequired(action, ctx.actor) && !reason)
    return failure('REASON_REQUIRED', { errors: { reason: 'validation.required' } });
  return null;
}

/**
 * PUT/DELETE /api/bookings/:id in the mocks, like server/modules/bookings/booking-changes.ts: a status change
 * (with reason), a move (claims the new time first; "any" keeps the same person when free), or notes.
 */
export function changeBooking(
  user: SessionUser,
  actor: BookingActorRole,
  booking: StoredMockBooking,
  input: UpdateBookingInput,
  claimTime: ClaimTime,
): Booking | Response {
  const now = new Date();
  const shop = findMockShop(booking.shopId, now);
  if (!shop) return failure('BOOKING_NOT_FOUND');
  const ctx = ruleContext(booking, shop, actor, now);
  const change = changeOf(input, booking);
  if (change instanceof Response) return change;
  const notes = notesOf(input, booking, actor);
  if (notes instanceof Response) return notes;
  if (change.kind === 'none') return toBookingDto(booking, actor, now);
  const reason = input.reason?.trim() || null;
  if (change.kind !== 'notes') {
    const refused = refusal(
      booking,
      ctx,
      change.kind === 'reschedule' ? 'reschedule' : change.action,
      reason,
    );
    if (refused) return refused;
  }

  const from = snapshot(booking);
  let action: string = 'notes';
  let to = from;
  if (change.kind === 'action') {
    action = change.action;
    to = { ...from, status: statusAfter(change.action, ctx) };
    const fee = change.action === 'cancel' && actor === 'customer' ? cancellationFeeCents(ctx) : 0;
    if (fee > 0) booking.cancellationFeeCents = fee;
  } else if (change.kind === 'reschedule') {
    action = 'reschedule';
    const ids = booking.services.map((s) => s.id);
    const services = bookableServicesOf(shop).filter((s) => ids.includes(s.id));
    const staffId = claimTime(shop, services, change, now, {
      exceptId: booking.id,
      prefer: booking.staffId,
    });
    if (staffId instanceof Response) return staffId;
    to = {
      status: statusAfter('reschedule', ctx),
      date: change.date,
      time: change.time,
      staffId,
    };
    booking.rescheduleCount += 1;
  }
  const entry: BookingHistoryEntry = {
    at: now.toISOString(),
    by: historyActor(user),
    action,
    from,
    to,
    reason,
  };
  Object.assign(booking, to, { updatedAt: entry.at });
  Object.assign(booking, notes);
  booking.history.push(entry);
  return toBookingDto(booking, actor, now);
}
