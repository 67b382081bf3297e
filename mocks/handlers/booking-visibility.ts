import type { SessionUser } from '@/domain/auth';
import { bookingActorFor } from '@/domain/booking-access';
import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import { bookingsMockState as state, type StoredMockBooking } from '../data/bookings';
import { failure } from './failure';
import { authorize } from './profile';

/*
 * Who may see a mock booking (src/domain/booking-access.ts, as the server's loadVisible): the bookings handlers
 * and the move's free times ask the same.
 */

/** The owner of a mock shop (the demo owner holds Salone Aurora, as in the server seed). */
const ownerOf = (shopId: string) => (shopId === DEMO_OWNED_SHOP_ID ? 'user-demo-shop' : null);

export const visibleTo = (user: SessionUser, booking: StoredMockBooking) =>
  bookingActorFor({ userId: user.id, role: user.role }, booking, ownerOf(booking.shopId)) !== null;

/** The signed-in caller's booking, or 401 / 404 (never 403, so ids do not leak). */
export function ownBooking(
  request: Request,
  id: string,
): [SessionUser, StoredMockBooking] | Response {
  const user = authorize(request);
  if (user instanceof Response) return user;
  const booking = state.bookings.find((b) => b.id === id);
  return booking && visibleTo(user, booking) ? [user, booking] : failure('BOOKING_NOT_FOUND');
}
