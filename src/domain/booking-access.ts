import type { UserRole } from './auth';
import type { BookingActorRole } from './booking';

/**
 * Who may see a booking and in which role (issue 5), for the server and the mocks alike: an admin any booking,
 * a customer their own, a shop account the bookings of the shops it owns. Anyone else gets null, which the API
 * answers as 404 (never 403, so booking ids cannot be probed).
 */
export function bookingActorFor(
  caller: { userId: string; role: UserRole },
  booking: { customerId: string },
  shopOwnerId: string | null,
): BookingActorRole | null {
  if (caller.role === 'admin') return 'admin';
  if (caller.role === 'customer' && booking.customerId === caller.userId) return 'customer';
  if (caller.role === 'shop' && shopOwnerId !== null && shopOwnerId === caller.userId)
    return 'shop';
  return null;
}

/** The role a caller's booking list is shown in. */
export const listViewerOf = (role: UserRole): BookingActorRole =>
  role === 'admin' ? 'admin' : role === 'shop' ? 'shop' : 'customer';
