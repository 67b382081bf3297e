import type { SessionUser } from '@/domain/auth';
import type { BookableService, BookingStatus, ReminderLeadHours } from '@/domain/booking';
import {
  bookingsMockState as state,
  serviceLine,
  toBookingDto,
  type StoredMockBooking,
} from '../data/bookings';
import { historyActor } from './booking-changes';
import { tellShopOfNew } from './shop-ops/shop-notices';

/**
 * The one place the mocks write a new booking (a customer's own, a shop's walk-in or phone booking, each
 * occurrence of a series), once its placement and limits passed: the stored record with its first history
 * entry, and the shop told of it per its settings (as the server's bookings service and its listeners).
 */

const randomCode = (length: number, alphabet: string) =>
  Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');

interface NewMockBooking {
  /** who books (the history's author): the customer, or the shop for them */
  user: SessionUser;
  shopId: string;
  customer: { id: string; name: string; email: string; phone: string };
  services: readonly BookableService[];
  staffId: string;
  date: string;
  time: string;
  status: BookingStatus;
  reminderHours: ReminderLeadHours | null;
  /** what else it carries: the customer's requests, the shop's notes, its series and source */
  extra?: Partial<
    Pick<
      StoredMockBooking,
      'specialRequests' | 'firstTimeCustomer' | 'shopNotes' | 'series' | 'source'
    >
  >;
}

export function storeNewBooking(input: NewMockBooking): StoredMockBooking {
  const at = new Date().toISOString();
  const { customer, status, date, time, staffId } = input;
  const booking: StoredMockBooking = {
    id: `bk_${randomCode(16, 'abcdefghijklmnopqrstuvwxyz0123456789')}`,
    reference: `ORA-${randomCode(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')}`,
    shopId: input.shopId,
    customerId: customer.id,
    customerName: customer.name,
    customerEmail: customer.email,
    customerPhone: customer.phone,
    services: input.services.map(serviceLine),
    staffId,
    date,
    time,
    status,
    notes: '',
    shopNotes: '',
    specialRequests: '',
    firstTimeCustomer: false,
    reminderHours: input.reminderHours,
    cancellationFeeCents: null,
    rescheduleCount: 0,
    history: [
      {
        at,
        by: historyActor(input.user),
        action: 'created',
        from: { status: null, date: null, time: null, staffId: null },
        to: { status, date, time, staffId },
        reason: null,
      },
    ],
    createdAt: at,
    updatedAt: at,
    ...input.extra,
  };
  state.bookings.push(booking);
  tellShopOfNew(toBookingDto(booking, 'shop'));
  return booking;
}
