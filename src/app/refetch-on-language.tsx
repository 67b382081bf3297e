import type { QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { localeAtom } from '@/i18n';

/**
 * Server answers carry text in the language they were asked in (shop descriptions, service names, notes: the
 * client sends its interface language as Accept-Language). When the language changes, every cached answer is
 * marked stale and the ones on screen are asked again, so nothing stays in the previous language.
 */
export function RefetchOnLanguageChange({ client }: { client: QueryClient }) {
  const locale = useAtomValue(localeAtom);
  const previous = useRef(locale);
  useEffect(() => {
    if (previous.current === locale) return;
    previous.current = locale;
    void client.invalidateQueries();
  }, [client, locale]);
  return null;
}
