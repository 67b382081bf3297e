import type { BookingAction, BookingActorRole, BookingStatus, UpdateBookingInput } from './booking';
import {
  actionForStatus,
  allowedActions,
  cancellationFeeCents,
  reasonRequired,
  statusAfter,
  type BookingRuleContext,
} from './booking-status';
import { foreignNotesField, mayWriteNotes, movesBooking, notesFieldOf } from './booking-edits';
import { allow, refuse, type Decision, type Refusal } from './decision';

/**
 * How a PUT /api/bookings/{id} body is read and which of its asks this caller may make now, for the server
 * (booking-changes.ts) and the mocks alike: each answer is the change to make or the refusal's code.
 */

export type BookingChange =
  | { kind: 'action'; action: Exclude<BookingAction, 'reschedule'> }
  | { kind: 'reschedule'; date: string; time: string; staffId: string | null | undefined }
  | { kind: 'notes' }
  | { kind: 'none' };

/** What a PUT body asks for (a date, time or staff that changes something means a move). */
export function readChange(
  input: UpdateBookingInput,
  booking: { date: string; time: string; staffId: string },
): Decision<BookingChange> {
  const moving =
    input.date !== undefined || input.time !== undefined || input.staffId !== undefined;
  if (moving) {
    if (input.status !== undefined && input.status !== 'rescheduled')
      return refuse('INVALID_BOOKING_REQUEST', { status: 'validation.invalidType' });
    // Only a move that changes something is a reschedule (and uses one up); "anyone" for the same time
    // keeps the booking's person, so it changes nothing.
    if (movesBooking(input, booking))
      return allow({
        kind: 'reschedule',
        date: input.date ?? booking.date,
        time: input.time ?? booking.time,
        staffId: input.staffId,
      });
  } else if (input.status !== undefined) {
    const action = actionForStatus(input.status as BookingStatus);
    if (action === null || action === 'reschedule') return refuse('TRANSITION_NOT_ALLOWED');
    return allow({ kind: 'action', action });
  }
  if (input.notes !== undefined || input.shopNotes !== undefined) return allow({ kind: 'notes' });
  if (moving) return allow({ kind: 'none' });
  return refuse('INVALID_BOOKING_REQUEST');
}

/**
 * The notes this body writes: each side writes only its own field (the other one is refused as unknown to this
 * caller), and a customer not after the booking was cancelled or has happened.
 */
export function notesWrite(
  input: Pick<UpdateBookingInput, 'notes' | 'shopNotes'>,
  status: BookingStatus,
  actor: BookingActorRole,
): Decision<Partial<Record<'notes' | 'shopNotes', string>>> {
  const foreign = foreignNotesField(actor, input);
  if (foreign) return refuse('VALIDATION_FAILED', { [foreign]: 'validation.unknownField' });
  const field = notesFieldOf(actor);
  const value = input[field];
  if (value === undefined) return allow({});
  if (!mayWriteNotes(actor, status)) return refuse('NOTES_CLOSED');
  return allow({ [field]: value });
}

const HOUR_MS = 60 * 60 * 1000;
const ACTIVE: readonly BookingStatus[] = ['pending', 'confirmed', 'rescheduled'];

/**
 * Why the state machine does not allow this actor the action now, with the spec's specific texts first (a
 * customer's reschedule: the limit, then the window), or null.
 */
export function changeRefusal(
  context: BookingRuleContext,
  action: BookingAction,
  reason: string | null | undefined,
): Refusal | null {
  if (action === 'reschedule' && context.actor === 'customer' && ACTIVE.includes(context.status)) {
    if (context.rescheduleCount >= context.policies.reschedule.maxReschedules)
      return { code: 'RESCHEDULE_LIMIT' };
    const closesAt = context.startAt.getTime() - context.policies.reschedule.allowedHours * HOUR_MS;
    if (context.now.getTime() > closesAt) return { code: 'RESCHEDULE_CLOSED' };
  }
  if (!allowedActions(context).includes(action)) return { code: 'TRANSITION_NOT_ALLOWED' };
  if (reasonRequired(action, context.actor) && !reason?.trim())
    return { code: 'REASON_REQUIRED', errors: { reason: 'validation.required' } };
  return null;
}

/** The status an action leads to, and the fee a customer's late cancellation records (null: none). */
export function actionOutcome(
  action: Exclude<BookingAction, 'reschedule'>,
  context: BookingRuleContext,
): { status: BookingStatus; cancellationFeeCents: number | null } {
  const fee =
    action === 'cancel' && context.actor === 'customer' ? cancellationFeeCents(context) : 0;
  return { status: statusAfter(action, context), cancellationFeeCents: fee > 0 ? fee : null };
}

const isShopSide = (actor: BookingActorRole): boolean => actor === 'shop' || actor === 'admin';

/**
 * `payment` (how a completed booking was paid: sales-schema.ts bookingPaymentSchema) goes with the shop's
 * completion only; anywhere else it is refused as a field this request does not take.
 */
export function paymentRefusal(
  input: Pick<UpdateBookingInput, 'payment'>,
  change: BookingChange,
  actor: BookingActorRole,
): Refusal | null {
  if (input.payment === undefined) return null;
  const completing = change.kind === 'action' && change.action === 'complete';
  return completing && isShopSide(actor)
    ? null
    : { code: 'VALIDATION_FAILED', errors: { payment: 'validation.unknownField' } };
}

/**
 * The shop completing again a booking already completed, or marking a no-show again: answered with the booking
 * unchanged (a retried request is not an error), its money recorded if the first attempt could not record it.
 */
export const repeatsOutcome = (
  change: BookingChange,
  status: BookingStatus,
  actor: BookingActorRole,
): boolean =>
  change.kind === 'action' &&
  isShopSide(actor) &&
  ((change.action === 'complete' && status === 'completed') ||
    (change.action === 'no-show' && status === 'no-show'));
