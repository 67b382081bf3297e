import { ACTIVE_BOOKING_STATUSES, type BookingStatus } from '../../src/domain/booking';
import { insertOneInBatch } from '../db/write-batch';
import { isDuplicateKey } from '../models/claim.model';
import { ReminderModel } from '../models/reminder.model';

/**
 * Reminder emails (issue 5). `syncReminder` is called by the bookings service after every booking write. It only
 * ever INSERTS (`_id` = booking + start, a duplicate is ignored): on FerretDB's SQLite backend an update or delete by
 * `_id` scans the collection, and with 100k upcoming bookings that is a second per booking write. A reminder whose
 * booking was cancelled or moved is left in place; the job checks the booking before sending and drops it.
 * The job itself is in reminder-job.ts.
 */
export interface ReminderSource {
  id: string;
  status: string;
  /** ISO instant */
  startAt: string;
  /** hours before the start; null = no reminder */
  reminderHours: number | null;
}

const HOUR_MS = 60 * 60 * 1000;

/** When the reminder of this booking is due, or null when it should have none (inactive, none asked, too late). */
export function reminderDueAt(booking: ReminderSource, now = new Date()): Date | null {
  if (!ACTIVE_BOOKING_STATUSES.includes(booking.status as BookingStatus)) return null;
  if (booking.reminderHours === null || !(booking.reminderHours > 0)) return null;
  const startMs = Date.parse(booking.startAt);
  if (!Number.isFinite(startMs)) return null;
  const dueAt = new Date(startMs - booking.reminderHours * HOUR_MS);
  // a booking made inside its own lead time gets no reminder: its confirmation email was just sent
  return dueAt.getTime() > now.getTime() ? dueAt : null;
}

export async function syncReminder(booking: ReminderSource, now = new Date()): Promise<void> {
  const dueAt = reminderDueAt(booking, now);
  if (!dueAt) return;
  const startAt = new Date(booking.startAt);
  try {
    // with other bookings' reminders in one commit (server/db/write-batch.ts), in its stored shape: every field is
    // a string or a Date already, so a mongoose document (cast, validated) would only cost CPU on every create
    await insertOneInBatch(ReminderModel, {
      _id: `${booking.id}@${startAt.toISOString()}`,
      bookingId: booking.id,
      dueAt,
      startAt,
    });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
}
