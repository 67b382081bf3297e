import type { BookingAction, UpdateBookingInput } from '../../../src/domain/booking';
import {
  changeRefusal,
  notesWrite,
  readChange,
  type BookingChange,
} from '../../../src/domain/booking-change-rules';
import { bookingRuleContext } from '../../../src/domain/booking-record';
import { decided, refusalError } from '../../http/refusal';
import type { BookingRecord } from '../../models/booking.model';
import type { VisibleBooking } from './booking-queries';

/** The rules of src/domain/booking-change-rules.ts for a stored booking, thrown as the API's errors. */

export type Change = BookingChange;

/** What a PUT body asks for (a date, time or staff that changes something means a move). */
export const changeOf = (input: UpdateBookingInput, record: BookingRecord): Change =>
  decided(readChange(input, record));

/**
 * The notes this body writes, as a `$set` (checked after the ownership check, so ids cannot be probed through
 * the refusal).
 */
export const notesSet = (
  input: UpdateBookingInput,
  record: BookingRecord,
  actor: VisibleBooking['actor'],
): Record<string, string> => decided(notesWrite(input, record.status, actor));

/** Refuses what the state machine does not allow this actor now, with the spec's specific texts first. */
export function checkAllowed(
  visible: VisibleBooking,
  action: BookingAction,
  reason: string | undefined,
  now: Date,
): void {
  const refusal = changeRefusal(
    bookingRuleContext(visible.record, visible.actor, now),
    action,
    reason,
  );
  if (refusal) throw refusalError(refusal);
}
