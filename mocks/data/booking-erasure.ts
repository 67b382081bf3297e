import type { Booking } from '@/domain/booking';
import { ACCOUNT_DELETED_REASON, DELETED_CUSTOMER_NAME } from '@/domain/booking-edits';
import { bookingsMockState, findMockShop, ruleContext, toBookingDto } from './bookings';

/**
 * A customer's bookings when they delete their account or export their data, in the mocks as on the server
 * (server/modules/bookings/booking-erasure.ts): future bookings are cancelled with the reason 'account deleted'
 * (their time is free again, since the mock's slots count only active bookings), then every booking loses
 * what names or describes the person; the customer id stays, pointing at the deleted account.
 */
export function eraseMockCustomerBookings(customerId: string, now: Date = new Date()): void {
  for (const booking of bookingsMockState.bookings) {
    if (booking.customerId !== customerId) continue;
    const shop = findMockShop(booking.shopId, now);
    const open = ['pending', 'confirmed', 'rescheduled'].includes(booking.status);
    if (shop && open && ruleContext(booking, 'system', now).startAt > now) {
      const from = {
        status: booking.status,
        date: booking.date,
        time: booking.time,
        staffId: booking.staffId,
      };
      booking.history.push({
        at: now.toISOString(),
        by: { role: 'system', id: null, name: null },
        action: 'cancel',
        from,
        to: { ...from, status: 'cancelled' },
        reason: ACCOUNT_DELETED_REASON,
      });
      booking.status = 'cancelled';
    }
    Object.assign(booking, {
      customerName: DELETED_CUSTOMER_NAME,
      customerEmail: '',
      customerPhone: '',
      notes: '',
      shopNotes: '',
      specialRequests: '',
      updatedAt: now.toISOString(),
      history: booking.history.map((entry) =>
        entry.by.id === customerId
          ? { ...entry, by: { ...entry.by, name: null }, reason: null }
          : entry,
      ),
    });
  }
}

/** Every booking of the customer, as they see it (for the data export). */
export function mockBookingsOf(customerId: string, now: Date = new Date()): Booking[] {
  return bookingsMockState.bookings
    .filter((booking) => booking.customerId === customerId)
    .map((booking) => toBookingDto(booking, 'customer', now));
}
