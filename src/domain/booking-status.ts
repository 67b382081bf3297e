import {
  BOOKING_ACTIONS,
  LATE_RESCHEDULE_HOURS,
  type BookingAction,
  type BookingActorRole,
  type BookingPolicy,
  type BookingStatus,
} from './booking';

/**
 * The booking state machine (spec 02 §4 statuses, spec 03 appointment actions and policies; issue 5): which
 * caller may take which action from which status and when, what it leads to, and what a cancellation
 * costs. The server enforces it, the mocks mirror it, the client shows only the actions it returns.
 */

export interface BookingRuleContext {
  actor: BookingActorRole;
  now: Date;
  /** booking start instant */
  startAt: Date;
  status: BookingStatus;
  policies: {
    cancellation: { allowedHours: number; feePercentage: number };
    reschedule: { allowedHours: number; maxReschedules: number };
  };
  rescheduleCount: number;
  autoConfirm: boolean;
  priceCents: number;
}

const HOUR_MS = 3_600_000;
/** the shop may check a customer in from this long before the start */
export const CHECK_IN_OPENS_HOURS = 2;

/** Statuses a customer's booking can still be cancelled or moved from. */
const OPEN: readonly BookingStatus[] = ['pending', 'confirmed', 'rescheduled'];
/** Statuses of a booking the customer is expected to turn up for. */
const EXPECTED: readonly BookingStatus[] = ['confirmed', 'rescheduled'];

const hours = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

function isStaff(actor: BookingActorRole): boolean {
  return actor === 'shop' || actor === 'admin';
}

/** The instant until which cancelling costs nothing. */
function freeCancellationUntil(ctx: BookingRuleContext): number {
  return ctx.startAt.getTime() - hours(ctx.policies.cancellation.allowedHours) * HOUR_MS;
}

/** The last instant a customer may reschedule. */
function rescheduleUntil(ctx: BookingRuleContext): number {
  return ctx.startAt.getTime() - hours(ctx.policies.reschedule.allowedHours) * HOUR_MS;
}

function reschedulesLeft(ctx: BookingRuleContext): number {
  const max = Number.isFinite(ctx.policies.reschedule.maxReschedules)
    ? Math.floor(ctx.policies.reschedule.maxReschedules)
    : 0;
  return Math.max(0, max - ctx.rescheduleCount);
}

function customerMay(action: BookingAction, ctx: BookingRuleContext): boolean {
  const now = ctx.now.getTime();
  if (!OPEN.includes(ctx.status)) return false;
  if (action === 'cancel') return now < ctx.startAt.getTime();
  if (action === 'reschedule') return now <= rescheduleUntil(ctx) && reschedulesLeft(ctx) > 0;
  return false;
}

function staffMay(action: BookingAction, ctx: BookingRuleContext): boolean {
  const now = ctx.now.getTime();
  const start = ctx.startAt.getTime();
  const started = now >= start;
  switch (action) {
    case 'confirm':
    case 'reject':
      return ctx.status === 'pending';
    case 'cancel':
      return OPEN.includes(ctx.status) || ctx.status === 'checked-in';
    case 'reschedule':
      return OPEN.includes(ctx.status) && now <= start;
    case 'check-in':
      return EXPECTED.includes(ctx.status) && now >= start - CHECK_IN_OPENS_HOURS * HOUR_MS;
    case 'complete':
      return ctx.status === 'checked-in' || (EXPECTED.includes(ctx.status) && started);
    case 'no-show':
      return EXPECTED.includes(ctx.status) && started;
  }
}

/** What this caller may do with the booking now, in BOOKING_ACTIONS order. */
export function allowedActions(ctx: BookingRuleContext): BookingAction[] {
  if (ctx.actor === 'system') return [];
  const may = isStaff(ctx.actor) ? staffMay : customerMay;
  return BOOKING_ACTIONS.filter((action) => may(action, ctx));
}

/** the status an action leads to */
export function statusAfter(action: BookingAction, ctx: BookingRuleContext): BookingStatus {
  switch (action) {
    case 'cancel':
      return 'cancelled';
    case 'confirm':
      return 'confirmed';
    case 'reject':
      return 'rejected';
    case 'check-in':
      return 'checked-in';
    case 'complete':
      return 'completed';
    case 'no-show':
      return 'no-show';
    case 'reschedule':
      // a customer's move waits for the shop again unless the shop confirms automatically
      return isStaff(ctx.actor) || ctx.autoConfirm ? 'rescheduled' : 'pending';
  }
}

const ACTION_FOR_STATUS: Partial<Record<BookingStatus, BookingAction>> = {
  cancelled: 'cancel',
  confirmed: 'confirm',
  rejected: 'reject',
  'checked-in': 'check-in',
  completed: 'complete',
  'no-show': 'no-show',
  rescheduled: 'reschedule',
};

/** PUT {status: X} → the action it asks for; null for 'pending' (no action leads there) or the current status. */
export function actionForStatus(
  requested: BookingStatus,
  current?: BookingStatus,
): BookingAction | null {
  if (requested === current) return null;
  return ACTION_FOR_STATUS[requested] ?? null;
}

/** The shop (or an admin) must say why they reject or cancel; a customer need not. */
export function reasonRequired(action: BookingAction, actor: BookingActorRole): boolean {
  return isStaff(actor) && (action === 'reject' || action === 'cancel');
}

/** A new booking: confirmed at once when the shop confirms automatically, else waiting for the shop. */
export function initialStatus(autoConfirm: boolean): BookingStatus {
  return autoConfirm ? 'confirmed' : 'pending';
}

/**
 * Cents a cancellation by this actor costs now: nothing until the free-cancellation limit (inclusive),
 * then the policy's percentage of the price. The shop cancelling never charges the customer.
 */
export function cancellationFeeCents(ctx: BookingRuleContext): number {
  if (ctx.actor !== 'customer') return 0;
  if (ctx.now.getTime() <= freeCancellationUntil(ctx)) return 0;
  const percent = Math.min(100, hours(ctx.policies.cancellation.feePercentage));
  return Math.round((ctx.priceCents * percent) / 100);
}

/** start within LATE_RESCHEDULE_HOURS of now (the late-reschedule warning) */
export function isLateReschedule(ctx: Pick<BookingRuleContext, 'now' | 'startAt'>): boolean {
  return ctx.startAt.getTime() - ctx.now.getTime() < LATE_RESCHEDULE_HOURS * HOUR_MS;
}

/** The policy as the caller sees it (fee in euro as the customer would owe it now). */
export function bookingPolicy(ctx: BookingRuleContext): BookingPolicy {
  return {
    freeCancellationUntil: new Date(freeCancellationUntil(ctx)).toISOString(),
    cancellationFeePercent: ctx.policies.cancellation.feePercentage,
    cancellationFeeNow: cancellationFeeCents({ ...ctx, actor: 'customer' }) / 100,
    rescheduleUntil: new Date(rescheduleUntil(ctx)).toISOString(),
    reschedulesLeft: reschedulesLeft(ctx),
    lateReschedule: isLateReschedule(ctx),
  };
}
