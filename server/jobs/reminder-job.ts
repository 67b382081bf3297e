import { ACTIVE_BOOKING_STATUSES } from '../../src/domain/booking';
import type { Logger } from '../logger';
import type { Mailer } from '../mail';
import { BookingModel, type BookingRecord } from '../models/booking.model';
import { claimOnce, releaseClaim } from '../models/claim.model';
import { ReminderModel } from '../models/reminder.model';
import { reminderMail } from '../modules/bookings/booking-mail';

export interface RunRemindersOptions {
  now?: Date;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  /** at most this many reminders per run (the next run takes the rest) */
  batch?: number;
}

export interface ReminderRunReport {
  due: number;
  sent: number;
  /** another instance (or an earlier run) already sent it */
  alreadyClaimed: number;
  /** booking gone, no longer active, moved, or already started */
  skipped: number;
  failed: number;
}

/** The once-only key: a reschedule changes startAt, so the moved booking gets its own reminder. */
export const reminderClaimKey = (bookingId: string, startAt: Date) =>
  `reminder-sent:${bookingId}:${startAt.toISOString()}`;

type ReminderBooking = Pick<
  BookingRecord,
  | '_id'
  | 'status'
  | 'startAt'
  | 'reminderHours'
  | 'customerEmail'
  | 'customerLocale'
  | 'customerName'
  | 'shopName'
  | 'shopAddress'
  | 'shopTimeZone'
  | 'date'
  | 'time'
  | 'durationMinutes'
  | 'services'
  | 'priceCents'
  | 'reference'
>;

/**
 * Sends the reminders that are due. Safe to run on every instance at once and again after a restart: each
 * reminder is sent by whoever inserts its `reminder-sent:<bookingId>:<startAt>` claim first (an insert with a
 * unique `_id`, atomic on MongoDB and FerretDB), and that claim is never removed once the email went out.
 */
export async function runReminders(options: RunRemindersOptions): Promise<ReminderRunReport> {
  const now = options.now ?? new Date();
  const report: ReminderRunReport = { due: 0, sent: 0, alreadyClaimed: 0, skipped: 0, failed: 0 };
  const due = await ReminderModel.find({ dueAt: { $lte: now } })
    .sort({ dueAt: 1 })
    .limit(options.batch ?? 200)
    .lean<{ _id: string; bookingId?: string; startAt: Date }[]>();
  report.due = due.length;

  for (const reminder of due) {
    // only this reminder (its `_id` names the booking and the start): a reschedule inserted another
    const done = () => ReminderModel.deleteOne({ _id: reminder._id });
    const bookingId = reminder.bookingId ?? reminder._id;
    try {
      const booking = await BookingModel.findById(bookingId).lean<ReminderBooking>();
      const current =
        booking &&
        ACTIVE_BOOKING_STATUSES.includes(booking.status) &&
        booking.startAt.getTime() === reminder.startAt.getTime() &&
        booking.startAt.getTime() > now.getTime();
      if (!booking || !current) {
        report.skipped += 1;
        await done();
        continue;
      }
      const key = reminderClaimKey(booking._id, booking.startAt);
      if (!(await claimOnce(key, now))) {
        // the winner deletes the reminder once sent (or frees the claim if sending failed): leave it to them
        report.alreadyClaimed += 1;
        continue;
      }
      try {
        await options.mailer.send(reminderMail(booking));
      } catch (error) {
        // give the next run (here or on another instance) a chance: nothing was sent
        await releaseClaim(key);
        throw error;
      }
      report.sent += 1;
      await done();
    } catch (error) {
      report.failed += 1;
      options.logger.error({ err: error, bookingId }, 'reminder failed');
    }
  }
  if (report.due > 0) options.logger.info(report, 'reminders run');
  return report;
}
