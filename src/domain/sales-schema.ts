import * as yup from 'yup';
import { EMAIL_PATTERN } from './auth';
import { ID_PATTERNS } from './ids';
import { LIMITS } from './limits';
import { positiveQueryInteger } from './managed-shops';
import { phoneField } from './phone';
import {
  SALE_CATEGORIES,
  SALE_PAYMENT_METHODS,
  SALE_SOURCES,
  SALE_STATUSES,
  SALE_TYPES,
  SALES_LIMITS,
  SALES_PERIODS,
  SALES_MESSAGES as M,
  hasWholeCents,
} from './sales';
import { wallMidnightMs } from './zoned-time';

/**
 * The sales requests' schemas, shared by the manual-entry form (formik), the server (Express) and the mocks:
 * spec 03 §5 "Manual sale: serviceName, category, amount greater than 0 and paymentMethod are required. Amount,
 * tip, discount and tax are numbers with step 0.01 and minimum 0." Every string has a maximum length. Amounts
 * are euro with at most two decimals; the server stores cents (sales-records.ts). Rules needing the clock or the
 * shop (a date in the future, a payment method the shop does not take) are in sales-records.ts.
 */

/** A form's empty input ('') is "not given". */
const blankToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

/** An amount in euro: a number, ≥ 0 (or > 0), at most two decimals, at most SALES_LIMITS.amountMax. */
const euro = (positive: boolean) =>
  yup
    .number()
    .transform(blankToUndefined)
    .typeError(positive ? M.amountRequired : M.amountNegative)
    .test('min', positive ? M.amountPositive : M.amountNegative, (value) =>
      value === undefined ? true : positive ? value > 0 : value >= 0,
    )
    .max(SALES_LIMITS.amountMax, M.amountTooHigh)
    .test('cents', M.amountCents, (value) => (value === undefined ? true : hasWholeCents(value)));

const text = (max: number) => yup.string().trim().max(max, 'validation.tooLong');

const serviceName = () =>
  yup
    .string()
    .trim()
    .max(SALES_LIMITS.serviceNameMax, 'validation.tooLong')
    .test('min', M.serviceNameTooShort, (value) =>
      value === undefined || value === '' ? true : value.length >= SALES_LIMITS.serviceNameMin,
    );

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 instant with its offset ('2026-11-28T10:30:00.000Z'), not before SALES_LIMITS.earliestDate. */
const instant = () =>
  yup
    .string()
    .trim()
    .max(LIMITS.token, M.dateInvalid)
    .test('instant', M.dateInvalid, (value) =>
      value === undefined || value === ''
        ? true
        : ISO_INSTANT.test(value) && Number.isFinite(Date.parse(value)),
    )
    .test('earliest', M.dateTooEarly, (value) =>
      !value || !Number.isFinite(Date.parse(value))
        ? true
        : Date.parse(value) >= Date.parse(`${SALES_LIMITS.earliestDate}T00:00:00Z`),
    );

const optionalShopId = () =>
  yup.string().strict().max(LIMITS.id, 'validation.tooLong').matches(ID_PATTERNS.shop, {
    message: 'validation.invalidType',
    excludeEmptyString: true,
  });

/** The fields a manual sale is made of (both the create and, optional, the change). */
const saleFields = {
  serviceName: serviceName(),
  serviceId: text(LIMITS.id),
  category: yup
    .string()
    .max(LIMITS.token, M.categoryRequired)
    .oneOf([...SALE_CATEGORIES, undefined], M.categoryRequired),
  amount: euro(true),
  paymentMethod: yup
    .string()
    .max(LIMITS.token, M.paymentMethodRequired)
    .oneOf([...SALE_PAYMENT_METHODS, undefined], M.paymentMethodRequired),
  tip: euro(false),
  discount: euro(false),
  tax: euro(false),
  customerName: text(SALES_LIMITS.customerNameMax),
  customerEmail: yup
    .string()
    .trim()
    .max(SALES_LIMITS.customerEmailMax, M.emailInvalid)
    .test('email', M.emailInvalid, (value) => !value || EMAIL_PATTERN.test(value)),
  customerPhone: phoneField(M.phoneInvalid),
  notes: text(SALES_LIMITS.notesMax),
  description: text(SALES_LIMITS.descriptionMax),
  /** when the sale happened; absent: now */
  transactionDate: instant(),
};

/** Spec 03 §2: the discount may not exceed amount + tip + tax (a total below zero is no sale). */
function discountFits(this: yup.TestContext, value: number | undefined): boolean {
  const parent = this.parent as { amount?: number; tip?: number; tax?: number };
  if (value === undefined || parent.amount === undefined) return true;
  return value <= parent.amount + (parent.tip ?? 0) + (parent.tax ?? 0) + 1e-9;
}

/** POST /api/sales/transactions (and the manual-entry form). `shopId`: an owner of several shops, an admin. */
export const saleCreateSchema = yup
  .object({
    shopId: optionalShopId(),
    ...saleFields,
    serviceName: saleFields.serviceName.required(M.serviceNameRequired),
    category: saleFields.category.required(M.categoryRequired),
    amount: saleFields.amount.required(M.amountRequired),
    paymentMethod: saleFields.paymentMethod.required(M.paymentMethodRequired),
    discount: saleFields.discount.test('fits', M.discountTooHigh, discountFits),
  })
  .noUnknown();
export type SaleCreateInput = yup.InferType<typeof saleCreateSchema>;

/**
 * PUT /api/sales/transactions/{id}: the changed fields plus the `updatedAt` the caller last read (a stale one is
 * refused with 409 TRANSACTION_STALE and nothing is written). The discount rule is checked on the merged result
 * (sales-records.ts applySaleUpdate), since a change may send only some of the amounts.
 */
export const saleUpdateSchema = yup
  .object({
    ...saleFields,
    updatedAt: yup
      .string()
      .trim()
      .required('validation.required')
      .max(LIMITS.token, 'validation.invalidType')
      .test('instant', 'validation.invalidType', (value) =>
        value === undefined ? true : ISO_INSTANT.test(value) && Number.isFinite(Date.parse(value)),
      ),
  })
  .noUnknown();
export type SaleUpdateInput = yup.InferType<typeof saleUpdateSchema>;

/**
 * What the owner records when completing a booking (the complete action's `payment`): how it was paid, the tip,
 * the discount and tax. Defaults: the first method the shop takes (cash usually), nothing else.
 */
export const bookingPaymentSchema = yup
  .object({
    method: saleFields.paymentMethod,
    tip: saleFields.tip,
    discount: saleFields.discount,
    tax: saleFields.tax,
    notes: saleFields.notes,
  })
  .noUnknown()
  .default(undefined)
  .optional();
export type BookingPaymentInput = yup.InferType<typeof bookingPaymentSchema>;

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const dateParam = () =>
  yup
    .string()
    .max(LIMITS.token, 'validation.tooLong')
    .transform((value: unknown) => (value === '' ? undefined : value))
    .matches(DATE, 'validation.invalidType');

/** startDate and endDate come together, in order, at most SALES_LIMITS.rangeDaysMax days. */
const rangeFields = {
  startDate: dateParam().test('pair', M.rangeInvalid, function pair(value) {
    return value === undefined || (this.parent as { endDate?: string }).endDate !== undefined;
  }),
  endDate: dateParam()
    .test('pair', M.rangeInvalid, function pair(value) {
      const start = (this.parent as { startDate?: string }).startDate;
      if (value === undefined) return start === undefined;
      return start === undefined || !DATE.test(start) || start <= value;
    })
    .test('span', M.rangeTooLong, function span(value) {
      const start = (this.parent as { startDate?: string }).startDate;
      if (!value || !start || !DATE.test(start) || start > value) return true;
      const days = Math.round((wallMidnightMs(value) - wallMidnightMs(start)) / 86_400_000) + 1;
      return days <= SALES_LIMITS.rangeDaysMax;
    }),
};

const shopParam = () =>
  yup
    .string()
    .max(LIMITS.id, 'validation.tooLong')
    .transform((value: unknown) => (value === '' ? undefined : value))
    .matches(ID_PATTERNS.shop, 'validation.invalidType');

const periodParam = () =>
  yup
    .string()
    .max(LIMITS.token, 'validation.tooLong')
    .transform((value: unknown) => (value === '' ? undefined : value))
    .oneOf([...SALES_PERIODS, undefined], 'validation.invalidType');

/** GET /api/sales/dashboard and GET /api/analytics/bookings: a period (default month) or startDate/endDate. */
export const salesRangeQuerySchema = yup
  .object({ shopId: shopParam(), period: periodParam(), ...rangeFields })
  .noUnknown();
export type SalesRangeQuery = yup.InferType<typeof salesRangeQuerySchema>;

const listOf = <T extends string>(values: readonly T[]) =>
  yup
    .string()
    .max(LIMITS.token, 'validation.tooLong')
    .transform((value: unknown) => (value === '' ? undefined : value))
    .oneOf([...values, undefined], 'validation.invalidType');

/**
 * GET /api/sales/transactions: newest first, paged; filters: dates (shop-local, inclusive, either may be
 * absent), payment method, category, source, type, status, and `q` (service, customer, notes).
 */
export const saleListQuerySchema = yup
  .object({
    shopId: shopParam(),
    startDate: dateParam(),
    endDate: dateParam().test('order', M.rangeInvalid, function order(value) {
      const start = (this.parent as { startDate?: string }).startDate;
      return !value || !start || !DATE.test(start) || start <= value;
    }),
    paymentMethod: listOf(SALE_PAYMENT_METHODS),
    category: listOf(SALE_CATEGORIES),
    source: listOf(SALE_SOURCES),
    type: listOf(SALE_TYPES),
    status: listOf(SALE_STATUSES),
    q: yup
      .string()
      .trim()
      .max(SALES_LIMITS.queryMax, 'validation.tooLong')
      .transform((value: unknown) => (value === '' ? undefined : value)),
    page: positiveQueryInteger(SALES_LIMITS.pagesMax).default(1),
    limit: positiveQueryInteger(SALES_LIMITS.pageMax).default(SALES_LIMITS.pageDefault),
  })
  .noUnknown();
export type SaleListQuery = yup.InferType<typeof saleListQuerySchema>;
