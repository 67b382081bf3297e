import { formatMinutes } from '../../../src/domain/availability';
import type { Booking, BookingActorRole } from '../../../src/domain/booking';
import {
  allowedActions,
  bookingPolicy,
  type BookingRuleContext,
} from '../../../src/domain/booking-status';
import { parseTime } from '../../../src/domain/opening-hours';
import type { BookingRecord } from '../../models/booking.model';

const euro = (cents: number): number => Math.round(cents) / 100;
const iso = (value: Date | string): string => new Date(value).toISOString();

/** The state-machine context of a stored booking for one actor at one instant. */
export function ruleContext(
  record: BookingRecord,
  actor: BookingActorRole,
  now: Date,
): BookingRuleContext {
  return {
    actor,
    now,
    startAt: new Date(record.startAt),
    status: record.status,
    policies: {
      cancellation: {
        allowedHours: record.policies?.cancellation?.allowedHours ?? 24,
        feePercentage: record.policies?.cancellation?.feePercentage ?? 0,
      },
      reschedule: {
        allowedHours: record.policies?.reschedule?.allowedHours ?? 24,
        maxReschedules: record.policies?.reschedule?.maxReschedules ?? 2,
      },
    },
    rescheduleCount: record.rescheduleCount ?? 0,
    autoConfirm: record.autoConfirm !== false,
    priceCents: record.priceCents,
  };
}

/** Stored booking → the API's Booking, with the policy and the actions this caller may take now. */
export function toBooking(record: BookingRecord, viewer: BookingActorRole, now: Date): Booking {
  const context = ruleContext(record, viewer, now);
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
      name: line.name,
      duration: line.durationMinutes,
      price: euro(line.priceCents),
      priceCents: line.priceCents,
    })),
    serviceName: record.services.map((line) => line.name).join(', '),
    serviceType: record.serviceType,
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
    })),
    policy: bookingPolicy(context),
    allowedActions: allowedActions(context),
    createdAt: iso(record.createdAt),
    updatedAt: iso(record.updatedAt),
  };
}
