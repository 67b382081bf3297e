import { describe, expect, it } from 'vitest';
import type { BookingActorRole, BookingStatus } from '../../src/domain/booking';
import type { BookingRecord } from '../../server/models/booking.model';
import { bookingJson } from '../../server/modules/bookings/booking-json';
import { toBooking } from '../../server/modules/bookings/booking.mapper';

/**
 * The booking lists send each booking's JSON with its time-independent text kept per record
 * (server/modules/bookings/booking-json.ts): at every instant it must be the view's own JSON, byte for byte.
 */

const HOUR = 3_600_000;
const START = Date.parse('2026-06-10T21:00:00.000Z');

const record = (over: Partial<BookingRecord> = {}): BookingRecord =>
  ({
    _id: 'bk_1',
    reference: 'ORA-ABC234',
    shopId: 'shop-1',
    shopName: 'Salone "Bella", Roma',
    shopAddress: 'Via Roma 1, Roma',
    shopTimeZone: 'Europe/Rome',
    serviceType: 'hair',
    customerId: 'u1',
    customerName: 'Giulia',
    customerEmail: 'g@example.com',
    customerPhone: '+393331234567',
    customerLocale: 'it',
    services: [
      {
        serviceId: 'cut',
        name: 'Cut',
        names: { en: 'Cut', it: 'Taglio' },
        durationMinutes: 90,
        priceCents: 4550,
      },
    ],
    staffId: 'anna',
    staffName: 'Anna',
    date: '2026-06-10',
    time: '23:00',
    startAt: new Date(START),
    endAt: new Date(START + 1.5 * HOUR),
    durationMinutes: 90,
    priceCents: 4550,
    status: 'confirmed',
    notes: '',
    // a note that reads like the members that are spliced in must not confuse the split
    shopNotes: ',"policy":{},"allowedActions":[]',
    specialRequests: '',
    firstTimeCustomer: false,
    reminderHours: 24,
    cancellationFeeCents: null,
    noShowFeeCents: null,
    rescheduleCount: 1,
    policies: {
      cancellation: { allowedHours: 24, feePercentage: 50 },
      reschedule: { allowedHours: 12, maxReschedules: 2 },
    },
    autoConfirm: true,
    cells: [],
    version: 2,
    history: [],
    createdAt: new Date('2026-05-01T10:00:00.000Z'),
    updatedAt: new Date('2026-05-01T10:00:00.000Z'),
    ...over,
  }) as unknown as BookingRecord;

/** around every deadline of the state machine: free cancellation, reschedule, late reschedule, check-in, start */
const INSTANTS = [
  -48, -24.001, -24, -23.999, -12.001, -12, -11.999, -3, -2.001, -2, -1, 0, 0.5, 2,
].map((hours) => new Date(START + hours * HOUR));

const VIEWERS: BookingActorRole[] = ['customer', 'shop', 'admin', 'system'];
const STATUSES: BookingStatus[] = [
  'pending',
  'confirmed',
  'rescheduled',
  'checked-in',
  'cancelled',
];

describe('a booking’s JSON with its kept text', () => {
  it('is the view’s JSON for every viewer, language and status, at every instant', () => {
    for (const status of STATUSES) {
      const stored = record({ status });
      for (const viewer of VIEWERS)
        for (const language of ['en', 'it'] as const)
          // the first call keeps the text, the later ones splice the time-dependent members into it
          for (const now of [...INSTANTS, ...INSTANTS.slice().reverse()])
            expect(bookingJson(stored, viewer, now, language)).toBe(
              JSON.stringify(toBooking(stored, viewer, now, language)),
            );
    }
  });

  it('follows a record whose version or update time differs (a record is never served stale text)', () => {
    const stored = record();
    const now = INSTANTS[0]!;
    bookingJson(stored, 'customer', now, 'en');
    const changed = stored as { status: BookingStatus; version: number; updatedAt: Date };
    changed.status = 'cancelled';
    changed.version = 3;
    expect(bookingJson(stored, 'customer', now, 'en')).toBe(
      JSON.stringify(toBooking(stored, 'customer', now, 'en')),
    );
    changed.status = 'confirmed';
    changed.updatedAt = new Date('2026-05-02T10:00:00.000Z');
    expect(bookingJson(stored, 'customer', now, 'en')).toBe(
      JSON.stringify(toBooking(stored, 'customer', now, 'en')),
    );
  });

  it('carries a series and a source like the view', () => {
    const stored = record({
      series: { id: 'sr_1', frequency: 'weekly', index: 2, count: 6 },
      source: 'phone',
    } as Partial<BookingRecord>);
    for (const now of INSTANTS)
      expect(bookingJson(stored, 'shop', now, 'en')).toBe(
        JSON.stringify(toBooking(stored, 'shop', now, 'en')),
      );
  });
});
