import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/domain/booking';
import { runReminders } from '../../server/jobs/reminder-job';
import { syncReminder } from '../../server/jobs/reminders';
import { createLogger } from '../../server/logger';
import type { OutboxMessage } from '../../server/mail/mailer';
import { ReminderModel } from '../../server/models/reminder.model';
import {
  book,
  createBookableShop,
  createCustomer,
  daysAhead,
  type TestShop,
} from './booking-jobs-fixtures';
import { getJson, startTestApp, type TestApp } from './helpers';
import { adminHeaders } from './support/outbox-client';
import { client, type Envelope } from './profile-fixtures';

const HOUR = 60 * 60 * 1000;
const logger = createLogger({ logLevel: 'silent', version: 'test', nodeEnv: 'test' });

let app: TestApp;
let shop: TestShop;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api_booking_reminders', seed: false });
  shop = await createBookableShop(app);
});
afterAll(async () => {
  await app?.close();
});

/** One instance's reminder run at `now` (the job's clock, so the test need not wait a day). */
const run = (now: Date) =>
  runReminders({ now, mailer: app.services.mail, logger, publicUrl: app.config.publicUrl });

const remindersTo = async (email: string) =>
  (
    await getJson<Envelope<{ items: OutboxMessage[] }>>(
      `${app.baseUrl}/api/dev/outbox?to=${email}`,
      {
        headers: await adminHeaders(app),
      },
    )
  ).body.data.items.filter((m) => m.template === 'booking-reminder');

/** The reminders scheduled for a booking (one per start it had). */
const remindersOf = (bookingId: string) =>
  ReminderModel.find({ bookingId }).lean<{ dueAt: Date; startAt: Date }[]>();

describe('booking reminders', () => {
  it('schedules the reminder at the chosen lead time and sends it exactly once across instances and restarts', async () => {
    const { user, token } = await createCustomer(app, 'it');
    const booking = await book(app, token, shop, {
      date: daysAhead(3),
      time: '10:00',
      reminderHours: 24,
    });
    const startAt = new Date(booking.startAt);
    const [reminder] = await remindersOf(booking.id);
    expect(reminder?.dueAt.toISOString()).toBe(
      new Date(startAt.getTime() - 24 * HOUR).toISOString(),
    );

    // a day and a bit before: not due yet
    expect((await run(new Date(startAt.getTime() - 25 * HOUR))).sent).toBe(0);
    expect(await remindersTo(user.email)).toHaveLength(0);

    // 23 hours before, two instances run the job at the same moment: one sends
    const now = new Date(startAt.getTime() - 23 * HOUR);
    const [a, b] = await Promise.all([run(now), run(now)]);
    expect(a.sent + b.sent).toBe(1);
    const sent = await remindersTo(user.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ locale: 'it' });
    expect(sent[0]?.subject).toContain('Promemoria');
    expect(sent[0]?.text).toContain(booking.reference);
    expect(sent[0]?.text).toContain('tra circa 24 ore');

    // the job runs again, and after a restart finds the reminder still scheduled (as if the process died
    // between sending and deleting it): nothing is sent twice
    expect((await run(new Date(now.getTime() + 60_000))).sent).toBe(0);
    await syncReminder({
      id: booking.id,
      status: booking.status,
      startAt: booking.startAt,
      reminderHours: 24,
    });
    expect((await run(new Date(now.getTime() + 120_000))).sent).toBe(0);
    expect(await remindersTo(user.email)).toHaveLength(1);
  });

  it('sends none for a cancelled booking', async () => {
    const { user, token } = await createCustomer(app, 'en');
    const booking = await book(app, token, shop, {
      date: daysAhead(4),
      time: '12:00',
      reminderHours: 12,
    });
    expect(await remindersOf(booking.id)).toHaveLength(1);
    expect((await client(app, token).del(`/bookings/${booking.id}`)).status).toBe(200);

    // the scheduled reminder finds the booking cancelled: nothing is sent and the reminder is dropped
    await run(new Date(Date.parse(booking.startAt) - 11 * HOUR));
    expect(await remindersTo(user.email)).toHaveLength(0);
    expect(await remindersOf(booking.id)).toHaveLength(0);
  });

  it('sends none when the customer asked for none', async () => {
    const { user, token } = await createCustomer(app, 'en');
    const booking = await book(app, token, shop, {
      date: daysAhead(4),
      time: '16:00',
      reminderHours: null,
    });
    expect(booking.reminderHours).toBeNull();
    expect(await remindersOf(booking.id)).toHaveLength(0);
    await run(new Date(Date.parse(booking.startAt) - HOUR));
    expect(await remindersTo(user.email)).toHaveLength(0);
  });

  it('reminds again of a rescheduled booking, at its new time', async () => {
    const { user, token } = await createCustomer(app, 'en');
    const date = daysAhead(5);
    const booking = await book(app, token, shop, { date, time: '09:00', reminderHours: 2 });
    await run(new Date(Date.parse(booking.startAt) - HOUR));
    expect(await remindersTo(user.email)).toHaveLength(1);

    const moved = await client(app, token).put<{ booking: Booking }>(`/bookings/${booking.id}`, {
      date,
      time: '17:00',
    });
    expect(moved.status).toBe(200);
    const newStart = Date.parse(moved.body.data.booking.startAt);
    expect((await remindersOf(booking.id)).map((r) => r.dueAt.getTime())).toEqual([
      newStart - 2 * HOUR,
    ]);
    await run(new Date(newStart - HOUR));
    const sent = await remindersTo(user.email);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.text).toContain('17:00');
  });
});
