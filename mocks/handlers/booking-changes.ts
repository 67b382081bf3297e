import type { Locale } from '@/domain/constants';
import type { SessionUser } from '@/domain/auth';
import type { Booking, BookingActorRole, UpdateBookingInput } from '@/domain/booking';
import {
  actionOutcome,
  changeRefusal,
  notesWrite,
  readChange,
} from '@/domain/booking-change-rules';
import { statusAfter } from '@/domain/booking-status';
import {
  bookableServicesOf,
  findMockShop,
  ruleContext,
  toBookingDto,
  type StoredMockBooking,
} from '../data/bookings';
import { failure, refused } from './failure';
import { tellShopOfChange } from './shop-ops/shop-notices';
import type { PlaceTime } from './booking-placement';

export const historyActor = (user: SessionUser) => ({
  role: (user.role === 'admin'
    ? 'admin'
    : user.role === 'shop'
      ? 'shop'
      : 'customer') as BookingActorRole,
  id: user.id,
  name: user.name,
});

/**
 * PUT/DELETE /api/bookings/:id in the mocks: src/domain reads the body and decides what this caller may do (as
 * server/modules/bookings/booking-changes.ts does); this writes the decided change to the store. A move takes
 * the new time through the same placement as a create ("any" keeps the same person when free). The shop is
 * told of the change as the server's listeners tell it (./shop-ops/shop-notices.ts).
 */
export function changeBooking(
  user: SessionUser,
  actor: BookingActorRole,
  booking: StoredMockBooking,
  input: UpdateBookingInput,
  placeTime: PlaceTime,
  /** the caller's language (service names in the answer) */
  language: Locale = 'en',
): Booking | Response {
  const now = new Date();
  const shop = findMockShop(booking.shopId, now);
  if (!shop) return failure('BOOKING_NOT_FOUND');
  const context = ruleContext(booking, actor, now);
  const change = readChange(input, booking);
  if (!change.ok) return refused(change);
  const notes = notesWrite(input, booking.status, actor);
  if (!notes.ok) return refused(notes);
  if (change.value.kind === 'none') return toBookingDto(booking, actor, now, language);
  const reason = input.reason?.trim() || null;
  if (change.value.kind !== 'notes') {
    const action = change.value.kind === 'reschedule' ? 'reschedule' : change.value.action;
    const refusal = changeRefusal(context, action, reason);
    if (refusal) return refused(refusal);
  }

  const from = {
    status: booking.status,
    date: booking.date,
    time: booking.time,
    staffId: booking.staffId,
  };
  let action: string = 'notes';
  let to = from;
  if (change.value.kind === 'action') {
    action = change.value.action;
    const outcome = actionOutcome(change.value.action, context);
    to = { ...from, status: outcome.status };
    if (outcome.cancellationFeeCents !== null)
      booking.cancellationFeeCents = outcome.cancellationFeeCents;
  } else if (change.value.kind === 'reschedule') {
    action = 'reschedule';
    const ids = booking.services.map((s) => s.id);
    const services = bookableServicesOf(shop).filter((s) => ids.includes(s.id));
    const staffId = placeTime(shop, services, change.value, now, {
      exceptId: booking.id,
      prefer: booking.staffId,
    });
    if (staffId instanceof Response) return staffId;
    to = {
      status: statusAfter('reschedule', context),
      date: change.value.date,
      time: change.value.time,
      staffId,
    };
    booking.rescheduleCount += 1;
  }
  const at = now.toISOString();
  booking.history.push({ at, by: historyActor(user), action, from, to, reason });
  Object.assign(booking, to, notes.value, { updatedAt: at });
  tellShopOfChange(toBookingDto(booking, 'shop', now), { action, actor, previous: from });
  return toBookingDto(booking, actor, now, language);
}
