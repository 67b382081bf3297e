import { describe, expect, it } from 'vitest';
import type { Booking, BookingHistoryEntry, BookingStatus } from '../../src/domain/booking';
import { bookingCalendarFile } from '../../src/domain/booking-ics';

const PUBLIC_URL = 'https://orabella.example/';

function entry(action: string, status: BookingStatus): BookingHistoryEntry {
  return {
    at: '2026-03-20T09:00:00.000Z',
    by: { role: 'customer', id: 'user-1', name: 'Giulia Romano' },
    action,
    from: { status: null, date: null, time: null, staffId: null },
    to: { status, date: '2026-03-29', time: '10:30', staffId: 'shop' },
    reason: null,
  };
}

/** 29 March 2026 is the spring DST change in Rome: 10:30 local is 08:30 UTC (CEST, +02:00). */
function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'bk_abcdefgh12345678',
    reference: 'ORA-7K2M9Q',
    shopId: 'salone-aurora-roma',
    shopName: 'Salone Aurora',
    shopAddress: 'Via del Corso 12, 00186 Roma',
    shopTimeZone: 'Europe/Rome',
    customerId: 'user-1',
    customerName: 'Giulia Romano',
    customerEmail: 'giulia@example.com',
    customerPhone: '+393331234567',
    services: [
      { id: 's1', name: 'Cut', duration: 45, price: 30, priceCents: 3000 },
      { id: 's2', name: 'Colour', duration: 45, price: 55.5, priceCents: 5550 },
    ],
    serviceName: 'Cut, Colour',
    serviceType: 'salon',
    staffId: 'shop',
    staffName: null,
    date: '2026-03-29',
    startTime: '10:30',
    time: '10:30',
    endTime: '12:00',
    startAt: '2026-03-29T08:30:00.000Z',
    endAt: '2026-03-29T10:00:00.000Z',
    duration: 90,
    price: 85.5,
    priceCents: 8550,
    estimatedPrice: 85.5,
    status: 'confirmed',
    notes: '',
    specialRequests: '',
    firstTimeCustomer: false,
    reminderHours: 24,
    cancellationFee: null,
    rescheduleCount: 0,
    history: [entry('created', 'confirmed')],
    policy: {
      freeCancellationUntil: '2026-03-28T08:30:00.000Z',
      cancellationFeePercent: 0,
      cancellationFeeNow: 0,
      rescheduleUntil: '2026-03-28T08:30:00.000Z',
      reschedulesLeft: 2,
      lateReschedule: false,
    },
    allowedActions: ['cancel', 'reschedule'],
    createdAt: '2026-03-20T09:00:00.000Z',
    updatedAt: '2026-03-20T09:00:00.000Z',
    ...overrides,
  };
}

/** Unfolds continuation lines (RFC 5545 §3.1) and maps the VEVENT's properties by name. */
function parse(ics: string): { calendar: Map<string, string>; event: Map<string, string> } {
  const lines = ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const calendar = new Map<string, string>();
  const event = new Map<string, string>();
  let inEvent = false;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') inEvent = true;
    else if (line === 'END:VEVENT') inEvent = false;
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).split(';')[0]!;
    (inEvent ? event : calendar).set(name, line.slice(colon + 1));
  }
  return { calendar, event };
}

/** 20260329T083000Z → the instant */
function instant(value: string | undefined): string {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!match) throw new Error(`not a UTC date-time: ${value}`);
  const [, y, mo, d, h, mi, s] = match;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.000Z`).toISOString();
}

describe('bookingCalendarFile', () => {
  it('puts the booking instants in UTC, whatever the shop zone and the DST change', () => {
    const { calendar, event } = parse(bookingCalendarFile(booking(), { publicUrl: PUBLIC_URL }));
    expect(calendar.get('METHOD')).toBe('PUBLISH');
    expect(event.get('DTSTART')).toBe('20260329T083000Z');
    expect(instant(event.get('DTSTART'))).toBe('2026-03-29T08:30:00.000Z');
    expect(instant(event.get('DTEND'))).toBe('2026-03-29T10:00:00.000Z');
  });

  it('names services and shop, places it at the shop address and links to my bookings', () => {
    const { event } = parse(bookingCalendarFile(booking(), { publicUrl: PUBLIC_URL }));
    // commas and semicolons are escaped in iCalendar text
    expect(event.get('SUMMARY')).toBe('Cut\\, Colour — Salone Aurora');
    expect(event.get('LOCATION')).toBe('Via del Corso 12\\, 00186 Roma');
    expect(event.get('DESCRIPTION')).toContain('ORA-7K2M9Q');
    expect(event.get('DESCRIPTION')).toContain('https://orabella.example/bookings');
  });

  it('keeps one UID per booking and raises SEQUENCE with every change, so calendars update the event', () => {
    const first = parse(bookingCalendarFile(booking(), { publicUrl: PUBLIC_URL })).event;
    const moved = parse(
      bookingCalendarFile(
        booking({
          status: 'rescheduled',
          startAt: '2026-03-30T07:00:00.000Z',
          endAt: '2026-03-30T08:30:00.000Z',
          history: [entry('created', 'confirmed'), entry('reschedule', 'rescheduled')],
        }),
        { publicUrl: PUBLIC_URL },
      ),
    ).event;
    expect(first.get('UID')).toBe('bk_abcdefgh12345678@orabella');
    expect(moved.get('UID')).toBe(first.get('UID'));
    expect(first.get('SEQUENCE')).toBe('1');
    expect(moved.get('SEQUENCE')).toBe('2');
    expect(moved.get('DTSTART')).toBe('20260330T070000Z');
    expect(moved.get('STATUS')).toBe('CONFIRMED');
  });

  it('marks a booking waiting for the shop as tentative', () => {
    const { event } = parse(
      bookingCalendarFile(booking({ status: 'pending' }), { publicUrl: PUBLIC_URL }),
    );
    expect(event.get('STATUS')).toBe('TENTATIVE');
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED for the same UID', () => {
    const cancelled = booking({
      status: 'cancelled',
      history: [entry('created', 'confirmed'), entry('cancel', 'cancelled')],
    });
    const { calendar, event } = parse(
      bookingCalendarFile(cancelled, { publicUrl: PUBLIC_URL, method: 'CANCEL' }),
    );
    expect(calendar.get('METHOD')).toBe('CANCEL');
    expect(event.get('STATUS')).toBe('CANCELLED');
    expect(event.get('UID')).toBe('bk_abcdefgh12345678@orabella');
    expect(event.get('SEQUENCE')).toBe('2');
  });
});
