import { Provider as JotaiProvider, type createStore } from 'jotai';
import { Suspense, type ReactNode } from 'react';
import { SessionBridge } from '@/features/auth';
import { I18nProvider } from '@/i18n';
import { AppTheme } from './theme/app-theme';

export type AppStore = ReturnType<typeof createStore>;

/**
 * Everything around the router: state (jotai), theme (initialised first, spec 01 §4 start-up),
 * language, and the bridge that lets the API client read the session.
 */
export function AppProviders({ children, store }: { children: ReactNode; store?: AppStore }) {
  return (
    <JotaiProvider store={store}>
      <SessionBridge />
      <AppTheme>
        <Suspense fallback={null}>
          <I18nProvider>{children}</I18nProvider>
        </Suspense>
      </AppTheme>
    </JotaiProvider>
  );
}
