import { useAtomValue } from 'jotai';
import { use, useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE } from '@/domain/constants';
import { onIntlError } from './intl-errors';
import { applyDocumentLanguage, INTL_LOCALES } from './locale';
import { localeAtom } from './locale-atom';
import { getCatalog, loadCatalog } from './messages';

/**
 * react-intl with the active catalog; keeps `<html lang>` in step with the language.
 * The catalog is normally loaded before rendering (main.tsx) or before switching (changeLocaleAtom);
 * otherwise this suspends until it arrives.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const messages = getCatalog(locale) ?? use(loadCatalog(locale));
  useEffect(() => applyDocumentLanguage(locale), [locale]);
  return (
    <IntlProvider
      locale={INTL_LOCALES[locale]}
      defaultLocale={INTL_LOCALES[DEFAULT_LOCALE]}
      messages={messages}
      onError={onIntlError}
    >
      {children}
    </IntlProvider>
  );
}
