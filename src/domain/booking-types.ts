import type { LocalizedText } from './localized-text';
import type {
  AvailabilityDot,
  BookingAction,
  BookingActorRole,
  BookingStatus,
  DayPeriod,
  ReminderLeadHours,
} from './booking';
import type { SpecialDate, WorkingHours, Weekday } from './shop';
import type { BookingSeriesRef } from './booking-series';
import type { BookingSource } from './walk-ins';

/**
 * The shapes of bookings (spec 02 §3 "Booking", issue 5): what the availability engine reads of a shop and what
 * the API answers. Types only; src/domain/booking.ts re-exports them with the constants, rules and schemas.
 */

// ---------------------------------------------------------------------------------------------------------
// Shop-side inputs of the availability engine

/** A shop's named break (e.g. lunch) on some weekdays. */
export interface ShopBreak {
  name: string;
  days: Weekday[];
  start: string;
  end: string;
}

/** A team member as the public sees them (spec 03 "team members"). */
export interface StaffMember {
  id: string;
  name: string;
  /** what they do ("Senior stylist"), in the caller's language; absent when the shop has not said */
  role?: string;
  /** image URL or null */
  photo: string | null;
  /** services they perform; empty = every service of the shop */
  serviceIds: string[];
  /** their own week; null = the shop's hours */
  workingHours: WorkingHours | null;
  /** days they do not work (holidays, leave), inclusive shop-local dates; absent = none */
  timeOff?: StaffTimeOff[];
}

/** A stretch of whole days a team member is away, `from` ≤ `to` (YYYY-MM-DD, shop-local, inclusive). */
export interface StaffTimeOff {
  from: string;
  to: string;
}

/** A service with what booking needs (spec 03 "booking settings"). Prices in cents. */
export interface BookableService {
  id: string;
  shopId: string;
  /** the name in every language the shop wrote it in (a booking keeps them all); `name` is the served one */
  names?: LocalizedText;
  name: string;
  description: string;
  category: string;
  durationMinutes: number;
  priceCents: number;
  /** false: enabled = false or online booking off */
  bookable: boolean;
  minNoticeHours: number;
  maxAdvanceDays: number;
}

/** What the availability engine needs of a shop. */
export interface AvailabilityShop {
  id: string;
  timeZone: string;
  /** null: hours not set, nothing is bookable */
  workingHours: WorkingHours | null;
  specialDates: SpecialDate[];
  breaks: ShopBreak[];
  /** empty: one chair (SHOP_CHAIR_ID) working the shop's hours */
  staff: StaffMember[];
}

/** A taken stretch of one staff member's day, in shop-local minutes after midnight [start, end). */
export interface BusyInterval {
  staffId: string;
  start: number;
  end: number;
}

/** One time on the grid of a day. */
export interface TimeSlot {
  /** HH:MM shop-local */
  time: string;
  available: boolean;
  /** why not, when unavailable */
  reason?: 'booked' | 'past' | 'notice' | 'break';
  period: DayPeriod;
  /** qualified staff free at this time (empty when unavailable) */
  staffIds: string[];
}

/** One cell of the 42-cell month calendar (spec 02 §4). */
export interface CalendarDay {
  date: string;
  inMonth: boolean;
  isToday: boolean;
  isPast: boolean;
  /** no opening hours that day (weekday closed, special closed date) */
  isClosed: boolean;
  /** beyond the horizon / the services' max advance days */
  beyondHorizon: boolean;
  /** free slots that day (0 when not computed: outside month, past, closed) */
  availableSlots: number;
  selectable: boolean;
  dot: AvailabilityDot | null;
}

// ---------------------------------------------------------------------------------------------------------
// API shapes

export interface BookingServiceLine {
  id: string;
  name: string;
  /** minutes */
  duration: number;
  /** euro */
  price: number;
  priceCents: number;
}

export interface BookingHistoryEntry {
  at: string;
  by: { role: BookingActorRole; id: string | null; name: string | null };
  /** what happened: 'created', a BookingAction, 'notes' or 'reminder-sent' */
  action: string;
  from: {
    status: BookingStatus | null;
    date: string | null;
    time: string | null;
    staffId: string | null;
  };
  to: { status: BookingStatus; date: string; time: string; staffId: string };
  reason: string | null;
  /** euro this change charged (a no-show fee); absent when none */
  fee?: number;
}

/** What the caller may see about the cancellation and reschedule policy of this booking. */
export interface BookingPolicy {
  /** until this instant cancelling is free */
  freeCancellationUntil: string;
  cancellationFeePercent: number;
  /** euro the customer owes if they cancel now (0 when free) */
  cancellationFeeNow: number;
  rescheduleUntil: string;
  reschedulesLeft: number;
  /** inside LATE_RESCHEDULE_HOURS of the start */
  lateReschedule: boolean;
}

/** A booking as the API returns it (spec 02 §3 "Booking" fields plus what the flow needs). */
export interface Booking {
  id: string;
  /** short human reference, e.g. ORA-7K2M9Q */
  reference: string;
  shopId: string;
  shopName: string;
  shopAddress: string;
  shopTimeZone: string;
  customerId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  services: BookingServiceLine[];
  /** service names joined with ', ' */
  serviceName: string;
  serviceType: string;
  staffId: string;
  staffName: string | null;
  date: string;
  startTime: string;
  /** same as startTime (the spec reads either) */
  time: string;
  endTime: string;
  startAt: string;
  endAt: string;
  /** minutes */
  duration: number;
  /** euro */
  price: number;
  priceCents: number;
  estimatedPrice: number;
  status: BookingStatus;
  /** the customer's notes */
  notes: string;
  /** the shop's own notes: only in the shop owner's and an admin's view, never the customer's */
  shopNotes?: string;
  specialRequests: string;
  firstTimeCustomer: boolean;
  /** hours before the start for the reminder email; null = no reminder */
  reminderHours: ReminderLeadHours | null;
  /** euro, recorded when a late cancellation happened */
  cancellationFee: number | null;
  /** euro, recorded when the shop marked a no-show under its no-show fee policy (null or absent: none) */
  noShowFee?: number | null;
  rescheduleCount: number;
  history: BookingHistoryEntry[];
  policy: BookingPolicy;
  /** what the caller may do now */
  allowedActions: BookingAction[];
  /** the recurring series this booking is an occurrence of (absent for a single booking) */
  series?: BookingSeriesRef;
  /** how it came in: online by the customer, or a walk-in / phone booking by the shop (absent: online) */
  source?: BookingSource;
  createdAt: string;
  updatedAt: string;
}

export interface BookingList {
  items: Booking[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/** GET /api/bookings/available-slots → data; GET /api/available-slots → data and top-level `slots`. */
export interface AvailableSlots {
  shopId: string;
  date: string;
  timeZone: string;
  serviceIds: string[];
  staffId: string | null;
  /** minutes of the chosen services together */
  duration: number;
  slots: TimeSlot[];
}

/** GET /api/bookings/calendar → data */
export interface AvailabilityCalendar {
  shopId: string;
  /** YYYY-MM */
  month: string;
  timeZone: string;
  today: string;
  /** last bookable date */
  maxDate: string;
  days: CalendarDay[];
}

/** Socket.IO `slots_changed` to the public `shop:<id>` room: no personal data, only which dates changed. */
export interface SlotsChanged {
  shopId: string;
  dates: string[];
}
