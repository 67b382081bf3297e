import { describe, expect, it } from 'vitest';
import {
  bookingRuleContext,
  policySnapshot,
  reminderHoursFor,
  toBookingDto,
  type StoredBooking,
} from '../../src/domain/booking-record';

/** A stored booking as the API shows it, the same for the server's documents and the mocks' store. */

const NOW = new Date('2026-06-01T06:00:00Z');
const record = (over: Partial<StoredBooking> = {}): StoredBooking => ({
  _id: 'bk_1',
  reference: 'ORA-ABC234',
  shopId: 'shop-1',
  shopName: 'Salone',
  shopAddress: 'Via Roma 1, Roma',
  shopTimeZone: 'Europe/Rome',
  serviceType: 'hair',
  customerId: 'u1',
  customerName: 'Giulia',
  customerEmail: 'g@example.com',
  customerPhone: '+393331234567',
  services: [{ serviceId: 'cut', name: 'Cut', durationMinutes: 90, priceCents: 4550 }],
  staffId: 'anna',
  date: '2026-06-10',
  time: '23:00',
  startAt: '2026-06-10T21:00:00.000Z',
  endAt: new Date('2026-06-10T22:30:00Z'),
  durationMinutes: 90,
  priceCents: 4550,
  status: 'confirmed',
  shopNotes: 'regular',
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
  ...over,
});

describe('toBookingDto', () => {
  it('maps the record with euro next to cents and the end time capped at midnight', () => {
    const dto = toBookingDto(record(), 'customer', NOW);
    expect(dto).toMatchObject({
      id: 'bk_1',
      services: [{ id: 'cut', name: 'Cut', duration: 90, price: 45.5, priceCents: 4550 }],
      serviceName: 'Cut',
      price: 45.5,
      endTime: '24:00',
      endAt: '2026-06-10T22:30:00.000Z',
      notes: '',
      cancellationFee: null,
      rescheduleCount: 0,
      history: [],
    });
    expect(dto.allowedActions).toContain('cancel');
  });

  it('falls back to an empty service type, as the server always did', () => {
    const stored = { ...record(), serviceType: undefined as unknown as string };
    expect(toBookingDto(stored, 'customer', NOW).serviceType).toBe('');
  });

  it('shows the shop’s own notes to the shop and an admin only', () => {
    expect(toBookingDto(record(), 'customer', NOW)).not.toHaveProperty('shopNotes');
    expect(toBookingDto(record(), 'system', NOW)).not.toHaveProperty('shopNotes');
    expect(toBookingDto(record(), 'shop', NOW).shopNotes).toBe('regular');
    expect(toBookingDto(record(), 'admin', NOW).shopNotes).toBe('regular');
  });
});

describe('policies and context', () => {
  it('fills the policies a shop has not set with the defaults', () => {
    expect(policySnapshot(undefined)).toEqual({
      cancellation: { allowedHours: 24, feePercentage: 0 },
      reschedule: { allowedHours: 24, maxReschedules: 2 },
    });
    const context = bookingRuleContext(record({ autoConfirm: undefined }), 'shop', NOW);
    expect(context).toMatchObject({ autoConfirm: true, rescheduleCount: 0, priceCents: 4550 });
    expect(context.startAt.toISOString()).toBe('2026-06-10T21:00:00.000Z');
  });
});

describe('reminderHoursFor', () => {
  it('takes the request’s reminder, else the saved lead time while reminders are on', () => {
    expect(reminderHoursFor({ reminderHours: 6, customerDetails: {} }, 12)).toBe(6);
    expect(reminderHoursFor({ reminderHours: null, customerDetails: {} }, 12)).toBeNull();
    expect(reminderHoursFor({ customerDetails: { sendReminders: true } }, 12)).toBe(12);
    expect(reminderHoursFor({ customerDetails: {} }, null)).toBe(24);
    expect(reminderHoursFor({ customerDetails: { sendReminders: false } }, 12)).toBeNull();
  });
});
