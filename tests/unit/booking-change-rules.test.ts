import { describe, expect, it } from 'vitest';
import {
  actionOutcome,
  changeRefusal,
  notesWrite,
  readChange,
} from '../../src/domain/booking-change-rules';
import type { BookingRuleContext } from '../../src/domain/booking-status';

/** What a PUT asks for and whether this caller may do it now, as both the server and the mocks decide it. */

const BOOKED = { date: '2026-06-10', time: '10:00', staffId: 'anna' };
const START = new Date('2026-06-10T08:00:00Z');
const HOUR = 3_600_000;

const context = (over: Partial<BookingRuleContext> = {}): BookingRuleContext => ({
  actor: 'customer',
  now: new Date(START.getTime() - 72 * HOUR),
  startAt: START,
  status: 'confirmed',
  policies: {
    cancellation: { allowedHours: 24, feePercentage: 50 },
    reschedule: { allowedHours: 24, maxReschedules: 2 },
  },
  rescheduleCount: 0,
  autoConfirm: true,
  priceCents: 4500,
  ...over,
});

describe('readChange', () => {
  it('reads a new time as a reschedule and the same time as nothing', () => {
    expect(readChange({ time: '11:00' }, BOOKED)).toEqual({
      ok: true,
      value: { kind: 'reschedule', date: '2026-06-10', time: '11:00', staffId: undefined },
    });
    expect(readChange({ time: '10:00', staffId: null }, BOOKED)).toEqual({
      ok: true,
      value: { kind: 'none' },
    });
  });

  it('reads a status as its action, and refuses what no action leads to', () => {
    expect(readChange({ status: 'cancelled' }, BOOKED)).toEqual({
      ok: true,
      value: { kind: 'action', action: 'cancel' },
    });
    expect(readChange({ status: 'rescheduled' }, BOOKED)).toEqual({
      ok: false,
      code: 'TRANSITION_NOT_ALLOWED',
    });
    expect(readChange({ time: '11:00', status: 'cancelled' }, BOOKED)).toEqual({
      ok: false,
      code: 'INVALID_BOOKING_REQUEST',
      errors: { status: 'validation.invalidType' },
    });
    expect(readChange({}, BOOKED)).toEqual({ ok: false, code: 'INVALID_BOOKING_REQUEST' });
  });
});

describe('notesWrite', () => {
  it('lets each side write only its own notes, the customer only while the booking is ahead', () => {
    expect(notesWrite({ notes: 'hi' }, 'confirmed', 'customer')).toEqual({
      ok: true,
      value: { notes: 'hi' },
    });
    expect(notesWrite({ shopNotes: 'vip' }, 'confirmed', 'customer')).toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
      errors: { shopNotes: 'validation.unknownField' },
    });
    expect(notesWrite({ notes: 'late' }, 'completed', 'customer')).toEqual({
      ok: false,
      code: 'NOTES_CLOSED',
    });
    expect(notesWrite({ shopNotes: 'paid' }, 'completed', 'shop')).toEqual({
      ok: true,
      value: { shopNotes: 'paid' },
    });
  });
});

describe('changeRefusal', () => {
  it('names the reschedule limit before the window, then the state machine and the reason', () => {
    expect(changeRefusal(context({ rescheduleCount: 2 }), 'reschedule', null)?.code).toBe(
      'RESCHEDULE_LIMIT',
    );
    const late = context({ now: new Date(START.getTime() - 2 * HOUR) });
    expect(changeRefusal(late, 'reschedule', null)?.code).toBe('RESCHEDULE_CLOSED');
    expect(changeRefusal(context(), 'confirm', null)?.code).toBe('TRANSITION_NOT_ALLOWED');
    expect(changeRefusal(context(), 'reschedule', null)).toBeNull();
    expect(changeRefusal(context(), 'cancel', null)).toBeNull();
  });

  it('asks the shop for a reason to reject', () => {
    const shop = context({ actor: 'shop', status: 'pending', autoConfirm: false });
    expect(changeRefusal(shop, 'reject', '  ')).toEqual({
      code: 'REASON_REQUIRED',
      errors: { reason: 'validation.required' },
    });
    expect(changeRefusal(shop, 'reject', 'fully booked')).toBeNull();
  });
});

describe('actionOutcome', () => {
  it('charges a customer who cancels inside the free window, nobody else', () => {
    const late = context({ now: new Date(START.getTime() - 3 * HOUR) });
    expect(actionOutcome('cancel', late)).toEqual({
      status: 'cancelled',
      cancellationFeeCents: 2250,
    });
    expect(actionOutcome('cancel', context())).toEqual({
      status: 'cancelled',
      cancellationFeeCents: null,
    });
    expect(actionOutcome('cancel', { ...late, actor: 'shop' }).cancellationFeeCents).toBeNull();
  });
});
