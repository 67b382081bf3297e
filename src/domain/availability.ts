import type {
  AvailabilityShop,
  BookableService,
  BusyInterval,
  CalendarDay,
  TimeSlot,
} from './booking';

/**
 * The availability engine (spec 02 §4 "Calendar", "Time slots"; issue 5). Pure: the server, the MSW mocks
 * and the client call the same functions. CONTRACT STUB — implemented by the engine owner.
 */

export interface SlotRequest {
  shop: AvailabilityShop;
  /** the chosen services (their total duration is the booking's length) */
  services: readonly BookableService[];
  /** shop-local YYYY-MM-DD */
  date: string;
  /** a staff member, or null/undefined for "any available" */
  staffId?: string | null;
  /** taken stretches on that date, per staff (claims and bookings) */
  busy: readonly BusyInterval[];
  now: Date;
}

/** The day's grid: every 30 minutes from opening to closing minus the duration, with availability. */
export function computeSlots(request: SlotRequest): TimeSlot[] {
  void request;
  throw new Error('not implemented');
}

export interface CalendarRequest extends Omit<SlotRequest, 'date' | 'busy'> {
  /** YYYY-MM */
  month: string;
  /** busy intervals by date */
  busyByDate: ReadonlyMap<string, readonly BusyInterval[]>;
}

/** The 42-cell month grid (Monday first) with selectability and dots. */
export function computeCalendar(request: CalendarRequest): CalendarDay[] {
  void request;
  throw new Error('not implemented');
}
