import { describe, expect, it } from 'vitest';
import {
  actionForStatus,
  allowedActions,
  bookingPolicy,
  cancellationFeeCents,
  initialStatus,
  isLateReschedule,
  reasonRequired,
  statusAfter,
  type BookingRuleContext,
} from '../../src/domain/booking-status';
import type { BookingStatus } from '../../src/domain/booking';

const START = new Date('2026-06-10T10:00:00Z');
const hoursBefore = (h: number) => new Date(START.getTime() - h * 3_600_000);
const minutes = (m: number) => m * 60_000;

/** 24 h free cancellation then 50 %; reschedule until 12 h before, at most twice; €30.00 */
function ctx(over: Partial<BookingRuleContext> = {}): BookingRuleContext {
  return {
    actor: 'customer',
    now: hoursBefore(48),
    startAt: START,
    status: 'confirmed',
    policies: {
      cancellation: { allowedHours: 24, feePercentage: 50 },
      reschedule: { allowedHours: 12, maxReschedules: 2 },
    },
    rescheduleCount: 0,
    autoConfirm: true,
    priceCents: 3000,
    ...over,
  };
}
const TERMINAL: BookingStatus[] = ['completed', 'cancelled', 'no-show', 'rejected'];

describe('a customer', () => {
  it('may cancel and reschedule a pending, confirmed or rescheduled booking well ahead', () => {
    for (const status of ['pending', 'confirmed', 'rescheduled'] as const) {
      expect(allowedActions(ctx({ status }))).toEqual(['cancel', 'reschedule']);
    }
  });

  it('may do nothing with a checked-in or finished booking, and never the shop’s actions', () => {
    for (const status of ['checked-in', ...TERMINAL] as BookingStatus[]) {
      expect(allowedActions(ctx({ status }))).toEqual([]);
    }
    expect(allowedActions(ctx({ status: 'pending' }))).not.toContain('confirm');
    expect(allowedActions(ctx({ now: hoursBefore(-1) }))).not.toContain('no-show');
  });

  it('may cancel late (with the fee) until the start, not after', () => {
    expect(allowedActions(ctx({ now: hoursBefore(1) }))).toEqual(['cancel']);
    expect(allowedActions(ctx({ now: new Date(START.getTime() - 1) }))).toEqual(['cancel']);
    expect(allowedActions(ctx({ now: START }))).toEqual([]);
  });

  it('may reschedule until the allowed hours before the start, inclusive', () => {
    expect(allowedActions(ctx({ now: hoursBefore(12) }))).toContain('reschedule');
    const justAfter = new Date(hoursBefore(12).getTime() + minutes(1));
    expect(allowedActions(ctx({ now: justAfter }))).not.toContain('reschedule');
  });

  it('may reschedule at most maxReschedules times', () => {
    expect(allowedActions(ctx({ rescheduleCount: 1 }))).toContain('reschedule');
    expect(allowedActions(ctx({ rescheduleCount: 2 }))).toEqual(['cancel']);
    expect(
      allowedActions(
        ctx({
          policies: {
            cancellation: { allowedHours: 24, feePercentage: 50 },
            reschedule: { allowedHours: 12, maxReschedules: 0 },
          },
        }),
      ),
    ).toEqual(['cancel']);
  });

  it('waits for the shop again after rescheduling unless it confirms automatically', () => {
    expect(statusAfter('reschedule', ctx({ autoConfirm: true }))).toBe('rescheduled');
    expect(statusAfter('reschedule', ctx({ autoConfirm: false }))).toBe('pending');
    expect(statusAfter('cancel', ctx())).toBe('cancelled');
  });
});

describe('the shop and an admin', () => {
  for (const actor of ['shop', 'admin'] as const) {
    it(`${actor}: confirms, rejects, cancels or moves a pending booking`, () => {
      expect(allowedActions(ctx({ actor, status: 'pending' }))).toEqual([
        'cancel',
        'reschedule',
        'confirm',
        'reject',
      ]);
    });

    it(`${actor}: checks in from two hours before the start`, () => {
      expect(allowedActions(ctx({ actor, now: hoursBefore(3) }))).toEqual(['cancel', 'reschedule']);
      expect(allowedActions(ctx({ actor, now: hoursBefore(2) }))).toEqual([
        'cancel',
        'reschedule',
        'check-in',
      ]);
      expect(allowedActions(ctx({ actor, status: 'rescheduled', now: hoursBefore(1) }))).toContain(
        'check-in',
      );
    });

    it(`${actor}: completes or marks a no-show once the start has passed, no more moving`, () => {
      for (const status of ['confirmed', 'rescheduled'] as const) {
        expect(allowedActions(ctx({ actor, status, now: hoursBefore(-1) }))).toEqual([
          'cancel',
          'check-in',
          'complete',
          'no-show',
        ]);
      }
      expect(allowedActions(ctx({ actor, now: START }))).toEqual([
        'cancel',
        'reschedule',
        'check-in',
        'complete',
        'no-show',
      ]);
    });

    it(`${actor}: completes or cancels a checked-in booking, any time`, () => {
      expect(allowedActions(ctx({ actor, status: 'checked-in', now: hoursBefore(1) }))).toEqual([
        'cancel',
        'complete',
      ]);
    });

    it(`${actor}: has no limit on reschedules and nothing to do with a finished booking`, () => {
      expect(allowedActions(ctx({ actor, rescheduleCount: 5 }))).toContain('reschedule');
      for (const status of TERMINAL) expect(allowedActions(ctx({ actor, status }))).toEqual([]);
    });

    it(`${actor}: must give a reason to reject or cancel, not for the rest`, () => {
      expect(reasonRequired('reject', actor)).toBe(true);
      expect(reasonRequired('cancel', actor)).toBe(true);
      expect(reasonRequired('confirm', actor)).toBe(false);
      expect(reasonRequired('reschedule', actor)).toBe(false);
    });
  }

  it('moves a booking to rescheduled even when the shop does not confirm automatically', () => {
    expect(statusAfter('reschedule', ctx({ actor: 'shop', autoConfirm: false }))).toBe(
      'rescheduled',
    );
  });

  it('leads each action to its status', () => {
    const shop = ctx({ actor: 'shop' });
    expect(statusAfter('confirm', shop)).toBe('confirmed');
    expect(statusAfter('reject', shop)).toBe('rejected');
    expect(statusAfter('check-in', shop)).toBe('checked-in');
    expect(statusAfter('complete', shop)).toBe('completed');
    expect(statusAfter('no-show', shop)).toBe('no-show');
  });
});

describe('the system', () => {
  it('may do nothing', () => {
    expect(allowedActions(ctx({ actor: 'system', status: 'pending' }))).toEqual([]);
    expect(allowedActions(ctx({ actor: 'system', now: hoursBefore(-1) }))).toEqual([]);
  });
});

describe('status requests and the first status', () => {
  it('maps a requested status to its action', () => {
    expect(actionForStatus('cancelled')).toBe('cancel');
    expect(actionForStatus('confirmed')).toBe('confirm');
    expect(actionForStatus('rejected')).toBe('reject');
    expect(actionForStatus('checked-in')).toBe('check-in');
    expect(actionForStatus('completed')).toBe('complete');
    expect(actionForStatus('no-show')).toBe('no-show');
    expect(actionForStatus('rescheduled')).toBe('reschedule');
    expect(actionForStatus('pending')).toBeNull();
    expect(actionForStatus('confirmed', 'confirmed')).toBeNull();
  });

  it('does not ask a customer for a reason', () => {
    expect(reasonRequired('cancel', 'customer')).toBe(false);
  });

  it('starts confirmed when the shop confirms automatically, else pending', () => {
    expect(initialStatus(true)).toBe('confirmed');
    expect(initialStatus(false)).toBe('pending');
  });
});

describe('the cancellation fee', () => {
  it('is free up to and including the free-cancellation limit', () => {
    expect(cancellationFeeCents(ctx({ now: hoursBefore(24) }))).toBe(0);
    const oneMinuteLate = new Date(hoursBefore(24).getTime() + minutes(1));
    expect(cancellationFeeCents(ctx({ now: oneMinuteLate }))).toBe(1500);
  });

  it('rounds the percentage of the price to whole cents', () => {
    const late = ctx({
      now: hoursBefore(2),
      priceCents: 2999,
      policies: {
        cancellation: { allowedHours: 24, feePercentage: 15 },
        reschedule: { allowedHours: 12, maxReschedules: 2 },
      },
    });
    expect(cancellationFeeCents(late)).toBe(450);
  });

  it('never charges when the shop or an admin cancels', () => {
    expect(cancellationFeeCents(ctx({ actor: 'shop', now: hoursBefore(1) }))).toBe(0);
    expect(cancellationFeeCents(ctx({ actor: 'admin', now: hoursBefore(1) }))).toBe(0);
  });
});

describe('the policy shown with a booking', () => {
  it('says until when things are free and allowed, and what cancelling costs now', () => {
    expect(bookingPolicy(ctx({ now: hoursBefore(30), rescheduleCount: 1 }))).toEqual({
      freeCancellationUntil: '2026-06-09T10:00:00.000Z',
      cancellationFeePercent: 50,
      cancellationFeeNow: 0,
      rescheduleUntil: '2026-06-09T22:00:00.000Z',
      reschedulesLeft: 1,
      lateReschedule: false,
    });
    expect(bookingPolicy(ctx({ actor: 'shop', now: hoursBefore(5) }))).toMatchObject({
      cancellationFeeNow: 15,
      lateReschedule: true,
    });
  });

  it('warns of a late reschedule inside 24 hours of the start', () => {
    expect(isLateReschedule({ now: hoursBefore(24), startAt: START })).toBe(false);
    expect(
      isLateReschedule({ now: new Date(hoursBefore(24).getTime() + minutes(1)), startAt: START }),
    ).toBe(true);
    expect(isLateReschedule({ now: hoursBefore(2), startAt: START })).toBe(true);
  });
});
