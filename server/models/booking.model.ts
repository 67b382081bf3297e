import { Schema, model } from 'mongoose';
import type { StoredBooking } from '../../src/domain/booking-record';
import type { BookingSeriesRef } from '../../src/domain/booking-series';
import type { BookingSource } from '../../src/domain/walk-ins';
import {
  BOOKING_STATUSES,
  REMINDER_LEAD_HOURS,
  type BookingActorRole,
  type BookingStatus,
  type ReminderLeadHours,
} from '../../src/domain/booking';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const serviceLineSchema = new Schema(
  {
    serviceId: { type: String, required: true },
    name: { type: String, required: true },
    /** the name in each language at booking time (src/domain/booking-record.ts serviceLineName) */
    names: { type: Schema.Types.Mixed, default: undefined },
    durationMinutes: { type: Number, required: true },
    priceCents: { type: Number, required: true },
  },
  { _id: false },
);

const moment = { status: String, date: String, time: String, staffId: String };
const historySchema = new Schema(
  {
    at: { type: Date, required: true },
    by: {
      role: { type: String, required: true },
      id: { type: String, default: null },
      name: { type: String, default: null },
    },
    action: { type: String, required: true },
    from: { type: new Schema(moment, { _id: false }), default: null },
    to: { type: new Schema(moment, { _id: false }), required: true },
    reason: { type: String, default: null },
    /** what the change charged (a no-show fee), cents */
    feeCents: { type: Number, default: undefined },
  },
  { _id: false },
);

/** The policies the customer booked under (copied from the shop at creation, so later edits do not change them). */
const policySnapshotSchema = new Schema(
  {
    cancellation: { allowedHours: Number, feePercentage: Number },
    reschedule: { allowedHours: Number, maxReschedules: Number },
  },
  { _id: false },
);

/**
 * A booking. `_id` is random (`bk_…`), `reference` a short human code. `cells` are the slot-claim ids it holds
 * (released on cancel, reject and reschedule; kept when completed or no-show, the time was used). `version`
 * serialises changes: a writer first claims `bkver:<id>:<version+1>` (an insert, atomic on FerretDB too).
 * The shop's name, address and zone are copied in so lists need no join.
 *
 * Indexes on customerId and shopId serve MongoDB; FerretDB's SQLite backend scans for them (only `_id` reaches
 * storage there), which is fine at this volumes: the hot paths (slots, create) never query bookings.
 */
const bookingSchema = new Schema(
  {
    _id: { type: String, required: true },
    reference: { type: String, required: true },
    shopId: { type: String, required: true },
    shopName: { type: String, default: '' },
    shopAddress: { type: String, default: '' },
    shopTimeZone: { type: String, required: true },
    serviceType: { type: String, default: '' },
    customerId: { type: String, required: true },
    customerName: { type: String, default: '' },
    customerEmail: { type: String, default: '' },
    customerPhone: { type: String, default: '' },
    customerLocale: { type: String, enum: ['en', 'it'], default: 'en' },
    services: { type: [serviceLineSchema], default: [] },
    staffId: { type: String, required: true },
    staffName: { type: String, default: null },
    date: { type: String, required: true, match: DATE },
    time: { type: String, required: true, match: TIME },
    startAt: { type: Date, required: true },
    endAt: { type: Date, required: true },
    durationMinutes: { type: Number, required: true },
    priceCents: { type: Number, required: true },
    status: { type: String, enum: BOOKING_STATUSES, required: true },
    /** the customer's notes; `shopNotes` are the shop's own, never shown to or written by the customer */
    notes: { type: String, default: '' },
    shopNotes: { type: String, default: '' },
    specialRequests: { type: String, default: '' },
    firstTimeCustomer: { type: Boolean, default: false },
    reminderHours: { type: Number, enum: [...REMINDER_LEAD_HOURS, null], default: null },
    cancellationFeeCents: { type: Number, default: null },
    /** the shop's no-show fee when it marked the booking a no-show (booking-no-show.ts) */
    noShowFeeCents: { type: Number, default: null },
    /** what the shop recorded when completing it (src/domain/sales-records.ts BookingPayment, cents) */
    payment: { type: Schema.Types.Mixed, default: undefined },
    rescheduleCount: { type: Number, default: 0 },
    policies: { type: policySnapshotSchema, required: true },
    autoConfirm: { type: Boolean, default: true },
    cells: { type: [String], default: [] },
    version: { type: Number, default: 0 },
    history: { type: [historySchema], default: [] },
    /** the recurring series it belongs to (src/domain/booking-series.ts); absent for a single booking */
    series: {
      type: new Schema(
        { id: String, frequency: String, index: Number, count: Number },
        { _id: false },
      ),
      default: undefined,
    },
    /** 'walk_in' | 'phone' when the shop booked it for the customer; absent: online */
    source: { type: String, default: undefined },
  },
  { timestamps: true, versionKey: false, collection: 'bookings' },
);

bookingSchema.index({ reference: 1 }, { unique: true });
bookingSchema.index({ customerId: 1 });
bookingSchema.index({ shopId: 1 });

export interface BookingMoment {
  status: BookingStatus | null;
  date: string | null;
  time: string | null;
  staffId: string | null;
}

/** A stored booking as the service reads it (`.lean<BookingRecord>()`). */
/**
 * A booking as this server stores it: the domain's StoredBooking (what the shared rules and the mocks read), with
 * the fields every document written here has made required, dates as Dates, and the server's own bookkeeping.
 */
export interface BookingRecord extends StoredBooking {
  customerLocale: 'en' | 'it';
  staffName: string | null;
  startAt: Date;
  endAt: Date;
  notes: string;
  specialRequests: string;
  firstTimeCustomer: boolean;
  reminderHours: ReminderLeadHours | null;
  cancellationFeeCents: number | null;
  rescheduleCount: number;
  policies: {
    cancellation: { allowedHours: number; feePercentage: number };
    reschedule: { allowedHours: number; maxReschedules: number };
  };
  autoConfirm: boolean;
  /** the slot claims it holds (server/modules/bookings/slot-claims.ts) */
  cells: string[];
  /** bumped by every change: the optimistic lock of booking-changes.ts */
  version: number;
  history: {
    at: Date;
    by: { role: BookingActorRole; id: string | null; name: string | null };
    action: string;
    from: BookingMoment | null;
    to: { status: BookingStatus; date: string; time: string; staffId: string };
    reason: string | null;
  }[];
  series?: BookingSeriesRef;
  source?: BookingSource;
  createdAt: Date;
  updatedAt: Date;
}
export const BookingModel = model('Booking', bookingSchema);
