import { zonedInstant } from '../../../src/domain/availability';
import type { Booking } from '../../../src/domain/booking';
import type { QuickRebookProposal } from '../../../src/domain/quick-rebook';
import { BookingModel } from '../../../server/models/booking.model';
import { updateBookingInIndexes } from '../../../server/modules/bookings/booking-index';
import type { TestApp } from '../helpers';
import { ZONE, daysAhead, type BookingClient, type BookingShop } from './booking-fixtures';

/**
 * The customer area's history tests (stats, appointment history, export, quick rebook): bookings of the past
 * stored as the bookings service stores them (the document, then its list entries by the service's own sync),
 * dated relative to today in the shop's zone, and the quick-rebook call.
 */

export const STAFF = [
  { _id: 'anna', name: 'Anna' },
  { _id: 'bruno', name: 'Bruno' },
];

let seq = 0;
export interface PastSeed {
  daysAgo: number;
  time?: string;
  status?: string;
  cents?: number;
  fee?: number;
  staffId?: string;
}

/** A booking of the past as booking-create.ts writes it, then its list entries by the service's sync. */
export async function storePastBooking(
  customer: BookingClient,
  seed: PastSeed,
  at: BookingShop,
): Promise<string> {
  seq += 1;
  const id = `bk_hist${String(seq).padStart(6, '0')}`;
  const date = daysAhead(-seed.daysAgo);
  const time = seed.time ?? '10:00';
  const [h, m] = time.split(':').map(Number) as [number, number];
  const startAt = zonedInstant(date, h * 60 + m, ZONE)!;
  const cents = seed.cents ?? 3500;
  await BookingModel.collection.insertOne({
    _id: id as never,
    reference: `ORA-H${String(seq).padStart(6, '0')}`,
    shopId: at.id,
    shopName: 'Salone Prova',
    shopAddress: 'Via Roma 1, Roma',
    shopTimeZone: ZONE,
    serviceType: 'hair',
    customerId: customer.user.id,
    customerName: 'Carla Cliente',
    customerEmail: customer.user.email,
    customerPhone: '+393331234567',
    customerLocale: 'en',
    services: [{ serviceId: at.services.cut, name: 'Cut', durationMinutes: 60, priceCents: cents }],
    staffId: seed.staffId ?? 'anna',
    staffName: 'Anna',
    date,
    time,
    startAt,
    endAt: new Date(startAt.getTime() + 3_600_000),
    durationMinutes: 60,
    priceCents: cents,
    status: seed.status ?? 'completed',
    notes: '',
    shopNotes: '',
    specialRequests: '',
    firstTimeCustomer: false,
    reminderHours: null,
    cancellationFeeCents: seed.fee ?? null,
    rescheduleCount: 0,
    policies: {
      cancellation: { allowedHours: 24, feePercentage: 0 },
      reschedule: { allowedHours: 24, maxReschedules: 2 },
    },
    autoConfirm: true,
    cells: [],
    version: 1,
    history: [],
    createdAt: startAt,
    updatedAt: startAt,
  });
  await updateBookingInIndexes(id);
  return id;
}

export function quickRebook(app: TestApp, customer: BookingClient, body: object, key?: string) {
  return fetch(`${app.baseUrl}/api/customer/quick-rebook`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${customer.token}`,
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as {
      success: boolean;
      code?: string;
      message?: string;
      errors?: Record<string, string>;
      data: { proposal: QuickRebookProposal; booking: Booking };
    },
  }));
}
