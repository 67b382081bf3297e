import type { Locale } from '../../../src/domain/constants';
import { formatErrorText } from '../../../src/domain/errors';
import type { ReportText } from '../../../src/domain/sales-report';
import en from '../../../src/i18n/en.json' with { type: 'json' };
import it from '../../../src/i18n/it.json' with { type: 'json' };

/**
 * The report's words in the owner's language, from the app's own catalogs (the same labels the sales screens
 * show: payment methods, categories, types; and `sales.report.*`), with ICU values. An id missing from the
 * Italian catalog falls back to English, and one missing from both is shown as itself (a test keeps the two
 * catalogs equal, so neither happens in a release).
 */
const catalogs: Record<Locale, Record<string, string>> = { en, it };

export function reportTextOf(language: Locale): ReportText {
  const catalog = catalogs[language];
  return (id, values) => {
    const source = catalog[id] ?? catalogs.en[id] ?? id;
    return values || source.includes('{') ? formatErrorText(source, language, values) : source;
  };
}
