import { EventEmitter } from 'node:events';
import type {
  Booking,
  BookingActorRole,
  BookingStatus,
  SlotsChanged,
} from '../../../src/domain/booking';

export type BookingLocale = 'en' | 'it';

export interface BookingCreatedContext {
  /** the user who owns the shop (for the shop's notifications), null when none */
  shopOwnerId: string | null;
  /** the customer's language */
  locale: BookingLocale;
}

export interface BookingChange {
  /** a BookingAction, 'notes', or 'anonymise' (account deletion, see booking-erasure.ts) */
  action: string;
  actor: BookingActorRole;
  previous: { status: BookingStatus; date: string; time: string; staffId: string };
  reason: string | null;
  shopOwnerId: string | null;
  locale: BookingLocale;
}

/**
 * What the bookings service announces after each successful write (mail, reminders, Socket.IO listen):
 * `created`, `updated`, and `slots` whenever cells of some dates were taken or freed; the shop's blocked time
 * (server/modules/shop-blocks) also announces `blocks` with the dates whose blocks were added, moved or removed.
 */
export interface BookingEventMap {
  created: [booking: Booking, context: BookingCreatedContext];
  updated: [booking: Booking, change: BookingChange];
  slots: [change: SlotsChanged];
  blocks: [change: SlotsChanged];
}

export type BookingEvents = EventEmitter<BookingEventMap>;

export function createBookingEvents(): BookingEvents {
  return new EventEmitter<BookingEventMap>();
}
