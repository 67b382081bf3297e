import { localized } from './localized-text';
import { centsToEuro, type SaleRecord } from './sales';

/**
 * What a shop's audit trail (section `sales`) keeps of its transactions' changes, for the server and the mocks
 * alike: a short view of each transaction (no secrets, money in euro) and, for a change, the fields it touched.
 */

/** A changed field as the trail records it: `transactions.<id>[.<key>]`, before and after. */
export interface SaleFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** What the audit trail keeps of a transaction (short, no secrets). */
export function saleAuditOf(record: SaleRecord) {
  return {
    id: record.id,
    date: record.date,
    service: record.items.map((item) => localized(item.name, 'en')).join(' + '),
    total: centsToEuro(record.totalCents),
    paymentMethod: record.paymentMethod,
    customer: record.customerName || null,
    source: record.source,
    type: record.type,
  };
}

/** The fields a change touched, before and after (money in euro). */
export function saleChangesOf(before: SaleRecord, after: SaleRecord): SaleFieldChange[] {
  const view = (record: SaleRecord) => ({
    ...saleAuditOf(record),
    amount: centsToEuro(record.amountCents),
    tip: centsToEuro(record.tipCents),
    discount: centsToEuro(record.discountCents),
    tax: centsToEuro(record.taxCents),
    category: record.items[0]?.category ?? null,
    customerEmail: record.customerEmail,
    customerPhone: record.customerPhone,
    notes: record.notes,
    description: record.description,
    transactionDate: new Date(record.at).toISOString(),
  });
  const a = view(before);
  const b = view(after);
  return (Object.keys(b) as (keyof typeof b)[])
    .filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]))
    .map((key) => ({ field: `transactions.${before.id}.${key}`, before: a[key], after: b[key] }));
}

/** The trail's entry for a created (after only) or deleted (before only) transaction. */
export const saleEntryChange = (
  before: SaleRecord | null,
  after: SaleRecord | null,
): SaleFieldChange => ({
  field: `transactions.${(before ?? after)!.id}`,
  before: before ? saleAuditOf(before) : null,
  after: after ? saleAuditOf(after) : null,
});
