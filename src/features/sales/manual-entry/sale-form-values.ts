import type { FormikErrors } from 'formik';
import { ValidationError } from 'yup';
import {
  SALES_MESSAGES,
  type SaleCategory,
  type SalePaymentMethod,
  type SaleTransaction,
} from '@/domain/sales';
import { isFutureSale } from '@/domain/sales-records';
import {
  saleCreateSchema,
  type SaleCreateInput,
  type SaleUpdateInput,
} from '@/domain/sales-schema';
import { zonedInstantMs, zoneOffsetMinutes } from '@/domain/zoned-time';

/** An amount field's value: text as typed, or the number formik parses a number input into. */
type AmountValue = string | number;

/**
 * The manual sale form's values (spec 03 §2 "Manual sales entry") as typed: amounts in euro (step 0.01),
 * the date as the shop's wall clock (a datetime-local value). They become the request (`SaleCreateInput`, the
 * same schema as the server's) in the shop's time zone, and the form's errors are the schema's message ids.
 */
export interface SaleFormValues {
  serviceName: string;
  category: SaleCategory | '';
  amount: AmountValue;
  paymentMethod: SalePaymentMethod | '';
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  tip: AmountValue;
  discount: AmountValue;
  tax: AmountValue;
  /** YYYY-MM-DDTHH:mm, the shop's wall clock */
  transactionDate: string;
  notes: string;
}

/** An instant as a datetime-local value on the shop's wall clock. */
export function wallClockValue(instantMs: number, timeZone: string): string {
  const wall = instantMs + zoneOffsetMinutes(instantMs, timeZone) * 60_000;
  return new Date(wall).toISOString().slice(0, 16);
}

/** A datetime-local value on the shop's wall clock as an ISO instant; '' for blank, null for no such time. */
export function instantOfWallClock(value: string, timeZone: string): string | null {
  if (!value) return '';
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const at = zonedInstantMs(match[1]!, Number(match[2]) * 60 + Number(match[3]), timeZone);
  return at === null ? null : new Date(at).toISOString();
}

export const emptySaleForm = (now: number, timeZone: string): SaleFormValues => ({
  serviceName: '',
  category: '',
  amount: '',
  paymentMethod: '',
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  tip: '',
  discount: '',
  tax: '',
  transactionDate: wallClockValue(now, timeZone),
  notes: '',
});

/** A transaction's values, for its edit form. */
export function formValuesOf(sale: SaleTransaction, timeZone: string): SaleFormValues {
  const euro = (value: number) => (value === 0 ? '' : String(value));
  return {
    serviceName: sale.serviceName,
    category: sale.category,
    amount: String(sale.amount),
    paymentMethod: sale.paymentMethod,
    customerName: sale.customerName,
    customerEmail: sale.customerEmail,
    customerPhone: sale.customerPhone,
    tip: euro(sale.tip),
    discount: euro(sale.discount),
    tax: euro(sale.tax),
    transactionDate: wallClockValue(Date.parse(sale.transactionDate), timeZone),
    notes: sale.notes,
  };
}

/** The values as the API's body, before the schema casts them (blank fields left out). */
function rawRequest(values: SaleFormValues, timeZone: string): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values))
    if (String(value).trim() !== '') raw[name] = typeof value === 'string' ? value.trim() : value;
  const date = instantOfWallClock(values.transactionDate.trim(), timeZone);
  if (date === null) raw.transactionDate = 'invalid';
  else if (date) raw.transactionDate = date;
  return raw;
}

/** The request body (the schema's cast: numbers, trimmed text), valid or not. */
export const saleRequestOf = (values: SaleFormValues, timeZone: string): SaleCreateInput =>
  saleCreateSchema.cast(rawRequest(values, timeZone), {
    stripUnknown: true,
    assert: false,
  }) as SaleCreateInput;

/** The form's errors (message ids) by the server's schema, and the server's "not in the future" rule. */
export function validateSaleForm(
  values: SaleFormValues,
  timeZone: string,
  now: number,
): FormikErrors<SaleFormValues> {
  const errors: FormikErrors<SaleFormValues> = {};
  const raw = rawRequest(values, timeZone);
  try {
    saleCreateSchema.validateSync(raw, { abortEarly: false, stripUnknown: true });
  } catch (failure) {
    if (!(failure instanceof ValidationError)) throw failure;
    for (const inner of failure.inner) {
      const field = inner.path as keyof SaleFormValues | undefined;
      if (field && !errors[field]) errors[field] = inner.message;
    }
  }
  const at = typeof raw.transactionDate === 'string' ? Date.parse(raw.transactionDate) : NaN;
  if (!errors.transactionDate && Number.isFinite(at) && isFutureSale(at, now))
    errors.transactionDate = SALES_MESSAGES.dateInFuture;
  return errors;
}

/**
 * A change (PUT): the fields that differ from the transaction, plus its `updatedAt`. A booking's services are
 * the booking's, so its service name and category are never sent.
 */
export function saleChangesOf(
  sale: SaleTransaction,
  values: SaleFormValues,
  timeZone: string,
): SaleUpdateInput {
  const before = saleRequestOf(formValuesOf(sale, timeZone), timeZone);
  const after = saleRequestOf(values, timeZone);
  const changes: Record<string, unknown> = { updatedAt: sale.updatedAt };
  const fields = Object.keys(values) as (keyof SaleFormValues)[];
  for (const field of fields) {
    if (sale.source === 'booking' && (field === 'serviceName' || field === 'category')) continue;
    const next = after[field as keyof SaleCreateInput];
    const was = before[field as keyof SaleCreateInput];
    if (next === was) continue;
    // a cleared amount is 0, a cleared text is ''
    const amount = field === 'tip' || field === 'discount' || field === 'tax';
    changes[field] = next ?? (amount ? 0 : '');
  }
  return changes as SaleUpdateInput;
}
