import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/domain/booking';
import type { OutboxMessage } from '../../server/mail/mailer';
import { createLogger } from '../../server/logger';
import { linkBookingNotifications } from '../../server/modules/bookings/booking-notifications';
import {
  book,
  createBookableShop,
  createCustomer,
  daysAhead,
  eventually,
  shopInstant,
  type TestShop,
} from './booking-jobs-fixtures';
import { getJson, startTestApp, type TestApp } from './helpers';
import { adminHeaders, clearOutbox, outboxPageCookie } from './support/outbox-client';
import { client, type Envelope } from './profile-fixtures';

type OutboxOne = Envelope<{ message: OutboxMessage & { raw: string } }>;

let app: TestApp;
let shop: TestShop;
let unlink: () => void;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api_booking_mail', seed: false });
  // server/index.ts links the booking emails at start-up; the test app is built without it
  unlink = linkBookingNotifications({
    events: app.services.bookings.events,
    mailer: app.services.mail,
    logger: createLogger({ logLevel: 'silent', version: 'test', nodeEnv: 'test' }),
    publicUrl: app.config.publicUrl,
  });
  shop = await createBookableShop(app, { name: 'Salone Prova' });
});
afterAll(async () => {
  unlink?.();
  await app?.close();
});
beforeEach(async () => {
  await clearOutbox(app);
});

const mailTo = async (email: string) =>
  (
    await getJson<Envelope<{ items: OutboxMessage[] }>>(
      `${app.baseUrl}/api/dev/outbox?to=${email}`,
      {
        headers: await adminHeaders(app),
      },
    )
  ).body.data.items;

/** Waits for the email of `template` to `email` (listeners send after the response). */
const awaitMail = async (email: string, template: string) =>
  (
    await eventually(
      () => mailTo(email),
      (items) => items.some((m) => m.template === template),
    )
  ).find((m) => m.template === template)!;

/** The decoded body of the attachment called `filename` in a raw MIME message. */
function attachmentOf(raw: string, filename: string): string {
  const parts = raw.split(/\n--[^\n]+\n/);
  const part = parts.find(
    (p) => p.includes(`filename=${filename}`) || p.includes(`filename="${filename}"`),
  );
  if (!part) throw new Error(`no attachment ${filename} in the message`);
  const [head = '', ...body] = part.split('\n\n');
  const content = body.join('\n\n').replace(/\n--[^\n]*--\s*$/, '');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable')
    return Buffer.from(
      content
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return content;
}

/** DTSTART of an .ics as an ISO instant. */
function dtstart(ics: string): string {
  const match = /\nDTSTART:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(ics);
  if (!match) throw new Error('no UTC DTSTART');
  const [, y, mo, d, h, mi, s] = match;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`).toISOString();
}

describe('booking emails', () => {
  it('confirms a booking in the customer’s language with an .ics at the booked instant', async () => {
    const { user, token } = await createCustomer(app, 'it');
    const date = daysAhead(6);
    const booking = await book(app, token, shop, { date, time: '10:00' });
    expect(booking.startAt).toBe(shopInstant(date, '10:00').toISOString());

    const summary = await awaitMail(user.email, 'booking-confirmed');
    expect(summary.locale).toBe('it');
    expect(summary.subject).toContain('Prenotazione confermata');
    expect(summary.subject).toContain('Salone Prova');
    expect(summary.text).toContain('Ciao Giulia Romano,');
    expect(summary.text).toContain('10:00–11:00 (ora di Europe/Rome)');
    expect(summary.text).toContain('Taglio');
    expect(summary.text).toMatch(/45,50\s€/);
    expect(summary.text).toContain(booking.reference);
    expect(summary.text).toContain('Via Roma 1, Roma');
    expect(summary.text).toContain(`${app.config.publicUrl}/bookings`);
    const filename = `orabella-${booking.reference}.ics`;
    expect(summary.attachments).toEqual([
      { filename, contentType: expect.stringContaining('text/calendar'), size: expect.any(Number) },
    ]);

    const one = await getJson<OutboxOne>(`${app.baseUrl}/api/dev/outbox/${summary.id}`, {
      headers: await adminHeaders(app),
    });
    expect(one.body.data.message.attachments[0]?.filename).toBe(filename);
    const ics = attachmentOf(one.body.data.message.raw, filename);
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain(`UID:${booking.id}@orabella`);
    expect(dtstart(ics)).toBe(booking.startAt);

    // the same file from the API
    const download = await fetch(`${app.baseUrl}/api/bookings/${booking.id}/calendar.ics`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(dtstart(await download.text())).toBe(booking.startAt);

    // the outbox page lists the attachment
    const page = await (
      await fetch(`${app.baseUrl}/dev/outbox`, { headers: { cookie: await outboxPageCookie(app) } })
    ).text();
    expect(page).toContain(filename);
  });

  it('tells an English customer the shop has the request when it confirms bookings itself', async () => {
    const manual = await createBookableShop(app, { autoConfirm: false, name: 'Barberia Attesa' });
    const { user, token } = await createCustomer(app, 'en');
    const booking = await book(app, token, manual, { date: daysAhead(7), time: '11:30' });
    expect(booking.status).toBe('pending');

    const requested = await awaitMail(user.email, 'booking-requested');
    expect(requested.locale).toBe('en');
    expect(requested.subject).toBe('Booking request sent to Barberia Attesa');
    expect(requested.text).toContain('Total: €45.50');

    // the shop confirms: the customer hears of it, with the calendar file
    const confirmed = await client(app, manual.ownerToken).put<{ booking: Booking }>(
      `/bookings/${booking.id}`,
      { status: 'confirmed' },
    );
    expect(confirmed.status).toBe(200);
    const update = await awaitMail(user.email, 'booking-updated');
    expect(update.subject).toBe('Barberia Attesa confirmed your booking');
    expect(update.attachments.map((a) => a.filename)).toEqual([
      `orabella-${booking.reference}.ics`,
    ]);
  });

  it('sends the cancellation with a METHOD:CANCEL calendar file', async () => {
    const { user, token } = await createCustomer(app, 'en');
    const booking = await book(app, token, shop, { date: daysAhead(8), time: '15:00' });
    await awaitMail(user.email, 'booking-confirmed');

    const cancelled = await client(app, token).del<{ booking: Booking }>(`/bookings/${booking.id}`);
    expect(cancelled.status).toBe(200);
    const update = await awaitMail(user.email, 'booking-updated');
    expect(update.subject).toBe('Booking cancelled: Salone Prova');
    expect(update.text).toContain('has been cancelled, as you asked');
    const one = await getJson<OutboxOne>(`${app.baseUrl}/api/dev/outbox/${update.id}`, {
      headers: await adminHeaders(app),
    });
    const ics = attachmentOf(one.body.data.message.raw, `orabella-${booking.reference}.ics`);
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain(`UID:${booking.id}@orabella`);
  });

  it('says where a booking moved to when it is rescheduled', async () => {
    const { user, token } = await createCustomer(app, 'en');
    const date = daysAhead(9);
    const booking = await book(app, token, shop, { date, time: '09:00' });
    await awaitMail(user.email, 'booking-confirmed');

    const moved = await client(app, token).put<{ booking: Booking }>(`/bookings/${booking.id}`, {
      date,
      time: '16:00',
    });
    expect(moved.status).toBe(200);
    const update = await awaitMail(user.email, 'booking-updated');
    expect(update.subject).toContain('Booking moved');
    expect(update.text).toMatch(/moved from .* 09:00 to .* 16:00/);
    const one = await getJson<OutboxOne>(`${app.baseUrl}/api/dev/outbox/${update.id}`, {
      headers: await adminHeaders(app),
    });
    const ics = attachmentOf(one.body.data.message.raw, `orabella-${booking.reference}.ics`);
    expect(dtstart(ics)).toBe(shopInstant(date, '16:00').toISOString());
  });
});
