/**
 * Reminder emails (issue 5). CONTRACT STUB — the jobs helper implements it.
 * `syncReminder` is called by the bookings service after every booking write: it schedules (upserts) or drops the
 * reminder of that booking, so the reminder job never scans the bookings collection.
 */
export interface ReminderSource {
  id: string;
  status: string;
  /** ISO instant */
  startAt: string;
  /** hours before the start; null = no reminder */
  reminderHours: number | null;
}

export async function syncReminder(booking: ReminderSource): Promise<void> {
  void booking;
}
