import { CURRENCY } from './constants';
import { LIMITS } from './limits';
import type { StoredText } from './localized-text';

/**
 * Sales and finance (spec 03 §2 "Manual sales entry" and "Sales dashboard", §3 Transaction, §4, §7 Sales, §9;
 * issue 16): the transaction as the API serves it, its stored form (server and mocks keep the same record), the
 * constants, the id shapes and the message ids. Money is integer cents everywhere it is stored or summed; euro
 * (two decimals) only travels next to it for display and in the form. Schemas: sales-schema.ts; the record
 * rules (create, update, reverse, list): sales-records.ts; periods: sales-periods.ts; figures:
 * sales-summaries.ts and sales-dashboard.ts; the bookings' analytics: booking-analytics.ts.
 */

/** spec 03 §3, in the form's order (labels come from the catalogs: `sales.paymentMethod.<method>`) */
export const SALE_PAYMENT_METHODS = [
  'cash',
  'card',
  'digital',
  'bank_transfer',
  'gift_card',
  'loyalty_points',
] as const;
export type SalePaymentMethod = (typeof SALE_PAYMENT_METHODS)[number];

/**
 * A transaction's category. Spec 03 §3 lists hair, nails, face, body, massage, other for the sales form and the
 * service editor's list for services; a completed booking takes its service's category, so the list is both
 * (the form's "face" is the editor's "facial"). Labels: `sales.category.<category>`.
 */
export const SALE_CATEGORIES = [
  'hair',
  'nails',
  'facial',
  'body',
  'massage',
  'waxing',
  'makeup',
  'other',
] as const;
export type SaleCategory = (typeof SALE_CATEGORIES)[number];

/** sale: a service sold (a completed booking or a manual entry); fee: a no-show or late-cancellation fee;
 * reversal: the record that undoes a booking's sale or fee (the original turns `reversed`). */
export const SALE_TYPES = ['sale', 'fee', 'reversal'] as const;
export type SaleType = (typeof SALE_TYPES)[number];

/** booking: made by the system from a booking (completion, fee); offline: entered by hand (spec 03 §3). */
export const SALE_SOURCES = ['booking', 'offline'] as const;
export type SaleSource = (typeof SALE_SOURCES)[number];

/** spec 03 §4: created as completed; only completed transactions count in revenue. */
export const SALE_STATUSES = ['completed', 'reversed'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

export const SALE_FEE_KINDS = ['no_show', 'late_cancellation'] as const;
export type SaleFeeKind = (typeof SALE_FEE_KINDS)[number];

export const SALES_CURRENCY = CURRENCY;

/** spec 03 §2, §9: the dashboard's (and the bookings analytics') periods, default month (sales-periods.ts) */
export const SALES_PERIODS = ['today', 'week', 'month', 'year'] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];
export const DEFAULT_SALES_PERIOD: SalesPeriod = 'month';

export const SALES_LIMITS = {
  /** euro, per amount field (a salon's largest single ticket is far below) */
  amountMax: 100_000,
  serviceNameMin: 2,
  serviceNameMax: LIMITS.shortText,
  descriptionMax: 200,
  notesMax: LIMITS.notes,
  customerNameMax: LIMITS.name,
  customerEmailMax: LIMITS.email,
  customerPhoneMax: LIMITS.phone,
  /** services on one transaction (a booking's services; a manual sale has one) */
  itemsMax: LIMITS.ids,
  /** the list's page size */
  pageDefault: 20,
  pageMax: 100,
  pagesMax: 10_000,
  /** list text search */
  queryMax: LIMITS.shortText,
  /** a custom range (dashboard, analytics, list) spans at most this many days */
  rangeDaysMax: 366,
  /** spec 03 §9 */
  recent: 10,
  topServices: 5,
  /** earliest transaction date accepted */
  earliestDate: '2000-01-01',
  /** a transaction may be dated at most this far ahead of now (clocks differ a little) */
  futureSlackMs: 5 * 60_000,
} as const;

/** The spec's texts (§2, §8) and the form's messages, as catalog ids (en.json and it.json). */
export const SALES_MESSAGES = {
  loadFailed: 'sales.loadFailed',
  createFailed: 'sales.createFailed',
  updateFailed: 'sales.updateFailed',
  deleteFailed: 'sales.deleteFailed',
  analyticsFailed: 'sales.analyticsFailed',
  exportFailed: 'sales.exportFailed',
  addSuccess: 'sales.addSuccess',
  addFailed: 'sales.addFailed',
  serviceNameRequired: 'sales.form.serviceNameRequired',
  serviceNameTooShort: 'sales.form.serviceNameTooShort',
  categoryRequired: 'sales.form.categoryRequired',
  amountRequired: 'sales.form.amountRequired',
  amountPositive: 'sales.form.amountPositive',
  amountNegative: 'sales.form.amountNegative',
  amountTooHigh: 'sales.form.amountTooHigh',
  amountCents: 'sales.form.amountCents',
  paymentMethodRequired: 'sales.form.paymentMethodRequired',
  discountTooHigh: 'sales.form.discountTooHigh',
  dateInvalid: 'sales.form.dateInvalid',
  dateInFuture: 'sales.form.dateInFuture',
  dateTooEarly: 'sales.form.dateTooEarly',
  emailInvalid: 'sales.form.emailInvalid',
  phoneInvalid: 'sales.form.phoneInvalid',
  fromBooking: 'sales.form.fromBooking',
  rangeInvalid: 'sales.rangeInvalid',
  rangeTooLong: 'sales.rangeTooLong',
} as const;

/** How long the manual entry's toasts stay (spec 03 §2: 3 seconds). */
export const SALES_TOAST_MS = 3000;

/** One service of a transaction: a booking's service line, or the manual sale's one service. */
export interface SaleItem {
  serviceId: string | null;
  /** in the caller's language */
  name: string;
  category: SaleCategory;
  amount: number;
  amountCents: number;
}

/** What the API's transaction and the stored record share. */
interface SaleBase {
  id: string;
  shopId: string;
  type: SaleType;
  source: SaleSource;
  status: SaleStatus;
  /** a fee's kind; null for sales and reversals of sales */
  feeKind: SaleFeeKind | null;
  bookingId: string | null;
  /** on a reversal: the transaction it undoes */
  reversesId: string | null;
  /** on a reversed transaction: the reversal that undid it */
  reversedById: string | null;
  description: string;
  paymentMethod: SalePaymentMethod;
  amountCents: number;
  tipCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  customerId: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  notes: string;
  /** shop-local YYYY-MM-DD of the sale */
  date: string;
}

/** A transaction as the API serves it (spec 03 §3 fields; money in euro with cents beside it). */
export interface SaleTransaction extends SaleBase {
  /** the first service's id (spec field), null for a manual sale not tied to a service */
  serviceId: string | null;
  /** the services' names joined with ' + ' (one name for a manual sale) */
  serviceName: string;
  /** the first service's category */
  category: SaleCategory;
  items: SaleItem[];
  amount: number;
  tip: number;
  discount: number;
  tax: number;
  /** amount + tip + tax − discount */
  total: number;
  /** ISO instant of the sale */
  transactionDate: string;
  createdAt: string;
  /** ISO instant with milliseconds: send it back with a change (a stale one is refused with 409) */
  updatedAt: string;
}

/** POST and PUT → data (`{ transaction }`) */
export interface SaleTransactionResult {
  transaction: SaleTransaction;
}

/** DELETE: an offline sale is removed (`transaction` is what it was); a booking's is reversed. */
export interface SaleDeleteResult {
  /** removed: gone (an audit record keeps who, when, what); reversed: kept as `reversed` with a reversal record */
  outcome: 'removed' | 'reversed';
  transaction: SaleTransaction;
  reversal: SaleTransaction | null;
}

/** GET /api/sales/transactions → data */
export interface SaleTransactionPage {
  shopId: string;
  timeZone: string;
  items: SaleTransaction[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  /** the filtered transactions that count in revenue (completed sales and fees), over every page */
  revenue: number;
  revenueCents: number;
}

/**
 * The stored transaction (a document of its own, and a copy in its shop's month bucket): cents only, shop-local
 * date and hour fixed when written, item names as written (a booking's in both languages). The server and the
 * mocks store exactly this.
 */
export interface SaleRecord extends SaleBase {
  items: {
    serviceId: string | null;
    name: StoredText;
    category: SaleCategory;
    amountCents: number;
  }[];
  /** epoch ms of the sale */
  at: number;
  /** shop-local hour (0–23) of `at` (`date` is its date) */
  hour: number;
  /** epoch ms */
  createdAt: number;
  updatedAt: number;
  /** the user who entered it (null: the system, from a booking) */
  createdBy: string | null;
}

// ids: a manual sale's is random; the system's are derived from what they record, so a retried or raced write
// claims the same `_id` and only one insert wins (a booking's sale, each fee, each reversal exist at most once)

const BOOKING_ID = 'bk_[\\w-]{1,40}';
const MANUAL_ID = 'txn_[\\w-]{8,40}';
const RECORDED_ID = `txn:(?:sale|no_show|late_cancellation):${BOOKING_ID}`;
export const SALE_ID_PATTERN = new RegExp(
  `^(?:${MANUAL_ID}|${RECORDED_ID}|txn:reversal:(?:${MANUAL_ID}|${RECORDED_ID}))$`,
);

export const isSaleId = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 200 && SALE_ID_PATTERN.test(value);

export const bookingSaleId = (bookingId: string): string => `txn:sale:${bookingId}`;
export const bookingFeeId = (bookingId: string, kind: SaleFeeKind): string =>
  `txn:${kind}:${bookingId}`;
export const reversalId = (transactionId: string): string => `txn:reversal:${transactionId}`;

/** Integer cents → euro with two decimals (1234 → 12.34; never a float sum). */
export const centsToEuro = (cents: number): number => Math.round(cents) / 100;
/** Euro → integer cents without float drift (12.34 → 1234, 0.1 + 0.2 style inputs included). */
export const euroToCents = (euro: number): number => Math.round(Math.round(euro * 1000) / 10);
/** Whether an amount in euro has at most two decimals (12.345 has not). */
export const hasWholeCents = (euro: number): boolean =>
  Math.abs(euro * 100 - Math.round(euro * 100)) < 1e-6;

/** Spec 03 §2: total = amount + tip + tax − discount, in integer cents. */
export function saleTotalCents(parts: {
  amountCents: number;
  tipCents?: number;
  taxCents?: number;
  discountCents?: number;
}): number {
  return (
    parts.amountCents + (parts.tipCents ?? 0) + (parts.taxCents ?? 0) - (parts.discountCents ?? 0)
  );
}

/** The form's live total from euro inputs (blank or invalid fields count as 0), in cents. */
export function liveTotalCents(values: {
  amount?: number | string | null;
  tip?: number | string | null;
  tax?: number | string | null;
  discount?: number | string | null;
}): number {
  const cents = (value: number | string | null | undefined) => {
    const number = typeof value === 'string' ? Number(value.replace(',', '.')) : Number(value);
    return Number.isFinite(number) && value !== '' && value !== null ? euroToCents(number) : 0;
  };
  return saleTotalCents({
    amountCents: cents(values.amount),
    tipCents: cents(values.tip),
    taxCents: cents(values.tax),
    discountCents: cents(values.discount),
  });
}

/** Spec 03 §4: only completed sales and fees count in revenue (a reversal only records that one was undone). */
export const countsInRevenue = (record: Pick<SaleRecord, 'status' | 'type'>): boolean =>
  record.status === 'completed' && record.type !== 'reversal';

/** Catalog ids of the labels (en.json / it.json), for the screens and the reports alike. */
export const SALE_LABEL_IDS = {
  paymentMethod: (method: SalePaymentMethod) => `sales.paymentMethod.${method}`,
  category: (category: SaleCategory) => `sales.category.${category}`,
  type: (type: SaleType) => `sales.type.${type}`,
  source: (source: SaleSource) => `sales.source.${source}`,
  status: (status: SaleStatus) => `sales.status.${status}`,
  feeKind: (kind: SaleFeeKind) => `sales.feeKind.${kind}`,
} as const;
