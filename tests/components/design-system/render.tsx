import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '@/i18n/en.json';
import it from '@/i18n/it.json';
import { AppThemeProvider, defaultThemeConfig, type ThemeConfig } from '@design-system/theme';

export interface ProviderOptions {
  locale?: 'en' | 'it';
  config?: ThemeConfig;
}

export function Providers({
  children,
  locale = 'en',
  config = defaultThemeConfig(),
}: ProviderOptions & { children?: ReactNode }) {
  return (
    <IntlProvider locale={locale} messages={locale === 'it' ? it : en} defaultLocale="en">
      <AppThemeProvider config={config}>{children}</AppThemeProvider>
    </IntlProvider>
  );
}

/** Render inside IntlProvider (real catalogs) and AppThemeProvider. */
export function renderDs(
  ui: ReactElement,
  options: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  const { locale, config, ...rest } = options;
  return render(ui, {
    wrapper: ({ children }) => (
      <Providers locale={locale} config={config}>
        {children}
      </Providers>
    ),
    ...rest,
  });
}
