import type { Locale } from './constants';
import { allow, refuse, type Decision } from './decision';
import { localized } from './localized-text';
import {
  SALE_CATEGORIES,
  SALE_PAYMENT_METHODS,
  SALES_LIMITS,
  SALES_MESSAGES as M,
  centsToEuro,
  euroToCents,
  reversalId,
  saleTotalCents,
  type SaleCategory,
  type SalePaymentMethod,
  type SaleRecord,
  type SaleTransaction,
} from './sales';
import { localDateHour } from './sales-periods';
import type { SaleCreateInput, SaleUpdateInput } from './sales-schema';

/**
 * What a write does to a transaction, decided here for the server and the mocks alike: a manual sale from the
 * form, a booking's sale when it is completed, a booking's fee, a reversal, a change (optimistic concurrency on
 * `updatedAt`), a delete; and the record → API mapping.
 */

/** Who writes, where and when. */
export interface SaleContext {
  shopId: string;
  timeZone: string;
  /** epoch ms */
  now: number;
  /** the user entering it (null: the system) */
  actorId: string | null;
}

/**
 * The shop's payment methods (its profile's list, src/domain/shop-profile.ts) as sale methods: cash, card
 * (card or contactless), digital (Apple Pay, Google Pay, Satispay, PayPal), bank transfer, gift card. A shop
 * that lists none takes everything (spec 03 §3: "All are enabled"); loyalty points are always taken (the
 * marketplace's own programme). A method that is not enabled is not selectable and is refused.
 */
const METHOD_SOURCES: Record<SalePaymentMethod, readonly string[] | null> = {
  cash: ['cash'],
  card: ['card', 'contactless'],
  digital: ['apple_pay', 'google_pay', 'satispay', 'paypal'],
  bank_transfer: ['bank_transfer'],
  gift_card: ['gift_card'],
  loyalty_points: null,
};

export function saleMethodsOf(
  shopMethods: readonly string[] | null | undefined,
): { method: SalePaymentMethod; enabled: boolean }[] {
  const listed = shopMethods ?? [];
  return SALE_PAYMENT_METHODS.map((method) => {
    const sources = METHOD_SOURCES[method];
    const enabled =
      listed.length === 0 || sources === null || sources.some((s) => listed.includes(s));
    return { method, enabled };
  });
}

export const isSaleMethodEnabled = (
  method: SalePaymentMethod,
  shopMethods: readonly string[] | null | undefined,
): boolean => saleMethodsOf(shopMethods).some((m) => m.method === method && m.enabled);

/** The method a completion records when the owner names none: the first the shop takes. */
export const defaultSaleMethod = (shopMethods: readonly string[] | null | undefined) =>
  saleMethodsOf(shopMethods).find((m) => m.enabled)?.method ?? 'cash';

export const asCategory = (value: string | null | undefined): SaleCategory =>
  (SALE_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as SaleCategory) : 'other';

/** A transaction dated later than now (beyond a few minutes of clock difference) is refused. */
export const isFutureSale = (atMs: number, nowMs: number): boolean =>
  atMs > nowMs + SALES_LIMITS.futureSlackMs;

export function dated(atMs: number, timeZone: string): Pick<SaleRecord, 'at' | 'date' | 'hour'> {
  const { date, hour } = localDateHour(atMs, timeZone);
  return { at: atMs, date, hour };
}

export const optionalCents = (euro: number | undefined): number =>
  euro === undefined ? 0 : euroToCents(euro);

/** POST /api/sales/transactions: the record of a manual (offline) sale, or why not. */
export function newManualSale(
  id: string,
  input: SaleCreateInput,
  ctx: SaleContext,
  shopMethods: readonly string[] | null | undefined,
): Decision<SaleRecord> {
  const method = input.paymentMethod as SalePaymentMethod;
  if (!isSaleMethodEnabled(method, shopMethods))
    return refuse('PAYMENT_METHOD_DISABLED', { paymentMethod: M.paymentMethodRequired });
  const at = input.transactionDate ? Date.parse(input.transactionDate) : ctx.now;
  if (isFutureSale(at, ctx.now))
    return refuse('VALIDATION_FAILED', { transactionDate: M.dateInFuture });
  const amountCents = optionalCents(input.amount);
  const parts = {
    amountCents,
    tipCents: optionalCents(input.tip),
    discountCents: optionalCents(input.discount),
    taxCents: optionalCents(input.tax),
  };
  const category = asCategory(input.category);
  return allow({
    id,
    shopId: ctx.shopId,
    type: 'sale',
    source: 'offline',
    status: 'completed',
    feeKind: null,
    bookingId: null,
    reversesId: null,
    reversedById: null,
    items: [{ serviceId: input.serviceId || null, name: input.serviceName, category, amountCents }],
    description: input.description ?? '',
    paymentMethod: method,
    ...parts,
    totalCents: saleTotalCents(parts),
    customerId: null,
    customerName: input.customerName ?? '',
    customerEmail: input.customerEmail ?? '',
    customerPhone: input.customerPhone ?? '',
    notes: input.notes ?? '',
    ...dated(at, ctx.timeZone),
    createdAt: ctx.now,
    updatedAt: ctx.now,
    createdBy: ctx.actorId,
  });
}

/** Why a transaction cannot be changed or deleted (already reversed, or a reversal itself), or null. */
export function lockedReason(
  record: Pick<SaleRecord, 'status' | 'type'>,
): 'TRANSACTION_LOCKED' | null {
  return record.status !== 'completed' || record.type === 'reversal' ? 'TRANSACTION_LOCKED' : null;
}

/** The instant text of `updatedAt` as served (and sent back with a change). */
export const updatedAtText = (record: Pick<SaleRecord, 'updatedAt'>): string =>
  new Date(record.updatedAt).toISOString();

/** A new `updatedAt` always differs from the one it replaces (two changes in one millisecond). */
export const nextUpdatedAt = (record: Pick<SaleRecord, 'updatedAt'>, now: number): number =>
  Math.max(now, record.updatedAt + 1);

type Editable = keyof Omit<SaleUpdateInput, 'updatedAt'>;
const ITEM_FIELDS: readonly Editable[] = ['serviceName', 'serviceId', 'category'];

/**
 * PUT: the record with the changed fields, or why not. A stale `updatedAt` → TRANSACTION_STALE (409); a
 * reversed transaction or a reversal → TRANSACTION_LOCKED; a booking's services are the booking's (only its
 * money, method, customer fields, notes and date change).
 */
export function applySaleUpdate(
  record: SaleRecord,
  input: SaleUpdateInput,
  ctx: SaleContext,
  shopMethods: readonly string[] | null | undefined,
): Decision<SaleRecord> {
  const locked = lockedReason(record);
  if (locked) return refuse(locked);
  if (Date.parse(input.updatedAt) !== record.updatedAt) return refuse('TRANSACTION_STALE');
  if (record.source === 'booking') {
    const errors = Object.fromEntries(
      ITEM_FIELDS.filter((field) => input[field] !== undefined).map((f) => [f, M.fromBooking]),
    );
    if (Object.keys(errors).length > 0) return refuse('VALIDATION_FAILED', errors);
  }
  const method = (input.paymentMethod as SalePaymentMethod | undefined) ?? record.paymentMethod;
  if (method !== record.paymentMethod && !isSaleMethodEnabled(method, shopMethods))
    return refuse('PAYMENT_METHOD_DISABLED', { paymentMethod: M.paymentMethodRequired });
  const at = input.transactionDate ? Date.parse(input.transactionDate) : record.at;
  if (at !== record.at && isFutureSale(at, ctx.now))
    return refuse('VALIDATION_FAILED', { transactionDate: M.dateInFuture });
  const pick = (euro: number | undefined, was: number) =>
    euro === undefined ? was : euroToCents(euro);
  const parts = {
    amountCents: pick(input.amount, record.amountCents),
    tipCents: pick(input.tip, record.tipCents),
    discountCents: pick(input.discount, record.discountCents),
    taxCents: pick(input.tax, record.taxCents),
  };
  const totalCents = saleTotalCents(parts);
  if (totalCents < 0) return refuse('VALIDATION_FAILED', { discount: M.discountTooHigh });
  const first = record.items[0];
  const items =
    record.source === 'offline' && first
      ? [
          {
            serviceId: input.serviceId !== undefined ? input.serviceId || null : first.serviceId,
            name: input.serviceName ?? first.name,
            category: asCategory(input.category ?? first.category),
            amountCents: parts.amountCents,
          },
        ]
      : record.items;
  const keep = (value: string | undefined, was: string) => (value === undefined ? was : value);
  return allow({
    ...record,
    items,
    paymentMethod: method,
    ...parts,
    totalCents,
    description: keep(input.description, record.description),
    customerName: keep(input.customerName, record.customerName),
    customerEmail: keep(input.customerEmail, record.customerEmail),
    customerPhone: keep(input.customerPhone, record.customerPhone),
    notes: keep(input.notes, record.notes),
    ...(at !== record.at ? dated(at, ctx.timeZone) : {}),
    updatedAt: nextUpdatedAt(record, ctx.now),
  });
}

/**
 * DELETE: a manual sale is removed (an audit record keeps it); a booking's sale or fee is reversed instead, so
 * the booking's money is never counted twice nor lost without a trace.
 */
export function deletionOf(record: SaleRecord): Decision<'remove' | 'reverse'> {
  const locked = lockedReason(record);
  if (locked) return refuse(locked);
  return allow(record.source === 'offline' ? 'remove' : 'reverse');
}

/** A reversal: the original turns `reversed` (no longer revenue) and a reversal record says when and by whom. */
export function reversalOf(
  original: SaleRecord,
  ctx: SaleContext,
): { original: SaleRecord; reversal: SaleRecord } {
  const id = reversalId(original.id);
  return {
    original: {
      ...original,
      status: 'reversed',
      reversedById: id,
      updatedAt: nextUpdatedAt(original, ctx.now),
    },
    reversal: {
      ...original,
      id,
      type: 'reversal',
      status: 'completed',
      reversesId: original.id,
      reversedById: null,
      notes: '',
      ...dated(ctx.now, ctx.timeZone),
      createdAt: ctx.now,
      updatedAt: ctx.now,
      createdBy: ctx.actorId,
    },
  };
}

/** The record as the API serves it, item names in `language`. */
export function toSaleTransaction(record: SaleRecord, language: Locale): SaleTransaction {
  const items = record.items.map((item) => ({
    serviceId: item.serviceId,
    name: localized(item.name, language),
    category: item.category,
    amount: centsToEuro(item.amountCents),
    amountCents: item.amountCents,
  }));
  return {
    id: record.id,
    shopId: record.shopId,
    type: record.type,
    source: record.source,
    status: record.status,
    feeKind: record.feeKind,
    bookingId: record.bookingId,
    reversesId: record.reversesId,
    reversedById: record.reversedById,
    serviceId: items[0]?.serviceId ?? null,
    serviceName: items.map((item) => item.name).join(' + '),
    category: items[0]?.category ?? 'other',
    items,
    description: record.description,
    paymentMethod: record.paymentMethod,
    amount: centsToEuro(record.amountCents),
    tip: centsToEuro(record.tipCents),
    discount: centsToEuro(record.discountCents),
    tax: centsToEuro(record.taxCents),
    total: centsToEuro(record.totalCents),
    amountCents: record.amountCents,
    tipCents: record.tipCents,
    discountCents: record.discountCents,
    taxCents: record.taxCents,
    totalCents: record.totalCents,
    customerId: record.customerId,
    customerName: record.customerName,
    customerEmail: record.customerEmail,
    customerPhone: record.customerPhone,
    notes: record.notes,
    transactionDate: new Date(record.at).toISOString(),
    date: record.date,
    createdAt: new Date(record.createdAt).toISOString(),
    updatedAt: updatedAtText(record),
  };
}
