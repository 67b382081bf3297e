import { useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { CatalogSection } from './catalog-sections';
import { onIntlError } from './intl-errors';
import { localeAtom } from './locale-atom';
import { getCatalogSection, loadCatalogSection, type Messages } from './messages';

/**
 * Adds a catalog part to the messages below it, suspending until it has loaded.
 * With `section` null it renders its children as they are (home needs only the core).
 */
export function CatalogSectionProvider({
  section,
  children,
}: {
  section: CatalogSection | null;
  children: ReactNode;
}) {
  return section ? <WithSection section={section}>{children}</WithSection> : <>{children}</>;
}

function WithSection({ section, children }: { section: CatalogSection; children: ReactNode }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const extra = getCatalogSection(locale, section);
  // Suspense's promise contract rather than use(): use() warns when a retry no longer calls it, and once the
  // part is loaded this component reads it synchronously.
  if (!extra) throw loadCatalogSection(locale, section);
  const messages = useMemo(
    () => ({ ...(intl.messages as Messages), ...extra }),
    [intl.messages, extra],
  );
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      messages={messages}
      onError={onIntlError}
    >
      {children}
    </IntlProvider>
  );
}
