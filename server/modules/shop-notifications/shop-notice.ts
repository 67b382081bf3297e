import type { Booking, BookingActorRole } from '../../../src/domain/booking';
import type { BookingChange } from '../bookings/booking-events';
import type { ShopNotificationType } from './shop-notifications.store';

/**
 * Which booking events the shop is told of (stored notification, live `notification_received`, owner email).
 * The owner is told of what customers, admins and the system do, not of their own actions (they just did them);
 * a change is news only when the booking's status or time changed (a notes edit is not).
 */
export interface ShopNotice {
  type: ShopNotificationType;
  /** the booking action for a change, null for a new booking */
  action: string | null;
  actor: BookingActorRole;
}

/** Who made a new booking: the first history entry's author (a walk-in is the shop's, an online one the customer's). */
export function creatorOf(booking: Booking): BookingActorRole {
  return booking.history[0]?.by.role ?? 'customer';
}

export function noticeOfCreated(booking: Booking): ShopNotice | null {
  const actor = creatorOf(booking);
  if (actor === 'shop') return null;
  return { type: 'booking_created', action: null, actor };
}

const CANCELLING = new Set(['cancel', 'reject']);

export function noticeOfUpdated(
  booking: Booking,
  change: Pick<BookingChange, 'action' | 'actor' | 'previous'>,
): ShopNotice | null {
  if (change.actor === 'shop' || change.action === 'notes') return null;
  const moved = change.previous.date !== booking.date || change.previous.time !== booking.startTime;
  if (change.previous.status === booking.status && !moved) return null;
  const type: ShopNotificationType =
    CANCELLING.has(change.action) || booking.status === 'cancelled'
      ? 'booking_cancelled'
      : moved
        ? 'booking_rescheduled'
        : 'booking_updated';
  return { type, action: change.action, actor: change.actor };
}
