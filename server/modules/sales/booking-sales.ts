import type { BookingPaymentInput } from '../../../src/domain/sales-schema';
import { validTimeZone } from '../../../src/domain/opening-hours';
import {
  bookingFeeRecord,
  bookingFeesOf,
  bookingPaymentOf,
  bookingSaleRecord,
  saleBookingOf,
  type BookingPayment,
} from '../../../src/domain/sales-bookings';
import type { SaleContext } from '../../../src/domain/sales-records';
import { decided } from '../../http/refusal';
import type { BookingRecord } from '../../models/booking.model';
import { ServiceModel } from '../../models/service.model';
import { ShopModel } from '../../models/shop.model';
import { insertSale } from './sales-store';

/**
 * A booking's money as transactions (issue 16), called by the bookings' writes (server/modules/bookings/
 * booking-changes.ts): a completed booking becomes one sale (`txn:sale:<bookingId>`) with its services and
 * price, paid as the owner recorded when completing (kept on the booking itself, in the same write as the
 * status); a recorded no-show or late-cancellation fee becomes one fee transaction per kind. Each id is claimed
 * by insert, so a retried or raced completion leaves exactly one of each. Only the system writes these.
 */

async function shopOf(shopId: string) {
  return ShopModel.findById(shopId, { paymentMethods: 1, timeZone: 1 }).lean<{
    paymentMethods?: string[];
    timeZone?: string;
  }>();
}

/**
 * The complete action's payment (its `payment`, defaults filled in) for this booking, checked against the shop's
 * payment methods; throws the refusal (400) before anything is written.
 */
export async function completionPayment(
  record: Pick<BookingRecord, 'shopId' | 'priceCents'>,
  input: BookingPaymentInput | undefined,
): Promise<BookingPayment> {
  const shop = await shopOf(record.shopId);
  return decided(bookingPaymentOf(input, record.priceCents, shop?.paymentMethods ?? []));
}

async function categoriesOf(record: BookingRecord): Promise<Map<string, string>> {
  const docs = await Promise.all(
    record.services.map((line) =>
      ServiceModel.findById(line.serviceId, { category: 1 }).lean<{ category?: string }>(),
    ),
  );
  return new Map(record.services.map((line, i) => [line.serviceId, docs[i]?.category ?? '']));
}

/**
 * Records what this booking's state says it brought in: its sale once completed (with the payment stored on
 * it, or the shop's default when an older completion stored none), and its fees. Safe to call again: every
 * transaction is claimed by its id.
 */
export async function recordBookingMoney(record: BookingRecord, now = Date.now()): Promise<void> {
  const fees = bookingFeesOf(record);
  const completed = record.status === 'completed';
  if (!completed && fees.length === 0) return;
  const [shop, categories] = await Promise.all([shopOf(record.shopId), categoriesOf(record)]);
  const ctx: SaleContext = {
    shopId: record.shopId,
    timeZone: validTimeZone(record.shopTimeZone ?? shop?.timeZone),
    now,
    actorId: null,
  };
  const booking = saleBookingOf(record, (id) => categories.get(id));
  const writes = fees.map((fee) => insertSale(bookingFeeRecord(booking, fee.kind, fee.cents, ctx)));
  if (completed) {
    const payment =
      record.payment ??
      decided(bookingPaymentOf(undefined, record.priceCents, shop?.paymentMethods ?? []));
    writes.push(insertSale(bookingSaleRecord(booking, payment, ctx)));
  }
  await Promise.all(writes);
}
