import { Schema, model } from 'mongoose';

/**
 * A booking's pending reminder email, inserted once per booking and start (see server/jobs/reminders.ts). The job
 * deletes each one it handles, so its `dueAt` scan reads the pending reminders only, not the bookings; on MongoDB
 * the `dueAt` index serves it.
 */
const reminderSchema = new Schema(
  {
    /** `<bookingId>@<startAt ISO>`: one reminder per booking and start */
    _id: { type: String, required: true },
    bookingId: { type: String, required: true },
    /** when to send: startAt − reminderHours */
    dueAt: { type: Date, required: true },
    /** the start it reminds of: a reschedule changes it, and with it the once-only claim key */
    startAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'reminders' },
);

reminderSchema.index({ dueAt: 1 });

export const ReminderModel = model('Reminder', reminderSchema);
