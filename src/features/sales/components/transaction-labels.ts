import type { IntlShape } from 'react-intl';
import { formatInstant } from '@/domain/clock-format';
import { SALE_LABEL_IDS, type SaleTransaction } from '@/domain/sales';
import { formatEuro } from '../sales-format';

/**
 * How a transaction reads in the lists (the dashboard's recent ones, the transactions list): its service (a fee
 * says which), when on the shop's clock, how it was paid, who bought, and its total, a reversal's as a minus.
 */
export function transactionLabels(intl: IntlShape, sale: SaleTransaction, timeZone: string) {
  const t = (id: string) => intl.formatMessage({ id });
  const title =
    sale.type === 'fee' && sale.feeKind
      ? `${t(SALE_LABEL_IDS.feeKind(sale.feeKind))} · ${sale.serviceName}`
      : sale.serviceName;
  const total = formatEuro(intl, sale.type === 'reversal' ? -sale.total : sale.total);
  /** what sets it apart from a plain completed sale, in words */
  const tags = [
    ...(sale.type !== 'sale' ? [t(SALE_LABEL_IDS.type(sale.type))] : []),
    ...(sale.status === 'reversed' ? [t(SALE_LABEL_IDS.status(sale.status))] : []),
  ];
  return {
    title,
    when: formatInstant(intl.locale, sale.transactionDate, timeZone),
    method: t(SALE_LABEL_IDS.paymentMethod(sale.paymentMethod)),
    source: t(SALE_LABEL_IDS.source(sale.source)),
    category: t(SALE_LABEL_IDS.category(sale.category)),
    customer: sale.customerName || t('sales.list.noCustomer'),
    total,
    tags,
  };
}

/** A change or a delete is refused for a reversed transaction and for a reversal (sales-records lockedReason). */
export const isEditable = (sale: SaleTransaction) =>
  sale.status === 'completed' && sale.type !== 'reversal';
