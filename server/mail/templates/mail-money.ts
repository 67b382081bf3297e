import { INTL_LOCALE_TAG } from '../../../src/domain/clock-format';
import { CURRENCY, type Locale } from '../../../src/domain/constants';

/** One formatter per language: building an Intl.NumberFormat costs about 0.3 ms, and every booking sends mail. */
const formatters = new Map<Locale, Intl.NumberFormat>();

/** Cents as euro in the reader's language ("€35.00", "35,00 €"). */
export function mailMoney(cents: number, locale: Locale): string {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE_TAG[locale], {
      style: 'currency',
      currency: CURRENCY,
    });
    formatters.set(locale, format);
  }
  return format.format(cents / 100);
}
