import {
  type BookingAction,
  type BookingActorRole,
  type BookingStatus,
  type UpdateBookingInput,
} from '../../../src/domain/booking';
import {
  foreignNotesField,
  mayWriteNotes,
  movesBooking,
  notesFieldOf,
} from '../../../src/domain/booking-edits';
import {
  actionForStatus,
  allowedActions,
  reasonRequired,
} from '../../../src/domain/booking-status';
import { ApiError } from '../../http/api-error';
import type { BookingRecord } from '../../models/booking.model';
import type { VisibleBooking } from './booking-queries';
import { ruleContext } from './booking.mapper';

/** How a PUT /api/bookings/{id} body is read and which of its asks this caller may make now. */

export type Change =
  | { kind: 'action'; action: Exclude<BookingAction, 'reschedule'> }
  | { kind: 'reschedule'; date: string; time: string; staffId: string | null | undefined }
  | { kind: 'notes' }
  | { kind: 'none' };

const HOUR_MS = 60 * 60 * 1000;

/** What a PUT body asks for (a date, time or staff that changes something means a move). */
export function changeOf(input: UpdateBookingInput, record: BookingRecord): Change {
  const moving =
    input.date !== undefined || input.time !== undefined || input.staffId !== undefined;
  if (moving) {
    if (input.status !== undefined && input.status !== 'rescheduled')
      throw new ApiError('INVALID_BOOKING_REQUEST', {
        errors: {
          status: 'validation.invalidType',
        },
      });
    // Only a move that changes something is a reschedule (and uses one up); "anyone" for the same time
    // keeps the booking's person, so it changes nothing.
    if (movesBooking(input, record))
      return {
        kind: 'reschedule',
        date: input.date ?? record.date,
        time: input.time ?? record.time,
        staffId: input.staffId,
      };
  } else if (input.status !== undefined) {
    const action = actionForStatus(input.status as BookingStatus);
    if (action === null || action === 'reschedule') throw new ApiError('TRANSITION_NOT_ALLOWED');
    return { kind: 'action', action };
  }
  if (input.notes !== undefined || input.shopNotes !== undefined) return { kind: 'notes' };
  if (moving) return { kind: 'none' };
  throw new ApiError('INVALID_BOOKING_REQUEST');
}

/**
 * The notes this body writes, as a `$set`: each side writes only its own field (the other one is refused as
 * unknown to this caller, after the ownership check so ids cannot be probed), and a customer not after the
 * booking was cancelled or has happened.
 */
export function notesSet(
  input: UpdateBookingInput,
  record: BookingRecord,
  actor: BookingActorRole,
): Record<string, string> {
  const foreign = foreignNotesField(actor, input);
  if (foreign) throw ApiError.validation({ [foreign]: 'validation.unknownField' });
  const field = notesFieldOf(actor);
  const value = input[field];
  if (value === undefined) return {};
  if (!mayWriteNotes(actor, record.status)) throw new ApiError('NOTES_CLOSED');
  return { [field]: value };
}

/** Refuses what the state machine does not allow this actor now, with the spec's specific texts first. */
export function checkAllowed(
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
      throw new ApiError('RESCHEDULE_LIMIT');
    const closesAt =
      new Date(record.startAt).getTime() - context.policies.reschedule.allowedHours * HOUR_MS;
    if (now.getTime() > closesAt) throw new ApiError('RESCHEDULE_CLOSED');
  }
  if (!allowedActions(context).includes(action)) throw new ApiError('TRANSITION_NOT_ALLOWED');
  if (reasonRequired(action, actor) && !reason?.trim())
    throw new ApiError('REASON_REQUIRED', { errors: { reason: 'validation.required' } });
}
