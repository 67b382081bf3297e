import { formatMinutes } from './availability';
import {
  DEFAULT_REMINDER_HOURS,
  type Booking,
  type BookingActorRole,
  type BookingStatus,
  type ReminderLeadHours,
} from './booking';
import { allowedActions, bookingPolicy, type BookingRuleContext } from './booking-status';
import type { Locale } from './constants';
import { localized, type LocalizedText } from './localized-text';
import { parseTime } from './opening-hours';
import type { BookingPayment } from './sales-bookings';
import type { ShopPolicies } from './shop';

/**
 * A booking as it is stored (the server's document, the mocks' store entry) and how the API shows it: the same
 * mapper for both, so a field's fallback (`serviceType` '' when unknown) and a viewer's view are decided once.
 * The shop's name, address, zone, policies and confirmation mode are copied in when the booking is made, so a
 * later change of the shop does not change a booking already made.
 */

/** What happened at one point of a booking's life. Instants are Dates (server) or ISO strings (mocks). */
export interface StoredHistoryEntry {
  at: Date | string;
  by: { role: BookingActorRole; id?: string | null; name?: string | null };
  action: string;
  from?: {
    status?: BookingStatus | null;
    date?: string | null;
    time?: string | null;
    staffId?: string | null;
  } | null;
  to: { status: BookingStatus; date: string; time: string; staffId: string };
  reason?: string | null;
  /** cents this change charged (a no-show fee) */
  feeCents?: number | null;
}

export interface BookingPolicySnapshot {
  cancellation: { allowedHours: number; feePercentage: number };
  reschedule: { allowedHours: number; maxReschedules: number };
}

export interface StoredBooking {
  /** the stored id (`bk_…`) */
  _id: string;
  reference: string;
  shopId: string;
  shopName: string;
  shopAddress: string;
  shopTimeZone: string;
  /** the first service's category, '' when unknown */
  serviceType: string;
  customerId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  /**
   * As booked. `names` holds the name in every language the shop had written (absent on bookings made before
   * content was bilingual): a booking shows its services in the viewer's language, and the customer's emails in
   * the customer's, while a later rename by the shop changes no booking; `name` is the English (else Italian) one.
   */
  services: {
    serviceId: string;
    name: string;
    names?: LocalizedText | null;
    durationMinutes: number;
    priceCents: number;
  }[];
  staffId: string;
  staffName?: string | null;
  date: string;
  time: string;
  startAt: Date | string;
  endAt: Date | string;
  durationMinutes: number;
  priceCents: number;
  status: BookingStatus;
  notes?: string;
  shopNotes?: string;
  specialRequests?: string;
  firstTimeCustomer?: boolean;
  reminderHours?: ReminderLeadHours | null;
  cancellationFeeCents?: number | null;
  noShowFeeCents?: number | null;
  /** what the shop recorded when completing it (how it was paid, tip, discount, tax): its sale (sales-records.ts) */
  payment?: BookingPayment | null;
  rescheduleCount?: number;
  policies?: {
    cancellation?: Partial<BookingPolicySnapshot['cancellation']>;
    reschedule?: Partial<BookingPolicySnapshot['reschedule']>;
  } | null;
  autoConfirm?: boolean;
  history?: StoredHistoryEntry[];
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** The policies a booking is made under, with the defaults of a shop that has not set them. */
export function policySnapshot(
  policies: StoredBooking['policies'] | Partial<ShopPolicies> | undefined,
): BookingPolicySnapshot {
  return {
    cancellation: {
      allowedHours: policies?.cancellation?.allowedHours ?? 24,
      feePercentage: policies?.cancellation?.feePercentage ?? 0,
    },
    reschedule: {
      allowedHours: policies?.reschedule?.allowedHours ?? 24,
      maxReschedules: policies?.reschedule?.maxReschedules ?? 2,
    },
  };
}

/** The state-machine context of a stored booking for one actor at one instant. */
export function bookingRuleContext(
  record: Pick<
    StoredBooking,
    'startAt' | 'status' | 'policies' | 'rescheduleCount' | 'autoConfirm' | 'priceCents'
  >,
  actor: BookingActorRole,
  now: Date,
): BookingRuleContext {
  return {
    actor,
    now,
    startAt: new Date(record.startAt),
    status: record.status,
    policies: policySnapshot(record.policies),
    rescheduleCount: record.rescheduleCount ?? 0,
    autoConfirm: record.autoConfirm !== false,
    priceCents: record.priceCents,
  };
}

const euro = (cents: number): number => Math.round(cents) / 100;
const iso = (value: Date | string): string => new Date(value).toISOString();

/** A booked service's name in `language` (else its other language, else the name it was booked with). */
export function serviceLineName(
  line: Pick<StoredBooking['services'][number], 'name' | 'names'>,
  language: Locale,
): string {
  return localized(line.names, language) || line.name;
}

/**
 * Stored booking → the API's Booking, with the policy and the actions this viewer may take now; service names in
 * `language` (the caller's).
 */
export function toBookingDto(
  record: StoredBooking,
  viewer: BookingActorRole,
  now: Date,
  language: Locale = 'en',
): Booking {
  const context = bookingRuleContext(record, viewer, now);
  const end = (parseTime(record.time) ?? 0) + record.durationMinutes;
  return {
    id: record._id,
    reference: record.reference,
    shopId: record.shopId,
    shopName: record.shopName,
    shopAddress: record.shopAddress,
    shopTimeZone: record.shopTimeZone,
    customerId: record.customerId,
    customerName: record.customerName,
    customerEmail: record.customerEmail,
    customerPhone: record.customerPhone,
    services: record.services.map((line) => ({
      id: line.serviceId,
      name: serviceLineName(line, language),
      duration: line.durationMinutes,
      price: euro(line.priceCents),
      priceCents: line.priceCents,
    })),
    serviceName: record.services.map((line) => serviceLineName(line, language)).join(', '),
    serviceType: record.serviceType ?? '',
    staffId: record.staffId,
    staffName: record.staffName ?? null,
    date: record.date,
    startTime: record.time,
    time: record.time,
    endTime: formatMinutes(Math.min(end, 24 * 60)),
    startAt: iso(record.startAt),
    endAt: iso(record.endAt),
    duration: record.durationMinutes,
    price: euro(record.priceCents),
    priceCents: record.priceCents,
    estimatedPrice: euro(record.priceCents),
    status: record.status,
    notes: record.notes ?? '',
    // Only the shop's side sees its own notes. The 'system' view is what events broadcast, to the customer's
    // room and emails too, so it leaves them out like the customer's view.
    ...(viewer === 'shop' || viewer === 'admin' ? { shopNotes: record.shopNotes ?? '' } : {}),
    specialRequests: record.specialRequests ?? '',
    firstTimeCustomer: Boolean(record.firstTimeCustomer),
    reminderHours: record.reminderHours ?? null,
    cancellationFee:
      record.cancellationFeeCents === null || record.cancellationFeeCents === undefined
        ? null
        : euro(record.cancellationFeeCents),
    noShowFee:
      record.noShowFeeCents === null || record.noShowFeeCents === undefined
        ? null
        : euro(record.noShowFeeCents),
    rescheduleCount: record.rescheduleCount ?? 0,
    history: (record.history ?? []).map((entry) => ({
      at: iso(entry.at),
      by: { role: entry.by.role, id: entry.by.id ?? null, name: entry.by.name ?? null },
      action: entry.action,
      from: {
        status: entry.from?.status ?? null,
        date: entry.from?.date ?? null,
        time: entry.from?.time ?? null,
        staffId: entry.from?.staffId ?? null,
      },
      to: {
        status: entry.to.status,
        date: entry.to.date,
        time: entry.to.time,
        staffId: entry.to.staffId,
      },
      reason: entry.reason ?? null,
      ...(entry.feeCents ? { fee: euro(entry.feeCents) } : {}),
    })),
    policy: bookingPolicy(context),
    allowedActions: allowedActions(context),
    createdAt: iso(record.createdAt),
    updatedAt: iso(record.updatedAt),
  };
}

/**
 * The reminder a new booking gets: the one the request names (null = none), else with reminders on (the
 * default) the customer's saved lead time, else none.
 */
export function reminderHoursFor(
  input: { reminderHours?: number | null; customerDetails: { sendReminders?: boolean } },
  savedLeadHours: number | null | undefined,
): ReminderLeadHours | null {
  if (input.reminderHours !== undefined) return (input.reminderHours as ReminderLeadHours) ?? null;
  return input.customerDetails.sendReminders !== false
    ? ((savedLeadHours ?? DEFAULT_REMINDER_HOURS) as ReminderLeadHours)
    : null;
}
