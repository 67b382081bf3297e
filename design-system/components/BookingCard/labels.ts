import type { BookingStatus } from '@/domain/booking';

/** Every text of a booking card in "My bookings", handed in by the app. */
export interface BookingCardLabels {
  status: Record<BookingStatus, string>;
  /** "{start} – {end}" (times already formatted) */
  timeRange: (start: string, end: string) => string;
  /** "{minutes} min" / "1 h 30 min" */
  duration: (minutes: number) => string;
  /** "With {name}" */
  staff: (name: string) => string;
  /** "Ref. {reference}" */
  reference: (reference: string) => string;
  /** "Cancellation fee {amount}" (amount already formatted) */
  cancellationFee: (amount: string) => string;
  /** accessible name of the actions group: "Actions for {shop} on {date}" */
  actionsFor: (shop: string, date: string) => string;
  reschedule: string;
  cancel: string;
  bookAgain: string;
  addToCalendar: string;
  viewShop: string;
}
