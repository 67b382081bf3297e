import type { BookingActorRole, BookingStatus, UpdateBookingInput } from './booking';

/**
 * Rules for editing an existing booking that are not state-machine transitions (issue 11 §1): whose notes a
 * caller may write, whether a PUT actually moves the booking, and what an erased customer leaves behind.
 * Pure, so the server (booking-changes.ts) and the mocks decide the same way.
 */

/** API texts of these rules (Italian in api-messages.ts). */
export const BOOKING_EDIT_MESSAGES = {
  notesClosed: 'Notes can no longer be changed for this booking',
} as const;

/** The reason recorded on bookings cancelled because their customer deleted the account. */
export const ACCOUNT_DELETED_REASON = 'account deleted';
/** What a booking shows as its customer once the customer deleted the account. */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';

/** Statuses in which the customer may still write their notes (the visit has not happened or ended). */
const CUSTOMER_NOTES_OPEN: readonly BookingStatus[] = ['pending', 'confirmed', 'rescheduled'];

/** The notes field each side owns: the customer's `notes`, the shop's (and an admin's) `shopNotes`. */
export function notesFieldOf(actor: BookingActorRole): 'notes' | 'shopNotes' {
  return actor === 'customer' ? 'notes' : 'shopNotes';
}

/**
 * The notes field in this body the actor may not write, or null. Each side writes only its own notes, so a
 * customer can neither set nor overwrite the shop's and the shop cannot rewrite what the customer wrote.
 */
export function foreignNotesField(
  actor: BookingActorRole,
  input: Pick<UpdateBookingInput, 'notes' | 'shopNotes'>,
): 'notes' | 'shopNotes' | null {
  const own = notesFieldOf(actor);
  if (own !== 'notes' && input.notes !== undefined) return 'notes';
  if (own !== 'shopNotes' && input.shopNotes !== undefined) return 'shopNotes';
  return null;
}

/**
 * Whether the actor may write their notes on a booking in this status: the customer only while it is still
 * ahead of them (a cancelled or finished booking is a record, not a conversation); the shop keeps its own
 * notes on any booking.
 */
export function mayWriteNotes(actor: BookingActorRole, status: BookingStatus): boolean {
  return actor !== 'customer' || CUSTOMER_NOTES_OPEN.includes(status);
}

/**
 * Whether a PUT's date/time/staff would move the booking. Leaving out a field, repeating the current value,
 * or `staffId: null` ("anyone") when the booking already has its person all keep it where it is: that is not
 * a reschedule and must not use one up.
 */
export function movesBooking(
  input: Pick<UpdateBookingInput, 'date' | 'time' | 'staffId'>,
  current: { date: string; time: string; staffId: string },
): boolean {
  if (input.date !== undefined && input.date !== current.date) return true;
  if (input.time !== undefined && input.time !== current.time) return true;
  return input.staffId !== undefined && input.staffId !== null && input.staffId !== current.staffId;
}
