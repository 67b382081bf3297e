import { allow, refuse, type Decision } from './decision';
import type { StoredText } from './localized-text';
import {
  SALES_LIMITS,
  SALES_MESSAGES as M,
  bookingFeeId,
  bookingSaleId,
  saleTotalCents,
  type SaleFeeKind,
  type SalePaymentMethod,
  type SaleRecord,
} from './sales';
import {
  asCategory,
  dated,
  defaultSaleMethod,
  isSaleMethodEnabled,
  optionalCents,
  type SaleContext,
} from './sales-records';
import type { BookingPaymentInput } from './sales-schema';

/**
 * A booking's transactions (issue 16), for the server and the mocks alike: its sale when the shop completes it
 * (its services and price, paid as the owner recorded), and its no-show or late-cancellation fee. Their ids are
 * derived from the booking (sales.ts), so each exists at most once however often it is attempted.
 */

/** A booking as its transactions need it (the server's record and the mocks' booking both give this). */
export interface SaleBooking {
  id: string;
  customerId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  /** epoch ms the appointment starts: its sale and fees are dated then */
  startAt: number;
  services: { serviceId: string; name: StoredText; category: string | null; priceCents: number }[];
}

/** What the owner recorded when completing, in cents. */
export interface BookingPayment {
  method: SalePaymentMethod;
  tipCents: number;
  discountCents: number;
  taxCents: number;
  notes: string;
}

/**
 * The complete action's `payment` (bookingPaymentSchema, already valid in shape) for a booking of this price:
 * defaults filled in, the method checked against the shop's, the discount no more than price + tip + tax.
 */
export function bookingPaymentOf(
  input: BookingPaymentInput | undefined,
  priceCents: number,
  shopMethods: readonly string[] | null | undefined,
): Decision<BookingPayment> {
  const method = (input?.method as SalePaymentMethod | undefined) ?? defaultSaleMethod(shopMethods);
  if (!isSaleMethodEnabled(method, shopMethods))
    return refuse('PAYMENT_METHOD_DISABLED', { 'payment.method': M.paymentMethodRequired });
  const payment = {
    method,
    tipCents: optionalCents(input?.tip),
    discountCents: optionalCents(input?.discount),
    taxCents: optionalCents(input?.tax),
    notes: input?.notes ?? '',
  };
  if (saleTotalCents({ amountCents: priceCents, ...payment }) < 0)
    return refuse('VALIDATION_FAILED', { 'payment.discount': M.discountTooHigh });
  return allow(payment);
}

function fromBooking(
  booking: SaleBooking,
  ctx: SaleContext,
): Omit<
  SaleRecord,
  'id' | 'type' | 'feeKind' | 'paymentMethod' | 'amountCents' | 'tipCents' | 'discountCents'
> {
  return {
    shopId: ctx.shopId,
    source: 'booking',
    status: 'completed',
    bookingId: booking.id,
    reversesId: null,
    reversedById: null,
    items: booking.services.slice(0, SALES_LIMITS.itemsMax).map((line) => ({
      serviceId: line.serviceId,
      name: line.name,
      category: asCategory(line.category),
      amountCents: line.priceCents,
    })),
    description: '',
    taxCents: 0,
    totalCents: 0,
    customerId: booking.customerId,
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    customerPhone: booking.customerPhone,
    notes: '',
    ...dated(booking.startAt, ctx.timeZone),
    createdAt: ctx.now,
    updatedAt: ctx.now,
    createdBy: null,
  };
}

/** The sale a completed booking becomes: its services and price, paid as the owner recorded. */
export function bookingSaleRecord(
  booking: SaleBooking,
  payment: BookingPayment,
  ctx: SaleContext,
): SaleRecord {
  const amountCents = booking.services.reduce((sum, line) => sum + line.priceCents, 0);
  const parts = {
    amountCents,
    tipCents: payment.tipCents,
    discountCents: payment.discountCents,
    taxCents: payment.taxCents,
  };
  return {
    ...fromBooking(booking, ctx),
    id: bookingSaleId(booking.id),
    type: 'sale',
    feeKind: null,
    paymentMethod: payment.method,
    ...parts,
    totalCents: saleTotalCents(parts),
    notes: payment.notes,
  };
}

/**
 * A no-show or late-cancellation fee recorded on a booking, as a transaction. Nobody says how it was paid: it is
 * recorded as card (a fee is charged to the card the customer left); the owner may change the method.
 */
export function bookingFeeRecord(
  booking: SaleBooking,
  kind: SaleFeeKind,
  feeCents: number,
  ctx: SaleContext,
): SaleRecord {
  const amountCents = Math.max(0, Math.round(feeCents));
  return {
    ...fromBooking(booking, ctx),
    id: bookingFeeId(booking.id, kind),
    type: 'fee',
    feeKind: kind,
    paymentMethod: 'card',
    amountCents,
    tipCents: 0,
    discountCents: 0,
    totalCents: amountCents,
  };
}

/** A stored booking (the server's document, the mocks' entry) as its transactions need it. */
export function saleBookingOf(
  booking: {
    _id: string;
    customerId: string;
    customerName: string;
    customerEmail: string;
    customerPhone: string;
    startAt: Date | string;
    services: { serviceId: string; name: string; names?: StoredText; priceCents: number }[];
  },
  categoryOf: (serviceId: string) => string | null | undefined,
): SaleBooking {
  return {
    id: booking._id,
    customerId: booking.customerId,
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    customerPhone: booking.customerPhone,
    startAt: new Date(booking.startAt).getTime(),
    services: booking.services.map((line) => ({
      serviceId: line.serviceId,
      name: line.names && Object.keys(line.names).length > 0 ? line.names : line.name,
      category: categoryOf(line.serviceId) ?? null,
      priceCents: line.priceCents,
    })),
  };
}

/** The fees recorded on a booking that become transactions: a no-show's, a customer's late cancellation's. */
export function bookingFeesOf(booking: {
  status: string;
  noShowFeeCents?: number | null;
  cancellationFeeCents?: number | null;
}): { kind: SaleFeeKind; cents: number }[] {
  const fees: { kind: SaleFeeKind; cents: number }[] = [];
  if (booking.status === 'no-show' && (booking.noShowFeeCents ?? 0) > 0)
    fees.push({ kind: 'no_show', cents: booking.noShowFeeCents! });
  if (booking.status === 'cancelled' && (booking.cancellationFeeCents ?? 0) > 0)
    fees.push({ kind: 'late_cancellation', cents: booking.cancellationFeeCents! });
  return fees;
}
