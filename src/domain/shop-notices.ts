import type { Booking, BookingActorRole, BookingStatus } from './booking';
import type { ShopNotificationSettings } from './shop-hours';

/**
 * Which booking events the shop is told of, and how (issue 15: "the owner is told of every new, changed or
 * cancelled booking … per the shop's notification settings"). Server (stored notifications, the live
 * `notification_received`, the owner's email) and mocks (their notifications list) decide with these.
 *
 * The owner is told of what customers, admins and the system do, not of their own actions (they just did them);
 * a change is news only when the booking's status or time changed (a notes edit is not).
 *
 * The settings (spec 03 §3 "settings: notifications (email, sms, push)"; §6 "the toggle newBookings is shown
 * to shops only") are of two kinds:
 * - `newBookings` is what the shop is told of: off, a new booking is not a notice at all (not stored, not shown
 *   live, not emailed); changes and cancellations still are;
 * - `email`, `sms`, `push` are how: `email` sends the notice to the shop's address; `sms` and `push` are kept as
 *   the owner's choice, and nothing is sent on them, as the app has no text-message or device-push sender. The
 *   shop area's own list (stored, and live while it is open) is where every notice is read, whichever channels
 *   are on.
 */

export type ShopNotificationType =
  'booking_created' | 'booking_cancelled' | 'booking_rescheduled' | 'booking_updated';

export interface ShopNotice {
  type: ShopNotificationType;
  /** the booking action for a change, null for a new booking */
  action: string | null;
  actor: BookingActorRole;
}

/** A booking change as the notice rule reads it: what was done, by whom, and the booking before. */
export interface NoticeChange {
  action: string;
  actor: BookingActorRole;
  previous: { status: BookingStatus; date: string; time: string };
}

/** Who made a new booking: the first history entry's author (a walk-in is the shop's, an online one the customer's). */
function creatorOf(booking: Pick<Booking, 'history'>): BookingActorRole {
  return booking.history[0]?.by.role ?? 'customer';
}

export function noticeOfCreated(booking: Pick<Booking, 'history'>): ShopNotice | null {
  const actor = creatorOf(booking);
  if (actor === 'shop') return null;
  return { type: 'booking_created', action: null, actor };
}

const CANCELLING = new Set(['cancel', 'reject']);

export function noticeOfUpdated(
  booking: Pick<Booking, 'status' | 'date' | 'startTime'>,
  change: NoticeChange,
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

export type ShopNoticeSettings = ShopNotificationSettings['notifications'];

/** Where a notice goes per the shop's settings: the shop area (stored and live) and/or the shop's email. */
interface NoticeDelivery {
  shopArea: boolean;
  email: boolean;
}

export function noticeDelivery(
  notice: ShopNotice | null,
  settings: ShopNoticeSettings,
): NoticeDelivery {
  if (!notice || (notice.type === 'booking_created' && !settings.newBookings))
    return { shopArea: false, email: false };
  return { shopArea: true, email: settings.email };
}
